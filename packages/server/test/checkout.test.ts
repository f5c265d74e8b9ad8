import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_INVALID,
  ADDRESS_UNVERIFIED,
  CART_NOT_FOUND,
  CHECKOUT_ERROR_CODES,
  EMPTY_CART,
  INVALID_PROMO_CODE,
  PROMO_EXPIRED,
  PROMO_THROTTLED,
  SHIPPER_MISSING,
  SHIPPER_NOT_SET,
  SHIPPER_UNAVAILABLE,
  TEST_CARDS,
  cartPlacedAs,
  roundMoney,
  type ApiClient,
  type PaymentRequest,
} from '@shelfmark/api-client';
import { DEMO_TITLE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

const BUYER = 'buyer@shelfmark.test';
const OTHER = 'buyer@thorndike.test';
const CHECKOUT = 'checkout@shelfmark.test';
const INQUIRY = 'inquiry@shelfmark.test';
/** startTestServer's public URL: the only origin the provider may send the browser back to. */
const ORIGIN = 'http://127.0.0.1/checkout';

let db: FreshDatabase;
let server: TestServer;
let buyer: ApiClient;

beforeAll(async () => {
  // PGlite in its worker thread, as the server runs it; most files keep it on their own thread.
  db = await freshDatabase({ worker: true });
  server = await startTestServer(db.database);
  buyer = server.clientFor(BUYER);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

const count = async (query: ReturnType<typeof sql>) => (await db.database.query<{ n: number }>(query))[0]!.n;

/**
 * A new current cart of `uid` holding `quantity` of the demo title, its shipper set as checkout sets it
 * on load (CHK-04) unless `shipper: false` (a ship-to no shipper serves, or a cart that never had one).
 */
async function cartOf(api: ApiClient, uid: string, quantity = 2, { shipper = true } = {}) {
  const cart = await api.carts.create({ userId: uid });
  await api.carts.addEntries({
    userId: uid,
    cartId: cart.code,
    orderEntries: [{ product: { code: DEMO_TITLE.code }, quantity }],
  });
  if (shipper) await api.carts.setShipper({ userId: uid });
  return api.carts.get({ userId: uid });
}

/** Posts the hidden form of a payment request plus card fields to the provider, as the browser does. */
async function postToProvider(request: PaymentRequest, card: Record<string, string>) {
  const form = new URLSearchParams();
  for (const { key, value } of request.parameters) form.set(key, value);
  for (const [key, value] of Object.entries(card)) form.set(key, value);
  const url = new URL(request.postUrl);
  return fetch(`${server.baseUrl}${url.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
}

const visa = { card_type: 'visa', card_number: TEST_CARDS.visa, card_expiry_date: '12-2030', card_cvn: '123' };

describe('without a session', () => {
  const anonymous = () => server.clientFor(null);
  const calls: [string, () => Promise<unknown>][] = [
    ['PUT /api/carts/shippers', () => anonymous().carts.setShipper({ userId: BUYER })],
    ['POST /api/carts/promotions', () => anonymous().promotions.apply({ userId: BUYER, promoCode: 'SAVE10' })],
    [
      'DELETE /api/carts/promotions-remove',
      () => anonymous().promotions.remove({ userId: BUYER, promoCode: 'SAVE10' }),
    ],
    [
      'POST /api/orders',
      () => anonymous().orders.place({ userId: BUYER, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO' }),
    ],
    [
      'POST /api/orders/payment',
      () =>
        anonymous().payments.request({
          userId: BUYER,
          cartCode: '00010000',
          purchaseOrderNumber: 'PO',
          origin: ORIGIN,
        }),
    ],
    [
      'POST /api/orders/credit-card-order-placement',
      () => anonymous().orders.placeCreditCardOrder({ userId: BUYER, cartCode: '00010000' }),
    ],
  ];
  it.each(calls)('%s answers 401 and changes nothing', async (_name, call) => {
    const orders = await count(sql`SELECT count(*)::int AS n FROM orders`);
    expect((await failure(call())).status).toBe(401);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders`)).toBe(orders);
  });
});

describe('CHK-04 shipper', () => {
  it('sets the ground shipper on the current cart: 9.95 delivery in the total, kept on the next read', async () => {
    const cart = await cartOf(buyer, BUYER, 2, { shipper: false });
    expect(cart.deliveryCost ?? null).toBeNull();
    const shipped = await buyer.carts.setShipper({ userId: BUYER });
    expect(shipped.deliveryCost?.value).toBe(9.95);
    expect(shipped.totalPrice.value).toBeCloseTo(cart.subTotal.value + 9.95, 2);
    expect((await buyer.carts.get({ userId: BUYER })).totalPriceWithTax.value).toBeCloseTo(
      cart.subTotal.value + 9.95,
      2,
    );
  });

  it('answers 422 SHIPPER_UNAVAILABLE for a ship-to no shipper serves, and sets nothing', async () => {
    const api = server.clientFor(CHECKOUT);
    await api.carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000703' });
    await cartOf(api, CHECKOUT, 2, { shipper: false });
    const error = await failure(api.carts.setShipper({ userId: CHECKOUT }));
    expect([error.status, error.code]).toEqual([422, CHECKOUT_ERROR_CODES.shipperUnavailable]);
    expect((await api.carts.get({ userId: CHECKOUT })).deliveryCost ?? null).toBeNull();
    await api.carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000700' });
  });

  it("refuses another user's userId with 403", async () => {
    expect((await failure(buyer.carts.setShipper({ userId: OTHER }))).status).toBe(403);
  });
});

describe('CHK-04 the shipper follows the ship-to', () => {
  const api = () => server.clientFor(CHECKOUT);
  const ordersOfCheckout = () => count(sql`SELECT count(*)::int AS n FROM orders WHERE user_uid = ${CHECKOUT}`);
  afterEach(async () => {
    await api().carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000700' });
  });

  it('switching to a ship-to no shipper serves takes the old charge off the cart; placing it is refused with 422 SHIPPER_UNAVAILABLE, no order, the cart intact', async () => {
    const cart = await cartOf(api(), CHECKOUT);
    expect((await api().carts.setShipper({ userId: CHECKOUT })).deliveryCost?.value).toBe(9.95);
    const moved = await api().carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000703' });
    expect(moved.deliveryCost ?? null).toBeNull();
    expect(moved.totalPriceWithTax.value).toBeCloseTo(moved.subTotal.value, 2);
    const before = await ordersOfCheckout();
    const refused = await failure(
      api().orders.place({
        userId: CHECKOUT,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: 'PO-NOME',
        cartCode: cart.code,
      }),
    );
    expect([refused.status, refused.code, refused.message]).toEqual([
      422,
      CHECKOUT_ERROR_CODES.shipperUnavailable,
      SHIPPER_UNAVAILABLE,
    ]);
    expect(await ordersOfCheckout()).toBe(before);
    const kept = await api().carts.get({ userId: CHECKOUT });
    expect([kept.code, kept.entries.map((e) => e.quantity)]).toEqual([cart.code, [2]]);
  });

  it('an order for a ship-to no shipper serves is refused even when no shipper was ever set (422 SHIPPER_UNAVAILABLE), without and with cartCode', async () => {
    await api().carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000703' });
    const cart = await cartOf(api(), CHECKOUT, 2, { shipper: false });
    const before = await ordersOfCheckout();
    for (const cartCode of [undefined, cart.code]) {
      const refused = await failure(
        api().orders.place({
          userId: CHECKOUT,
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: 'PO-NOME-2',
          ...(cartCode ? { cartCode } : {}),
        }),
      );
      expect([refused.status, refused.code]).toEqual([422, CHECKOUT_ERROR_CODES.shipperUnavailable]);
    }
    expect(await ordersOfCheckout()).toBe(before);
    expect((await api().carts.get({ userId: CHECKOUT })).entries).toHaveLength(1);
  });

  it('a card payment for a ship-to no shipper serves is refused before the provider sees it (422 SHIPPER_UNAVAILABLE, nothing requested)', async () => {
    await api().carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000703' });
    const cart = await cartOf(api(), CHECKOUT, 2, { shipper: false });
    const refused = await failure(
      api().payments.request({
        userId: CHECKOUT,
        cartCode: cart.code,
        purchaseOrderNumber: 'PO-NOME-CARD',
        origin: ORIGIN,
      }),
    );
    expect([refused.status, refused.code]).toEqual([422, CHECKOUT_ERROR_CODES.shipperUnavailable]);
    expect(await count(sql`SELECT count(*)::int AS n FROM card_payments WHERE cart_code = ${cart.code}`)).toBe(0);
  });

  it('switching to a ship-to another shipper serves re-sets the shipper and its charge, and the order carries that charge', async () => {
    await db.database.query(
      sql`INSERT INTO user_accounts (user_uid, account_number) VALUES (${CHECKOUT}, '1000600') ON CONFLICT DO NOTHING`,
    );
    try {
      const cart = await cartOf(api(), CHECKOUT);
      expect((await api().carts.setShipper({ userId: CHECKOUT })).deliveryCost?.value).toBe(9.95);
      const galway = await api().carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000600' });
      expect(galway.deliveryCost?.value).toBe(24.95);
      expect(galway.totalPriceWithTax.value).toBeCloseTo(galway.subTotal.value + 24.95, 2);
      const order = await api().orders.place({
        userId: CHECKOUT,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: 'PO-GALWAY',
        cartCode: cart.code,
      });
      const [row] = await db.database.query<{ shipping: string; ship_to_account: string }>(sql`
        SELECT shipping::text, ship_to_account FROM orders WHERE internet_reference = ${order.code}`);
      expect([Number(row!.shipping), row!.ship_to_account]).toEqual([24.95, '1000600']);
    } finally {
      await db.database.query(
        sql`DELETE FROM user_accounts WHERE user_uid = ${CHECKOUT} AND account_number = '1000600'`,
      );
    }
  });

  it('setting the shipper for a ship-to no shipper serves answers 422 and takes a charge left from another address off the cart', async () => {
    const cart = await cartOf(api(), CHECKOUT);
    await api().carts.setShipper({ userId: CHECKOUT });
    // The cart moved without the account switch (as a cart from before the account check could have).
    await db.database.query(sql`UPDATE carts SET ship_to_account = '1000703' WHERE code = ${cart.code}`);
    const refused = await failure(api().carts.setShipper({ userId: CHECKOUT }));
    expect([refused.status, refused.code]).toEqual([422, CHECKOUT_ERROR_CODES.shipperUnavailable]);
    expect((await api().carts.get({ userId: CHECKOUT })).deliveryCost ?? null).toBeNull();
  });

  it('a cart whose shipper was never set, for a ship-to a shipper serves, is refused with 409 SHIPPER_NOT_SET (PO order and card payment alike), no order; setting the shipper lets it through with the charge', async () => {
    const cart = await cartOf(api(), CHECKOUT, 2, { shipper: false });
    expect(cart.deliveryCost ?? null).toBeNull();
    const before = await ordersOfCheckout();
    for (const cartCode of [undefined, cart.code]) {
      const refused = await failure(
        api().orders.place({
          userId: CHECKOUT,
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: 'PO-NOSHIPPER',
          ...(cartCode ? { cartCode } : {}),
        }),
      );
      expect([refused.status, refused.code, refused.message]).toEqual([
        409,
        CHECKOUT_ERROR_CODES.shipperNotSet,
        SHIPPER_MISSING,
      ]);
    }
    const card = await failure(
      api().payments.request({
        userId: CHECKOUT,
        cartCode: cart.code,
        purchaseOrderNumber: 'PO-NOSHIPPER',
        origin: ORIGIN,
      }),
    );
    expect([card.status, card.code]).toEqual([409, CHECKOUT_ERROR_CODES.shipperNotSet]);
    expect(await count(sql`SELECT count(*)::int AS n FROM card_payments WHERE cart_code = ${cart.code}`)).toBe(0);
    expect(await ordersOfCheckout()).toBe(before);
    expect((await api().carts.setShipper({ userId: CHECKOUT })).deliveryCost?.value).toBe(9.95);
    const order = await api().orders.place({
      userId: CHECKOUT,
      paymentType: 'ACCOUNT',
      purchaseOrderNumber: 'PO-NOSHIPPER',
      cartCode: cart.code,
    });
    const [row] = await db.database.query<{ shipping: string }>(
      sql`SELECT shipping::text FROM orders WHERE internet_reference = ${order.code}`,
    );
    expect(Number(row!.shipping)).toBe(9.95);
  });

  it('a cart with a free-shipping coupon needs no shipper (checkout sets none then): the order is placed with no delivery charge', async () => {
    const cart = await cartOf(api(), CHECKOUT, 2, { shipper: false });
    expect((await api().promotions.apply({ userId: CHECKOUT, promoCode: 'FREESHIP' })).appliedCoupons).toEqual([
      { code: 'FREESHIP', freeShipping: true },
    ]);
    const order = await api().orders.place({
      userId: CHECKOUT,
      paymentType: 'ACCOUNT',
      purchaseOrderNumber: 'PO-FREESHIP',
      cartCode: cart.code,
    });
    const [row] = await db.database.query<{ shipping: string }>(
      sql`SELECT shipping::text FROM orders WHERE internet_reference = ${order.code}`,
    );
    expect(Number(row!.shipping)).toBe(0);
  });

  it("a shipper's charge set for another ship-to (stale) is refused with 409 SHIPPER_NOT_SET; setting the shipper again lets the order through", async () => {
    const cart = await cartOf(api(), CHECKOUT);
    await api().carts.setShipper({ userId: CHECKOUT });
    // As a charge left from another address would be: the international shipper on a US cart.
    await db.database.query(
      sql`UPDATE cart_shipping SET shipper_code = 'INTL', cost = 24.95 WHERE cart_code = ${cart.code}`,
    );
    const before = await ordersOfCheckout();
    const refused = await failure(
      api().orders.place({
        userId: CHECKOUT,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: 'PO-STALE',
        cartCode: cart.code,
      }),
    );
    expect([refused.status, refused.code, refused.message]).toEqual([
      409,
      CHECKOUT_ERROR_CODES.shipperNotSet,
      SHIPPER_NOT_SET,
    ]);
    expect(await ordersOfCheckout()).toBe(before);
    expect((await api().carts.setShipper({ userId: CHECKOUT })).deliveryCost?.value).toBe(9.95);
    expect(
      (
        await api().orders.place({
          userId: CHECKOUT,
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: 'PO-STALE',
          cartCode: cart.code,
        })
      ).purchaseOrderNumber,
    ).toBe('PO-STALE');
  });
});

describe('CHK-03 promo codes', () => {
  it('applies SAVE10 (10% off, any case), keeps it on the cart, and removes it again', async () => {
    const cart = await cartOf(buyer, BUYER, 3, { shipper: false });
    const discounted = await buyer.promotions.apply({ userId: BUYER, promoCode: 'save10' });
    expect(discounted.appliedCoupons).toEqual([{ code: 'SAVE10', freeShipping: false }]);
    expect(discounted.totalDiscounts.value).toBe(roundMoney(cart.subTotal.value * 0.1));
    expect(discounted.totalPrice.value).toBe(roundMoney(cart.subTotal.value - roundMoney(cart.subTotal.value * 0.1)));
    expect((await buyer.carts.get({ userId: BUYER })).appliedCoupons).toEqual([
      { code: 'SAVE10', freeShipping: false },
    ]);
    const removed = await buyer.promotions.remove({ userId: BUYER, promoCode: 'SAVE10' });
    expect(removed.appliedCoupons).toEqual([]);
    expect(removed.totalPrice.value).toBeCloseTo(cart.subTotal.value, 2);
  });

  it('FREESHIP makes the shipper free', async () => {
    const cart = await cartOf(buyer, BUYER);
    await buyer.carts.setShipper({ userId: BUYER });
    const free = await buyer.promotions.apply({ userId: BUYER, promoCode: 'FREESHIP' });
    expect(free.appliedCoupons).toEqual([{ code: 'FREESHIP', freeShipping: true }]);
    expect(free.deliveryCost?.value).toBe(0);
    expect(free.totalPrice.value).toBeCloseTo(cart.subTotal.value, 2);
  });

  it('refuses an unknown and an expired code on promoCode, then throttles with timeLeft in ms', async () => {
    const api = server.clientFor(OTHER);
    await api.carts.get({ userId: OTHER });
    const unknown = await failure(api.promotions.apply({ userId: OTHER, promoCode: 'NOPE' }));
    expect([unknown.status, unknown.fieldErrors.promoCode]).toEqual([400, INVALID_PROMO_CODE]);
    const expired = await failure(api.promotions.apply({ userId: OTHER, promoCode: 'SPRING2020' }));
    expect([expired.status, expired.fieldErrors.promoCode]).toEqual([400, PROMO_EXPIRED]);
    await failure(api.promotions.apply({ userId: OTHER, promoCode: 'NOPE2' }));
    const throttled = await failure(api.promotions.apply({ userId: OTHER, promoCode: 'SAVE10' }));
    expect([throttled.status, throttled.code, throttled.fieldErrors.promoCode]).toEqual([
      429,
      'RATE_LIMITED',
      PROMO_THROTTLED,
    ]);
    expect(throttled.timeLeft).toBeGreaterThan(20_000);
    expect(throttled.timeLeft).toBeLessThanOrEqual(30_000);
    expect((await api.carts.get({ userId: OTHER })).appliedCoupons).toEqual([]);
  });
});

describe('CHK-06 purchase-order checkout', () => {
  it('places the cart as a pending order (PO trimmed) and empties the cart', async () => {
    const cart = await cartOf(buyer, BUYER, 3);
    const order = await buyer.orders.place({
      userId: BUYER,
      paymentType: 'ACCOUNT',
      purchaseOrderNumber: '  PO-77  ',
      cartCode: cart.code,
      shippingChoice: { specialShippingInstructions: 'Dock 4' },
    });
    expect(order).toMatchObject({ purchaseOrderNumber: 'PO-77', paymentType: 'ACCOUNT' });
    expect(order.code).toMatch(/^W\d{8}$/);
    expect(order.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([[DEMO_TITLE.isbn13, 3]]);
    const [row] = await db.database.query<{
      po_number: string;
      payment_type: string;
      ship_status: string | null;
      special_shipping_instructions: string;
      total: string;
      lines: number;
    }>(sql`
      SELECT po_number, payment_type, ship_status, special_shipping_instructions, total::text,
        (SELECT count(*)::int FROM order_lines l WHERE l.order_number = o.order_number) AS lines
      FROM orders o WHERE internet_reference = ${order.code}`);
    expect(row).toMatchObject({
      po_number: 'PO-77',
      payment_type: 'ACCOUNT',
      ship_status: null,
      special_shipping_instructions: 'Dock 4',
      lines: 1,
    });
    expect(Number(row!.total)).toBeCloseTo(cart.totalPriceWithTax.value, 2);
    expect((await buyer.carts.get({ userId: BUYER })).code).not.toBe(cart.code);
    expect((await failure(buyer.wishlists.get({ cartId: cart.code }))).status).toBe(404);
  });

  it('names the field of a PO over 25 characters and of a missing PO; nothing is placed', async () => {
    await cartOf(buyer, BUYER);
    const before = await count(sql`SELECT count(*)::int AS n FROM orders`);
    expect(
      (
        await failure(
          buyer.orders.place({ userId: BUYER, paymentType: 'ACCOUNT', purchaseOrderNumber: 'X'.repeat(26) }),
        )
      ).fieldErrors,
    ).toHaveProperty('purchaseOrderNumber');
    expect(
      (await failure(buyer.orders.place({ userId: BUYER, paymentType: 'ACCOUNT', purchaseOrderNumber: '   ' })))
        .fieldErrors,
    ).toHaveProperty('purchaseOrderNumber');
    expect(await count(sql`SELECT count(*)::int AS n FROM orders`)).toBe(before);
  });

  it('refuses an empty cart, an inquiry-only user (403) and a cart of another user (404)', async () => {
    await buyer.carts.create({ userId: BUYER });
    expect(
      (await failure(buyer.orders.place({ userId: BUYER, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO' }))).message,
    ).toBe(EMPTY_CART);
    const inquiry = server.clientFor(INQUIRY);
    expect(
      (await failure(inquiry.orders.place({ userId: INQUIRY, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO' })))
        .status,
    ).toBe(403);
    const theirs = await cartOf(server.clientFor(OTHER), OTHER);
    expect(
      (
        await failure(
          buyer.orders.place({
            userId: BUYER,
            paymentType: 'ACCOUNT',
            purchaseOrderNumber: 'PO',
            cartCode: theirs.code,
          }),
        )
      ).status,
    ).toBe(404);
    expect((await server.clientFor(OTHER).carts.get({ userId: OTHER })).entries).toHaveLength(1);
  });

  it('20 concurrent placements of one cart make exactly one order, and each answers it', async () => {
    const cart = await cartOf(buyer, BUYER);
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        buyer.orders.place({
          userId: BUYER,
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: 'PO-RACE',
          cartCode: cart.code,
        }),
      ),
    );
    const codes = new Set(
      answers.map((a) => (a.status === 'fulfilled' ? a.value.code : `failed: ${String(a.reason)}`)),
    );
    expect(codes.size).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders WHERE po_number = 'PO-RACE'`)).toBe(1);
    // A reload placing it again still answers the same order.
    expect(
      (
        await buyer.orders.place({
          userId: BUYER,
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: 'PO-RACE',
          cartCode: cart.code,
        })
      ).code,
    ).toBe([...codes][0]);
  });

  it("a placed cart answers its order to its owner only: another user naming it gets 404 'Cart not found.'", async () => {
    const cart = await cartOf(buyer, BUYER);
    const order = await buyer.orders.place({
      userId: BUYER,
      paymentType: 'ACCOUNT',
      purchaseOrderNumber: 'PO-MINE',
      cartCode: cart.code,
    });
    const other = server.clientFor(OTHER);
    const refused = await failure(
      other.orders.place({
        userId: OTHER,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: 'PO-MINE',
        cartCode: cart.code,
      }),
    );
    expect([refused.status, refused.message]).toEqual([404, CART_NOT_FOUND]);
    expect(
      (
        await buyer.orders.place({
          userId: BUYER,
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: 'PO-MINE',
          cartCode: cart.code,
        })
      ).code,
    ).toBe(order.code);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders WHERE po_number = 'PO-MINE'`)).toBe(1);
  });

  it('replaying a placed cart with another PO number or other shipping instructions answers 409 CART_PLACED naming the order and the difference; an identical replay answers the first order', async () => {
    const cart = await cartOf(buyer, BUYER);
    const first = {
      userId: BUYER,
      paymentType: 'ACCOUNT' as const,
      purchaseOrderNumber: 'PO-FIRST',
      cartCode: cart.code,
      shippingChoice: { specialShippingInstructions: 'Dock 4' },
    };
    const order = await buyer.orders.place(first);
    const otherPo = await failure(buyer.orders.place({ ...first, purchaseOrderNumber: 'PO-SECOND' }));
    expect([otherPo.status, otherPo.code]).toEqual([409, CHECKOUT_ERROR_CODES.cartPlaced]);
    expect(otherPo.message).toBe(cartPlacedAs(order.code, ['purchaseOrderNumber']));
    expect(Object.keys(otherPo.fieldErrors)).toEqual(['purchaseOrderNumber']);
    const otherInstructions = await failure(
      buyer.orders.place({ ...first, shippingChoice: { specialShippingInstructions: 'Dock 5' } }),
    );
    expect([otherInstructions.status, otherInstructions.message]).toEqual([
      409,
      cartPlacedAs(order.code, ['specialShippingInstructions']),
    ]);
    expect((await buyer.orders.place({ ...first, purchaseOrderNumber: '  PO-FIRST ' })).code).toBe(order.code);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders WHERE po_number IN ('PO-FIRST', 'PO-SECOND')`)).toBe(
      1,
    );
  });

  it('20 concurrent placements of the current cart without its code make one order, and every caller gets it', async () => {
    await cartOf(buyer, BUYER);
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        buyer.orders.place({ userId: BUYER, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO-RACE-2' }),
      ),
    );
    const codes = new Set(
      answers.map((a) => (a.status === 'fulfilled' ? a.value.code : `failed: ${String(a.reason)}`)),
    );
    expect(codes.size).toBe(1);
    const [row] = await db.database.query<{ ref: string }>(
      sql`SELECT internet_reference AS ref FROM orders WHERE po_number = 'PO-RACE-2'`,
    );
    expect([...codes]).toEqual([row!.ref]);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders WHERE po_number = 'PO-RACE-2'`)).toBe(1);
  });

  it('a second submission without cartCode after the order answers that order; with another PO number it is told the cart is empty; after the replay window too', async () => {
    await cartOf(buyer, BUYER);
    const submit = {
      userId: BUYER,
      paymentType: 'ACCOUNT' as const,
      purchaseOrderNumber: 'PO-AGAIN',
      shippingChoice: { specialShippingInstructions: 'Rear door' },
    };
    const order = await buyer.orders.place(submit);
    expect((await buyer.orders.place(submit)).code).toBe(order.code);
    expect((await failure(buyer.orders.place({ ...submit, purchaseOrderNumber: 'PO-NEW' }))).message).toBe(EMPTY_CART);
    await db.database.query(sql`UPDATE order_placements SET placed_at = now() - interval '11 minutes'
      WHERE order_number = (SELECT order_number FROM orders WHERE internet_reference = ${order.code})`);
    expect((await failure(buyer.orders.place(submit))).message).toBe(EMPTY_CART);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders WHERE po_number IN ('PO-AGAIN', 'PO-NEW')`)).toBe(1);
  });
});

describe('CHK-08 ship-to address checks', () => {
  const api = () => server.clientFor(CHECKOUT);

  it('refuses an incomplete address with ADDRESS_INVALID, by PO and by card', async () => {
    await api().carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000701' });
    const cart = await cartOf(api(), CHECKOUT);
    const po = await failure(
      api().orders.place({ userId: CHECKOUT, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO', cartCode: cart.code }),
    );
    expect([po.status, po.code, po.message]).toEqual([422, CHECKOUT_ERROR_CODES.addressInvalid, ADDRESS_INVALID]);
    const card = await failure(
      api().payments.request({ userId: CHECKOUT, cartCode: cart.code, purchaseOrderNumber: 'PO', origin: ORIGIN }),
    );
    expect(card.code).toBe(CHECKOUT_ERROR_CODES.addressInvalid);
    expect((await api().carts.get({ userId: CHECKOUT })).entries).toHaveLength(1);
  });

  it('alerts on an unverifiable address; USE MY ADDRESS (the ignore flag) places the order', async () => {
    await api().carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000702' });
    const cart = await cartOf(api(), CHECKOUT);
    const alert = await failure(
      api().orders.place({ userId: CHECKOUT, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO', cartCode: cart.code }),
    );
    expect([alert.status, alert.code, alert.message]).toEqual([
      422,
      CHECKOUT_ERROR_CODES.addressUnverified,
      ADDRESS_UNVERIFIED,
    ]);
    const cardAlert = await failure(
      api().payments.request({ userId: CHECKOUT, cartCode: cart.code, purchaseOrderNumber: 'PO', origin: ORIGIN }),
    );
    expect(cardAlert.code).toBe(CHECKOUT_ERROR_CODES.addressUnverified);
    expect(
      (
        await api().payments.request({
          userId: CHECKOUT,
          cartCode: cart.code,
          purchaseOrderNumber: 'PO',
          origin: ORIGIN,
          ignore_avs: true,
        })
      ).parameters.find((p) => p.key === 'ignore_avs')?.value,
    ).toBe('true');
    const order = await api().orders.place({
      userId: CHECKOUT,
      paymentType: 'ACCOUNT',
      purchaseOrderNumber: 'PO-ANNEX',
      cartCode: cart.code,
      ignoreAddressVerification: true,
    });
    expect(order.purchaseOrderNumber).toBe('PO-ANNEX');
    await api().carts.changeAccount({ userId: CHECKOUT, shipToAccountNumber: '1000700' });
  });
});

describe('CHK-07 card checkout through the provider', () => {
  it('signs a provider request without any card data and refuses an origin that is not the store', async () => {
    const cart = await cartOf(buyer, BUYER);
    const request = await buyer.payments.request({
      userId: BUYER,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-CARD',
      origin: ORIGIN,
      card_type: 'visa',
    });
    const fields = Object.fromEntries(request.parameters.map((p) => [p.key, p.value]));
    expect(request.postUrl).toBe('http://127.0.0.1/provider/silent/pay');
    expect(fields).toMatchObject({
      reference_number: cart.code,
      amount: cart.totalPriceWithTax.value.toFixed(2),
      transaction_type: 'sale',
      override_custom_receipt_page: `${ORIGIN}?processed=true`,
      unsigned_field_names: 'card_type,card_number,card_expiry_date,card_cvn',
    });
    expect(fields.transaction_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(fields.signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(fields.signed_field_names!.split(',')).toEqual(
      expect.arrayContaining(['transaction_uuid', 'signed_date_time', 'amount', 'signed_field_names']),
    );
    expect(Object.keys(fields).filter((k) => /card_(number|cvn|expiry)/.test(k))).toEqual([]);
    const error = await failure(
      buyer.payments.request({
        userId: BUYER,
        cartCode: cart.code,
        purchaseOrderNumber: 'PO',
        origin: 'https://evil.example/checkout',
      }),
    );
    expect(error.fieldErrors).toHaveProperty('origin');
  });

  it('an approved card: the provider sends the browser back with processed, and the order is placed once, even when replayed', async () => {
    const cart = await cartOf(buyer, BUYER, 4);
    const request = await buyer.payments.request({
      userId: BUYER,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-VISA',
      origin: ORIGIN,
      card_type: 'visa',
    });
    const back = await postToProvider(request, visa);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${ORIGIN}?processed=true`);
    const placements = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.orders.placeCreditCardOrder({
          userId: BUYER,
          cartCode: cart.code,
          specialShippingInstructions: 'Leave at desk',
        }),
      ),
    );
    expect(new Set(placements.map((p) => p.code)).size).toBe(1);
    expect(placements[0]).toMatchObject({ purchaseOrderNumber: 'PO-VISA', paymentType: 'CARD' });
    // A replayed return (reload of the processed page) answers the same order.
    expect((await buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode: cart.code })).code).toBe(
      placements[0]!.code,
    );
    expect(
      await count(sql`SELECT count(*)::int AS n FROM orders WHERE po_number = 'PO-VISA' AND payment_type = 'CARD'`),
    ).toBe(1);
    // Posting the same form to the provider again is refused: the transaction was processed.
    expect((await postToProvider(request, visa)).status).toBe(409);
    // The card number was stored nowhere.
    const dump =
      JSON.stringify(await db.database.query(sql`SELECT * FROM card_payments`)) +
      JSON.stringify(await db.database.query(sql`SELECT * FROM provider_transactions`));
    expect(dump).not.toContain(TEST_CARDS.visa);
    expect(dump).toContain('"1111"');
  });

  it('a declined card: 402 PAYMENT_FAILED on placement, no order, the cart intact', async () => {
    const cart = await cartOf(buyer, BUYER, 2);
    const request = await buyer.payments.request({
      userId: BUYER,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-DECLINED',
      origin: ORIGIN,
    });
    expect((await postToProvider(request, { ...visa, card_number: TEST_CARDS.declined })).status).toBe(303);
    const error = await failure(buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode: cart.code }));
    expect([error.status, error.code]).toEqual([402, CHECKOUT_ERROR_CODES.paymentFailed]);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders WHERE po_number = 'PO-DECLINED'`)).toBe(0);
    expect((await buyer.carts.get({ userId: BUYER })).entries.map((e) => e.quantity)).toEqual([2]);
  });

  it('no order without a verified provider result, nor from a forged one', async () => {
    const cart = await cartOf(buyer, BUYER);
    const request = await buyer.payments.request({
      userId: BUYER,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-FORGED',
      origin: ORIGIN,
    });
    expect((await failure(buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode: cart.code }))).status).toBe(402);
    const fields = Object.fromEntries(request.parameters.map((p) => [p.key, p.value]));
    const forged = await fetch(`${server.baseUrl}/api/payments/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        decision: 'ACCEPT',
        reason_code: '100',
        req_transaction_uuid: fields.transaction_uuid,
        req_reference_number: cart.code,
        req_amount: fields.amount,
        req_currency: 'USD',
        transaction_id: '1',
        signed_date_time: fields.signed_date_time,
        signed_field_names:
          'decision,reason_code,req_transaction_uuid,req_reference_number,req_amount,req_currency,transaction_id,signed_date_time,signed_field_names',
        signature: fields.signature,
      }),
    });
    expect(forged.status).toBe(400);
    expect((await failure(buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode: cart.code }))).status).toBe(402);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders WHERE po_number = 'PO-FORGED'`)).toBe(0);
  });

  it("answers 404 for another user's cart", async () => {
    const theirs = await cartOf(server.clientFor(OTHER), OTHER);
    expect(
      (
        await failure(
          buyer.payments.request({ userId: BUYER, cartCode: theirs.code, purchaseOrderNumber: 'PO', origin: ORIGIN }),
        )
      ).status,
    ).toBe(404);
  });

  it("placing another user's cart answers 404 'Cart not found.' like every cart call — even a cart its owner has paid for — and changes nothing", async () => {
    const other = server.clientFor(OTHER);
    const theirs = await cartOf(other, OTHER, 3);
    const request = await other.payments.request({
      userId: OTHER,
      cartCode: theirs.code,
      purchaseOrderNumber: 'PO-THEIRS',
      origin: ORIGIN,
      ignore_avs: true,
    });
    expect((await postToProvider(request, visa)).status).toBe(303);
    const orders = await count(sql`SELECT count(*)::int AS n FROM orders`);
    const refused = await failure(buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode: theirs.code }));
    expect([refused.status, refused.message]).toEqual([404, CART_NOT_FOUND]);
    expect(await count(sql`SELECT count(*)::int AS n FROM orders`)).toBe(orders);
    expect((await other.carts.get({ userId: OTHER })).entries.map((e) => e.quantity)).toEqual([3]);
    // The owner's placement still goes through, once; afterwards the placed cart is as unknown to the buyer as before.
    const placed = await other.orders.placeCreditCardOrder({ userId: OTHER, cartCode: theirs.code });
    expect(placed).toMatchObject({ purchaseOrderNumber: 'PO-THEIRS', paymentType: 'CARD' });
    const after = await failure(buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode: theirs.code }));
    expect([after.status, after.message]).toEqual([404, CART_NOT_FOUND]);
  });
});

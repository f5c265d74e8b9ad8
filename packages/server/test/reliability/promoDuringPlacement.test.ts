import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  CHECKOUT_ERROR_CODES,
  cartPlacedAs,
  roundMoney,
  type ApiClient,
  type Cart,
} from '@shelfmark/api-client';
import { DEMO_TITLE } from '../../src/seed/demo';
import { freshDatabase } from '../helpers/testDatabase';
import { startTestServer } from '../helpers/testServer';

/**
 * A promo code applied, or the shipper set, while the same cart is placed as an order (
 * item 9), over real HTTP. On PostgreSQL (scripts/postgres) the calls run truly in parallel; the
 * placement deleted the cart between the promo's read and its insert, and the foreign key on
 * cart_coupons answered 500 (13 of 24 calls). Each round must end one of two ways: the promo is in
 * the order, or it is refused with 409 CART_PLACED naming the order.
 */

const BUYER = 'buyer@shelfmark.test';
const ROUNDS = 24;

// PGlite in its worker thread, as the server runs it: the locks and transactions under test run there.
const db = await freshDatabase({ worker: true });
const server = await startTestServer(db.database);
afterAll(async () => {
  await server.close();
  await db.cleanup();
});
const buyer = server.clientFor(BUYER);

/** The ground shipper's charge of the demo ship-to (CHK-04). */
const DELIVERY = 9.95;

async function cartOf(api: ApiClient): Promise<Cart> {
  const cart = await api.carts.create({ userId: BUYER });
  await api.carts.addEntries({
    userId: BUYER,
    cartId: cart.code,
    orderEntries: [{ product: { code: DEMO_TITLE.code }, quantity: 2 }],
  });
  await api.carts.setShipper({ userId: BUYER }); // as checkout does on load (CHK-04)
  return api.carts.get({ userId: BUYER });
}

const orderTotal = async (code: string) =>
  Number(
    (
      await db.database.query<{ total: string }>(sql`SELECT total::text FROM orders WHERE internet_reference = ${code}`)
    )[0]!.total,
  );

type Settled<T> = { value: T } | { error: ApiError };

/** Settles a call: its answer, or its ApiError (whose status the round then checks: never a 5xx). */
const settle = <T>(call: Promise<T>): Promise<Settled<T>> =>
  call.then(
    (value) => ({ value }),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return { error: error as ApiError };
    },
  );

/** Both calls at once; `placeFirst` decides which request leaves first. */
async function together<A, B>(a: () => Promise<A>, b: () => Promise<B>, placeFirst: boolean): Promise<[A, B]> {
  if (!placeFirst) return Promise.all([a(), b()]);
  const [second, first] = await Promise.all([b(), a()]);
  return [first, second];
}

describe('CHK-03 CHK-06 a promo code applied while the order is placed', () => {
  it(`${ROUNDS} rounds of promo code + placement at once: never a 5xx; the promo is in the order, or refused with 409 CART_PLACED naming it`, async () => {
    const outcomes = { inOrder: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const cart = await cartOf(buyer);
      const apply = () => settle(buyer.promotions.apply({ userId: BUYER, promoCode: 'SAVE10' }));
      const place = () =>
        settle(
          buyer.orders.place({
            userId: BUYER,
            paymentType: 'ACCOUNT',
            purchaseOrderNumber: `PO-PROMO-${round}`,
            cartCode: cart.code,
          }),
        );
      const [promo, placed] = await together(apply, place, round % 2 === 1);
      expect('error' in placed ? `${placed.error.status} ${placed.error.message}` : 'placed').toBe('placed');
      if ('error' in placed) return;
      const order = placed.value;
      const total = await orderTotal(order.code);
      if ('value' in promo) {
        expect(promo.value.code).toBe(cart.code);
        expect(total).toBeCloseTo(
          roundMoney(cart.subTotal.value - roundMoney(cart.subTotal.value * 0.1) + DELIVERY),
          2,
        );
        outcomes.inOrder += 1;
      } else {
        expect([promo.error.status, promo.error.code, promo.error.message]).toEqual([
          409,
          CHECKOUT_ERROR_CODES.cartPlaced,
          cartPlacedAs(order.code),
        ]);
        expect(total).toBeCloseTo(cart.subTotal.value + DELIVERY, 2);
        outcomes.refused += 1;
      }
    }
    expect(outcomes.inOrder + outcomes.refused).toBe(ROUNDS);
  }, 120_000);

  it(`${ROUNDS} rounds of setting the shipper again + placement at once: never a 5xx; the charge is in the order once, or the setting is refused with 409 CART_PLACED naming it`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const cart = await cartOf(buyer);
      const [shipped, placed] = await together(
        () => settle(buyer.carts.setShipper({ userId: BUYER })),
        () =>
          settle(
            buyer.orders.place({
              userId: BUYER,
              paymentType: 'ACCOUNT',
              purchaseOrderNumber: `PO-SHIP-${round}`,
              cartCode: cart.code,
            }),
          ),
        round % 2 === 1,
      );
      expect('error' in placed ? `${placed.error.status} ${placed.error.message}` : 'placed').toBe('placed');
      if ('error' in placed) return;
      const order = placed.value;
      const total = await orderTotal(order.code);
      // The cart had its shipper (checkout sets it on load, CHK-04); setting it again never charges twice.
      expect(total).toBeCloseTo(cart.subTotal.value + DELIVERY, 2);
      if ('error' in shipped) {
        expect([shipped.error.status, shipped.error.code, shipped.error.message]).toEqual([
          409,
          CHECKOUT_ERROR_CODES.cartPlaced,
          cartPlacedAs(order.code),
        ]);
      } else if (shipped.value.code !== cart.code) {
        // Set after the order, on the next (empty) cart.
        expect(shipped.value.entries).toEqual([]);
      }
    }
  }, 120_000);
});

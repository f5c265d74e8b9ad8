import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_FOUND, INVALID_PROMO_CODE, WISH_LIST_EXPIRED } from '../messages';
import { roundMoney } from '../money';
import { createMemoryApiClient, type MemoryApiClient } from './createMemoryApiClient';
import { DEMO_UIDS } from './demoSeed';
import { DECLINED_CARD_NUMBER } from './memoryOrders';
import { failure } from '../../contract/failure';
import { TRACKING_TWO_CRITERIA } from '../schemas/tracking';
import { identityGroupFor, REGISTRATION_RECEIVED } from '../schemas/registration';
import { solveLocalCaptcha } from '../captcha/localCaptcha';

/** A solved token of the twin's local captcha, as the browser widget makes it. */
async function solvedToken(api: MemoryApiClient): Promise<string> {
  const challenge = await api.forms.captchaChallenge();
  if (challenge.provider !== 'altcha') throw new Error('expected the local captcha');
  return (await solveLocalCaptcha(challenge.challenge))!;
}

const B = DEMO_UIDS.buyer;
const LIGHTHOUSE = '9780000000002';

async function cartWith(api: MemoryApiClient, quantity = 2) {
  const cart = await api.carts.get({ userId: B });
  await api.carts.addEntries({
    userId: B,
    cartId: cart.code,
    orderEntries: [{ product: { code: LIGHTHOUSE }, quantity }],
  });
  return api.carts.get({ userId: B });
}

/** A cart ready for an order: entries and its shipper, as checkout sets it on load (CHK-04). */
async function shippedCartWith(api: MemoryApiClient, quantity = 2) {
  await cartWith(api, quantity);
  return api.carts.setShipper({ userId: B });
}

describe('memory twin: wish lists', () => {
  it('WISH-02 creates a named list beside the cart, which stays current', async () => {
    const api = createMemoryApiClient({ user: B });
    const cart = await cartWith(api);
    const list = await api.wishlists.create({ userId: B, name: 'Autumn picks' });
    expect([list.name, list.saved]).toEqual(['Autumn picks', true]);
    expect((await api.wishlists.list({ userId: B })).carts.map((c) => c.name)).toContain('Autumn picks');
    expect((await api.carts.get({ userId: B })).code).toBe(cart.code);
  });

  it('WISH-02 restores a list: clone under its name, then it replaces the current cart', async () => {
    const api = createMemoryApiClient({ user: B });
    await cartWith(api);
    const [active] = (await api.wishlists.list({ userId: B })).carts;
    const clone = await api.wishlists.clone({ cartId: active!.code, cartName: active!.name! });
    await api.wishlists.restore({ cartId: clone.code });
    const current = await api.carts.get({ userId: B });
    expect([current.code, current.name]).toEqual([clone.code, active!.name]);
    expect(current.entries.map((e) => e.product.isbn13)).toEqual(active!.entries.map((e) => e.product.isbn13));
    expect((await api.wishlists.get({ cartId: active!.code })).savedCartData.entries).toHaveLength(
      active!.entries.length,
    );
  });

  it('WISH-03 refuses to restore an expired list', async () => {
    const api = createMemoryApiClient({ user: B });
    const expired = (await api.wishlists.list({ userId: B })).carts.find(
      (c) => Date.parse(c.expirationTime ?? '') < Date.now(),
    )!;
    const error = await failure(api.wishlists.clone({ cartId: expired.code, cartName: 'x' }));
    expect([error.status, error.message]).toEqual([400, WISH_LIST_EXPIRED]);
  });
});

describe('memory twin: checkout', () => {
  it('CHK-03 applies SAVE10, refuses an unknown code on promoCode, then throttles with timeLeft', async () => {
    const api = createMemoryApiClient({ user: B });
    const before = await cartWith(api);
    const discounted = await api.promotions.apply({ userId: B, promoCode: 'save10' });
    expect(discounted.totalPrice.value).toBeCloseTo(before.subTotal.value * 0.9, 2);
    for (let i = 0; i < 3; i += 1) {
      expect((await failure(api.promotions.apply({ userId: B, promoCode: 'NOPE' }))).fieldErrors.promoCode).toBe(
        INVALID_PROMO_CODE,
      );
    }
    const throttled = await failure(api.promotions.apply({ userId: B, promoCode: 'NOPE' }));
    expect(throttled.status).toBe(429);
    expect(throttled.timeLeft).toBeGreaterThan(0);
    const removed = await api.promotions.remove({ userId: B, promoCode: 'SAVE10' });
    expect(removed.totalPrice.value).toBeCloseTo(before.subTotal.value, 2);
  });

  it('CHK-04 sets a shipper cost, which FREESHIP takes away', async () => {
    const api = createMemoryApiClient({ user: B });
    const cart = await cartWith(api);
    const shipped = await api.carts.setShipper({ userId: B });
    expect(shipped.totalPrice.value).toBeCloseTo(cart.subTotal.value + 9.95, 2);
    const free = await api.promotions.apply({ userId: B, promoCode: 'FREESHIP' });
    expect(free.appliedCoupons).toEqual([{ code: 'FREESHIP', freeShipping: true }]);
    expect(free.deliveryCost?.value).toBe(0);
  });

  it('ACCT-02 switches to an active ship-to account and refuses an inactive one', async () => {
    const api = createMemoryApiClient({ user: B });
    const accounts = await api.users.accounts({ userId: B });
    const inactive = accounts.shipToAccounts.find((a) => !a.active)!;
    expect(
      (await failure(api.carts.changeAccount({ userId: B, shipToAccountNumber: inactive.accountNumber }))).fieldErrors,
    ).toHaveProperty('shipToAccountNumber');
    const target = accounts.shipToAccounts.find(
      (a) => a.active && a.accountNumber !== accounts.shipToAccount?.accountNumber,
    )!;
    expect(
      (await api.carts.changeAccount({ userId: B, shipToAccountNumber: target.accountNumber })).shipToAccountNumber,
    ).toBe(target.accountNumber);
    expect((await api.users.accounts({ userId: B })).shipToAccount?.accountNumber).toBe(target.accountNumber);
  });

  it('CHK-06 places a PO order: it empties the cart and shows in the order history', async () => {
    const api = createMemoryApiClient({ user: B });
    const cart = await shippedCartWith(api, 3);
    expect(
      (await failure(api.orders.place({ userId: B, paymentType: 'ACCOUNT', purchaseOrderNumber: 'X'.repeat(26) })))
        .fieldErrors,
    ).toHaveProperty('purchaseOrderNumber');
    const order = await api.orders.place({
      userId: B,
      paymentType: 'ACCOUNT',
      purchaseOrderNumber: '  PO-77  ',
      shippingChoice: { specialShippingInstructions: 'Dock 4' },
    });
    expect(order.entries.map((e) => e.quantity)).toEqual([3]);
    const next = await api.carts.get({ userId: B });
    expect([next.code === cart.code, next.entries.length]).toEqual([false, 0]);
    const accounts = await api.users.accounts({ userId: B });
    const history = await api.orders.list({
      billToAccountNumber: accounts.customerDefaultBillToAccount!.uid,
      shipToAccountNumber: cart.shipToAccountNumber!,
    });
    expect(history.orders.find((o) => o.internetReference === order.code)?.poNumber).toBe('PO-77');
  });

  it('CART-07 refuses orders from an inquiry-only user', async () => {
    const api = createMemoryApiClient({ user: DEMO_UIDS.inquiry });
    expect(
      (
        await failure(
          api.orders.place({ userId: DEMO_UIDS.inquiry, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO' }),
        )
      ).status,
    ).toBe(403);
  });

  it('CHK-07 card: a signed provider request, one order even when the return is replayed, a declined card refused', async () => {
    const api = createMemoryApiClient({ user: B });
    const cart = await shippedCartWith(api);
    const request = await api.payments.request({
      userId: B,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-1',
      origin: 'https://shop.example/checkout',
    });
    expect(request.parameters.find((p) => p.key === 'override_custom_receipt_page')?.value).toBe(
      'https://shop.example/checkout?processed=true',
    );
    const first = await api.orders.placeCreditCardOrder({ userId: B, cartCode: cart.code });
    const again = await api.orders.placeCreditCardOrder({ userId: B, cartCode: cart.code });
    expect(again.code).toBe(first.code);
    const other = await shippedCartWith(api);
    await api.payments.request({
      userId: B,
      cartCode: other.code,
      purchaseOrderNumber: 'PO-2',
      origin: 'https://shop.example/checkout',
      card_number: DECLINED_CARD_NUMBER,
    });
    expect((await failure(api.orders.placeCreditCardOrder({ userId: B, cartCode: other.code }))).status).toBe(402);
  });
});

describe('memory twin: orders, invoices, tracking', () => {
  const pair = { billToAccountNumber: '100100', shipToAccountNumber: '100101' };

  it('ORD-01 lists orders and standing orders apart; ORD-03 archived ones only from the archive', async () => {
    const api = createMemoryApiClient({ user: B });
    const { orders, standingOrders } = await api.orders.list(pair);
    expect(orders.length).toBeGreaterThanOrEqual(5);
    expect(standingOrders.every((o) => o.activeFlag)).toBe(true);
    expect(orders.some((o) => o.isArchived)).toBe(false);
    const archived = await api.orders.archived({ billToAccountNumber: '100100', shipToAccountNumber: '100102' });
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((o) => o.isArchived)).toBe(true);
  });

  it('ORD-04 answers an order with lines, totals and shipments; ORD-05 its invoice as a PDF', async () => {
    const api = createMemoryApiClient({ user: B });
    const shipped = (await api.orders.list(pair)).orders.find((o) => o.invoiceNumber)!;
    const detail = await api.orders.detail({ ...pair, orderNumber: shipped.orderNumber });
    expect(detail.lines.length).toBeGreaterThan(0);
    expect(detail.shippingDetail[0]?.trackingNumber).toBeTruthy();
    const pdf = await api.invoices.download({ invoiceNumber: shipped.invoiceNumber! });
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    expect((await failure(api.invoices.download({ invoiceNumber: '0000000' }))).status).toBe(404);
  });

  it("refuses another customer's order history", async () => {
    const api = createMemoryApiClient({ user: DEMO_UIDS.thorndikeBuyer });
    expect((await failure(api.orders.list(pair))).status).toBe(403);
  });

  it('TRK-01 tracks an order without a session by two of its references, with line statuses; narrowing criteria never count', async () => {
    const api = createMemoryApiClient();
    const result = await api.tracking.search({ orderNumber: '4100001', reference1: 'PO-2026-0091' });
    expect(result.return.record[0]?.line.map((l) => l.lineStatus)).toContain('Shipped');
    expect(
      (await api.tracking.search({ orderNumber: '4100001', reference1: 'po-2026-0091', orderDateFrom: '2026-09-03' }))
        .return.record,
    ).toEqual([]);
    expect(
      (
        await api.tracking.search({ invoiceNumber: '7000001', reference: 'WEB4100001', customerShipTo: '100101' })
      ).return.record.map((r) => r.orderNumber),
    ).toEqual(['4100001']);
    expect((await failure(api.tracking.search({}))).status).toBe(400);
    for (const narrowOnly of [
      { orderNumber: '4100001' },
      { orderNumber: '4100001', orderDateFrom: '1900-01-01' },
      { orderNumber: '4100001', customerShipTo: '100101' },
      { orderNumber: '4100001', reference: 'WEB4100001' },
      { customerShipTo: '100101', ISBN13: '9780000000002', ISBN10: '0000000000' },
    ])
      expect((await failure(api.tracking.search(narrowOnly))).message, JSON.stringify(narrowOnly)).toContain(
        TRACKING_TWO_CRITERIA,
      );
  });
});

describe('memory twin: self-service and content', () => {
  it('ACC-01 checks access codes one by one; an empty list is refused', async () => {
    const api = createMemoryApiClient({ user: B });
    const results = await api.accessCodes.check({ accessCodes: ['smk-7f3q-92la', 'NOPE'] });
    expect(results.map((r) => [r.productName ?? null, r.error ?? null])).toEqual([
      ['World History in Context', null],
      [null, 'Access code not found.'],
    ]);
    expect((await failure(api.accessCodes.check({ accessCodes: [] }))).fieldErrors.accessCodes).toBe(
      "Input shouldn't be empty.",
    );
  });

  it("ACC-01 a code held outside the caller's accounts shows its status only; the holder sees everything", async () => {
    const other = createMemoryApiClient({ user: DEMO_UIDS.thorndikeBuyer });
    expect(await other.accessCodes.check({ accessCodes: ['SMK-7F3Q-92LA', 'SMK-1B8D-44XE'] })).toEqual([
      { accessCode: 'SMK-7F3Q-92LA', status: 'Active', error: null },
      expect.objectContaining({ accessCode: 'SMK-1B8D-44XE', status: 'Unused', productName: 'Digital Scholar Lab' }),
    ]);
    const [own] = await createMemoryApiClient({ user: B }).accessCodes.check({ accessCodes: ['SMK-7F3Q-92LA'] });
    expect(own).toMatchObject({ registeredTo: 'Riverside Public Library System', email: 'buyer@shelfmark.test' });
  });

  it('PNA-01 prices rows: invalid ISBNs first, duplicates summed, price = unit × quantity', async () => {
    const api = createMemoryApiClient({ user: B });
    const { items } = await api.products.checkPrices({
      rows: [
        { isbn: '978-0-00-000000-2', quantity: 2 },
        { isbn: '123', quantity: 1 },
        { isbn: LIGHTHOUSE, quantity: 3 },
      ],
    });
    expect(items.map((i) => [i.isbn13, Boolean(i.invalidIsbn), i.desiredQuantity])).toEqual([
      ['123', true, 1],
      [LIGHTHOUSE, false, 5],
    ]);
    expect(items[1]!.customPrice!.value).toBeCloseTo(items[1]!.customUnitPrice!.value * 5, 2);
    expect((await failure(api.products.checkPrices({ rows: [{ isbn: 'abc', quantity: 1 }] }))).message).toContain(
      'ISBN input must contain only numbers and dashes',
    );
  });

  it("PNA-01 prices with the named account's agreed discount (the current ship-to by default); another user's account answers 404", async () => {
    const api = createMemoryApiClient({ user: B });
    const price = (accountNumber?: string) =>
      api.products.priceAndAvailability({
        productCode: LIGHTHOUSE,
        quantity: 2,
        ...(accountNumber ? { accountNumber } : {}),
      });
    const catalogue = (await api.products.byCode({ productCode: LIGHTHOUSE })).customPrice!.value;
    expect((await price()).customUnitPrice?.value).toBe(catalogue); // 100101, the current ship-to: 0 %
    const harbour = await price('100102'); // 12.5 % agreed
    expect([harbour.customUnitPrice?.value, harbour.customPrice?.value]).toEqual([
      roundMoney(catalogue * 0.875),
      roundMoney(roundMoney(catalogue * 0.875) * 2),
    ]);
    const { items } = await api.products.checkPrices({
      accountNumber: '100102',
      rows: [{ isbn: LIGHTHOUSE, quantity: 2 }],
    });
    expect(items[0]?.customUnitPrice?.value).toBe(harbour.customUnitPrice?.value);
    const refused = await failure(price('200100'));
    expect([refused.status, refused.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
  });

  it('IPS-01 looks a product up for an account, dashes ignored, only with a session', async () => {
    const api = createMemoryApiClient({ user: DEMO_UIDS.staff });
    expect(
      (await api.products.lookup({ productCode: '978-0-00-000000-2', shipToAccountNumber: '100101' })).customPrice,
    ).toBeTruthy();
    expect((await failure(createMemoryApiClient().products.lookup({ productCode: LIGHTHOUSE }))).status).toBe(401);
  });

  it('REG-01 registers a pending user with no access to the account; an unknown account and an existing email get the same answer and create nothing', async () => {
    const api = createMemoryApiClient();
    const user = async (email: string, account: string) => ({
      user: {
        firstName: 'Ada',
        lastName: 'Lee',
        email,
        uid: email,
        defaultShipToAccount: account,
        roles: ['purchaser' as const, 'shelfmark-store' as const],
        workPhone: '6175550100',
        oktaUser: {
          profile: { firstName: 'Ada', lastName: 'Lee', email, login: email },
          groupIds: [identityGroupFor(email)],
        },
      },
      recaptchaToken: await solvedToken(api),
    });
    const received = { message: REGISTRATION_RECEIVED };
    const users = api.__memory.state.users.size;
    expect(await api.users.register(await user('new@x.test', '999999'))).toEqual(received);
    expect(await api.users.register(await user(B, '100101'))).toEqual(received);
    expect(api.__memory.state.users.size).toBe(users);
    expect(await api.users.register(await user('new@x.test', '100101'))).toEqual(received);
    api.__memory.signIn('new@x.test');
    expect((await api.auth.session()).user).toMatchObject({ accountStatus: 'PENDING', orgUnit: null });
    expect((await api.users.accounts({ userId: 'new@x.test' })).shipToAccounts).toEqual([]);
  });

  it('FORM-01 FORM-02 checks a submission against the form: required, conditional, unknown fields', async () => {
    const api = createMemoryApiClient();
    const base = { formId: 'contact-us', fullName: 'Ada', email: 'ada@x.test', topic: 'orders', consent: ['yes'] };
    expect(await api.forms.submit(base)).toMatchObject({ ok: true, confirmationUrl: '/contact/thank-you' });
    expect((await failure(api.forms.submit({ ...base, fullName: ' ' }))).fieldErrors).toEqual({
      fullName: 'Full name is required',
    });
    expect((await failure(api.forms.submit({ ...base, topic: 'other' }))).fieldErrors).toEqual({
      details: 'Details is required',
    });
    expect((await failure(api.forms.submit({ ...base, email: 'nope' }))).fieldErrors).toEqual({
      email: 'Invalid Email',
    });
    expect((await failure(api.forms.submit({ ...base, extra: 'x' }))).fieldErrors).toHaveProperty('extra');
  });

  it('CMS-01 answers page documents and menus; an unknown path is a 404', async () => {
    const api = createMemoryApiClient();
    expect((await api.content.page({ path: '/' })).components.map((c) => c.type)).toContain('Hero Banner');
    expect((await api.content.menu({ name: 'footer-legal-menu' })).items.length).toBeGreaterThan(0);
    expect((await failure(api.content.page({ path: '/nowhere' }))).status).toBe(404);
  });

  it('serves the site configuration with the maxProductQuantity it was given', async () => {
    const api = createMemoryApiClient({ maxProductQuantity: 25 });
    expect((await api.site.config()).maxProductQuantity).toBe(25);
  });
});

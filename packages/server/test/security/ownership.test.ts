import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@shelfmark/api-client';
import { DEMO_TITLE } from '../../src/seed/demo';
import { freshDatabase } from '../helpers/testDatabase';
import { startTestServer } from '../helpers/testServer';
import { isServed } from './apiTable';
import { changedTables, snapshotDatabase } from './databaseSnapshot';

/**
 * The ownership matrix: for every call that reads or changes a cart, wish list, order, invoice,
 * account or profile, user B tries user A's object — by naming A as the user, and by naming A's
 * object under B's own name — and is refused, with every table unchanged. A call added later is
 * one more row.
 */

const A = 'buyer@shelfmark.test';
const B = 'intl@shelfmark.test';

/** A's objects, made through A's own client before B tries them. */
interface Owned {
  cart: string;
  wishList: string;
  entryNumber: number;
  shipTo: string;
  billTo: string;
  order: { orderNumber: string; billTo: string; shipTo: string };
  archivedOrder: { orderNumber: string; billTo: string } | null;
  invoice: { invoiceNumber: string; invoiceType: string } | null;
  bShipTo: string;
  bBillTo: string;
}

interface OwnershipRow {
  /** How the row reads in the report. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** B's attempt on A's object. */
  attempt(b: ApiClient, a: Owned): Promise<unknown>;
  /**
   * The refusal: 403 when B names A, 404 when B names A's object (nothing about it is revealed);
   * 400 where the call names an account, which the contract refuses on that field.
   */
  status: 403 | 404 | readonly (400 | 402 | 403 | 404)[];
}

const entries = [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 3 }];

const rows: OwnershipRow[] = [
  // ---- carts (CART-*) ----
  {
    name: 'carts.get as A',
    method: 'GET',
    path: '/api/carts',
    status: 403,
    attempt: (b) => b.carts.get({ userId: A }),
  },
  {
    name: 'carts.create as A',
    method: 'POST',
    path: '/api/carts',
    status: 403,
    attempt: (b) => b.carts.create({ userId: A }),
  },
  {
    name: 'carts.delete of A’s cart',
    method: 'DELETE',
    path: '/api/carts',
    status: 404,
    attempt: (b, a) => b.carts.delete({ cartId: a.cart }),
  },
  {
    name: 'carts.addEntries as A',
    method: 'POST',
    path: '/api/carts/entries',
    status: 403,
    attempt: (b, a) => b.carts.addEntries({ userId: A, cartId: a.cart, orderEntries: entries }),
  },
  {
    name: 'carts.addEntries to A’s cart',
    method: 'POST',
    path: '/api/carts/entries',
    status: 404,
    attempt: (b, a) => b.carts.addEntries({ userId: B, cartId: a.cart, orderEntries: entries }),
  },
  {
    name: 'carts.updateEntries as A',
    method: 'PUT',
    path: '/api/carts/entries',
    status: 403,
    attempt: (b, a) => b.carts.updateEntries({ userId: A, cartId: a.cart, orderEntries: entries }),
  },
  {
    name: 'carts.updateEntries in A’s cart',
    method: 'PUT',
    path: '/api/carts/entries',
    status: 404,
    attempt: (b, a) => b.carts.updateEntries({ userId: B, cartId: a.cart, orderEntries: entries }),
  },
  {
    name: 'carts.removeEntry as A',
    method: 'DELETE',
    path: '/api/carts/entries',
    status: 403,
    attempt: (b, a) => b.carts.removeEntry({ userId: A, cartId: a.cart, entryNumber: a.entryNumber }),
  },
  {
    name: 'carts.removeEntry from A’s cart',
    method: 'DELETE',
    path: '/api/carts/entries',
    status: 404,
    attempt: (b, a) => b.carts.removeEntry({ userId: B, cartId: a.cart, entryNumber: a.entryNumber }),
  },
  {
    name: 'carts.setFundCodes as A',
    method: 'PUT',
    path: '/api/carts/entries/fund-codes',
    status: 403,
    attempt: (b, a) =>
      b.carts.setFundCodes({ userId: A, cartId: a.cart, productCodes: [DEMO_TITLE.isbn13], fundCode: 'REF-2027' }),
  },
  {
    name: 'carts.setFundCodes in A’s cart',
    method: 'PUT',
    path: '/api/carts/entries/fund-codes',
    status: 404,
    attempt: (b, a) =>
      b.carts.setFundCodes({ userId: B, cartId: a.cart, productCodes: [DEMO_TITLE.isbn13], fundCode: 'REF-2027' }),
  },
  {
    name: 'carts.recalculate as A',
    method: 'POST',
    path: '/api/carts/recalculate',
    status: 403,
    attempt: (b) => b.carts.recalculate({ userId: A }),
  },
  {
    name: 'carts.changeAccount as A',
    method: 'PATCH',
    path: '/api/carts/accounts',
    status: 403,
    attempt: (b, a) => b.carts.changeAccount({ userId: A, shipToAccountNumber: a.shipTo }),
  },
  {
    name: 'carts.changeAccount to A’s account',
    method: 'PATCH',
    path: '/api/carts/accounts',
    status: [400, 403, 404],
    attempt: (b, a) => b.carts.changeAccount({ userId: B, shipToAccountNumber: a.shipTo }),
  },
  {
    name: 'carts.setShipper as A',
    method: 'PUT',
    path: '/api/carts/shippers',
    status: 403,
    attempt: (b) => b.carts.setShipper({ userId: A }),
  },
  // ---- wish lists (WISH-*) ----
  {
    name: 'wishlists.list as A',
    method: 'GET',
    path: '/api/carts/all-carts',
    status: 403,
    attempt: (b) => b.wishlists.list({ userId: A }),
  },
  {
    name: 'wishlists.get of A’s list',
    method: 'GET',
    path: '/api/carts/wishlist',
    status: 404,
    attempt: (b, a) => b.wishlists.get({ cartId: a.wishList }),
  },
  {
    name: 'wishlists.name of A’s list',
    method: 'PATCH',
    path: '/api/carts/wishlist',
    status: 404,
    attempt: (b, a) => b.wishlists.name({ cartId: a.wishList, cartName: 'Taken over' }),
  },
  {
    name: 'wishlists.clone of A’s list',
    method: 'POST',
    path: '/api/carts/wishlist',
    status: 404,
    attempt: (b, a) => b.wishlists.clone({ cartId: a.wishList, cartName: 'Copy' }),
  },
  {
    name: 'wishlists.restore of A’s cart',
    method: 'PATCH',
    path: '/api/carts/restore-cart',
    status: 404,
    attempt: (b, a) => b.wishlists.restore({ cartId: a.wishList }),
  },
  {
    name: 'wishlists.delete of A’s list',
    method: 'DELETE',
    path: '/api/carts',
    status: 404,
    attempt: (b, a) => b.wishlists.delete({ cartId: a.wishList }),
  },
  {
    name: 'wishlists.create as A',
    method: 'POST',
    path: '/api/carts',
    status: 403,
    attempt: (b) => b.wishlists.create({ userId: A, name: 'Planted' }),
  },
  // ---- accounts and profile (ACCT-*, PROF-01) ----
  {
    name: 'users.accounts as A',
    method: 'GET',
    path: '/api/users/accounts',
    status: 403,
    attempt: (b) => b.users.accounts({ userId: A }),
  },
  {
    name: 'users.updateDefaultAccounts as A',
    method: 'PATCH',
    path: '/api/users/accounts/default',
    status: 403,
    attempt: (b, a) =>
      b.users.updateDefaultAccounts({ userId: A, shipToAccountNumber: a.shipTo, billToAccountNumber: a.billTo }),
  },
  {
    name: 'users.updateDefaultAccounts to A’s accounts',
    method: 'PATCH',
    path: '/api/users/accounts/default',
    status: [400, 403, 404],
    attempt: (b, a) =>
      b.users.updateDefaultAccounts({ userId: B, shipToAccountNumber: a.shipTo, billToAccountNumber: a.billTo }),
  },
  {
    name: 'users.profile as A',
    method: 'GET',
    path: '/api/users/profile',
    status: 403,
    attempt: (b) => b.users.profile({ userId: A }),
  },
  // ---- promotions, payment and placement on A's cart (CHK-*) ----
  {
    name: 'promotions.apply as A',
    method: 'POST',
    path: '/api/carts/promotions',
    status: 403,
    attempt: (b) => b.promotions.apply({ userId: A, promoCode: 'SAVE10' }),
  },
  {
    name: 'promotions.remove as A',
    method: 'DELETE',
    path: '/api/carts/promotions-remove',
    status: 403,
    attempt: (b) => b.promotions.remove({ userId: A, promoCode: 'SAVE10' }),
  },
  {
    name: 'payments.request as A',
    method: 'POST',
    path: '/api/orders/payment',
    status: 403,
    attempt: (b, a) =>
      b.payments.request({
        userId: A,
        cartCode: a.cart,
        purchaseOrderNumber: 'PO-1',
        origin: 'http://127.0.0.1/checkout',
      }),
  },
  {
    name: 'payments.request for A’s cart',
    method: 'POST',
    path: '/api/orders/payment',
    status: 404,
    attempt: (b, a) =>
      b.payments.request({
        userId: B,
        cartCode: a.cart,
        purchaseOrderNumber: 'PO-1',
        origin: 'http://127.0.0.1/checkout',
      }),
  },
  {
    name: 'orders.place as A',
    method: 'POST',
    path: '/api/orders',
    status: 403,
    attempt: (b, a) =>
      b.orders.place({ userId: A, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO-1', cartCode: a.cart }),
  },
  {
    name: 'orders.place of A’s cart',
    method: 'POST',
    path: '/api/orders',
    status: 404,
    attempt: (b, a) =>
      b.orders.place({ userId: B, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO-1', cartCode: a.cart }),
  },
  {
    name: 'orders.placeCreditCardOrder as A',
    method: 'POST',
    path: '/api/orders/credit-card-order-placement',
    status: 403,
    attempt: (b, a) => b.orders.placeCreditCardOrder({ userId: A, cartCode: a.cart }),
  },
  // Like every cart call: 404, before any payment is looked at (not 402 'not paid', which would say the cart exists).
  {
    name: 'orders.placeCreditCardOrder of A’s cart',
    method: 'POST',
    path: '/api/orders/credit-card-order-placement',
    status: 404,
    attempt: (b, a) => b.orders.placeCreditCardOrder({ userId: B, cartCode: a.cart }),
  },
  // ---- orders and invoices (ORD-*) ----
  {
    name: 'orders.list of A’s accounts',
    method: 'GET',
    path: '/api/orders',
    status: 403,
    attempt: (b, a) => b.orders.list({ billToAccountNumber: a.order.billTo, shipToAccountNumber: a.order.shipTo }),
  },
  {
    name: 'orders.detail of A’s order on A’s account',
    method: 'GET',
    path: '/api/orders',
    status: 403,
    attempt: (b, a) => b.orders.detail({ orderNumber: a.order.orderNumber, billToAccountNumber: a.order.billTo }),
  },
  {
    name: 'orders.detail of A’s order on B’s own account',
    method: 'GET',
    path: '/api/orders',
    status: 404,
    attempt: (b, a) => b.orders.detail({ orderNumber: a.order.orderNumber, billToAccountNumber: a.bBillTo }),
  },
  {
    name: 'orders.archived of A’s accounts',
    method: 'GET',
    path: '/api/orders/archivedOrders',
    status: 403,
    attempt: (b, a) => b.orders.archived({ billToAccountNumber: a.order.billTo, shipToAccountNumber: a.order.shipTo }),
  },
  {
    name: 'orders.archivedDetail of A’s order',
    method: 'GET',
    path: '/api/orders/archivedOrders',
    status: [403, 404],
    attempt: (b, a) =>
      b.orders.archivedDetail({
        orderNumber: (a.archivedOrder ?? a.order).orderNumber,
        billToAccountNumber: a.bBillTo,
      }),
  },
  {
    name: 'invoices.download of A’s invoice',
    method: 'GET',
    path: '/api/orders/invoices',
    status: [403, 404],
    attempt: (b, a) => b.invoices.download({ invoiceNumber: a.invoice?.invoiceNumber ?? '0' }),
  },
  {
    name: 'invoices.downloadArchived of A’s invoice',
    method: 'GET',
    path: '/api/orders/archivedInvoices',
    status: [403, 404],
    attempt: (b, a) =>
      b.invoices.downloadArchived({
        invoiceNumber: a.invoice?.invoiceNumber ?? '0',
        invoiceType: a.invoice?.invoiceType ?? 'RI',
      }),
  },
];

/** The refusal of a call that must fail: its ApiError's status, code and message. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if ('value' in outcome)
    throw new Error(`expected a refusal, got an answer: ${JSON.stringify(outcome.value).slice(0, 200)}`);
  const error = outcome.error as { status?: unknown; code?: unknown; message?: unknown };
  if (typeof error.status !== 'number') throw outcome.error;
  return { status: error.status, code: String(error.code), message: String(error.message) };
}

// Top-level setup so a row whose route is not served fails loudly instead of passing by doing nothing.
const db = await freshDatabase();
const server = await startTestServer(db.database);
afterAll(async () => {
  await server.close();
  await db.cleanup();
});
const asA = server.clientFor(A);
const asB = server.clientFor(B);

async function ownedByA(): Promise<Owned> {
  const cart = await asA.carts.get({ userId: A });
  const added = await asA.carts.addEntries({ userId: A, cartId: cart.code, orderEntries: entries });
  const entryNumber = added.bulkCartModificationList[0]?.cartModification?.entry?.entryNumber ?? 0;
  const wishList = await asA.wishlists.create({ userId: A, name: 'Ownership matrix' });
  await asA.carts.addEntries({ userId: A, cartId: wishList.code, orderEntries: entries });
  const accountsOf = async (uid: string) =>
    db.database.query<{ number: string; type: string }>(sql`
      SELECT a.account_number AS number, a.kind AS type FROM user_accounts ua JOIN accounts a USING (account_number)
      WHERE ua.user_uid = ${uid} ORDER BY a.account_number`);
  const mine = await accountsOf(A);
  const theirs = await accountsOf(B);
  const [order] = await db.database.query<{ orderNumber: string; billTo: string; shipTo: string }>(sql`
    SELECT order_number AS "orderNumber", bill_to_account AS "billTo", ship_to_account AS "shipTo" FROM orders
    WHERE user_uid = ${A} AND NOT is_archived ORDER BY order_number LIMIT 1`);
  const [archivedOrder] = await db.database.query<{ orderNumber: string; billTo: string }>(sql`
    SELECT order_number AS "orderNumber", bill_to_account AS "billTo" FROM orders WHERE user_uid = ${A} AND is_archived ORDER BY order_number LIMIT 1`);
  const [invoice] = await db.database.query<{ invoiceNumber: string; invoiceType: string }>(sql`
    SELECT invoice_number AS "invoiceNumber", coalesce(invoice_type, 'RI') AS "invoiceType" FROM orders
    WHERE user_uid = ${A} AND invoice_number IS NOT NULL ORDER BY order_number LIMIT 1`);
  if (!order) throw new Error(`The seed gives ${A} no order: the matrix needs one.`);
  const pick = (list: { number: string; type: string }[], type: string) =>
    list.find((x) => x.type === type)?.number ?? list[0]!.number;
  return {
    cart: cart.code,
    wishList: wishList.code,
    entryNumber,
    shipTo: pick(mine, 'SHIP_TO'),
    billTo: pick(mine, 'BILL_TO'),
    order,
    archivedOrder: archivedOrder ?? null,
    invoice: invoice ?? null,
    bShipTo: pick(theirs, 'SHIP_TO'),
    bBillTo: pick(theirs, 'BILL_TO'),
  };
}

const owned = await ownedByA();

describe('ownership matrix: user B is refused user A’s objects, and nothing changes', () => {
  it('A and B share no account (or the matrix would prove nothing)', async () => {
    const shared = await db.database.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM user_accounts x JOIN user_accounts y USING (account_number) WHERE x.user_uid = ${A} AND y.user_uid = ${B}`);
    expect(shared[0]!.n).toBe(0);
  });

  for (const row of rows) {
    const title = `${row.method} ${row.path} — ${row.name}: refused with ${[row.status].flat().join(' or ')}, database unchanged`;
    if (!isServed(server.app, row)) {
      it(title, () => expect.fail(`the matrix names ${row.method} ${row.path}, but the server does not serve it`));
      continue;
    }
    it(title, async () => {
      const before = await snapshotDatabase(db.database);
      const error = await refusal(row.attempt(asB, owned));
      expect([row.status].flat()).toContain(error.status);
      // Refusals say nothing about A's object beyond "not yours / not found".
      expect(error.message).not.toContain(A);
      expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
    });
  }

  it('A still has everything B tried to take: the cart line, the wish list and its name', async () => {
    const cart = await asA.carts.get({ userId: A });
    expect(cart.code).toBe(owned.cart);
    expect(cart.entries.map((e) => [e.product.code.slice(0, 13), e.quantity])).toEqual([[DEMO_TITLE.isbn13, 3]]);
    const list = await asA.wishlists.get({ cartId: owned.wishList });
    expect(list.savedCartData.name).toBe('Ownership matrix');
  });
});

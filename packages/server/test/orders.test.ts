import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_NOT_FOUND,
  orderLineStatus,
  orderStatuses,
  orderTypeOf,
  type ApiClient,
  type OrderDetail,
  type OrderRow,
} from '@shelfmark/api-client';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

const BUYER = 'buyer@shelfmark.test';
const OTHER = 'buyer@thorndike.test';
const STAFF = 'staff@shelfmark.test';
const PAIR = { billToAccountNumber: '2000100', shipToAccountNumber: '1000101' };

let db: FreshDatabase;
let server: TestServer;
let buyer: ApiClient;
let rows: OrderRow[];
let details: OrderDetail[];

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  buyer = server.clientFor(BUYER);
  const list = await buyer.orders.list(PAIR);
  const archived = await buyer.orders.archived({ ...PAIR, orgAccountNumber: '1000100' });
  rows = [...list.orders, ...list.standingOrders, ...archived];
  details = await Promise.all(
    [...list.orders, ...list.standingOrders].map((o) => buyer.orders.detail({ ...PAIR, orderNumber: o.orderNumber })),
  );
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('ORD-02 the seeded history exercises every status rule of spec 001 §4', () => {
  it.each([
    ['shipStatus null is Pending', (o: OrderRow) => o.shipStatus === null && orderStatuses(o)[0] === 'Pending'],
    ['shipStatus "0" is Confirmed', (o: OrderRow) => o.shipStatus === '0' && orderStatuses(o)[0] === 'Confirmed'],
    ['shipStatus "1" is Shipped', (o: OrderRow) => o.shipStatus === '1' && orderStatuses(o)[0] === 'Shipped'],
    ['shipStatus "2" is Cancelled', (o: OrderRow) => o.shipStatus === '2' && orderStatuses(o)[0] === 'Cancelled'],
    [
      'backorderQuantity above 0, not cancelled, is Backordered',
      (o: OrderRow) => o.backorderQuantity > 0 && orderStatuses(o).includes('Backorders'),
    ],
    [
      'requested ship date unlike the order date is Deferred',
      (o: OrderRow) => o.shipDateRequested !== o.orderDate && orderStatuses(o).includes('Deferred Ship Date'),
    ],
    ['standing orders (activeFlag)', (o: OrderRow) => orderTypeOf(o) === 'Standing Orders'],
    ['returns (customType RETURNS)', (o: OrderRow) => orderTypeOf(o) === 'Approved Returns'],
    ['invoice not yet available (no invoice number)', (o: OrderRow) => !o.invoiceNumber],
    ['archived E1 orders', (o: OrderRow) => o.isArchived],
  ])('%s', (_rule, holds) => {
    expect(rows.some(holds)).toBe(true);
  });

  it.each([
    ['shipped quantity without a ship date is In Process', 'In Process'],
    ['shipped with a ship date is Shipped', 'Shipped'],
    ['only a backordered quantity is Backordered', 'Backordered'],
    ['only a cancelled quantity is Cancelled', 'Cancelled'],
  ] as const)('line rule: %s', (_rule, status) => {
    expect(details.flatMap((d) => d.lines).some((l) => orderLineStatus(l) === status)).toBe(true);
  });

  it('several shipments with different tracking numbers on one order', () => {
    expect(details.some((d) => new Set(d.shippingDetail.map((s) => s.trackingNumber)).size >= 2)).toBe(true);
  });
});

describe('order history on the reference server', () => {
  it('ORD-01 lists current orders and standing orders apart, newest first, none archived', async () => {
    const { orders, standingOrders } = await buyer.orders.list(PAIR);
    expect(orders.length).toBeGreaterThan(3);
    expect(orders.every((o) => !o.activeFlag && !o.isArchived && o.shipToAccountNumber === '1000101')).toBe(true);
    expect(standingOrders.every((o) => o.activeFlag)).toBe(true);
    const dates = orders.map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('ORD-03 archived orders come only from the archive call, across the E1 organisation', async () => {
    const archived = await buyer.orders.archived({ ...PAIR, orgAccountNumber: '1000100' });
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((o) => o.isArchived && o.orderDate < '2025-01-01')).toBe(true);
    const one = archived[0]!;
    const detail = await buyer.orders.archivedDetail({ ...PAIR, orderNumber: one.orderNumber });
    expect(detail.isArchived).toBe(true);
    expect((await failure(buyer.orders.detail({ ...PAIR, orderNumber: one.orderNumber }))).status).toBe(404);
  });

  it('ORD-04 answers one order with its lines, custom totals and shipping rows', async () => {
    const shipped = details.find((d) => d.shippingDetail.length > 0)!;
    expect(shipped.lines.length).toBeGreaterThan(0);
    const subtotal = shipped.lines.reduce((sum, l) => sum + l.unitPriceUprc.value * (l.quantityOrdered ?? 0), 0);
    expect(Math.abs(shipped.customSubtotal.value)).toBeCloseTo(subtotal, 2);
    expect(shipped.customTotal.value).toBeCloseTo(
      shipped.customSubtotal.value + shipped.customTaxes.value + shipped.customShipping.value,
      2,
    );
    expect(
      shipped.shippingDetail.every((s) => shipped.lines.some((l) => l.isbn3Litm === s.isbn) && s.trackingNumber),
    ).toBe(true);
  });

  it("ORD-03 another customer's orders answer 403 and an order of theirs 403/404, nothing leaks", async () => {
    const other = server.clientFor(OTHER);
    expect((await failure(other.orders.list(PAIR))).status).toBe(403);
    const own = await other.orders.list({ billToAccountNumber: '2000200', shipToAccountNumber: '1000200' });
    const orderNumber = rows[0]!.orderNumber;
    expect([403, 404]).toContain(
      (await failure(other.orders.detail({ billToAccountNumber: '2000200', orderNumber }))).status,
    );
    expect(own.orders.map((o) => o.orderNumber)).not.toContain(orderNumber);
    expect((await failure(other.orders.detail({ billToAccountNumber: '2000200', orderNumber }))).message).not.toContain(
      orderNumber,
    );
  });

  it('ORD-03 staff search by ship-to: the typed ship-to as both accounts lists that customer, archived too', async () => {
    const staff = server.clientFor(STAFF);
    const { orders } = await staff.orders.list({ billToAccountNumber: '1000101', shipToAccountNumber: '1000101' });
    expect(orders.map((o) => o.orderNumber).sort()).toEqual(
      (await buyer.orders.list(PAIR)).orders.map((o) => o.orderNumber).sort(),
    );
    expect(
      (await staff.orders.archived({ billToAccountNumber: '1000101', shipToAccountNumber: '1000101' })).length,
    ).toBeGreaterThan(0);
    // a buyer is not staff: typing someone else's ship-to is refused
    expect(
      (await failure(buyer.orders.list({ billToAccountNumber: '1000200', shipToAccountNumber: '1000200' }))).status,
    ).toBe(403);
  });

  it('refuses a list without a session, and names a missing account field', async () => {
    expect((await failure(server.clientFor(null).orders.list(PAIR))).status).toBe(401);
    const error = await failure(buyer.orders.list({ billToAccountNumber: '', shipToAccountNumber: '1000101' }));
    expect([error.status, Object.keys(error.fieldErrors)]).toEqual([400, ['billToAccountNumber']]);
    expect((await failure(buyer.orders.detail({ ...PAIR, orderNumber: '9999999' }))).message).toBe(ORDER_NOT_FOUND);
  });
});

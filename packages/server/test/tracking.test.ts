import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_TWO_CRITERIA, isbn13To10, type ApiClient, type OrderDetail } from '@shelfmark/api-client';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

const PAIR = { billToAccountNumber: '2000100', shipToAccountNumber: '1000101' };
const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let db: FreshDatabase;
let server: TestServer;
let anon: ApiClient;
let shipped: OrderDetail;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  anon = server.clientFor(null);
  const buyer = server.clientFor('buyer@shelfmark.test');
  const { orders } = await buyer.orders.list(PAIR);
  const details = await Promise.all(
    orders.filter((o) => o.shipStatus === '1').map((o) => buyer.orders.detail({ ...PAIR, orderNumber: o.orderNumber })),
  );
  shipped = details.find(
    (d) =>
      d.shippingDetail.length > 0 &&
      d.internetReference &&
      d.invoiceNumber &&
      d.poNumber &&
      d.lines.some((l) => isbn13To10(l.isbn3Litm)),
  )!;
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('TRK-01 public order tracking on the reference server', () => {
  it('finds an order by PO number plus order number, narrowed by the order-date window, without a session, with line statuses and tracking ids', async () => {
    const { record } = (
      await anon.tracking.search({
        reference1: shipped.poNumber!.toLowerCase(),
        orderNumber: shipped.orderNumber,
        orderDateFrom: shift(shipped.orderDate, -1),
        orderDateTo: shift(shipped.orderDate, 1),
      })
    ).return;
    expect(record.map((r) => r.orderNumber)).toEqual([shipped.orderNumber]);
    const found = record[0]!;
    expect(found.line.map((l) => l.ISBN13)).toEqual(shipped.lines.map((l) => l.isbn3Litm));
    expect(found.line.some((l) => l.trackingId && l.actualCarrier)).toBe(true);
    expect(
      found.line.every((l) =>
        ['In Process', 'Shipped', 'Backordered', 'Cancelled', 'Undefined'].includes(l.lineStatus),
      ),
    ).toBe(true);
  });

  it('a window that misses the order date finds nothing', async () => {
    const { record } = (
      await anon.tracking.search({
        orderNumber: shipped.orderNumber,
        invoiceNumber: shipped.invoiceNumber!,
        orderDateFrom: shift(shipped.orderDate, 1),
        orderDateTo: shift(shipped.orderDate, 3),
      })
    ).return;
    expect(record).toEqual([]);
  });

  it('narrows by ISBN-13 and ISBN-10 alike; given both, each must be on the order', async () => {
    const isbn13 = shipped.lines.find((l) => isbn13To10(l.isbn3Litm))!.isbn3Litm;
    const pair = { orderNumber: shipped.orderNumber, reference1: shipped.poNumber! };
    const by13 = (await anon.tracking.search({ ...pair, ISBN13: isbn13 })).return.record;
    const by10 = (await anon.tracking.search({ ...pair, ISBN10: isbn13To10(isbn13)! })).return.record;
    expect(by13.map((r) => r.orderNumber)).toEqual([shipped.orderNumber]);
    expect(by10).toEqual(by13);
    const notOnIt = '9780000000002' === isbn13 ? '9781111111113' : '9780000000002';
    expect(
      (await anon.tracking.search({ ...pair, ISBN13: notOnIt, ISBN10: isbn13To10(isbn13)! })).return.record,
    ).toEqual([]);
  });

  it("refuses a lookup without two of the order's references, with a clear message, and a date that is not YYYY-MM-DD", async () => {
    const one = await failure(anon.tracking.search({ orderNumber: shipped.orderNumber }));
    expect([one.status, one.message]).toEqual([400, `criteria: ${TRACKING_TWO_CRITERIA}`]);
    for (const narrowOnly of [
      { orderDateFrom: '2026-01-01', orderDateTo: '2026-01-03' },
      { orderNumber: shipped.orderNumber, orderDateFrom: '1900-01-01' },
      { orderNumber: shipped.orderNumber, customerShipTo: PAIR.shipToAccountNumber },
      { orderNumber: shipped.orderNumber, reference: shipped.internetReference! },
      { ISBN13: shipped.lines[0]!.isbn3Litm, ISBN10: '0000000000' },
    ]) {
      const refused = await failure(anon.tracking.search(narrowOnly));
      expect([refused.status, refused.message], JSON.stringify(narrowOnly)).toEqual([
        400,
        `criteria: ${TRACKING_TWO_CRITERIA}`,
      ]);
    }
    const badDate = await failure(
      anon.tracking.search({ orderNumber: shipped.orderNumber, reference1: 'PO', orderDateFrom: '2026-1-1' }),
    );
    expect(badDate.fieldErrors.orderDateFrom).toBe('Please input full date');
  });
});

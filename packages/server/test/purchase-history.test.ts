import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PURCHASE_HISTORY_MONTHS, type ApiClient } from '@shelfmark/api-client';
import { orderLines, orders } from '../src/db/schema';
import { purchaseFlags } from '../src/purchase-history/purchaseHistoryRepo';
import { readPurchaseHistoryEnv } from '../src/purchase-history/purchaseHistoryRoutes';
import { ORDERED_TITLE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

/**
 * "Already ordered / in your cart / on a list" flags (POST /api/products/purchase-history) on the real server: what one
 * page of search results costs in SQL statements, the look-back, and that a buyer's flags reach nobody else.
 */

const BUYER = 'buyer@shelfmark.test';
const ORDERER = 'orders@shelfmark.test';

let db: FreshDatabase;
let server: TestServer;
let buyer: ApiClient;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  buyer = server.clientFor(BUYER);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

/** How many SQL statements reached the database driver while `ask` ran (both drivers send each one through `client.query`). */
async function statementsDuring<T>(ask: () => Promise<T>): Promise<{ result: T; count: number }> {
  const client = (
    db.database.db as unknown as { _: { session: { client: { query: (...args: unknown[]) => unknown } } } }
  )._.session.client;
  const query = vi.spyOn(client, 'query');
  try {
    const result = await ask();
    return { result, count: query.mock.calls.length };
  } finally {
    query.mockRestore();
  }
}

/** A newest non-cancelled purchase of the buyer's current ship-to (1000101) and one of its ISBNs, read from the database. */
async function newestOrderedIsbn(): Promise<{ isbn13: string; orderNumber: string; orderDate: string }> {
  const list = await buyer.orders.list({ billToAccountNumber: '2000100', shipToAccountNumber: '1000101' });
  const newest = [...list.orders, ...list.standingOrders]
    .filter((o) => o.customType === 'PURCHASES' && o.shipStatus !== '2')
    .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.orderNumber.localeCompare(a.orderNumber))[0]!;
  const detail = await buyer.orders.detail({
    billToAccountNumber: '2000100',
    shipToAccountNumber: '1000101',
    orderNumber: newest.orderNumber,
  });
  return { isbn13: detail.lines[0]!.isbn3Litm, orderNumber: newest.orderNumber, orderDate: newest.orderDate };
}

describe('purchase history flags', () => {
  it('a page of 50 search results gets its flags in one more SQL statement, the same as a page of 10', async () => {
    // Warm: the search index and the first lookups are read once per process, not per page.
    await buyer.products.search({ q: '', pageSize: 50 });
    const page = await statementsDuring(() => buyer.products.search({ q: '', page: 1, pageSize: 50 }));
    const isbns = page.result.products.map((p) => p.isbn13);
    expect(isbns).toHaveLength(50);
    const ordered = await newestOrderedIsbn();
    const fifty = await statementsDuring(() => buyer.products.purchaseHistory({ isbns: [...isbns, ordered.isbn13] }));
    const ten = await statementsDuring(() => buyer.products.purchaseHistory({ isbns: isbns.slice(0, 10) }));
    expect(fifty.count).toBe(1);
    expect(ten.count).toBe(1);
    // …and that one statement still finds the ordered title among the page's ISBNs.
    expect(fifty.result.flags.find((f) => f.isbn13 === ordered.isbn13)?.lastOrder).toEqual({
      orderNumber: ordered.orderNumber,
      orderDate: ordered.orderDate,
    });
  });

  it("the fast-order buyer's ship-to 1000800 ordered Kinesiology in Practice: the flag names the seeded order", async () => {
    const [line] = await db.database.db
      .select()
      .from(orderLines)
      .innerJoin(orders, eq(orders.orderNumber, orderLines.orderNumber))
      .where(and(eq(orders.shipToAccount, ORDERED_TITLE.shipTo), eq(orderLines.title, ORDERED_TITLE.title)));
    expect(line).toBeDefined();
    const answer = await server.clientFor(ORDERER).products.purchaseHistory({ isbns: [line!.order_lines.isbn13] });
    expect(answer.shipToAccountNumber).toBe(ORDERED_TITLE.shipTo);
    expect(answer.flags).toEqual([
      {
        isbn13: line!.order_lines.isbn13,
        lastOrder: { orderNumber: line!.orders.orderNumber, orderDate: '2026-03-14' },
        cartQuantity: 0,
        wishLists: [],
      },
    ]);
  });

  it('counts only orders within the look-back: a one-month look-back drops an order older than a month', async () => {
    const ordered = await newestOrderedIsbn();
    const within = await purchaseFlags(db.database, BUYER, [ordered.isbn13], 240);
    expect(within.flags[0]?.lastOrder?.orderNumber).toBe(ordered.orderNumber);
    const monthAgo = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    if (ordered.orderDate < monthAgo) {
      const recent = await purchaseFlags(db.database, BUYER, [ordered.isbn13], 1);
      expect(recent.flags.find((f) => f.isbn13 === ordered.isbn13)?.lastOrder ?? null).toBeNull();
    }
  });

  it('reads the look-back from SHELFMARK_PURCHASE_HISTORY_MONTHS, 24 when unset, and refuses a bad value at start', () => {
    expect(readPurchaseHistoryEnv({})).toEqual({ lookBackMonths: PURCHASE_HISTORY_MONTHS });
    expect(PURCHASE_HISTORY_MONTHS).toBe(24);
    expect(readPurchaseHistoryEnv({ SHELFMARK_PURCHASE_HISTORY_MONTHS: '36' })).toEqual({ lookBackMonths: 36 });
    expect(() => readPurchaseHistoryEnv({ SHELFMARK_PURCHASE_HISTORY_MONTHS: 'two years' })).toThrow(
      /SHELFMARK_PURCHASE_HISTORY_MONTHS must be a whole number of months from 1 to 240/,
    );
  });

  it("never reaches a visitor or a shared cache: 401 without a session, and the buyer's answer is private, no-store", async () => {
    const ordered = await newestOrderedIsbn();
    expect((await failure(server.clientFor(null).products.purchaseHistory({ isbns: [ordered.isbn13] }))).status).toBe(
      401,
    );
    const res = await fetch(`${server.baseUrl}/api/products/purchase-history`, {
      method: 'POST',
      headers: { ...server.headersFor(BUYER), 'content-type': 'application/json' },
      body: JSON.stringify({ isbns: [ordered.isbn13] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // The search answer itself carries no flag: what a page of results holds is the same for every caller.
    const asBuyer = await buyer.products.search({ q: '', pageSize: 10 });
    expect(JSON.stringify(asBuyer)).not.toMatch(/lastOrder|cartQuantity|wishLists/);
  });
});

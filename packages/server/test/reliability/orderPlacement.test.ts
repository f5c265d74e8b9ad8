import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/openDatabase';
import { freshDatabase } from '../helpers/testDatabase';
import { startTestServer } from '../helpers/testServer';

/**
 * CHK-06 order placement under duplicates: 1,000 concurrent submissions of one cart make one order.
 * A server that sheds load may answer part of the burst 503 OVERLOADED with Retry-After
 * before doing any work; those are sent again once the burst is over, as a client does, and must
 * then get the same order.
 */

const BUYER = 'buyer@shelfmark.test';
const DUPLICATES = Number(process.env.DUPLICATE_ORDERS ?? 1000);

/** Purchasable titles for the cart. */
async function purchasable(database: Database, count: number): Promise<string[]> {
  const rows = await database.query<{ isbn13: string }>(sql`
    SELECT isbn13 FROM products WHERE is_purchasable AND is_ecommerce AND grade_levels <@ '["Higher Education"]'::jsonb AND media_type = 'print' ORDER BY isbn13 LIMIT ${count}`);
  return rows.map((r) => r.isbn13);
}

describe('CHK-06 1,000 concurrent duplicate order submissions', () => {
  it(`${DUPLICATES} simultaneous placements of one cart create exactly one order, and every answer names it`, async () => {
    // PGlite in its worker thread, as the server runs it: a thousand placements' transactions queue there.
    const db = await freshDatabase({ worker: true });
    const server = await startTestServer(db.database);
    try {
      const buyer = server.clientFor(BUYER);
      const cart = await buyer.carts.create({ userId: BUYER });
      const titles = await purchasable(db.database, 3);
      await buyer.carts.addEntries({
        userId: BUYER,
        cartId: cart.code,
        orderEntries: titles.map((code) => ({ product: { code }, quantity: 2 })),
      });
      await buyer.carts.setShipper({ userId: BUYER }); // as checkout does on load (CHK-04)
      const ordersBefore = await db.database.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM orders WHERE user_uid = ${BUYER}`,
      );

      // All at once through the server's whole request pipeline (in-process: a thousand sockets would
      // measure the machine's network stack, not the placement).
      const body = JSON.stringify({
        userId: BUYER,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: 'PO-DUP',
        cartCode: cart.code,
        ignoreAddressVerification: true,
      });
      const place = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...server.headersFor(BUYER), 'content-type': 'application/json' },
          payload: body,
        });
      const burst = await Promise.all(Array.from({ length: DUPLICATES }, place));
      const shed = burst.filter((a) => a.statusCode === 503);
      for (const a of shed)
        expect([a.json().code, Number(a.headers['retry-after'])]).toEqual(['OVERLOADED', expect.any(Number)]);
      const answers = burst.filter((a) => a.statusCode !== 503);
      for (let i = 0; i < shed.length; i += 1) answers.push(await place());

      const failures = answers
        .filter((a) => a.statusCode !== 200)
        .map((a) => `${a.statusCode} ${a.body.slice(0, 200)}`);
      expect(failures.slice(0, 5)).toEqual([]);
      expect(answers).toHaveLength(DUPLICATES);
      const codes = new Set(answers.map((a) => (a.json() as { code: string }).code));
      expect(codes.size).toBe(1);
      const placed = await db.database.query<{ orderNumber: string; ref: string; lines: number }>(sql`
        SELECT o.order_number AS "orderNumber", o.internet_reference AS ref,
          (SELECT count(*)::int FROM order_lines l WHERE l.order_number = o.order_number) AS lines
        FROM orders o WHERE o.user_uid = ${BUYER} AND o.po_number = 'PO-DUP'`);
      expect(placed).toHaveLength(1);
      expect(placed[0]!.ref).toBe([...codes][0]);
      expect(placed[0]!.lines).toBe(3);
      const ordersAfter = await db.database.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM orders WHERE user_uid = ${BUYER}`,
      );
      expect(ordersAfter[0]!.n).toBe(ordersBefore[0]!.n + 1);
    } finally {
      await server.close();
      await db.cleanup();
    }
  }, 600_000);
});

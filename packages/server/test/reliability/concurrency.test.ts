import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TITLE } from '../../src/seed/demo';
import { freshDatabase } from '../helpers/testDatabase';
import { startTestServer } from '../helpers/testServer';

/**
 * Many requests on one cart at once, over real HTTP: whatever order they land in, the cart ends
 * consistent — one line per title, no lost update, totals that add up. On PGlite requests queue on
 * one connection; the PostgreSQL run (scripts/postgres) runs them truly in parallel.
 */

const USER = 'staff@shelfmark.test';
const PARALLEL = 50;

const db = await freshDatabase();
const server = await startTestServer(db.database);
afterAll(async () => {
  await server.close();
  await db.cleanup();
});
const api = server.clientFor(USER);

const [other] = await db.database.query<{ isbn13: string }>(sql`
  SELECT isbn13 FROM products WHERE is_purchasable AND is_ecommerce AND grade_levels <@ '["Higher Education"]'::jsonb AND media_type = 'print' AND isbn13 <> ${DEMO_TITLE.isbn13}
  ORDER BY isbn13 LIMIT 1`);

/** The cart's lines straight from the database, and the API's view of it. */
async function cartState(code: string) {
  const rows = await db.database.query<{ isbn13: string; quantity: number; entry: number }>(sql`
    SELECT isbn13, quantity, entry_number AS entry FROM cart_entries WHERE cart_code = ${code} ORDER BY entry_number`);
  return rows;
}

describe('CART-08 concurrent quantity updates on one cart', () => {
  it(`${PARALLEL} parallel quantity updates of one line leave exactly one line, at one of the quantities sent, with matching totals`, async () => {
    const cart = await api.carts.create({ userId: USER });
    await api.carts.addEntries({
      userId: USER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 1 }],
    });
    const quantities = Array.from({ length: PARALLEL }, (_, i) => i + 1);
    const answers = await Promise.allSettled(
      quantities.map((quantity) =>
        api.carts.updateEntries({
          userId: USER,
          cartId: cart.code,
          orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity }],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
    const rows = await cartState(cart.code);
    expect(rows).toHaveLength(1);
    expect(quantities).toContain(rows[0]!.quantity);
    const view = await api.carts.get({ userId: USER });
    expect(view.code).toBe(cart.code);
    expect(view.entries).toHaveLength(1);
    expect(view.entries[0]!.quantity).toBe(rows[0]!.quantity);
    expect(view.totalUnitCount).toBe(rows[0]!.quantity);
    expect(view.subTotal.value).toBeCloseTo(view.entries[0]!.totalPrice.value, 2);
  });

  it(`${PARALLEL} parallel adds of one copy each lose no copy: the line ends at ${PARALLEL}`, async () => {
    const cart = await api.carts.create({ userId: USER });
    const answers = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () =>
        api.carts.addEntries({
          userId: USER,
          cartId: cart.code,
          orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 1 }],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
    const rows = await cartState(cart.code);
    expect(rows.map((r) => [r.isbn13, r.quantity])).toEqual([[DEMO_TITLE.isbn13, PARALLEL]]);
  });

  it('parallel adds and quantity changes of two titles keep one line per title, entry numbers unique and dense', async () => {
    const cart = await api.carts.create({ userId: USER });
    await api.carts.addEntries({
      userId: USER,
      cartId: cart.code,
      orderEntries: [
        { product: { code: DEMO_TITLE.isbn13 }, quantity: 2 },
        { product: { code: other!.isbn13 }, quantity: 2 },
      ],
    });
    const mixed = await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, i) =>
        api.carts.updateEntries({
          userId: USER,
          cartId: cart.code,
          orderEntries: [{ product: { code: i % 2 ? DEMO_TITLE.isbn13 : other!.isbn13 }, quantity: i + 1 }],
        }),
      ),
      ...Array.from({ length: 20 }, () =>
        api.carts.addEntries({
          userId: USER,
          cartId: cart.code,
          orderEntries: [{ product: { code: other!.isbn13 }, quantity: 1 }],
        }),
      ),
    ]);
    expect(mixed.filter((a) => a.status === 'rejected')).toEqual([]);
    const rows = await cartState(cart.code);
    expect(new Set(rows.map((r) => r.isbn13)).size).toBe(rows.length);
    expect(rows.map((r) => r.entry)).toEqual(rows.map((_, i) => i));
    expect(rows.every((r) => r.quantity >= 1)).toBe(true);
  });

  it(`${PARALLEL} parallel first visits of a user without a cart leave one current cart`, async () => {
    const fresh = 'intl@shelfmark.test';
    await db.database.query(
      sql`DELETE FROM cart_entries WHERE cart_code IN (SELECT code FROM carts WHERE user_uid = ${fresh})`,
    );
    await db.database.query(sql`DELETE FROM carts WHERE user_uid = ${fresh}`);
    const visitor = server.clientFor(fresh);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => visitor.carts.get({ userId: fresh })));
    const current = await db.database.query<{ code: string }>(
      sql`SELECT code FROM carts WHERE user_uid = ${fresh} AND NOT saved`,
    );
    expect(current).toHaveLength(1);
    expect(new Set(answers.map((a) => a.code))).toEqual(new Set([current[0]!.code]));
  });
});

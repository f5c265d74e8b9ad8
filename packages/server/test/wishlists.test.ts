import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISH_LIST_EXPIRED, type ApiClient } from '@shelfmark/api-client';
import { WISH_LIST_LIFETIME_DAYS } from '../src/carts/cartService';
import { DEMO_TITLE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

const BUYER = 'buyer@shelfmark.test';

let db: FreshDatabase;
let server: TestServer;
let buyer: ApiClient;

const cartRows = async () =>
  db.database.query<{ code: string; saved: boolean; name: string | null }>(sql`
    SELECT code, saved, name FROM carts WHERE user_uid = ${BUYER} ORDER BY code`);

/** A wish list of the buyer holding `quantity` of the demo title. */
async function wishList(name: string, quantity: number) {
  const cart = await buyer.carts.create({ userId: BUYER });
  await buyer.carts.addEntries({
    userId: BUYER,
    cartId: cart.code,
    orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity }],
  });
  return buyer.wishlists.name({ cartId: cart.code, cartName: name });
}

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  buyer = server.clientFor(BUYER);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('wish lists on the reference server', () => {
  it(`WISH-03 a named wish list expires ${WISH_LIST_LIFETIME_DAYS} days after it is named, and is stored as saved`, async () => {
    const named = await wishList('Summer programme', 2);
    const lifetime = Date.parse(named.expirationTime!) - Date.parse(named.modifiedTime!);
    expect(Math.round(lifetime / 86_400_000)).toBe(WISH_LIST_LIFETIME_DAYS);
    expect((await cartRows()).find((r) => r.code === named.code)).toEqual({
      code: named.code,
      saved: true,
      name: 'Summer programme',
    });
  });

  it('WISH-03 an expired wish list can be neither cloned nor restored, and nothing changes', async () => {
    const named = await wishList('Last year', 1);
    await db.database.query(sql`UPDATE carts SET expires_at = now() - interval '1 day' WHERE code = ${named.code}`);
    const currentBefore = await buyer.carts.get({ userId: BUYER });
    const rowsBefore = await cartRows();
    for (const call of [
      () => buyer.wishlists.clone({ cartId: named.code, cartName: 'Last year' }),
      () => buyer.wishlists.restore({ cartId: named.code }),
    ]) {
      const error = await failure(call());
      expect([error.status, error.code, error.message]).toEqual([400, 'EXPIRED', WISH_LIST_EXPIRED]);
    }
    expect(await cartRows()).toEqual(rowsBefore);
    expect((await buyer.carts.get({ userId: BUYER })).code).toBe(currentBefore.code);
  });

  it('WISH-02 restoring replaces the current cart, which is deleted, and opens it on the current ship-to account', async () => {
    const named = await wishList('Weekly standing order', 3);
    const replaced = await buyer.carts.create({ userId: BUYER });
    const clone = await buyer.wishlists.clone({ cartId: named.code, cartName: 'Weekly standing order' });
    const restored = await buyer.wishlists.restore({ cartId: clone.code });
    expect([restored.code, restored.saved, restored.expirationTime]).toEqual([clone.code, false, null]);
    const codes = (await cartRows()).map((r) => r.code);
    expect(codes).not.toContain(replaced.code);
    expect(codes).toContain(named.code);
    const [{ account }] = (await db.database.query<{ account: string }>(sql`
      SELECT current_ship_to_account AS account FROM users WHERE uid = ${BUYER}`)) as [{ account: string }];
    expect(restored.shipToAccountNumber).toBe(account);
  });

  it('WISH-01 a wish list is re-priced from the catalogue when fetched', async () => {
    const named = await wishList('Price watch', 2);
    const before = named.entries[0]!.basePrice.value;
    await db.database.query(sql`UPDATE products SET price = price + 1 WHERE isbn13 = ${DEMO_TITLE.isbn13}`);
    try {
      const { savedCartData } = await buyer.wishlists.get({ cartId: named.code });
      expect(savedCartData.entries[0]!.basePrice.value).toBeCloseTo(before + 1, 2);
      expect(savedCartData.subTotal.value).toBeCloseTo((before + 1) * 2, 2);
    } finally {
      await db.database.query(sql`UPDATE products SET price = price - 1 WHERE isbn13 = ${DEMO_TITLE.isbn13}`);
    }
  });

  it('refuses naming without the CSRF token, and changes nothing', async () => {
    const cart = await buyer.carts.create({ userId: BUYER });
    const { 'x-csrf-token': _omit, ...noToken } = server.headersFor(BUYER);
    const res = await fetch(`${server.baseUrl}/api/carts/wishlist`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...noToken },
      body: JSON.stringify({ cartId: cart.code, cartName: 'Sneaky' }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('CSRF');
    expect((await cartRows()).find((r) => r.code === cart.code)).toEqual({ code: cart.code, saved: false, name: null });
  });
});

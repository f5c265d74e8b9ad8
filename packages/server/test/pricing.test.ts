import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_FOUND, PRODUCT_NOT_FOUND, roundMoney, type ApiClient } from '@shelfmark/api-client';
import { failure } from '../../api-client/contract/failure';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const BUYER = 'buyer@shelfmark.test';
/** The seeded first-brand buyer's ship-to accounts, and another user's (src/seed/generateUsers.ts). */
const CENTRAL = '1000101';
const EAST = '1000102';
const OTHER_USERS_SHIP_TO = '1000200';

let db: FreshDatabase;
let server: TestServer;
let buyer: ApiClient;
let book: { isbn13: string; price: number; list: number; stock: number };
let outOfStock: string;
let notEcommerce: string;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  buyer = server.clientFor(BUYER);
  const [row] = await db.database.query<{ isbn13: string; price: string; list: string; stock: number }>(sql`
    SELECT isbn13, price::text, list_price::text AS list, stock_level AS stock FROM products
    WHERE is_ecommerce AND is_purchasable AND price IS NOT NULL AND list_price IS NOT NULL AND stock_level > 5 ORDER BY isbn13 LIMIT 1`);
  book = { isbn13: row!.isbn13, price: Number(row!.price), list: Number(row!.list), stock: row!.stock };
  outOfStock = (await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products WHERE is_ecommerce AND stock_level = 0 ORDER BY isbn13 LIMIT 1`))[0]!.isbn13;
  notEcommerce = (await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products WHERE NOT is_ecommerce ORDER BY isbn13 LIMIT 1`))[0]!.isbn13;
});

beforeEach(async () => {
  await db.database.query(sql`DELETE FROM account_pricing`);
  await db.database.query(sql`UPDATE users SET current_ship_to_account = ${CENTRAL}, default_ship_to_account = ${CENTRAL} WHERE uid = ${BUYER}`);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('price and availability per account', () => {
  it("PNA-01 prices with the account's agreed discount: unit, unit × quantity, list price and stock", async () => {
    await db.database.query(sql`INSERT INTO account_pricing (account_number, discount_percent) VALUES (${CENTRAL}, 12.5)`);
    const unit = roundMoney(book.price * 0.875);
    const central = await buyer.products.priceAndAvailability({ productCode: book.isbn13, accountNumber: CENTRAL, quantity: 7 });
    expect(central).toMatchObject({
      isbn13: book.isbn13, desiredQuantity: 7, quantityAvailable: book.stock,
      customUnitPrice: { value: unit }, customPrice: { value: roundMoney(unit * 7) }, customListPrice: { value: book.list },
    });
    const east = await buyer.products.priceAndAvailability({ productCode: book.isbn13, accountNumber: EAST, quantity: 7 });
    expect([east.customUnitPrice?.value, east.customPrice?.value]).toEqual([book.price, roundMoney(book.price * 7)]);
  });

  it("PNA-01 uses the user's current ship-to when no account is named, in both calls", async () => {
    await db.database.query(sql`INSERT INTO account_pricing (account_number, discount_percent) VALUES (${EAST}, 20)`);
    await db.database.query(sql`UPDATE users SET current_ship_to_account = ${EAST} WHERE uid = ${BUYER}`);
    const { items } = await buyer.products.checkPrices({ rows: [{ isbn: book.isbn13, quantity: 2 }] });
    expect(items[0]?.customUnitPrice?.value).toBe(roundMoney(book.price * 0.8));
    expect((await buyer.products.priceAndAvailability({ productCode: book.isbn13 })).customUnitPrice?.value).toBe(roundMoney(book.price * 0.8));
  });

  it("PNA-01 answers 404 for another user's account or an unknown one, exactly as for each other", async () => {
    const other = await failure(buyer.products.checkPrices({ accountNumber: OTHER_USERS_SHIP_TO, rows: [{ isbn: book.isbn13, quantity: 1 }] }));
    const unknown = await failure(buyer.products.checkPrices({ accountNumber: '77777777', rows: [{ isbn: book.isbn13, quantity: 1 }] }));
    expect([other.status, other.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
    expect([unknown.status, unknown.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
    expect((await failure(buyer.products.priceAndAvailability({ productCode: book.isbn13, accountNumber: OTHER_USERS_SHIP_TO }))).status).toBe(404);
  });

  it('PNA-01 reports stock 0 for an out-of-stock or non-ecommerce title, and lists malformed and unknown ISBNs first', async () => {
    const unknown = '9798999999990';
    const { items } = await buyer.products.checkPrices({
      rows: [{ isbn: outOfStock, quantity: 1 }, { isbn: notEcommerce, quantity: 1 }, { isbn: '978-1', quantity: 1 }, { isbn: unknown, quantity: 2 }],
    });
    expect(items.map((i) => [i.isbn13, i.invalidIsbn ?? null])).toEqual([
      ['9781', 'ISBN must be 13 digits'], [unknown, PRODUCT_NOT_FOUND], [outOfStock, null], [notEcommerce, null],
    ]);
    expect(items.slice(2).map((i) => i.quantityAvailable)).toEqual([0, 0]);
  });

  it('PNA-01 answers 100 rows in one call, duplicates summed, each ISBN looked up once', async () => {
    const isbns = (await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products WHERE is_ecommerce ORDER BY isbn13 LIMIT 50`)).map((r) => r.isbn13);
    const rows = [...isbns, ...isbns].map((isbn) => ({ isbn, quantity: 1 }));
    const { items } = await buyer.products.checkPrices({ rows });
    expect(items).toHaveLength(50);
    expect(items.every((i) => i.desiredQuantity === 2)).toBe(true);
  });
});

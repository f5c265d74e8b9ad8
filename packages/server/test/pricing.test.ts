import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  roundMoney,
  SEARCH_EXPORT_HEADER_ROW,
  type ApiClient,
  type Cart,
} from '@shelfmark/api-client';
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
/** account_pricing as seeded, read before any test empties it. */
let seededPricing: { account: string; discount: number }[];

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  buyer = server.clientFor(BUYER);
  seededPricing = (
    await db.database.query<{ account: string; discount: string }>(sql`
    SELECT account_number AS account, discount_percent::text AS discount FROM account_pricing ORDER BY account_number`)
  ).map((r) => ({ account: r.account, discount: Number(r.discount) }));
  const [row] = await db.database.query<{ isbn13: string; price: string; list: string; stock: number }>(sql`
    SELECT isbn13, price::text, list_price::text AS list, stock_level AS stock FROM products
    WHERE is_ecommerce AND is_purchasable AND grade_levels <@ '["Higher Education"]'::jsonb AND price IS NOT NULL AND list_price IS NOT NULL AND stock_level > 5 ORDER BY isbn13 LIMIT 1`);
  book = { isbn13: row!.isbn13, price: Number(row!.price), list: Number(row!.list), stock: row!.stock };
  outOfStock = (
    await db.database.query<{ isbn13: string }>(
      sql`SELECT isbn13 FROM products WHERE is_ecommerce AND stock_level = 0 ORDER BY isbn13 LIMIT 1`,
    )
  )[0]!.isbn13;
  notEcommerce = (
    await db.database.query<{ isbn13: string }>(
      sql`SELECT isbn13 FROM products WHERE NOT is_ecommerce ORDER BY isbn13 LIMIT 1`,
    )
  )[0]!.isbn13;
});

beforeEach(async () => {
  await db.database.query(sql`DELETE FROM account_pricing`);
  await db.database.query(
    sql`UPDATE users SET current_ship_to_account = ${CENTRAL}, default_ship_to_account = ${CENTRAL} WHERE uid = ${BUYER}`,
  );
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('price and availability per account', () => {
  it("PNA-01 prices with the account's agreed discount: unit, unit × quantity, list price and stock", async () => {
    await db.database.query(
      sql`INSERT INTO account_pricing (account_number, discount_percent) VALUES (${CENTRAL}, 12.5)`,
    );
    const unit = roundMoney(book.price * 0.875);
    const central = await buyer.products.priceAndAvailability({
      productCode: book.isbn13,
      accountNumber: CENTRAL,
      quantity: 7,
    });
    expect(central).toMatchObject({
      isbn13: book.isbn13,
      desiredQuantity: 7,
      quantityAvailable: book.stock,
      customUnitPrice: { value: unit },
      customPrice: { value: roundMoney(unit * 7) },
      customListPrice: { value: book.list },
    });
    const east = await buyer.products.priceAndAvailability({
      productCode: book.isbn13,
      accountNumber: EAST,
      quantity: 7,
    });
    expect([east.customUnitPrice?.value, east.customPrice?.value]).toEqual([book.price, roundMoney(book.price * 7)]);
  });

  it("PNA-01 uses the user's current ship-to when no account is named, in both calls", async () => {
    await db.database.query(sql`INSERT INTO account_pricing (account_number, discount_percent) VALUES (${EAST}, 20)`);
    await db.database.query(sql`UPDATE users SET current_ship_to_account = ${EAST} WHERE uid = ${BUYER}`);
    const { items } = await buyer.products.checkPrices({ rows: [{ isbn: book.isbn13, quantity: 2 }] });
    expect(items[0]?.customUnitPrice?.value).toBe(roundMoney(book.price * 0.8));
    expect((await buyer.products.priceAndAvailability({ productCode: book.isbn13 })).customUnitPrice?.value).toBe(
      roundMoney(book.price * 0.8),
    );
  });

  it("PNA-01 answers 404 for another user's account or an unknown one, exactly as for each other", async () => {
    const other = await failure(
      buyer.products.checkPrices({ accountNumber: OTHER_USERS_SHIP_TO, rows: [{ isbn: book.isbn13, quantity: 1 }] }),
    );
    const unknown = await failure(
      buyer.products.checkPrices({ accountNumber: '77777777', rows: [{ isbn: book.isbn13, quantity: 1 }] }),
    );
    expect([other.status, other.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
    expect([unknown.status, unknown.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
    expect(
      (
        await failure(
          buyer.products.priceAndAvailability({ productCode: book.isbn13, accountNumber: OTHER_USERS_SHIP_TO }),
        )
      ).status,
    ).toBe(404);
  });

  it('PNA-01 reports stock 0 for an out-of-stock or non-ecommerce title, and lists malformed and unknown ISBNs first', async () => {
    const unknown = '9798999999990';
    const { items } = await buyer.products.checkPrices({
      rows: [
        { isbn: outOfStock, quantity: 1 },
        { isbn: notEcommerce, quantity: 1 },
        { isbn: '978-1', quantity: 1 },
        { isbn: unknown, quantity: 2 },
      ],
    });
    expect(items.map((i) => [i.isbn13, i.invalidIsbn ?? null])).toEqual([
      ['9781', 'ISBN must be 13 digits'],
      [unknown, PRODUCT_NOT_FOUND],
      [outOfStock, null],
      [notEcommerce, null],
    ]);
    expect(items.slice(2).map((i) => i.quantityAvailable)).toEqual([0, 0]);
  });

  it('PNA-01 answers 100 rows in one call, duplicates summed, each ISBN looked up once', async () => {
    const isbns = (
      await db.database.query<{ isbn13: string }>(
        sql`SELECT isbn13 FROM products WHERE is_ecommerce ORDER BY isbn13 LIMIT 50`,
      )
    ).map((r) => r.isbn13);
    const rows = [...isbns, ...isbns].map((isbn) => ({ isbn, quantity: 1 }));
    const { items } = await buyer.products.checkPrices({ rows });
    expect(items).toHaveLength(50);
    expect(items.every((i) => i.desiredQuantity === 2)).toBe(true);
  });
});

describe('the cart priced for its ship-to account', () => {
  const linePrices = (cart: Cart) => cart.entries.map((e) => [e.basePrice.value, e.totalPrice.value]);

  it("PNA-01 the seed gives each of the buyer's active ship-to accounts a different agreed discount", async () => {
    const active = (await buyer.users.accounts({ userId: BUYER })).shipToAccounts
      .filter((a) => a.active)
      .map((a) => a.accountNumber);
    expect(active.length).toBeGreaterThanOrEqual(3);
    const discounts = active.map((account) => seededPricing.find((p) => p.account === account)?.discount);
    expect(discounts.every((d) => d !== undefined)).toBe(true);
    expect(new Set(discounts).size).toBe(active.length);
  });

  it('ACCT-02 switching ship-to re-prices the cart with the new account’s discount, agreeing with PNA-01 for that account; switching back restores it', async () => {
    await db.database.query(
      sql`INSERT INTO account_pricing (account_number, discount_percent) VALUES (${CENTRAL}, 0), (${EAST}, 20)`,
    );
    const cart = await buyer.carts.create({ userId: BUYER });
    await buyer.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: book.isbn13 }, quantity: 3 }],
    });
    const central = await buyer.carts.get({ userId: BUYER });
    expect(linePrices(central)).toEqual([[book.price, roundMoney(book.price * 3)]]);

    const east = await buyer.carts.changeAccount({ userId: BUYER, shipToAccountNumber: EAST });
    const eastUnit = roundMoney(book.price * 0.8);
    expect(linePrices(east)).toEqual([[eastUnit, roundMoney(eastUnit * 3)]]);
    expect(east.subTotal.value).toBe(roundMoney(eastUnit * 3));
    expect(east.totalPrice.value).toBeLessThan(central.totalPrice.value);
    // A later read and a recalculation keep the account's prices.
    expect(linePrices(await buyer.carts.get({ userId: BUYER }))).toEqual(linePrices(east));
    expect(linePrices(await buyer.carts.recalculate({ userId: BUYER }))).toEqual(linePrices(east));
    // Price and availability for the same account and quantity answers the same prices.
    const pna = await buyer.products.priceAndAvailability({
      productCode: book.isbn13,
      accountNumber: EAST,
      quantity: 3,
    });
    expect([pna.customUnitPrice?.value, pna.customPrice?.value]).toEqual(linePrices(east)[0]);
    const { items } = await buyer.products.checkPrices({ rows: [{ isbn: book.isbn13, quantity: 3 }] });
    expect([items[0]?.customUnitPrice?.value, items[0]?.customPrice?.value]).toEqual(linePrices(east)[0]);

    const back = await buyer.carts.changeAccount({ userId: BUYER, shipToAccountNumber: CENTRAL });
    expect(linePrices(back)).toEqual(linePrices(central));
    expect(back.totalPrice.value).toBe(central.totalPrice.value);
  });

  it("CHK-06 an order placed after the switch keeps the account's prices", async () => {
    await db.database.query(sql`INSERT INTO account_pricing (account_number, discount_percent) VALUES (${EAST}, 12.5)`);
    const cart = await buyer.carts.create({ userId: BUYER });
    await buyer.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: book.isbn13 }, quantity: 2 }],
    });
    await buyer.carts.changeAccount({ userId: BUYER, shipToAccountNumber: EAST });
    const shipped = await buyer.carts.setShipper({ userId: BUYER }); // as checkout does on load (CHK-04)
    const order = await buyer.orders.place({
      userId: BUYER,
      paymentType: 'ACCOUNT',
      purchaseOrderNumber: 'PO-EAST',
      cartCode: cart.code,
      ignoreAddressVerification: true,
    });
    expect(order.entries.map((e) => e.basePrice.value)).toEqual([roundMoney(book.price * 0.875)]);
    const [row] = await db.database.query<{ total: string; ship_to_account: string; unit: string }>(sql`
      SELECT o.total::text, o.ship_to_account, l.unit_price::text AS unit FROM orders o JOIN order_lines l USING (order_number)
      WHERE o.internet_reference = ${order.code}`);
    expect([Number(row!.total), row!.ship_to_account, Number(row!.unit)]).toEqual([
      shipped.totalPriceWithTax.value,
      EAST,
      roundMoney(book.price * 0.875),
    ]);
  });
});

describe('one price per customer', () => {
  let title: { isbn13: string; price: number };
  beforeAll(async () => {
    const [row] = await db.database.query<{ isbn13: string; price: string }>(sql`
      SELECT isbn13, price::text FROM products WHERE brand = 'shelfmark' AND is_ecommerce AND is_purchasable AND grade_levels <@ '["Higher Education"]'::jsonb AND price IS NOT NULL
      AND stock_level > 5 ORDER BY isbn13 DESC LIMIT 1`);
    title = { isbn13: row!.isbn13, price: Number(row!.price) };
  });

  /** The Price cell (the first brand's fourth column) of the title's row in a search workbook. */
  async function workbookPrice(
    api: ApiClient,
    query: Parameters<ApiClient['products']['exportSearch']>[0],
  ): Promise<unknown> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await api.products.exportSearch(query)).blob.arrayBuffer());
    return workbook.worksheets[0]!.getRow(SEARCH_EXPORT_HEADER_ROW + 1).getCell(4).value;
  }

  it('SRCH-01 SRCH-02 PDP-01 CART-05 PNA-01 IPS-01 search results, the product page, the workbook, the cart and price and availability show one price for one account and title', async () => {
    await db.database.query(sql`INSERT INTO account_pricing (account_number, discount_percent) VALUES (${EAST}, 20)`);
    await db.database.query(sql`UPDATE users SET current_ship_to_account = ${EAST} WHERE uid = ${BUYER}`);
    const session = await buyer.auth.session();
    const accounts = {
      orgAccountNumber: session.user!.orgUnit!.accountNumber,
      billToAccountNumber: session.user!.defaultBillToAccount!,
      shipToAccountNumber: session.user!.defaultShipToAccount!,
      countryIsoCode: 'US',
    };
    expect(accounts.shipToAccountNumber).toBe(EAST);
    const unit = roundMoney(title.price * 0.8);
    const anonymous = server.clientFor(null);
    // A visitor's search first, so a kept search answer is what the buyer's is priced from (the visitor sees no price).
    const seen = (await anonymous.products.search({ q: title.isbn13 })).products[0];
    expect([seen?.entitlement?.priceShown, seen?.customPrice]).toEqual([false, undefined]);

    const searched = (await buyer.products.search({ q: title.isbn13, ...accounts })).products[0]!;
    const page = await buyer.products.byCode({ productCode: title.isbn13, shipToAccountNumber: EAST });
    const cart = await buyer.carts.create({ userId: BUYER });
    await buyer.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: title.isbn13 }, quantity: 2 }],
    });
    const line = (await buyer.carts.get({ userId: BUYER })).entries.find((e) => e.product.isbn13 === title.isbn13)!;
    const pna = await buyer.products.priceAndAvailability({ productCode: title.isbn13 });
    const checked = (await buyer.products.checkPrices({ rows: [{ isbn: title.isbn13, quantity: 1 }] })).items[0]!;
    const lookup = await buyer.products.lookup({ productCode: title.isbn13 });
    const shown = [
      searched.customPrice,
      searched.price,
      page.customPrice,
      page.price,
      line.basePrice,
      pna.customUnitPrice,
      checked.customUnitPrice,
      lookup.customPrice,
    ];
    expect(shown.map((m) => m?.value)).toEqual(Array(shown.length).fill(unit));
    expect(new Set(shown.map((m) => m?.formattedValue)).size).toBe(1);
    expect(await workbookPrice(buyer, { q: title.isbn13, ...accounts })).toBe(page.customPrice!.formattedValue);
    // Without naming an account, the current ship-to's price, as the cart.
    expect((await buyer.products.byCode({ productCode: title.isbn13 })).customPrice?.value).toBe(unit);
    expect((await buyer.products.search({ q: title.isbn13 })).products[0]?.customPrice?.value).toBe(unit);
  });

  it("SRCH-01 PDP-01 PDP-03 a visitor sees no price in search, on the product page or in the workbook — neither the catalogue price nor a discounted buyer's", async () => {
    await db.database.query(
      sql`INSERT INTO account_pricing (account_number, discount_percent) VALUES (${CENTRAL}, 20)`,
    );
    expect((await buyer.products.search({ q: title.isbn13 })).products[0]?.customPrice?.value).toBe(
      roundMoney(title.price * 0.8),
    );
    const anonymous = server.clientFor(null);
    // A visitor naming the buyer's account gets no price at all: "sign in to see your price" (spec 001 §6).
    const searched = (
      await anonymous.products.search({ q: title.isbn13, shipToAccountNumber: CENTRAL, billToAccountNumber: '2000100' })
    ).products[0]!;
    const page = await anonymous.products.byCode({ productCode: title.isbn13, shipToAccountNumber: CENTRAL });
    for (const product of [searched, page]) {
      expect(product.entitlement).toMatchObject({ priceShown: false, purchasable: false, reason: 'visitor' });
      expect([product.price, product.customPrice, product.customListPrice]).toEqual([undefined, undefined, undefined]);
    }
    expect(await workbookPrice(anonymous, { q: title.isbn13, shipToAccountNumber: CENTRAL })).toBeNull();
  });

  it("SRCH-01 SRCH-02 PDP-01 another user's account named in a search, product or workbook call answers 404 'Account not found.', and nothing is priced for it", async () => {
    await db.database.query(
      sql`INSERT INTO account_pricing (account_number, discount_percent) VALUES (${OTHER_USERS_SHIP_TO}, 50)`,
    );
    // Each call starts only when its turn comes: started together, a refusal that arrives before the
    // loop awaits it is an unhandled rejection.
    for (const call of [
      () => buyer.products.search({ q: title.isbn13, shipToAccountNumber: OTHER_USERS_SHIP_TO }),
      () => buyer.products.search({ q: title.isbn13, billToAccountNumber: '2000200' }),
      () => buyer.products.search({ q: title.isbn13, orgAccountNumber: '1000200' }),
      () => buyer.products.byCode({ productCode: title.isbn13, shipToAccountNumber: OTHER_USERS_SHIP_TO }),
      () => buyer.products.exportSearch({ q: title.isbn13, shipToAccountNumber: OTHER_USERS_SHIP_TO }),
    ]) {
      const error = await failure(call());
      expect([error.status, error.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
    }
  });
});

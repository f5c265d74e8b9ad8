import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_NOT_FOUND, cartSchema, type ApiClient } from '@shelfmark/api-client';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

const BUYER = 'buyer@shelfmark.test';
const OTHER = 'buyer@thorndike.test';

let db: FreshDatabase;
let server: TestServer;
let buyer: ApiClient;
let other: ApiClient;
let lowStock: { isbn13: string; code: string; stock: number; price: number };
let nonEcommerce: string;

beforeAll(async () => {
  // PGlite in its worker thread, as the server runs it; most files keep it on their own thread.
  db = await freshDatabase({ worker: true });
  server = await startTestServer(db.database);
  buyer = server.clientFor(BUYER);
  other = server.clientFor(OTHER);
  [lowStock] = (await db.database.query<typeof lowStock>(sql`
    SELECT isbn13, code, stock_level AS stock, price::float8 AS price FROM products
    WHERE media_type = 'print' AND is_purchasable AND is_ecommerce AND grade_levels <@ '["Higher Education"]'::jsonb AND stock_level BETWEEN 1 AND 10 ORDER BY isbn13 LIMIT 1`)) as [
    typeof lowStock,
  ];
  [{ isbn13: nonEcommerce }] = (await db.database.query<{ isbn13: string }>(sql`
    SELECT isbn13 FROM products WHERE NOT is_ecommerce ORDER BY isbn13 LIMIT 1`)) as [{ isbn13: string }];
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('without a session', () => {
  const anonymous = () => server.clientFor(null);
  const calls: [string, () => Promise<unknown>][] = [
    ['GET /api/carts', () => anonymous().carts.get({ userId: BUYER })],
    ['POST /api/carts', () => anonymous().carts.create({ userId: BUYER })],
    ['DELETE /api/carts', () => anonymous().carts.delete({ cartId: '00010000' })],
    [
      'POST /api/carts/entries',
      () =>
        anonymous().carts.addEntries({
          userId: BUYER,
          cartId: '00010000',
          orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 1 }],
        }),
    ],
    [
      'PUT /api/carts/entries',
      () =>
        anonymous().carts.updateEntries({
          userId: BUYER,
          cartId: '00010000',
          orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 1 }],
        }),
    ],
    [
      'DELETE /api/carts/entries',
      () => anonymous().carts.removeEntry({ userId: BUYER, cartId: '00010000', entryNumber: 0 }),
    ],
    ['POST /api/carts/recalculate', () => anonymous().carts.recalculate({ userId: BUYER })],
    ['GET /api/users/accounts', () => anonymous().users.accounts({ userId: BUYER })],
  ];
  it.each(calls)('%s answers 401 UNAUTHENTICATED', async (_name, call) => {
    const error = await failure(call());
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
  });
});

describe('CART-13 bulk add', () => {
  it('adds the demo title and answers one result per entry with totals from catalogue prices', async () => {
    const cart = await buyer.carts.create({ userId: BUYER });
    expect(cart.entries).toEqual([]);
    const result = await buyer.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [
        { product: { code: DEMO_TITLE.code }, quantity: 2 },
        { product: { code: '9780000000000' }, quantity: 1 },
        { product: { code: nonEcommerce }, quantity: 1 },
      ],
    });
    expect(result.bulkCartModificationList).toHaveLength(3);
    const [added, unknown, notForSale] = result.bulkCartModificationList;
    expect(added!.cartModification).toMatchObject({ quantity: 2, quantityAdded: 2, statusCode: 'success' });
    expect(added!.cartModification!.entry!.product.isbn13).toBe(DEMO_TITLE.isbn13);
    expect(unknown).toMatchObject({
      productCode: '9780000000000',
      cartModification: null,
      errorList: { errors: [{ message: 'Product not found.' }] },
    });
    expect(notForSale!.errorList!.errors[0]!.message).toBe('This product cannot be bought online.');

    const current = await buyer.carts.get({ userId: BUYER });
    expect(current.code).toBe(cart.code);
    expect(current.totalUnitCount).toBe(2);
    expect(current.totalItems).toBe(1);
    expect(current.subTotal.value).toBe(99.9);
    expect(current.totalPrice.formattedValue).toBe('$99.90');
  });

  it('counts what the cart already holds against maxProductQuantity (999)', async () => {
    const cart = await buyer.carts.get({ userId: BUYER });
    const result = await buyer.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 998 }],
    });
    expect(result.bulkCartModificationList[0]!.errorList!.errors[0]!.message).toBe('Max quantity exceeded (999)');
    expect((await buyer.carts.get({ userId: BUYER })).totalUnitCount).toBe(2);
    const fits = await buyer.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 997 }],
    });
    expect(fits.bulkCartModificationList[0]!.cartModification!.quantity).toBe(999);
    await buyer.carts.updateEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 2 }],
    });
  });

  it('CART-04 reports backordered quantity when stock is below the quantity', async () => {
    const cart = await buyer.carts.get({ userId: BUYER });
    const quantity = lowStock.stock + 5;
    const result = await buyer.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: lowStock.code }, quantity }],
    });
    const mod = result.bulkCartModificationList[0]!.cartModification!;
    expect(mod.statusCode).toBe('lowStock');
    expect(mod.entry!.backOrderedQty).toBe(5);
    expect(mod.entry!.entryNumber).toBe(1);
  });
});

describe('quantity update and removal', () => {
  it('CART-08 sets a quantity and refuses one above the maximum without changing the line', async () => {
    const cart = await buyer.carts.get({ userId: BUYER });
    const ok = await buyer.carts.updateEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 5 }],
    });
    expect(ok.cartModifications[0]).toMatchObject({ quantity: 5, quantityAdded: 3, statusCode: 'success' });
    const tooMany = await buyer.carts.updateEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 1000 }],
    });
    expect(tooMany.cartModifications[0]!.errorList!.errors[0]!.message).toBe('Max quantity exceeded (999)');
    const after = await buyer.carts.get({ userId: BUYER });
    expect(after.entries[0]!.quantity).toBe(5);
  });

  it('refuses to update a product that is not in the cart', async () => {
    const cart = await buyer.carts.get({ userId: BUYER });
    const result = await buyer.carts.updateEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE_THORNDIKE.isbn13 }, quantity: 1 }],
    });
    expect(result.cartModifications[0]!.errorList!.errors[0]!.message).toBe('Cart entry not found.');
  });

  it('CART-09 removes an entry and renumbers the ones after it', async () => {
    const cart = await buyer.carts.get({ userId: BUYER });
    await buyer.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE_THORNDIKE.code }, quantity: 1 }],
    });
    await buyer.carts.removeEntry({ userId: BUYER, cartId: cart.code, entryNumber: 0 });
    const after = await buyer.carts.get({ userId: BUYER });
    expect(after.entries.map((e) => [e.entryNumber, e.product.isbn13])).toEqual([
      [0, lowStock.isbn13],
      [1, DEMO_TITLE_THORNDIKE.isbn13],
    ]);
    const missing = await failure(buyer.carts.removeEntry({ userId: BUYER, cartId: cart.code, entryNumber: 7 }));
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Cart entry not found.');
  });

  it('recalculates the current cart', async () => {
    const cart = await buyer.carts.recalculate({ userId: BUYER });
    expect(cartSchema.parse(cart).totalPrice.value).toBeCloseTo(lowStock.price * (lowStock.stock + 5) + 34.99, 2);
  });
});

describe("another user's cart", () => {
  it('answers 404 Cart not found. for every call and changes nothing', async () => {
    const theirs = await other.carts.get({ userId: OTHER });
    await other.carts.addEntries({
      userId: OTHER,
      cartId: theirs.code,
      orderEntries: [{ product: { code: DEMO_TITLE_THORNDIKE.code }, quantity: 3 }],
    });
    const before = await other.carts.get({ userId: OTHER });

    const attempts = [
      () =>
        buyer.carts.addEntries({
          userId: BUYER,
          cartId: theirs.code,
          orderEntries: [{ product: { code: DEMO_TITLE.code }, quantity: 1 }],
        }),
      () =>
        buyer.carts.updateEntries({
          userId: BUYER,
          cartId: theirs.code,
          orderEntries: [{ product: { code: DEMO_TITLE_THORNDIKE.code }, quantity: 9 }],
        }),
      () => buyer.carts.removeEntry({ userId: BUYER, cartId: theirs.code, entryNumber: 0 }),
      () => buyer.carts.delete({ cartId: theirs.code }),
    ];
    for (const attempt of attempts) {
      const error = await failure(attempt());
      expect(error.status).toBe(404);
      expect(error.message).toBe(CART_NOT_FOUND);
      expect(error.isCartNotFound).toBe(true);
    }
    const after = await other.carts.get({ userId: OTHER });
    expect(after.entries).toEqual(before.entries);
    expect(after.code).toBe(theirs.code);
  });

  it('answers 403 when the request names another userId', async () => {
    const error = await failure(buyer.carts.get({ userId: OTHER }));
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
  });

  it('answers 404 Cart not found. for an unknown cart', async () => {
    const error = await failure(buyer.carts.delete({ cartId: '99999999' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe(CART_NOT_FOUND);
  });
});

describe('malformed requests', () => {
  const post = (path: string, body: unknown, method = 'POST') =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...server.headersFor(BUYER) },
      body: JSON.stringify(body),
    });

  it('answers 400 naming the field for a quantity below 1', async () => {
    const cart = await buyer.carts.get({ userId: BUYER });
    const res = await post('/api/carts/entries', {
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.code }, quantity: 0 }],
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      fieldErrors: { 'orderEntries.0.quantity': 'Min quantity is 1' },
    });
    expect(body.message).toContain('quantity: Min quantity is 1');
    expect((await buyer.carts.get({ userId: BUYER })).totalUnitCount).toBe(cart.totalUnitCount);
  });

  it('answers 400 naming a missing field and for a body that is not JSON', async () => {
    const res = await post('/api/carts/recalculate', {});
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toHaveProperty('userId');
    const broken = await fetch(`${server.baseUrl}/api/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...server.headersFor(BUYER) },
      body: '{"userId":',
    });
    expect(broken.status).toBe(400);
    const body = await broken.json();
    expect(body.code).toBe('VALIDATION');
    expect(body).not.toHaveProperty('stack');
  });

  it('refuses a mutation without the CSRF token', async () => {
    const { 'x-csrf-token': _omit, ...noToken } = server.headersFor(BUYER);
    const res = await fetch(`${server.baseUrl}/api/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...noToken },
      body: JSON.stringify({ userId: BUYER }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('CSRF');
  });
});

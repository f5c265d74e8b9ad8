import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { isValidIsbn13 } from '../isbn';
import { CART_NOT_FOUND } from '../messages';
import { createMemoryApiClient } from './createMemoryApiClient';
import { DEMO_UIDS, demoSeed } from './demoSeed';

const buyer = DEMO_UIDS.buyer;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('demoSeed', () => {
  it('has about 40 products, every ISBN-13 with a valid check digit, across both brands', () => {
    const { products, users } = demoSeed();
    expect(products.length).toBeGreaterThanOrEqual(38);
    expect(products.every((p) => isValidIsbn13(p.isbn13))).toBe(true);
    expect(new Set(products.map((p) => p.brand))).toEqual(new Set(['shelfmark', 'thorndike']));
    expect(products.some((p) => p.productReferences?.some((r) => r.referenceType === 'NEWER_EDITION'))).toBe(true);
    expect(products.some((p) => p.publisherName === 'CL Canada Higher Education')).toBe(true);
    expect(products.some((p) => p.clCustom)).toBe(true);
    expect(users.map((u) => u.uid)).toEqual(Object.values(DEMO_UIDS));
  });
});

describe('createMemoryApiClient', () => {
  it('CART-13 adds to the cart, backorders beyond stock and recomputes totals', async () => {
    const api = createMemoryApiClient({ user: buyer });
    const cart = await api.carts.get({ userId: buyer });
    const low = demoSeed().products.find((p) => p.stock?.stockLevelStatus === 'lowStock')!;
    const result = await api.carts.addEntries({
      userId: buyer,
      cartId: cart.code,
      orderEntries: [{ product: { code: low.code }, quantity: 5 }],
    });
    expect(result.bulkCartModificationList[0]?.cartModification?.entry?.backOrderedQty).toBe(2);
    const after = await api.carts.get({ userId: buyer });
    expect(after.totalUnitCount).toBe(5);
    expect(after.subTotal.value).toBeCloseTo((low.customPrice?.value ?? 0) * 5, 2);
  });

  it('answers 400 naming the field for a quantity below 1, and changes nothing', async () => {
    const api = createMemoryApiClient({ user: buyer });
    const cart = await api.carts.get({ userId: buyer });
    const error = await rejection(
      api.carts.addEntries({
        userId: buyer,
        cartId: cart.code,
        orderEntries: [{ product: { code: '9780000000002' }, quantity: 0 }],
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors['orderEntries.0.quantity']).toBe('Min quantity is 1');
    expect(error.message).toContain('quantity: Min quantity is 1');
    expect((await api.carts.get({ userId: buyer })).entries).toHaveLength(0);
  });

  it("answers 401 after sign-out and 404 'Cart not found.' for another user's cart", async () => {
    const api = createMemoryApiClient({ user: buyer });
    const theirs = await api.carts.get({ userId: buyer });
    api.__memory.signOut();
    expect((await rejection(api.carts.get({ userId: buyer }))).status).toBe(401);
    api.__memory.signIn(DEMO_UIDS.thorndikeBuyer);
    const error = await rejection(api.carts.delete({ cartId: theirs.code }));
    expect([error.status, error.message, error.isCartNotFound]).toEqual([404, CART_NOT_FOUND, true]);
    expect(api.__memory.cartsOf(buyer).map((c) => c.code)).toContain(theirs.code);
  });

  it('SRCH-01 searches case-insensitively with Format counts that add up to the total', async () => {
    const api = createMemoryApiClient();
    const result = await api.products.search({ q: 'LIGHTHOUSE', pageSize: 1 });
    expect(result.pagination.totalResults).toBe(2);
    expect(result.products).toHaveLength(1);
    const format = result.facets.find((f) => f.code === 'mediaType')!;
    expect(format.values.reduce((sum, v) => sum + v.count, 0)).toBe(2);
    const printOnly = await api.products.search({
      q: format.values.find((v) => v.name === 'print')!.query.query.value,
    });
    expect(printOnly.products.map((p) => p.mediaType)).toEqual(['print']);
    expect(printOnly.breadcrumbs[0]?.facetValueName).toBe('print');
  });
});

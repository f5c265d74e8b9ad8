import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../src/client/createApiClient';
import { failure } from './failure';
import { ACCOUNT_NOT_FOUND, CART_NOT_FOUND, ERROR_TYPES, PENDING_ADD_GONE, PRODUCT_NOT_FOUND } from '../src/messages';
import type { Cart, Product, SearchResponse } from '../src/schemas';
import { domainCases, type ContractContext } from './domains';

/**
 * What a contract run needs from the implementation under test (the memory twin or the real
 * server). Users are the demo users of the shared decisions; ISBNs are the harness's own.
 */
export interface ContractHarness {
  /** A client signed in as `uid` (with whatever CSRF header the implementation needs). */
  asUser(uid: string): Promise<ApiClient>;
  /** A client signed in as `uid` whose browser then entered content preview (GET /api/content/preview, CMS-01). */
  inPreview(uid: string): Promise<ApiClient>;
  /** A client with no session. */
  anonymous(): ApiClient;
  knownIsbns: {
    /** A purchasable book with plenty of stock. */
    inStock: string;
    /** A second purchasable book whose product answer has `stock.stockLevel` between 1 and 50. */
    lowStock: string;
    /** A product that cannot be bought online (non-ecommerce). */
    notPurchasable: string;
    /** A first-brand print book with a grade level sold through reps only (K-12, professional: spec 001 §6). */
    repOnly: string;
    /** A first-brand print book that is out of print (not purchasable). */
    outOfPrint: string;
    /** A valid ISBN-13 that is not in the catalogue. */
    unknown: string;
  };
  teardown(): Promise<void>;
  /** The store's public origin (the only return target the card provider accepts); the twin accepts any. */
  storeOrigin?: string;
}

/** The two purchasers every run signs in (shared decisions: demo users). */
export const CONTRACT_USERS = { buyer: 'buyer@shelfmark.test', other: 'buyer@thorndike.test' } as const;

/** The ApiError a call fails with (fails the test when it succeeds). */
export { failure };

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/**
 * Registers the contract cases for one implementation. Every case starts from its own new cart,
 * so cases do not depend on each other or on seeded carts.
 *
 * ```ts
 * defineContractSuite('memory twin', async () => memoryHarness());
 * ```
 */
export function defineContractSuite(name: string, setup: () => Promise<ContractHarness>): void {
  describe(`API contract — ${name}`, () => {
    let h: ContractHarness;
    let buyer: ApiClient;
    let other: ApiClient;
    let anon: ApiClient;
    let max: number;
    const B = CONTRACT_USERS.buyer;
    const O = CONTRACT_USERS.other;

    beforeAll(async () => {
      h = await setup();
      [buyer, other] = await Promise.all([h.asUser(B), h.asUser(O)]);
      anon = h.anonymous();
      max = (await anon.site.config()).maxProductQuantity;
    });
    afterAll(async () => {
      await h?.teardown();
    });

    /** A fresh empty current cart of the buyer. */
    const freshCart = () => buyer.carts.create({ userId: B });
    const add = (cart: Cart, code: string, quantity: number, api = buyer, userId: string = B) =>
      api.carts.addEntries({ userId, cartId: cart.code, orderEntries: [{ product: { code }, quantity }] });
    const current = () => buyer.carts.get({ userId: B });

    describe('session and accounts', () => {
      it('AUTH-01 session answers the signed-in user and a CSRF token', async () => {
        const session = await buyer.auth.session();
        expect(session.user?.uid).toBe(B);
        expect(session.csrfToken).toEqual(expect.any(String));
      });

      it('session answers no user without a sign-in', async () => {
        expect((await anon.auth.session()).user).toBeNull();
      });

      it('PDP-02 an add kept at sign-in is claimed by its id alone: an id no sign-in gave is 410, a visitor is 401', async () => {
        const unknown = await failure(buyer.auth.claimPendingAdd('no-sign-in-gave-this-id'));
        expect([unknown.status, unknown.message]).toEqual([410, PENDING_ADD_GONE]);
        expect((await failure(anon.auth.claimPendingAdd('no-sign-in-gave-this-id'))).status).toBe(401);
      });

      it('ACCT-01 accounts list the ship-to accounts, the current one among them', async () => {
        const accounts = await buyer.users.accounts({ userId: B });
        expect(accounts.shipToAccounts.length).toBeGreaterThanOrEqual(3);
        expect(accounts.shipToAccounts.map((a) => a.accountNumber)).toContain(accounts.shipToAccount?.accountNumber);
        expect(
          accounts.shipToAccounts.some((a) =>
            accounts.shipToAccounts.some((b) => b.parentOrgUnit?.uid === a.accountNumber),
          ),
        ).toBe(true);
        expect(accounts.customerDefaultBillToAccount).not.toBeNull();
      });

      it("refuses another user's accounts and answers 401 without a session", async () => {
        expect([403, 404]).toContain((await failure(other.users.accounts({ userId: B }))).status);
        expect((await failure(anon.users.accounts({ userId: B }))).status).toBe(401);
      });
    });

    describe('products and search', () => {
      it('PDP-01 finds a product by ISBN-13 and by its code with the suffix', async () => {
        const byIsbn = await anon.products.byCode({ productCode: h.knownIsbns.inStock });
        expect(byIsbn.isbn13).toBe(h.knownIsbns.inStock);
        expect(byIsbn.code.startsWith(h.knownIsbns.inStock)).toBe(true);
        expect((await anon.products.byCode({ productCode: byIsbn.code })).isbn13).toBe(h.knownIsbns.inStock);
      });

      it("answers 404 'Product not found.' for an unknown ISBN", async () => {
        const error = await failure(anon.products.byCode({ productCode: h.knownIsbns.unknown }));
        expect([error.status, error.message]).toEqual([404, PRODUCT_NOT_FOUND]);
      });

      it('SRCH-01 finds a title fetched by code, whatever its case', async () => {
        const product = await anon.products.byCode({ productCode: h.knownIsbns.inStock });
        const byTitle = await anon.products.search({ q: product.fullTitle.toUpperCase(), pageSize: 100 });
        expect(byTitle.products.map((p) => p.isbn13)).toContain(product.isbn13);
        const byIsbn = await anon.products.search({ q: product.isbn13 });
        expect(byIsbn.products.map((p) => p.isbn13)).toEqual([product.isbn13]);
      });

      it('SRCH-01 pages with a 0-based page and pageSize', async () => {
        const first = await anon.products.search({ q: '', page: 0, pageSize: 5 });
        const second = await anon.products.search({ q: '', page: 1, pageSize: 5 });
        expect(first.products).toHaveLength(5);
        expect(second.pagination).toMatchObject({
          currentPage: 1,
          pageSize: 5,
          totalResults: first.pagination.totalResults,
        });
        expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.totalResults / 5));
        const both = await anon.products.search({ q: '', page: 0, pageSize: 10 });
        expect([...first.products, ...second.products].map((p) => p.isbn13)).toEqual(
          both.products.map((p) => p.isbn13),
        );
        const { totalPages, totalResults } = first.pagination;
        const last = await anon.products.search({ q: '', page: totalPages - 1, pageSize: 5 });
        expect(last.products).toHaveLength(totalResults - (totalPages - 1) * 5);
        expect((await anon.products.search({ q: '', page: totalPages, pageSize: 5 })).products).toEqual([]);
      });

      it('SRCH-01 sorts by date and by price as asked, and marks the selected sort', async () => {
        const byDate = await anon.products.search({ q: '', sort: 'date-desc', pageSize: 30 });
        const dates = byDate.products.map((p) => p.publicationDate ?? '');
        expect(dates).toEqual([...dates].sort().reverse());
        expect(byDate.sorts.find((s) => s.selected)?.code).toBe('date-desc');
        const byPrice = await anon.products.search({ q: '', sort: 'price-asc', pageSize: 30 });
        const prices = byPrice.products.map((p) => p.price?.value).filter((v): v is number => v !== undefined);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      });

      it('SRCH-01 facet counts add up, and a facet value narrows to its count', async () => {
        const all = await anon.products.search({ q: '' });
        const format = all.facets.find((f) => f.code === 'mediaType');
        expect(format).toBeDefined();
        expect(sum(format!.values.map((v) => v.count))).toBe(all.pagination.totalResults);
        const value = format!.values[0]!;
        const narrowed = await anon.products.search({ q: value.query.query.value });
        expect(narrowed.pagination.totalResults).toBe(value.count);
        expect(narrowed.breadcrumbs.map((b) => b.facetValueName)).toEqual([value.name]);
        expect(
          narrowed.facets.find((f) => f.code === 'mediaType')?.values.find((v) => v.name === value.name)?.selected,
        ).toBe(true);
        const restored = await anon.products.search({ q: narrowed.breadcrumbs[0]!.removeQuery.query.value });
        expect(restored.pagination.totalResults).toBe(all.pagination.totalResults);
      });

      it('SRCH-01 combines values of one facet with OR and facets with AND, each facet counted with the others applied', async () => {
        const counts = (answer: SearchResponse, code: string) =>
          answer.facets.find((f) => f.code === code)!.values.map((v) => [v.name, v.count]);
        const all = await anon.products.search({ q: '' });
        const [a, b] = all.facets.find((f) => f.code === 'mediaType')!.values;
        expect(b).toBeDefined();
        const one = await anon.products.search({ q: a!.query.query.value });
        // The format facet is counted without its own selection: the other format stays offered with its count.
        expect(counts(one, 'mediaType')).toEqual(counts(all, 'mediaType'));
        const other = one.facets.find((f) => f.code === 'mediaType')!.values.find((v) => v.name === b!.name)!;
        expect(other.selected).toBe(false);
        const two = await anon.products.search({ q: other.query.query.value, pageSize: 100 });
        expect(two.pagination.totalResults).toBe(a!.count + b!.count);
        expect(two.breadcrumbs.map((crumb) => crumb.facetValueName)).toEqual([a!.name, b!.name]);
        expect(two.products.every((p) => [a!.name, b!.name].includes(p.mediaType ?? ''))).toBe(true);
        // Another facet narrows both (AND), and the format counts are those of that facet's value.
        const type = two.facets.find((f) => f.code === 'productType')!.values[0]!;
        const three = await anon.products.search({ q: type.query.query.value });
        expect(three.pagination.totalResults).toBe(type.count);
        const formats = three.facets.find((f) => f.code === 'mediaType')!.values;
        expect(sum(formats.filter((v) => v.selected).map((v) => v.count))).toBe(type.count);
        // Each value is removed alone by its breadcrumb.
        const removed = await anon.products.search({ q: three.breadcrumbs[0]!.removeQuery.query.value });
        expect(removed.breadcrumbs.map((crumb) => crumb.facetValueName)).toEqual([b!.name, type.name]);
        expect(removed.pagination.totalResults).toBe(formats.find((v) => v.name === b!.name)?.count ?? 0);
      });

      it('SRCH-01 finds nothing for a text with no letter or digit, with the facets of an empty answer', async () => {
        for (const q of ['😀', '%', '_', ' - ']) {
          const answer = await anon.products.search({ q });
          expect(answer.pagination, q).toMatchObject({ totalResults: 0, totalPages: 0 });
          expect([answer.products, answer.facets, answer.suggestion], q).toEqual([[], [], undefined]);
        }
        // A ticked value stays offered, at 0, so it can be unticked.
        const filtered = await anon.products.search({ q: '%:relevance:mediaType:print' });
        expect([filtered.pagination.totalResults, filtered.products]).toEqual([0, []]);
        expect(filtered.facets.map((f) => [f.code, f.values.map((v) => [v.name, v.count, v.selected])])).toEqual([
          ['mediaType', [['print', 0, true]]],
        ]);
      });

      it('answers 400 naming pageSize above 100, and naming q for an unknown facet', async () => {
        const error = await failure(anon.products.search({ q: '', pageSize: 101 }));
        expect(error.status).toBe(400);
        expect(error.fieldErrors).toHaveProperty('pageSize');
        expect(error.message).toContain('pageSize');
        const facet = await failure(anon.products.search({ q: 'x:relevance:noSuchFacet:1' }));
        expect([facet.status, Object.keys(facet.fieldErrors)]).toEqual([400, ['q']]);
      });
    });

    describe('carts', () => {
      it('CART-16 get answers the same current cart until another is created', async () => {
        const a = await current();
        expect((await current()).code).toBe(a.code);
        const created = await freshCart();
        expect(created).toMatchObject({ entries: [], totalItems: 0, totalUnitCount: 0 });
        expect(created.code).not.toBe(a.code);
        expect((await current()).code).toBe(created.code);
      });

      it('CART-11 delete removes the cart: gone for every call, and get answers another cart', async () => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, 1);
        await buyer.carts.delete({ cartId: cart.code });
        expect((await current()).code).not.toBe(cart.code);
        expect((await failure(buyer.carts.delete({ cartId: cart.code }))).message).toBe(CART_NOT_FOUND);
        expect((await failure(add(cart, h.knownIsbns.inStock, 1))).isCartNotFound).toBe(true);
        const replacement = await freshCart();
        expect(await current()).toMatchObject({ code: replacement.code, entries: [] });
      });

      it('CART-13 bulk add answers one result per entry, an unknown ISBN in its errorList', async () => {
        const cart = await freshCart();
        const result = await buyer.carts.addEntries({
          userId: B,
          cartId: cart.code,
          orderEntries: [
            { product: { code: h.knownIsbns.inStock }, quantity: 2 },
            { product: { code: h.knownIsbns.unknown }, quantity: 1 },
          ],
        });
        const [ok, bad] = result.bulkCartModificationList;
        expect(result.bulkCartModificationList).toHaveLength(2);
        expect(ok?.cartModification).toMatchObject({ quantityAdded: 2, quantity: 2 });
        expect(ok?.errorList?.errors ?? []).toEqual([]);
        expect(bad?.productCode).toContain(h.knownIsbns.unknown);
        expect(bad?.errorList?.errors[0]).toMatchObject({
          message: PRODUCT_NOT_FOUND,
          type: ERROR_TYPES.productNotFound,
        });
        expect(bad?.cartModification?.quantityAdded ?? 0).toBe(0);
        expect(await current()).toMatchObject({ code: cart.code, totalItems: 1, totalUnitCount: 2 });
      });

      it('CART-13 adding a product already in the cart adds to its line', async () => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, 1);
        const again = await add(cart, h.knownIsbns.inStock, 3);
        expect(again.bulkCartModificationList[0]?.cartModification).toMatchObject({ quantity: 4, quantityAdded: 3 });
        const after = await current();
        expect(after.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([[h.knownIsbns.inStock, 4]]);
      });

      it('CART-13 refuses an addition that would pass maxProductQuantity, counting what the cart holds', async () => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, max - 1);
        const result = await add(cart, h.knownIsbns.inStock, 2);
        expect(result.bulkCartModificationList[0]?.errorList?.errors[0]?.type).toBe(ERROR_TYPES.maxQuantityExceeded);
        expect((await current()).entries[0]?.quantity).toBe(max - 1);
      });

      it('refuses a product that cannot be bought online', async () => {
        const cart = await freshCart();
        const result = await add(cart, h.knownIsbns.notPurchasable, 1);
        expect(result.bulkCartModificationList[0]?.errorList?.errors[0]?.type).toBe(ERROR_TYPES.notPurchasable);
        expect((await current()).entries).toEqual([]);
      });

      it('CART-04 backorders what stock cannot cover', async () => {
        const product: Product = await anon.products.byCode({ productCode: h.knownIsbns.lowStock });
        const stock = product.stock?.stockLevel;
        expect(stock).toBeGreaterThan(0);
        const cart = await freshCart();
        const result = await add(cart, h.knownIsbns.lowStock, stock! + 2);
        expect(result.bulkCartModificationList[0]?.cartModification?.entry?.backOrderedQty).toBe(2);
        expect((await current()).entries[0]).toMatchObject({ quantity: stock! + 2, backOrderedQty: 2 });
      });

      it('CART-08 updates a quantity and recomputes the totals', async () => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, 1);
        const result = await buyer.carts.updateEntries({
          userId: B,
          cartId: cart.code,
          orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: 7 }],
        });
        expect(result.cartModifications[0]).toMatchObject({ quantity: 7, quantityAdded: 6 });
        const after = await current();
        const entry = after.entries[0]!;
        expect(entry.quantity).toBe(7);
        expect(entry.totalPrice.value).toBeCloseTo(entry.basePrice.value * 7, 2);
        expect(after.subTotal.value).toBeCloseTo(sum(after.entries.map((e) => e.totalPrice.value)), 2);
        expect(after.totalUnitCount).toBe(7);
      });

      it('CART-08 refuses a quantity above the maximum and one for a product not in the cart', async () => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, 2);
        const tooMany = await buyer.carts.updateEntries({
          userId: B,
          cartId: cart.code,
          orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: max + 1 }],
        });
        expect(tooMany.cartModifications[0]?.errorList?.errors[0]?.type).toBe(ERROR_TYPES.maxQuantityExceeded);
        const absent = await buyer.carts.updateEntries({
          userId: B,
          cartId: cart.code,
          orderEntries: [{ product: { code: h.knownIsbns.lowStock }, quantity: 1 }],
        });
        expect(absent.cartModifications[0]?.errorList?.errors[0]?.type).toBe(ERROR_TYPES.entryNotFound);
        expect((await current()).entries.map((e) => e.quantity)).toEqual([2]);
      });

      it('CART-09 removes an entry and renumbers the rest from 0', async () => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, 1);
        await add(cart, h.knownIsbns.lowStock, 1);
        await buyer.carts.removeEntry({ userId: B, cartId: cart.code, entryNumber: 0 });
        const after = await current();
        expect(after.entries.map((e) => [e.entryNumber, e.product.isbn13])).toEqual([[0, h.knownIsbns.lowStock]]);
        const missing = await failure(buyer.carts.removeEntry({ userId: B, cartId: cart.code, entryNumber: 5 }));
        expect(missing.status).toBe(404);
      });

      it('recalculate answers the current cart with totals that add up', async () => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, 3);
        await add(cart, h.knownIsbns.lowStock, 1);
        const recalculated = await buyer.carts.recalculate({ userId: B });
        expect(recalculated.code).toBe(cart.code);
        expect(recalculated.totalItems).toBe(2);
        expect(recalculated.totalUnitCount).toBe(4);
        expect(recalculated.subTotal.value).toBeCloseTo(sum(recalculated.entries.map((e) => e.totalPrice.value)), 2);
        expect(recalculated.totalPrice.value).toBeGreaterThan(0);
      });
    });

    describe('who may touch a cart', () => {
      it('answers 401 without a session for every cart call', async () => {
        const cart = await current();
        const entries = {
          userId: B,
          cartId: cart.code,
          orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: 1 }],
        };
        const calls: [string, () => Promise<unknown>][] = [
          ['get', () => anon.carts.get({ userId: B })],
          ['create', () => anon.carts.create({ userId: B })],
          ['delete', () => anon.carts.delete({ cartId: cart.code })],
          ['addEntries', () => anon.carts.addEntries(entries)],
          ['updateEntries', () => anon.carts.updateEntries(entries)],
          ['removeEntry', () => anon.carts.removeEntry({ userId: B, cartId: cart.code, entryNumber: 0 })],
          ['recalculate', () => anon.carts.recalculate({ userId: B })],
        ];
        for (const [label, call] of calls) {
          const error = await failure(call());
          expect({ label, status: error.status, code: error.code }).toEqual({
            label,
            status: 401,
            code: 'UNAUTHENTICATED',
          });
        }
      });

      it("answers 404 'Cart not found.' for another user's cart and changes nothing", async () => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, 2);
        const theirs = {
          userId: O,
          cartId: cart.code,
          orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: 5 }],
        };
        const attempts = [
          () => other.carts.addEntries(theirs),
          () => other.carts.updateEntries(theirs),
          () => other.carts.removeEntry({ userId: O, cartId: cart.code, entryNumber: 0 }),
          () => other.carts.delete({ cartId: cart.code }),
        ];
        for (const attempt of attempts) {
          const error = await failure(attempt());
          expect([error.status, error.message, error.isCartNotFound]).toEqual([404, CART_NOT_FOUND, true]);
        }
        const after = await current();
        expect(after.code).toBe(cart.code);
        expect(after.entries.map((e) => e.quantity)).toEqual([2]);
      });

      it("refuses a request made in another user's name", async () => {
        expect([403, 404]).toContain((await failure(other.carts.get({ userId: B }))).status);
        expect([403, 404]).toContain((await failure(other.carts.recalculate({ userId: B }))).status);
      });

      it('answers 400 naming the field for a malformed body, and changes nothing', async () => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, 1);
        const zero = await failure(
          buyer.carts.addEntries({
            userId: B,
            cartId: cart.code,
            orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: 0 }],
          }),
        );
        expect(zero.status).toBe(400);
        expect(Object.keys(zero.fieldErrors).some((k) => k.endsWith('quantity'))).toBe(true);
        expect(zero.message).toContain('quantity');
        const none = await failure(buyer.carts.updateEntries({ userId: B, cartId: cart.code, orderEntries: [] }));
        expect(Object.keys(none.fieldErrors)).toContain('orderEntries');
        const noCode = await failure(
          buyer.carts.addEntries({ userId: B, cartId: cart.code, orderEntries: [{ quantity: 1 }] } as never),
        );
        expect(Object.keys(noCode.fieldErrors).some((k) => k.startsWith('orderEntries.0.product'))).toBe(true);
        const badEntry = await failure(buyer.carts.removeEntry({ userId: B, cartId: cart.code, entryNumber: -1 }));
        expect(Object.keys(badEntry.fieldErrors)).toContain('entryNumber');
        expect((await current()).entries.map((e) => e.quantity)).toEqual([1]);
      });
    });

    describe('wish lists', () => {
      /** A wish list of the buyer holding `quantity` of the in-stock book. */
      const wishList = async (name: string, quantity = 3) => {
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, quantity);
        return buyer.wishlists.name({ cartId: cart.code, cartName: name });
      };
      const listed = async () => (await buyer.wishlists.list({ userId: B })).carts;

      it('WISH-02 naming a cart saves it as a wish list with a modified and an expiry time', async () => {
        const named = await wishList('Spring reading', 3);
        expect([named.name, named.saved]).toEqual(['Spring reading', true]);
        expect(Date.parse(named.expirationTime ?? '')).toBeGreaterThan(Date.parse(named.modifiedTime ?? ''));
        expect(named.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([[h.knownIsbns.inStock, 3]]);
        // A wish list is no longer the current cart.
        expect((await current()).code).not.toBe(named.code);
      });

      it('WISH-01 lists only the wish lists, and fetches one with its entries', async () => {
        const named = await wishList('Reference shelf', 2);
        const plain = await freshCart();
        const carts = await listed();
        expect(carts.map((c) => c.code)).toContain(named.code);
        expect(carts.map((c) => c.code)).not.toContain(plain.code);
        expect(carts.every((c) => c.saved && c.userId === B)).toBe(true);
        const { savedCartData } = await buyer.wishlists.get({ cartId: named.code });
        expect([savedCartData.code, savedCartData.name]).toEqual([named.code, 'Reference shelf']);
        expect(savedCartData.entries.map((e) => e.quantity)).toEqual([2]);
        expect(savedCartData.totalUnitCount).toBe(2);
      });

      it('WISH-01 adding to a wish list adds to its entries; it stays a saved list, not the current cart', async () => {
        const named = await wishList('Add from product page', 1);
        const currentCode = (await current()).code;
        await add(named, h.knownIsbns.inStock, 2);
        await add(named, h.knownIsbns.lowStock, 1);
        const { savedCartData } = await buyer.wishlists.get({ cartId: named.code });
        expect(savedCartData.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([
          [h.knownIsbns.inStock, 3],
          [h.knownIsbns.lowStock, 1],
        ]);
        expect([savedCartData.saved, savedCartData.name]).toEqual([true, 'Add from product page']);
        expect((await current()).code).toBe(currentCode);
      });

      it('WISH-02 creates an empty wish list and deletes one: gone from the list and from get', async () => {
        const created = await buyer.wishlists.create({ userId: B, name: 'Autumn display' });
        expect([created.name, created.saved, created.entries.length]).toEqual(['Autumn display', true, 0]);
        expect((await listed()).map((c) => c.code)).toContain(created.code);
        await buyer.wishlists.delete({ cartId: created.code });
        expect((await listed()).map((c) => c.code)).not.toContain(created.code);
        const gone = await failure(buyer.wishlists.get({ cartId: created.code }));
        expect([gone.status, gone.message]).toEqual([404, CART_NOT_FOUND]);
      });

      it('WISH-02 restore clones the entries and quantities into the current cart, the wish list kept', async () => {
        const cart = await freshCart();
        await buyer.carts.addEntries({
          userId: B,
          cartId: cart.code,
          orderEntries: [
            { product: { code: h.knownIsbns.inStock }, quantity: 4 },
            { product: { code: h.knownIsbns.lowStock }, quantity: 2 },
          ],
        });
        const named = await buyer.wishlists.name({ cartId: cart.code, cartName: 'Standing order' });
        const clone = await buyer.wishlists.clone({ cartId: named.code, cartName: 'Standing order' });
        expect(clone.code).not.toBe(named.code);
        expect(clone.name).toBe('Standing order');
        const restored = await buyer.wishlists.restore({ cartId: clone.code });
        expect(restored.saved).toBe(false);
        const now = await current();
        expect(now.code).toBe(clone.code);
        expect(now.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([
          [h.knownIsbns.inStock, 4],
          [h.knownIsbns.lowStock, 2],
        ]);
        expect(now.totalUnitCount).toBe(6);
        expect(now.subTotal.value).toBe(sum(now.entries.map((e) => e.totalPrice.value)));
        const kept = (await buyer.wishlists.get({ cartId: named.code })).savedCartData;
        expect([kept.saved, kept.entries.map((e) => e.quantity)]).toEqual([true, [4, 2]]);
        expect((await listed()).map((c) => c.code)).not.toContain(clone.code);
      });

      it("answers 404 'Cart not found.' for another user's wish list and changes nothing", async () => {
        const named = await wishList('Private list', 5);
        const attempts = [
          () => other.wishlists.get({ cartId: named.code }),
          () => other.wishlists.name({ cartId: named.code, cartName: 'Taken' }),
          () => other.wishlists.clone({ cartId: named.code, cartName: 'Taken' }),
          () => other.wishlists.restore({ cartId: named.code }),
          () => other.wishlists.delete({ cartId: named.code }),
        ];
        for (const attempt of attempts) {
          const error = await failure(attempt());
          expect([error.status, error.message]).toEqual([404, CART_NOT_FOUND]);
        }
        expect([403, 404]).toContain((await failure(other.wishlists.list({ userId: B }))).status);
        expect((await other.wishlists.list({ userId: O })).carts.map((c) => c.code)).not.toContain(named.code);
        const after = (await buyer.wishlists.get({ cartId: named.code })).savedCartData;
        expect([after.name, after.saved, after.entries.map((e) => e.quantity)]).toEqual(['Private list', true, [5]]);
      });

      it('answers 401 without a session for every wish-list and account call', async () => {
        const named = await wishList('Signed-in only', 1);
        const calls: [string, () => Promise<unknown>][] = [
          ['list', () => anon.wishlists.list({ userId: B })],
          ['get', () => anon.wishlists.get({ cartId: named.code })],
          ['name', () => anon.wishlists.name({ cartId: named.code, cartName: 'x' })],
          ['clone', () => anon.wishlists.clone({ cartId: named.code, cartName: 'x' })],
          ['restore', () => anon.wishlists.restore({ cartId: named.code })],
          ['delete', () => anon.wishlists.delete({ cartId: named.code })],
          ['changeAccount', () => anon.carts.changeAccount({ userId: B, shipToAccountNumber: 'x' })],
          ['updateDefaultAccounts', () => anon.users.updateDefaultAccounts({ userId: B, shipToAccountNumber: 'x' })],
        ];
        for (const [label, call] of calls) {
          const error = await failure(call());
          expect({ label, status: error.status, code: error.code }).toEqual({
            label,
            status: 401,
            code: 'UNAUTHENTICATED',
          });
        }
        expect((await buyer.wishlists.get({ cartId: named.code })).savedCartData.name).toBe('Signed-in only');
      });

      it('answers 400 naming the field for a malformed wish-list request, and changes nothing', async () => {
        const named = await wishList('Well formed', 2);
        const blank = await failure(buyer.wishlists.name({ cartId: named.code, cartName: '   ' }));
        expect([blank.status, Object.keys(blank.fieldErrors)]).toEqual([400, ['cartName']]);
        expect(blank.message).toContain('cartName');
        const noId = await failure(buyer.wishlists.get({} as never));
        expect(Object.keys(noId.fieldErrors)).toContain('cartId');
        const noCloneName = await failure(buyer.wishlists.clone({ cartId: named.code } as never));
        expect(Object.keys(noCloneName.fieldErrors)).toContain('cartName');
        const badFullness = await failure(buyer.wishlists.list({ userId: B, fieldsFullness: 'ALL' } as never));
        expect(Object.keys(badFullness.fieldErrors)).toContain('fieldsFullness');
        const after = (await buyer.wishlists.get({ cartId: named.code })).savedCartData;
        expect([after.name, after.entries.map((e) => e.quantity)]).toEqual(['Well formed', [2]]);
      });
    });

    describe('ship-to switching', () => {
      const accountsOf = () => buyer.users.accounts({ userId: B });

      it('ACCT-02 switches the cart to another active ship-to account, and accounts answer it as current', async () => {
        const before = await accountsOf();
        const start = before.shipToAccount!.accountNumber;
        const target = before.shipToAccounts.find((a) => a.active && a.accountNumber !== start)!;
        expect(target).toBeDefined();
        const cart = await freshCart();
        await add(cart, h.knownIsbns.inStock, 2);
        try {
          const switched = await buyer.carts.changeAccount({ userId: B, shipToAccountNumber: target.accountNumber });
          expect(switched.code).toBe(cart.code);
          expect(switched.shipToAccountNumber).toBe(target.accountNumber);
          expect(switched.entries.map((e) => e.quantity)).toEqual([2]);
          expect(switched.totalPrice.value).toBe(sum(switched.entries.map((e) => e.totalPrice.value)));
          expect((await accountsOf()).shipToAccount?.accountNumber).toBe(target.accountNumber);
          expect((await current()).shipToAccountNumber).toBe(target.accountNumber);
        } finally {
          await buyer.carts.changeAccount({ userId: B, shipToAccountNumber: start });
        }
        expect((await accountsOf()).shipToAccount?.accountNumber).toBe(start);
      });

      it('ACCT-02 refuses an inactive, a foreign or an unknown account, and changes nothing', async () => {
        const before = await accountsOf();
        const start = before.shipToAccount!.accountNumber;
        const inactive = before.shipToAccounts.find((a) => !a.active);
        expect(inactive).toBeDefined();
        const mine = new Set(before.shipToAccounts.map((a) => a.accountNumber));
        const foreign = (await other.users.accounts({ userId: O })).shipToAccounts.find(
          (a) => !mine.has(a.accountNumber),
        );
        expect(foreign).toBeDefined();
        const cart = await freshCart();
        for (const shipToAccountNumber of [inactive!.accountNumber, foreign!.accountNumber, 'NO-SUCH-ACCOUNT']) {
          for (const call of [
            () => buyer.carts.changeAccount({ userId: B, shipToAccountNumber }),
            () => buyer.users.updateDefaultAccounts({ userId: B, shipToAccountNumber }),
          ]) {
            const error = await failure(call());
            expect({ shipToAccountNumber, status: error.status, field: error.fieldErrors.shipToAccountNumber }).toEqual(
              { shipToAccountNumber, status: 400, field: ACCOUNT_NOT_FOUND },
            );
          }
        }
        expect([403, 404]).toContain(
          (await failure(other.carts.changeAccount({ userId: B, shipToAccountNumber: start }))).status,
        );
        const empty = await failure(buyer.carts.changeAccount({ userId: B, shipToAccountNumber: '' }));
        expect([empty.status, Object.keys(empty.fieldErrors)]).toEqual([400, ['shipToAccountNumber']]);
        expect((await accountsOf()).shipToAccount?.accountNumber).toBe(start);
        expect((await current()).code).toBe(cart.code);
        expect((await current()).shipToAccountNumber).toBe(cart.shipToAccountNumber);
      });

      it('CHK-06 updates the default ship-to account, which becomes the current one', async () => {
        const before = await accountsOf();
        const start = before.shipToAccount!.accountNumber;
        const target = before.shipToAccounts.find((a) => a.active && a.accountNumber !== start)!;
        try {
          const updated = await buyer.users.updateDefaultAccounts({
            userId: B,
            shipToAccountNumber: target.accountNumber,
          });
          expect(updated.shipToAccount?.accountNumber).toBe(target.accountNumber);
          expect(updated.customerDefaultShipToAccount?.name).toBe(target.name);
          expect((await accountsOf()).customerDefaultShipToAccount?.name).toBe(target.name);
        } finally {
          await buyer.users.updateDefaultAccounts({ userId: B, shipToAccountNumber: start });
        }
        expect((await accountsOf()).shipToAccount?.accountNumber).toBe(start);
      });
    });

    const ctx: ContractContext = {
      get h() {
        return h;
      },
      get buyer() {
        return buyer;
      },
      get other() {
        return other;
      },
      get anon() {
        return anon;
      },
      get max() {
        return max;
      },
      B,
      O,
    };
    for (const defineCases of domainCases) defineCases(ctx);
  });
}

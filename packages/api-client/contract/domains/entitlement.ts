import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/createApiClient';
import { ERROR_TYPES } from '../../src/messages';
import { ENTITLEMENT_MESSAGES, type Entitlement, type Product } from '../../src/schemas';
import { ENTITLEMENT_USERS, type ContractContext } from './context';

/** The price fields an answer must leave out when the caller may not see the price. */
const PRICE_FIELDS = ['price', 'customPrice', 'customPrices', 'customListPrice', 'customUnitPrice'] as const;
const prices = (item: object) =>
  Object.fromEntries(
    PRICE_FIELDS.filter((f) => (item as Record<string, unknown>)[f] != null).map((f) => [
      f,
      (item as Record<string, unknown>)[f],
    ]),
  );

const contactRep = { priceShown: false, purchasable: false, offer: 'contact-rep' } as const;

/**
 * The selling rule decided once, on the server and in the twin alike (spec 001 §6, PDP-03): every answer that
 * carries a product carries the caller's verdict, a price the caller may not see is not in it, and every add to the
 * cart is refused with the verdict's reason.
 */
export function entitlementCases(ctx: ContractContext): void {
  describe('selling rule (PDP-03): one verdict in every answer and every add', () => {
    let intl: ApiClient;
    let staff: ApiClient;
    const INTL = ENTITLEMENT_USERS.international;

    beforeAll(async () => {
      [intl, staff] = await Promise.all([
        ctx.h.asUser(ENTITLEMENT_USERS.international),
        ctx.h.asUser(ENTITLEMENT_USERS.staff),
      ]);
    });

    /** The three cases of the issue: the in-stock title for the international buyer, rep-only and out-of-print for the buyer. */
    const cases = () =>
      [
        { who: 'international buyer, in-stock title', api: intl, uid: INTL, isbn: ctx.h.knownIsbns.inStock },
        { who: 'buyer, grade-level title', api: ctx.buyer, uid: ctx.B, isbn: ctx.h.knownIsbns.repOnly },
        { who: 'buyer, out-of-print title', api: ctx.buyer, uid: ctx.B, isbn: ctx.h.knownIsbns.outOfPrint },
      ] as const;

    const expectContactRep = (item: { entitlement?: Entitlement | null | undefined } & object, who: string) => {
      expect({ who, ...item.entitlement }).toMatchObject({ who, ...contactRep });
      expect({ who, prices: prices(item) }).toEqual({ who, prices: {} });
    };

    it('PDP-03 the product answer, search, price and availability and the internal lookup carry "no price, not purchasable, contact your rep"', async () => {
      for (const { who, api, isbn } of cases()) {
        const product = await api.products.byCode({ productCode: isbn });
        expectContactRep(product, `${who}: product`);
        const found = await api.products.search({ q: isbn });
        expect(found.products.map((p) => p.isbn13)).toEqual([isbn]);
        expectContactRep(found.products[0]!, `${who}: search`);
        const checked = await api.products.checkPrices({ rows: [{ isbn, quantity: 2 }] });
        const item = checked.items.find((i) => i.isbn13 === isbn)!;
        expectContactRep(item, `${who}: price check item`);
        expectContactRep(item.product!, `${who}: price check product`);
        const one = await api.products.priceAndAvailability({ productCode: isbn, quantity: 1 });
        expect({ who, ...one.entitlement }).toMatchObject({ who, ...contactRep });
        expect([one.customPrice, one.customUnitPrice, one.customListPrice]).toEqual([null, null, null]);
        expectContactRep(await api.products.lookup({ productCode: isbn }), `${who}: lookup`);
      }
    });

    it("IPS-01 staff looking up a product for the international buyer's account get that account's verdict: no price, contact your rep", async () => {
      const accounts = await intl.users.accounts({ userId: INTL });
      const account = accounts.shipToAccount!.accountNumber;
      const found = await staff.products.lookup({
        productCode: ctx.h.knownIsbns.inStock,
        shipToAccountNumber: account,
      });
      expectContactRep(found, 'staff lookup');
      // The same title for a North American buyer's account is priced and purchasable.
      const home = await ctx.buyer.users.accounts({ userId: ctx.B });
      const priced = await staff.products.lookup({
        productCode: ctx.h.knownIsbns.inStock,
        shipToAccountNumber: home.shipToAccount!.accountNumber,
      });
      expect(priced.entitlement).toMatchObject({ priceShown: true, purchasable: true, offer: 'buy' });
      expect(priced.customPrice?.value).toBeGreaterThan(0);
    });

    it("CART-13 FOE-01 every add path is refused with the verdict's reason: bulk add (fast order, reorder), and the cart is unchanged", async () => {
      for (const { who, api, uid, isbn } of cases()) {
        const cart = await api.carts.create({ userId: uid });
        const answer = await api.carts.addEntries({
          userId: uid,
          cartId: cart.code,
          orderEntries: [{ product: { code: isbn }, quantity: 2 }],
        });
        const line = answer.bulkCartModificationList[0]!;
        const verdict = (await api.products.byCode({ productCode: isbn })).entitlement!;
        expect({ who, cartModification: line.cartModification ?? null, error: line.errorList?.errors[0] }).toEqual({
          who,
          cartModification: null,
          error: { message: verdict.message, type: ERROR_TYPES.notPurchasable, reason: verdict.reason },
        });
        expect(verdict.message).toBe(ENTITLEMENT_MESSAGES[verdict.reason!]);
        expect({ who, entries: (await api.carts.get({ userId: uid })).entries }).toEqual({ who, entries: [] });
      }
    });

    it("WISH-02 a restored wish list's lines carry the owner's verdict, and none is refused when all may be bought", async () => {
      const { buyer, B, h } = ctx;
      const cart = await buyer.carts.create({ userId: B });
      await buyer.carts.addEntries({
        userId: B,
        cartId: cart.code,
        orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: 2 }],
      });
      expect((await buyer.carts.get({ userId: B })).entries).toHaveLength(1);
      const list = await buyer.wishlists.name({ cartId: cart.code, cartName: 'Selling rule' });
      // The same list restored by the buyer goes in whole: no refusals.
      const clone = await buyer.wishlists.clone({ cartId: list.code, cartName: 'Selling rule' });
      const restored = await buyer.wishlists.restore({ cartId: clone.code });
      expect(restored.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([[h.knownIsbns.inStock, 2]]);
      expect(restored.refusedEntries ?? []).toEqual([]);
      expect(restored.entries[0]!.product.entitlement).toMatchObject({ purchasable: true, offer: 'buy' });
    });

    it('PDP-03 a visitor gets no price in any product answer: sign in to see it', async () => {
      const product = await ctx.anon.products.byCode({ productCode: ctx.h.knownIsbns.inStock });
      expect(product.entitlement).toMatchObject({ priceShown: false, purchasable: false, offer: 'sign-in' });
      expect(prices(product)).toEqual({});
      const found = await ctx.anon.products.search({ q: ctx.h.knownIsbns.inStock });
      expect(found.products.map((p: Product) => prices(p))).toEqual([{}]);
      // The out-of-print title offers no Add to cart even to a visitor.
      const gone = await ctx.anon.products.byCode({ productCode: ctx.h.knownIsbns.outOfPrint });
      expect(gone.entitlement).toMatchObject(contactRep);
    });

    it('PDP-03 the signed-in buyer sees the price of the in-stock title and may buy it', async () => {
      const product = await ctx.buyer.products.byCode({ productCode: ctx.h.knownIsbns.inStock });
      expect(product.entitlement).toEqual({
        priceShown: true,
        purchasable: true,
        reason: null,
        offer: 'buy',
        message: null,
      });
      expect(product.price?.value).toBeGreaterThan(0);
    });
  });
}

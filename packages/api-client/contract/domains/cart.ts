import { describe, expect, it } from 'vitest';
import { ERROR_TYPES, NOT_PURCHASABLE, PRODUCT_NOT_FOUND } from '../../src/messages';
import type { Cart } from '../../src/schemas';
import type { ContractContext } from './context';
import { failure } from '../failure';

/**
 * More cart cases (the first ones are in ../cases.ts): a bulk add that mixes every kind of answer,
 * lines of one product counted together against maxProductQuantity, and the cart priced for its ship-to account.
 */
export function cartCases(ctx: ContractContext): void {
  describe('cart bulk add', () => {
    it('CART-13 answers each entry in request order: unknown, not orderable, over the maximum counting the cart, added — only the last changes the cart', async () => {
      const { buyer, B, h, max } = ctx;
      const cart = await buyer.carts.create({ userId: B });
      await buyer.carts.addEntries({
        userId: B,
        cartId: cart.code,
        orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: max - 1 }],
      });
      const result = await buyer.carts.addEntries({
        userId: B,
        cartId: cart.code,
        orderEntries: [
          { product: { code: h.knownIsbns.unknown }, quantity: 1 },
          { product: { code: h.knownIsbns.notPurchasable }, quantity: 1 },
          { product: { code: h.knownIsbns.inStock }, quantity: 2 },
          { product: { code: h.knownIsbns.lowStock }, quantity: 1 },
        ],
      });
      const [unknown, notOrderable, overMax, added] = result.bulkCartModificationList;
      expect(result.bulkCartModificationList).toHaveLength(4);
      expect(unknown?.errorList?.errors[0]).toMatchObject({
        message: PRODUCT_NOT_FOUND,
        type: ERROR_TYPES.productNotFound,
      });
      expect(notOrderable?.errorList?.errors[0]).toMatchObject({
        message: NOT_PURCHASABLE,
        type: ERROR_TYPES.notPurchasable,
      });
      expect(overMax?.errorList?.errors[0]?.type).toBe(ERROR_TYPES.maxQuantityExceeded);
      expect(added?.errorList?.errors ?? []).toEqual([]);
      expect(added?.cartModification).toMatchObject({ quantityAdded: 1, quantity: 1 });
      const after = await buyer.carts.get({ userId: B });
      expect(after.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([
        [h.knownIsbns.inStock, max - 1],
        [h.knownIsbns.lowStock, 1],
      ]);
    });

    it('CART-13 counts two lines of one product in the same request together against the maximum', async () => {
      const { buyer, B, h, max } = ctx;
      const cart = await buyer.carts.create({ userId: B });
      const half = Math.ceil(max / 2) + 1;
      const result = await buyer.carts.addEntries({
        userId: B,
        cartId: cart.code,
        orderEntries: [
          { product: { code: h.knownIsbns.inStock }, quantity: half },
          { product: { code: h.knownIsbns.inStock }, quantity: half },
        ],
      });
      const [first, second] = result.bulkCartModificationList;
      expect(first?.cartModification).toMatchObject({ quantityAdded: half });
      expect(second?.errorList?.errors[0]?.type).toBe(ERROR_TYPES.maxQuantityExceeded);
      expect((await buyer.carts.get({ userId: B })).entries.map((e) => e.quantity)).toEqual([half]);
    });
  });

  describe('ship-to pricing', () => {
    it("PDP-01 SRCH-01 the product page and its search result show the named ship-to's price, as price and availability; a visitor the catalogue price", async () => {
      const { buyer, anon, B, h } = ctx;
      const isbn = h.knownIsbns.inStock;
      const catalogue = (await anon.products.byCode({ productCode: isbn })).customPrice?.value;
      expect((await anon.products.search({ q: isbn })).products[0]?.customPrice?.value).toBe(catalogue);
      const active = (await buyer.users.accounts({ userId: B })).shipToAccounts
        .filter((a) => a.active)
        .map((a) => a.accountNumber);
      const shown: (number | undefined)[] = [];
      for (const shipToAccountNumber of active) {
        const pna = (
          await buyer.products.priceAndAvailability({ productCode: isbn, accountNumber: shipToAccountNumber })
        ).customUnitPrice?.value;
        const page = (await buyer.products.byCode({ productCode: isbn, shipToAccountNumber })).customPrice?.value;
        const found = (await buyer.products.search({ q: isbn, shipToAccountNumber })).products[0]?.customPrice?.value;
        expect([page, found]).toEqual([pna, pna]);
        shown.push(pna);
      }
      expect(shown.some((price) => price !== catalogue)).toBe(true);
      expect(
        (await failure(buyer.products.byCode({ productCode: isbn, shipToAccountNumber: '77777777' }))).status,
      ).toBe(404);
    });

    it('ACCT-02 switching ship-to reprices the cart: the totals change, agree with price and availability (PNA-01) for the account, and change back', async () => {
      const { buyer, B, h } = ctx;
      const accounts = await buyer.users.accounts({ userId: B });
      const start = accounts.shipToAccount!.accountNumber;
      const target = accounts.shipToAccounts.find((a) => a.active && a.accountNumber !== start)!;
      expect(target).toBeDefined();
      const cart = await buyer.carts.create({ userId: B });
      await buyer.carts.addEntries({
        userId: B,
        cartId: cart.code,
        orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: 3 }],
      });
      const before = await buyer.carts.get({ userId: B });
      const line = (c: Cart) => c.entries.map((e) => [e.basePrice.value, e.totalPrice.value])[0];
      const pna = async (accountNumber: string) => {
        const p = await buyer.products.priceAndAvailability({
          productCode: h.knownIsbns.inStock,
          accountNumber,
          quantity: 3,
        });
        return [p.customUnitPrice?.value, p.customPrice?.value];
      };
      expect(await pna(start)).toEqual(line(before));
      let switched: Cart;
      try {
        switched = await buyer.carts.changeAccount({ userId: B, shipToAccountNumber: target.accountNumber });
      } finally {
        // The account is shared by every case: back to the start whatever happened.
        await buyer.carts.changeAccount({ userId: B, shipToAccountNumber: start }).catch(() => undefined);
      }
      expect(switched.code).toBe(cart.code);
      expect(switched.totalPrice.value).not.toBe(before.totalPrice.value);
      expect(switched.subTotal.value).toBe(sum(switched.entries.map((e) => e.totalPrice.value)));
      expect(line(switched)).not.toEqual(line(before));
      expect(await pna(target.accountNumber)).toEqual(line(switched));
      const back = await buyer.carts.get({ userId: B });
      expect([back.shipToAccountNumber, back.totalPrice.value, line(back)]).toEqual([
        start,
        before.totalPrice.value,
        line(before),
      ]);
    });
  });
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

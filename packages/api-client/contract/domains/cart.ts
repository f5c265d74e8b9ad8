import { describe, expect, it } from 'vitest';
import { ERROR_TYPES, NOT_PURCHASABLE, PRODUCT_NOT_FOUND } from '../../src/messages';
import type { ContractContext } from './context';

/**
 * Cart cases added with issue 3 (the earlier ones stay in ../cases.ts): a bulk add that mixes every kind of answer,
 * and lines of one product counted together against maxProductQuantity.
 */
export function cartCases(ctx: ContractContext): void {
  describe('cart bulk add (issue 3)', () => {
    it('CART-13 answers each entry in request order: unknown, not orderable, over the maximum counting the cart, added — only the last changes the cart', async () => {
      const { buyer, B, h, max } = ctx;
      const cart = await buyer.carts.create({ userId: B });
      await buyer.carts.addEntries({ userId: B, cartId: cart.code, orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: max - 1 }] });
      const result = await buyer.carts.addEntries({
        userId: B, cartId: cart.code,
        orderEntries: [
          { product: { code: h.knownIsbns.unknown }, quantity: 1 },
          { product: { code: h.knownIsbns.notPurchasable }, quantity: 1 },
          { product: { code: h.knownIsbns.inStock }, quantity: 2 },
          { product: { code: h.knownIsbns.lowStock }, quantity: 1 },
        ],
      });
      const [unknown, notOrderable, overMax, added] = result.bulkCartModificationList;
      expect(result.bulkCartModificationList).toHaveLength(4);
      expect(unknown?.errorList?.errors[0]).toMatchObject({ message: PRODUCT_NOT_FOUND, type: ERROR_TYPES.productNotFound });
      expect(notOrderable?.errorList?.errors[0]).toMatchObject({ message: NOT_PURCHASABLE, type: ERROR_TYPES.notPurchasable });
      expect(overMax?.errorList?.errors[0]?.type).toBe(ERROR_TYPES.maxQuantityExceeded);
      expect(added?.errorList?.errors ?? []).toEqual([]);
      expect(added?.cartModification).toMatchObject({ quantityAdded: 1, quantity: 1 });
      const after = await buyer.carts.get({ userId: B });
      expect(after.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([[h.knownIsbns.inStock, max - 1], [h.knownIsbns.lowStock, 1]]);
    });

    it('CART-13 counts two lines of one product in the same request together against the maximum', async () => {
      const { buyer, B, h, max } = ctx;
      const cart = await buyer.carts.create({ userId: B });
      const half = Math.ceil(max / 2) + 1;
      const result = await buyer.carts.addEntries({
        userId: B, cartId: cart.code,
        orderEntries: [{ product: { code: h.knownIsbns.inStock }, quantity: half }, { product: { code: h.knownIsbns.inStock }, quantity: half }],
      });
      const [first, second] = result.bulkCartModificationList;
      expect(first?.cartModification).toMatchObject({ quantityAdded: half });
      expect(second?.errorList?.errors[0]?.type).toBe(ERROR_TYPES.maxQuantityExceeded);
      expect((await buyer.carts.get({ userId: B })).entries.map((e) => e.quantity)).toEqual([half]);
    });
  });
}

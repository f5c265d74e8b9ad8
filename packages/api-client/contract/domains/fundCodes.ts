import { describe, expect, it } from 'vitest';
import { FUND_CODE_INVALID } from '../../src/fundCodes';
import { ENTRY_NOT_FOUND } from '../../src/messages';
import type { Cart } from '../../src/schemas';
import { failure } from '../failure';
import type { DomainCases } from './context';

/**
 * Fund codes per cart line (the library fund paying for it): offered from the ship-to's funds, set on several lines
 * at once by product code, validated, only by the cart's owner, and kept on the order lines when the order is placed.
 */
export const fundCodeCases: DomainCases = (ctx) => {
  describe('fund codes', () => {
    /** A new current cart of the buyer holding the two known purchasable books. */
    const cartOfTwo = async () => {
      const cart = await ctx.buyer.carts.create({ userId: ctx.B });
      await ctx.buyer.carts.addEntries({
        userId: ctx.B,
        cartId: cart.code,
        orderEntries: [
          { product: { code: ctx.h.knownIsbns.inStock }, quantity: 1 },
          { product: { code: ctx.h.knownIsbns.lowStock }, quantity: 1 },
        ],
      });
      return ctx.buyer.carts.get({ userId: ctx.B });
    };
    const codes = (cart: Cart) => Object.fromEntries(cart.entries.map((e) => [e.product.isbn13, e.fundCode ?? null]));

    it("CART-05 the buyer's ship-to offers its funds", async () => {
      const accounts = await ctx.buyer.users.accounts({ userId: ctx.B });
      expect(accounts.shipToAccount?.funds).toEqual(
        expect.arrayContaining(['ADULT-NF-2027', 'YA-FIC-2027', 'REF-2027']),
      );
    });

    it('CART-05 sets one trimmed fund code on two lines by product code, keeps it through a quantity change and a renumbering removal, and clears it', async () => {
      const { inStock, lowStock } = ctx.h.knownIsbns;
      const cart = await cartOfTwo();
      expect(codes(cart)).toEqual({ [inStock]: null, [lowStock]: null });
      const set = await ctx.buyer.carts.setFundCodes({
        userId: ctx.B,
        cartId: cart.code,
        productCodes: [inStock, lowStock],
        fundCode: '  ADULT-NF-2027 ',
      });
      expect(codes(set)).toEqual({ [inStock]: 'ADULT-NF-2027', [lowStock]: 'ADULT-NF-2027' });
      // Free text is allowed besides the ship-to's funds.
      await ctx.buyer.carts.setFundCodes({
        userId: ctx.B,
        cartId: cart.code,
        productCodes: [lowStock],
        fundCode: 'GIFT/2027_a.1',
      });
      await ctx.buyer.carts.updateEntries({
        userId: ctx.B,
        cartId: cart.code,
        orderEntries: [{ product: { code: lowStock }, quantity: 2 }],
      });
      // Removing the first line renumbers the second: its code stays with its title.
      const first = cart.entries.find((e) => e.product.isbn13 === inStock)!;
      await ctx.buyer.carts.removeEntry({ userId: ctx.B, cartId: cart.code, entryNumber: first.entryNumber });
      const after = await ctx.buyer.carts.get({ userId: ctx.B });
      expect(after.entries.map((e) => [e.entryNumber, e.product.isbn13, e.quantity, e.fundCode])).toEqual([
        [0, lowStock, 2, 'GIFT/2027_a.1'],
      ]);
      const cleared = await ctx.buyer.carts.setFundCodes({
        userId: ctx.B,
        cartId: cart.code,
        productCodes: [lowStock],
        fundCode: ' ',
      });
      expect(cleared.entries[0]!.fundCode ?? null).toBeNull();
    });

    it('CART-05 refuses a malformed fund code with 400 naming fundCode, and a product not on the cart with 404; no line changes', async () => {
      const { inStock, lowStock, unknown } = ctx.h.knownIsbns;
      const cart = await cartOfTwo();
      await ctx.buyer.carts.setFundCodes({
        userId: ctx.B,
        cartId: cart.code,
        productCodes: [inStock],
        fundCode: 'REF-2027',
      });
      for (const fundCode of ['A'.repeat(41), 'ADULT NF', 'FUND;DROP', 'fond€']) {
        const error = await failure(
          ctx.buyer.carts.setFundCodes({ userId: ctx.B, cartId: cart.code, productCodes: [inStock], fundCode }),
        );
        expect([error.status, error.code, error.fieldErrors?.fundCode]).toEqual([400, 'VALIDATION', FUND_CODE_INVALID]);
      }
      const missing = await failure(
        ctx.buyer.carts.setFundCodes({
          userId: ctx.B,
          cartId: cart.code,
          productCodes: [lowStock, unknown],
          fundCode: 'YA-FIC-2027',
        }),
      );
      expect([missing.status, missing.message]).toEqual([404, ENTRY_NOT_FOUND]);
      expect(codes(await ctx.buyer.carts.get({ userId: ctx.B }))).toEqual({ [inStock]: 'REF-2027', [lowStock]: null });
    });

    it("CART-05 another user cannot set fund codes on the buyer's cart lines; nothing changes", async () => {
      const { inStock } = ctx.h.knownIsbns;
      const cart = await cartOfTwo();
      const asThemselves = await failure(
        ctx.other.carts.setFundCodes({
          userId: ctx.O,
          cartId: cart.code,
          productCodes: [inStock],
          fundCode: 'REF-2027',
        }),
      );
      expect(asThemselves.status).toBe(404);
      const asTheBuyer = await failure(
        ctx.other.carts.setFundCodes({
          userId: ctx.B,
          cartId: cart.code,
          productCodes: [inStock],
          fundCode: 'REF-2027',
        }),
      );
      expect([403, 404]).toContain(asTheBuyer.status);
      expect((await ctx.buyer.carts.get({ userId: ctx.B })).entries.every((e) => (e.fundCode ?? null) === null)).toBe(
        true,
      );
    });

    it('ORD-04 the fund codes are kept on the order lines when the order is placed', async () => {
      const { inStock, lowStock } = ctx.h.knownIsbns;
      const cart = await cartOfTwo();
      await ctx.buyer.carts.setFundCodes({
        userId: ctx.B,
        cartId: cart.code,
        productCodes: [inStock],
        fundCode: 'ADULT-NF-2027',
      });
      await ctx.buyer.carts.setFundCodes({
        userId: ctx.B,
        cartId: cart.code,
        productCodes: [lowStock],
        fundCode: 'REF-2027',
      });
      await ctx.buyer.carts.setShipper({ userId: ctx.B });
      const placed = await ctx.buyer.orders.place({
        userId: ctx.B,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: 'PO-FUNDS',
        cartCode: cart.code,
      });
      expect(Object.fromEntries(placed.entries.map((e) => [e.product.isbn13, e.fundCode]))).toEqual({
        [inStock]: 'ADULT-NF-2027',
        [lowStock]: 'REF-2027',
      });
      const accounts = await ctx.buyer.users.accounts({ userId: ctx.B });
      const pair = {
        billToAccountNumber: accounts.customerDefaultBillToAccount!.uid,
        shipToAccountNumber: accounts.shipToAccount!.accountNumber,
      };
      const { orders } = await ctx.buyer.orders.list(pair);
      const row = orders.find((o) => o.internetReference === placed.code)!;
      const detail = await ctx.buyer.orders.detail({ ...pair, orderNumber: row.orderNumber });
      expect(Object.fromEntries(detail.lines.map((l) => [l.isbn3Litm, l.fundCode]))).toEqual({
        [inStock]: 'ADULT-NF-2027',
        [lowStock]: 'REF-2027',
      });
    });
  });
};

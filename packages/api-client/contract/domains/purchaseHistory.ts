import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow, PurchaseFlag } from '../../src/schemas';
import { failure } from '../failure';
import type { DomainCases } from './context';

/** "Already ordered / in your cart / on a list" flags of the signed-in buyer's current ship-to. */
export const purchaseHistoryCases: DomainCases = (ctx) => {
  describe('purchase history flags', () => {
    let newest: OrderRow;
    let orderedIsbn: string;

    beforeAll(async () => {
      const accounts = await ctx.buyer.users.accounts({ userId: ctx.B });
      const pair = {
        billToAccountNumber: accounts.customerDefaultBillToAccount!.uid,
        shipToAccountNumber: accounts.shipToAccount!.accountNumber,
      };
      const list = await ctx.buyer.orders.list(pair);
      // The newest purchase of the ship-to that is not cancelled: its titles' flags name this very order.
      newest = [...list.orders, ...list.standingOrders]
        .filter((o) => (o.customType ?? 'PURCHASES') === 'PURCHASES' && o.shipStatus !== '2')
        .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.orderNumber.localeCompare(a.orderNumber))[0]!;
      const detail = await ctx.buyer.orders.detail({ ...pair, orderNumber: newest.orderNumber });
      orderedIsbn = detail.lines[0]!.isbn3Litm;
    });

    const flagOf = (flags: PurchaseFlag[], isbn: string) => flags.find((f) => f.isbn13 === isbn);

    it('names the newest order of the current ship-to holding a title, with its date', async () => {
      const answer = await ctx.buyer.products.purchaseHistory({ isbns: [orderedIsbn, ctx.h.knownIsbns.unknown] });
      expect(flagOf(answer.flags, orderedIsbn)?.lastOrder).toEqual({
        orderNumber: newest.orderNumber,
        orderDate: newest.orderDate,
      });
      // A title nobody ordered, carts or lists is left out of the answer.
      expect(flagOf(answer.flags, ctx.h.knownIsbns.unknown)).toBeUndefined();
      expect(answer.lookBackMonths).toBe(24);
    });

    it('counts the copies in the current cart and names the wish lists holding a title', async () => {
      const { buyer, B, h } = ctx;
      const cart = await buyer.carts.create({ userId: B });
      await buyer.carts.addEntries({
        userId: B,
        cartId: cart.code,
        orderEntries: [{ product: { code: h.knownIsbns.lowStock }, quantity: 3 }],
      });
      const list = await buyer.wishlists.create({ userId: B, name: 'Contract Flags List' });
      await buyer.carts.addEntries({
        userId: B,
        cartId: list.code,
        orderEntries: [{ product: { code: h.knownIsbns.lowStock }, quantity: 1 }],
      });
      try {
        const flag = flagOf(
          (await buyer.products.purchaseHistory({ isbns: [h.knownIsbns.lowStock] })).flags,
          h.knownIsbns.lowStock,
        );
        expect(flag?.cartQuantity).toBe(3);
        expect(flag?.wishLists).toContainEqual({ code: list.code, name: 'Contract Flags List' });
      } finally {
        await buyer.wishlists.delete({ cartId: list.code });
      }
    });

    it("answers only the caller's own history: another buyer sees no flag of the buyer's order, a visitor 401", async () => {
      const others = await ctx.other.products.purchaseHistory({ isbns: [orderedIsbn] });
      expect(flagOf(others.flags, orderedIsbn)?.lastOrder?.orderNumber).not.toBe(newest.orderNumber);
      expect((await failure(ctx.anon.products.purchaseHistory({ isbns: [orderedIsbn] }))).status).toBe(401);
    });

    it('refuses a malformed ISBN or an empty list with 400 naming the field', async () => {
      const bad = await failure(ctx.buyer.products.purchaseHistory({ isbns: ['97800000'] }));
      expect([bad.status, bad.fieldErrors?.['isbns.0']]).toEqual([400, 'Each ISBN must be 13 digits']);
      expect((await failure(ctx.buyer.products.purchaseHistory({ isbns: [] }))).status).toBe(400);
    });
  });
};

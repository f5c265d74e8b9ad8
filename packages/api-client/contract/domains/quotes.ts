import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/createApiClient';
import {
  ACCOUNT_NOT_FOUND,
  ERROR_TYPES,
  QUOTE_ALREADY_ACCEPTED,
  QUOTE_EXPIRY_PAST,
  QUOTE_NOT_ANSWERED,
  QUOTE_NOT_FOUND,
  QUOTE_PRICE_EVERY_LINE,
  QUOTE_SOLD_ONLINE,
  STAFF_ONLY,
  quoteQuantityExceeded,
} from '../../src/messages';
import { QUOTE_ERROR_CODES, type Quote } from '../../src/schemas';
import { failure } from '../failure';
import { ENTITLEMENT_USERS, type DomainCases } from './context';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Quotes for titles sold through a rep: the buyer requests one on their ship-to, staff price it, the buyer accepts it
 * into the cart at the quoted prices; only the ship-to's buyers (and staff) read or act on it; the state refusals.
 */
export const quoteCases: DomainCases = (ctx) => {
  describe('quotes', () => {
    let staff: ApiClient;
    beforeAll(async () => {
      staff = await ctx.h.asUser(ENTITLEMENT_USERS.staff);
    });

    /** A fresh current cart of the buyer and a quote for `quantity` copies of the rep-only title on its ship-to. */
    const requested = async (quantity = 3): Promise<{ quote: Quote; shipTo: string }> => {
      const cart = await ctx.buyer.carts.create({ userId: ctx.B });
      const shipTo = cart.shipToAccountNumber!;
      const quote = await ctx.buyer.quotes.request({
        shipTo,
        note: '  For the education faculty  ',
        lines: [{ productCode: ctx.h.knownIsbns.repOnly, quantity }],
      });
      return { quote, shipTo };
    };
    /** Such a quote answered by staff at 21.40 a copy, to be accepted within two weeks. */
    const quoted = async (quantity = 3) => {
      const made = await requested(quantity);
      const answer = await staff.quotes.answer({
        number: made.quote.number,
        lines: [{ productCode: ctx.h.knownIsbns.repOnly, unitPrice: 21.4 }],
        expiresOn: inDays(14),
      });
      return { ...made, answer };
    };

    it('a buyer requests a quote for a title sold through a rep; it is listed first for the ship-to, as requested', async () => {
      const { quote, shipTo } = await requested(3);
      expect(quote).toMatchObject({
        shipTo,
        status: 'requested',
        note: 'For the education faculty',
        requestedBy: ctx.B,
      });
      expect(quote.number).toMatch(/^Q\d+$/);
      expect(quote.lines).toEqual([
        expect.objectContaining({ isbn13: ctx.h.knownIsbns.repOnly, quantity: 3, unitPrice: null }),
      ]);
      const { quotes } = await ctx.buyer.quotes.list({ shipTo });
      expect(quotes[0]).toMatchObject({ number: quote.number, status: 'requested' });
      expect(await ctx.buyer.quotes.get({ number: quote.number })).toEqual(quotes[0]);
    });

    it('staff price it; the buyer accepts it and the cart, its totals and the placed order carry the quoted unit price', async () => {
      const { quote, answer } = await quoted(3);
      expect(answer).toMatchObject({ status: 'quoted', expiresOn: inDays(14), total: { value: 64.2 } });
      expect(answer.lines[0]!.unitPrice).toMatchObject({ value: 21.4, formattedValue: '$21.40' });
      const cart = await ctx.buyer.quotes.accept({ number: quote.number });
      expect(cart.entries.map((e) => [e.product.isbn13, e.quantity, e.basePrice.value, e.totalPrice.value])).toEqual([
        [ctx.h.knownIsbns.repOnly, 3, 21.4, 64.2],
      ]);
      // The line's product shows the quoted price, not the catalogue's (which the rule withholds from a rep's title).
      expect(cart.entries[0]).toMatchObject({
        quoteNumber: quote.number,
        product: {
          entitlement: { offer: 'buy', priceShown: true },
          price: { value: 21.4 },
          customPrice: { value: 21.4 },
        },
      });
      expect(cart.subTotal.value).toBe(64.2);
      expect((await ctx.buyer.quotes.get({ number: quote.number })).status).toBe('accepted');
      await ctx.buyer.carts.setShipper({ userId: ctx.B });
      const order = await ctx.buyer.orders.place({
        userId: ctx.B,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: 'PO-QUOTE',
        cartCode: cart.code,
      });
      expect(order.entries.map((e) => [e.quantity, e.basePrice.value])).toEqual([[3, 21.4]]);
    });

    it('a quoted cart line may be lowered at the quoted price, but not raised or added to above the quoted quantity', async () => {
      const { quote } = await quoted(3);
      const cart = await ctx.buyer.quotes.accept({ number: quote.number });
      const code = ctx.h.knownIsbns.repOnly;
      const lowered = await ctx.buyer.carts.updateEntries({
        userId: ctx.B,
        cartId: cart.code,
        orderEntries: [{ product: { code }, quantity: 2 }],
      });
      expect(lowered.cartModifications[0]).toMatchObject({ quantity: 2, entry: { totalPrice: { value: 42.8 } } });
      const raised = await ctx.buyer.carts.updateEntries({
        userId: ctx.B,
        cartId: cart.code,
        orderEntries: [{ product: { code }, quantity: 4 }],
      });
      expect(raised.cartModifications[0]?.errorList?.errors[0]).toMatchObject({
        message: quoteQuantityExceeded(quote.number, 3),
        type: ERROR_TYPES.quoteQuantityExceeded,
      });
      const added = await ctx.buyer.carts.addEntries({
        userId: ctx.B,
        cartId: cart.code,
        orderEntries: [{ product: { code }, quantity: 2 }],
      });
      expect(added.bulkCartModificationList[0]?.errorList?.errors[0]?.message).toBe(
        quoteQuantityExceeded(quote.number, 3),
      );
      const back = await ctx.buyer.carts.updateEntries({
        userId: ctx.B,
        cartId: cart.code,
        orderEntries: [{ product: { code }, quantity: 3 }],
      });
      expect(back.cartModifications[0]?.errorList ?? null).toBeNull();
      const after = await ctx.buyer.carts.get({ userId: ctx.B });
      expect(after.entries.map((e) => [e.quantity, e.basePrice.value])).toEqual([[3, 21.4]]);
    });

    it("a copy of a wish list holding a quote's lines does not carry the quoted price: restoring it refuses the title as sold through a rep", async () => {
      const { quote } = await quoted(2);
      const cart = await ctx.buyer.quotes.accept({ number: quote.number });
      const list = await ctx.buyer.wishlists.name({ cartId: cart.code, cartName: `Quoted ${quote.number}` });
      const copy = await ctx.buyer.wishlists.clone({ cartId: list.code, cartName: list.name! });
      expect(copy.entries.map((e) => e.quoteNumber ?? null)).toEqual([null]);
      const restored = await ctx.buyer.wishlists.restore({ cartId: copy.code });
      expect(restored.entries).toEqual([]);
      expect(restored.refusedEntries?.map((r) => [r.quantity, r.errorList.errors[0]?.reason])).toEqual([
        [2, 'grade-level'],
      ]);
      const kept = await ctx.buyer.wishlists.get({ cartId: list.code });
      expect(kept.savedCartData.entries.map((e) => [e.quantity, e.basePrice.value, e.quoteNumber])).toEqual([
        [2, 21.4, quote.number],
      ]);
    });

    it('accepting an unanswered quote, or one already accepted, is 409 with its reason and changes nothing', async () => {
      const { quote } = await requested(2);
      const early = await failure(ctx.buyer.quotes.accept({ number: quote.number }));
      expect([early.status, early.code, early.message]).toEqual([
        409,
        QUOTE_ERROR_CODES.notAnswered,
        QUOTE_NOT_ANSWERED,
      ]);
      expect((await ctx.buyer.carts.get({ userId: ctx.B })).entries).toEqual([]);

      const { quote: answered } = await quoted(2);
      await ctx.buyer.quotes.accept({ number: answered.number });
      const twice = await failure(ctx.buyer.quotes.accept({ number: answered.number }));
      expect([twice.status, twice.code, twice.message]).toEqual([
        409,
        QUOTE_ERROR_CODES.alreadyAccepted,
        QUOTE_ALREADY_ACCEPTED,
      ]);
      expect((await ctx.buyer.carts.get({ userId: ctx.B })).entries.map((e) => e.quantity)).toEqual([2]);
      const again = await failure(
        staff.quotes.answer({
          number: answered.number,
          lines: [{ productCode: ctx.h.knownIsbns.repOnly, unitPrice: 1 }],
          expiresOn: inDays(3),
        }),
      );
      expect([again.status, again.message]).toEqual([409, QUOTE_ALREADY_ACCEPTED]);
    });

    it("another buyer gets 404 for the quote and the ship-to's list, cannot accept it, and nothing changes", async () => {
      const { quote, shipTo } = await quoted(2);
      // One call at a time: a refusal not yet awaited would be an unhandled rejection.
      for (const call of [
        () => ctx.other.quotes.get({ number: quote.number }),
        () => ctx.other.quotes.accept({ number: quote.number }),
      ]) {
        const refused = await failure(call());
        expect([refused.status, refused.message]).toEqual([404, QUOTE_NOT_FOUND]);
      }
      const list = await failure(ctx.other.quotes.list({ shipTo }));
      expect([list.status, list.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
      expect((await ctx.buyer.quotes.get({ number: quote.number })).status).toBe('quoted');
      expect((await failure(ctx.anon.quotes.get({ number: quote.number }))).status).toBe(401);
    });

    it('refuses a title sold online to the buyer and bad bodies with 400 naming the field; nothing is stored', async () => {
      const cart = await ctx.buyer.carts.create({ userId: ctx.B });
      const shipTo = cart.shipToAccountNumber!;
      const before = (await ctx.buyer.quotes.list({ shipTo })).quotes.length;
      const repOnly = ctx.h.knownIsbns.repOnly;
      const online = await failure(
        ctx.buyer.quotes.request({
          shipTo,
          lines: [
            { productCode: repOnly, quantity: 1 },
            { productCode: ctx.h.knownIsbns.inStock, quantity: 1 },
          ],
        }),
      );
      expect([online.status, online.code, online.fieldErrors['lines.1.productCode']]).toEqual([
        400,
        'VALIDATION',
        QUOTE_SOLD_ONLINE,
      ]);
      const cases: [unknown, string, string][] = [
        [{ shipTo, lines: [] }, 'lines', 'A quote needs at least one title'],
        [{ shipTo, lines: [{ productCode: repOnly, quantity: 10_000 }] }, 'lines.0.quantity', 'Max quantity is 9,999'],
        [{ shipTo, lines: [{ productCode: repOnly, quantity: 0 }] }, 'lines.0.quantity', 'Min quantity is 1'],
        [
          { shipTo, note: 'x'.repeat(1_001), lines: [{ productCode: repOnly, quantity: 1 }] },
          'note',
          'The note can be at most 1,000 characters',
        ],
        [
          { shipTo, lines: Array.from({ length: 101 }, () => ({ productCode: repOnly, quantity: 1 })) },
          'lines',
          'A quote can have at most 100 titles',
        ],
      ];
      for (const [body, field, message] of cases) {
        const refused = await failure(ctx.buyer.quotes.request(body as never));
        expect([refused.status, refused.code, refused.fieldErrors[field]]).toEqual([400, 'VALIDATION', message]);
      }
      const foreign = await failure(
        ctx.other.quotes.request({ shipTo, lines: [{ productCode: repOnly, quantity: 1 }] }),
      );
      expect([foreign.status, foreign.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
      expect((await ctx.buyer.quotes.list({ shipTo })).quotes).toHaveLength(before);
    });

    it("only staff list every quote (or a ship-to's) and answer one: a past expiry or a title left unpriced is 400; a buyer gets 403", async () => {
      const { quote, shipTo } = await requested(1);
      const ofShipTo = (await staff.quotes.staffList({ shipTo })).quotes;
      expect(ofShipTo.map((q) => q.number)).toContain(quote.number);
      expect(new Set(ofShipTo.map((q) => q.shipTo))).toEqual(new Set([shipTo]));
      const buyerList = await failure(ctx.buyer.quotes.staffList({ status: 'requested' }));
      expect([buyerList.status, buyerList.message]).toEqual([403, STAFF_ONLY]);
      const buyerAnswer = await failure(
        ctx.buyer.quotes.answer({
          number: quote.number,
          lines: [{ productCode: ctx.h.knownIsbns.repOnly, unitPrice: 1 }],
          expiresOn: inDays(3),
        }),
      );
      expect(buyerAnswer.status).toBe(403);
      expect((await staff.quotes.staffList({ status: 'requested' })).quotes.map((q) => q.number)).toContain(
        quote.number,
      );
      const past = await failure(
        staff.quotes.answer({
          number: quote.number,
          lines: [{ productCode: ctx.h.knownIsbns.repOnly, unitPrice: 1 }],
          expiresOn: inDays(-1),
        }),
      );
      expect([past.status, past.fieldErrors.expiresOn]).toEqual([400, QUOTE_EXPIRY_PAST]);
      const other = await failure(
        staff.quotes.answer({
          number: quote.number,
          lines: [{ productCode: ctx.h.knownIsbns.inStock, unitPrice: 1 }],
          expiresOn: inDays(3),
        }),
      );
      expect([other.status, other.fieldErrors.lines]).toEqual([400, QUOTE_PRICE_EVERY_LINE]);
      const cents = await failure(
        staff.quotes.answer({
          number: quote.number,
          lines: [{ productCode: ctx.h.knownIsbns.repOnly, unitPrice: 1.234 }],
          expiresOn: inDays(3),
        }),
      );
      expect([cents.status, cents.fieldErrors['lines.0.unitPrice']]).toEqual([
        400,
        'unitPrice has at most two decimals',
      ]);
      expect((await ctx.buyer.quotes.get({ number: quote.number })).status).toBe('requested');
    });
  });
};

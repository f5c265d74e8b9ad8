import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/createApiClient';
import {
  CANNOT_ORDER,
  CART_NOT_FOUND,
  EMPTY_CART,
  INVALID_PROMO_CODE,
  PROMO_EXPIRED,
  PROMO_THROTTLED,
} from '../../src/messages';
import { roundMoney } from '../../src/money';
import { CHECKOUT_ERROR_CODES, SHIPPER_MISSING } from '../../src/schemas';
import { failure } from '../failure';
import type { DomainCases } from './context';

/**
 * Checkout (spec 000 §7; CHK-03, CHK-04, CHK-06, CHK-07): promo codes, the shipper, PO orders
 * placed once per cart, and the signed card-provider request. The provider's own round trip is
 * not an API call; packages/server/test/checkout.test.ts drives it against the simulator.
 */
export const checkoutCases: DomainCases = (ctx) => {
  describe('checkout', () => {
    let inquiry: ApiClient;
    const INQUIRY = 'inquiry@shelfmark.test';
    beforeAll(async () => {
      inquiry = await ctx.h.asUser(INQUIRY);
    });

    /** A new current cart of the buyer holding `quantity` of the in-stock book. */
    const cartWith = async (quantity = 2, api = ctx.buyer, userId = ctx.B) => {
      const cart = await api.carts.create({ userId });
      await api.carts.addEntries({
        userId,
        cartId: cart.code,
        orderEntries: [{ product: { code: ctx.h.knownIsbns.inStock }, quantity }],
      });
      return api.carts.get({ userId });
    };
    /** Such a cart ready for an order: its shipper set, as checkout sets it on load (CHK-04). */
    const shippedCartWith = async (quantity = 2) => {
      await cartWith(quantity);
      return ctx.buyer.carts.setShipper({ userId: ctx.B });
    };

    it('CHK-04 sets the shipper: 9.95 delivery added to the total', async () => {
      const cart = await cartWith();
      const shipped = await ctx.buyer.carts.setShipper({ userId: ctx.B });
      expect(shipped.deliveryCost?.value).toBe(9.95);
      expect(shipped.totalPrice.value).toBeCloseTo(cart.subTotal.value + 9.95, 2);
    });

    it('CHK-03 SAVE10 takes 10% off; FREESHIP makes delivery free; removing a code restores the total', async () => {
      const cart = await cartWith(3);
      const saved = await ctx.buyer.promotions.apply({ userId: ctx.B, promoCode: 'save10' });
      expect(saved.appliedCoupons).toEqual([{ code: 'SAVE10', freeShipping: false }]);
      expect(saved.totalDiscounts.value).toBe(roundMoney(cart.subTotal.value * 0.1));
      await ctx.buyer.carts.setShipper({ userId: ctx.B });
      const free = await ctx.buyer.promotions.apply({ userId: ctx.B, promoCode: 'FREESHIP' });
      expect(free.deliveryCost?.value).toBe(0);
      const removed = await ctx.buyer.promotions.remove({ userId: ctx.B, promoCode: 'SAVE10' });
      expect(removed.appliedCoupons).toEqual([{ code: 'FREESHIP', freeShipping: true }]);
      expect(removed.totalPrice.value).toBeCloseTo(cart.subTotal.value, 2);
    });

    it('CHK-03 refuses an expired code on promoCode', async () => {
      await cartWith();
      const error = await failure(ctx.buyer.promotions.apply({ userId: ctx.B, promoCode: 'SPRING2020' }));
      expect([error.status, error.fieldErrors.promoCode]).toEqual([400, PROMO_EXPIRED]);
    });

    it('CHK-03 after three failed codes answers 429 with timeLeft in ms, even for a good code', async () => {
      await ctx.other.carts.get({ userId: ctx.O });
      for (const code of ['NOPE-1', 'NOPE-2', 'NOPE-3']) {
        expect(
          (await failure(ctx.other.promotions.apply({ userId: ctx.O, promoCode: code }))).fieldErrors.promoCode,
        ).toBe(INVALID_PROMO_CODE);
      }
      const throttled = await failure(ctx.other.promotions.apply({ userId: ctx.O, promoCode: 'SAVE10' }));
      expect([throttled.status, throttled.code, throttled.fieldErrors.promoCode]).toEqual([
        429,
        'RATE_LIMITED',
        PROMO_THROTTLED,
      ]);
      expect(throttled.timeLeft).toBeGreaterThan(0);
      expect(throttled.timeLeft).toBeLessThanOrEqual(30_000);
    });

    it('CHK-06 places a PO order once per cart: placing it again answers the same order', async () => {
      const cart = await shippedCartWith(2);
      const order = await ctx.buyer.orders.place({
        userId: ctx.B,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: ' PO-C1 ',
        cartCode: cart.code,
      });
      expect(order).toMatchObject({ purchaseOrderNumber: 'PO-C1', paymentType: 'ACCOUNT' });
      expect(order.entries.map((e) => e.quantity)).toEqual([2]);
      expect(
        (
          await ctx.buyer.orders.place({
            userId: ctx.B,
            paymentType: 'ACCOUNT',
            purchaseOrderNumber: 'PO-C1',
            cartCode: cart.code,
          })
        ).code,
      ).toBe(order.code);
      expect((await ctx.buyer.carts.get({ userId: ctx.B })).code).not.toBe(cart.code);
    });

    it('CHK-06 refuses an empty cart, a PO over 25 characters, and an inquiry-only user', async () => {
      await ctx.buyer.carts.create({ userId: ctx.B });
      expect(
        (await failure(ctx.buyer.orders.place({ userId: ctx.B, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO' })))
          .message,
      ).toBe(EMPTY_CART);
      expect(
        (
          await failure(
            ctx.buyer.orders.place({ userId: ctx.B, paymentType: 'ACCOUNT', purchaseOrderNumber: 'P'.repeat(26) }),
          )
        ).fieldErrors,
      ).toHaveProperty('purchaseOrderNumber');
      const refused = await failure(
        inquiry.orders.place({ userId: INQUIRY, paymentType: 'ACCOUNT', purchaseOrderNumber: 'PO' }),
      );
      expect([refused.status, refused.message]).toEqual([403, CANNOT_ORDER]);
    });

    it('CHK-04 refuses to place or pay for a cart whose shipper was never set (409 SHIPPER_NOT_SET), and places it once the shipper is set', async () => {
      const cart = await cartWith(1);
      const refused = await failure(
        ctx.buyer.orders.place({
          userId: ctx.B,
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: 'PO-NOSHIP',
          cartCode: cart.code,
        }),
      );
      expect([refused.status, refused.code, refused.message]).toEqual([
        409,
        CHECKOUT_ERROR_CODES.shipperNotSet,
        SHIPPER_MISSING,
      ]);
      const origin = `${ctx.h.storeOrigin ?? 'http://localhost:3000'}/checkout`;
      const card = await failure(
        ctx.buyer.payments.request({ userId: ctx.B, cartCode: cart.code, purchaseOrderNumber: 'PO-NOSHIP', origin }),
      );
      expect([card.status, card.code]).toEqual([409, CHECKOUT_ERROR_CODES.shipperNotSet]);
      expect((await ctx.buyer.carts.get({ userId: ctx.B })).code).toBe(cart.code);
      await ctx.buyer.carts.setShipper({ userId: ctx.B });
      expect(
        (
          await ctx.buyer.orders.place({
            userId: ctx.B,
            paymentType: 'ACCOUNT',
            purchaseOrderNumber: 'PO-NOSHIP',
            cartCode: cart.code,
          })
        ).purchaseOrderNumber,
      ).toBe('PO-NOSHIP');
    });

    it('CHK-07 signs a provider request that carries no card data and returns to the origin with processed', async () => {
      const cart = await shippedCartWith();
      const origin = `${ctx.h.storeOrigin ?? 'http://localhost:3000'}/checkout`;
      const request = await ctx.buyer.payments.request({
        userId: ctx.B,
        cartCode: cart.code,
        purchaseOrderNumber: 'PO-CARD',
        origin,
        card_type: 'visa',
      });
      const fields = Object.fromEntries(request.parameters.map((p) => [p.key, p.value]));
      expect(request.postUrl).toMatch(/\/provider\/silent\/pay$/);
      expect(fields).toMatchObject({
        reference_number: cart.code,
        amount: cart.totalPriceWithTax.value.toFixed(2),
        override_custom_receipt_page: `${origin}?processed=true`,
      });
      expect(fields.signed_field_names?.split(',')).toEqual(
        expect.arrayContaining(['transaction_uuid', 'signed_date_time', 'amount']),
      );
      expect(Object.keys(fields).filter((k) => /card_(number|cvn|expiry_date)/.test(k))).toEqual([]);
    });

    it("CHK-07 answers 404 for another user's cart and 402 PAYMENT_FAILED for a cart never paid for", async () => {
      const theirs = await cartWith(1, ctx.other, ctx.O);
      expect(
        (
          await failure(
            ctx.buyer.payments.request({
              userId: ctx.B,
              cartCode: theirs.code,
              purchaseOrderNumber: 'PO',
              origin: `${ctx.h.storeOrigin ?? 'http://localhost:3000'}/checkout`,
            }),
          )
        ).status,
      ).toBe(404);
      const mine = await cartWith();
      const unpaid = await failure(ctx.buyer.orders.placeCreditCardOrder({ userId: ctx.B, cartCode: mine.code }));
      expect([unpaid.status, unpaid.code]).toEqual([402, CHECKOUT_ERROR_CODES.paymentFailed]);
    });

    it("CHK-07 card placement of another user's cart answers 404 'Cart not found.' like every cart call, and leaves their cart alone", async () => {
      const theirs = await cartWith(2, ctx.other, ctx.O);
      const refused = await failure(ctx.buyer.orders.placeCreditCardOrder({ userId: ctx.B, cartCode: theirs.code }));
      expect([refused.status, refused.message]).toEqual([404, CART_NOT_FOUND]);
      const after = await ctx.other.carts.get({ userId: ctx.O });
      expect([after.code, after.entries.map((e) => e.quantity)]).toEqual([theirs.code, [2]]);
    });
  });
};

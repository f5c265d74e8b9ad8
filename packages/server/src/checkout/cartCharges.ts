import { asc, eq } from 'drizzle-orm';
import { roundMoney, toMoney, type Cart } from '@shelfmark/api-client/schemas';
import { cartCoupons, cartShipping, promoCodes } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Adds what checkout puts on a cart — applied promo codes (CHK-03) and the shipper's cost (CHK-04) —
 * to a priced cart, and recomputes its totals: an order-level discount of the coupons' percentages,
 * free delivery with a free-shipping coupon. A cart with neither is answered unchanged.
 */
export async function applyCheckoutCharges(tx: Db, cart: Cart): Promise<Cart> {
  const coupons = await tx
    .select({ code: promoCodes.code, percentOff: promoCodes.percentOff, freeShipping: promoCodes.freeShipping })
    .from(cartCoupons)
    .innerJoin(promoCodes, eq(promoCodes.code, cartCoupons.code))
    .where(eq(cartCoupons.cartCode, cart.code))
    .orderBy(asc(cartCoupons.appliedAt), asc(cartCoupons.code));
  const [shipping] = await tx.select().from(cartShipping).where(eq(cartShipping.cartCode, cart.code)).limit(1);
  if (coupons.length === 0 && !shipping) return cart;

  const currency = cart.subTotal.currencyIso ?? 'USD';
  const subTotal = cart.subTotal.value;
  const percent = Math.min(
    100,
    coupons.reduce((sum, c) => sum + Number(c.percentOff), 0),
  );
  const orderDiscount = roundMoney((subTotal * percent) / 100);
  const entryDiscounts = roundMoney(cart.entries.reduce((sum, e) => sum + (e.discount?.value ?? 0), 0));
  const freeShipping = coupons.some((c) => c.freeShipping) || cart.entries.length === 0;
  const delivery = shipping ? (freeShipping ? 0 : Number(shipping.cost)) : null;
  const tax = cart.totalTax.value;
  const total = roundMoney(subTotal - orderDiscount + (delivery ?? 0));
  return {
    ...cart,
    appliedCoupons: coupons.map((c) => ({ code: c.code, freeShipping: c.freeShipping })),
    deliveryCost: delivery === null ? (cart.deliveryCost ?? null) : toMoney(delivery, currency),
    totalDiscounts: toMoney(entryDiscounts + orderDiscount, currency),
    totalPrice: toMoney(total, currency),
    totalPriceWithTax: toMoney(total + tax, currency),
  };
}

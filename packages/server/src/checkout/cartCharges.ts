import { asc, eq, inArray } from 'drizzle-orm';
import { roundMoney, toMoney, type Cart } from '@shelfmark/api-client/schemas';
import { cartCoupons, cartShipping, promoCodes } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Adds what checkout puts on a cart — applied promo codes (CHK-03) and the shipper's cost (CHK-04) —
 * to a priced cart, and recomputes its totals: an order-level discount of the coupons' percentages,
 * free delivery with a free-shipping coupon. A cart with neither is answered unchanged.
 */
export async function applyCheckoutCharges(tx: Db, cart: Cart): Promise<Cart> {
  return withCheckoutCharges(cart, (await loadCheckoutCharges(tx, [cart.code])).get(cart.code));
}

/** A cart's coupons (in the order applied) and its shipper's cost, as stored. */
export interface CheckoutCharges {
  coupons: { code: string; percentOff: string | number; freeShipping: boolean }[];
  shipping: { cost: string | number } | undefined;
}

/** The charges of several carts in two queries, whatever their number (a cart list is priced at once). */
export async function loadCheckoutCharges(tx: Db, codes: string[]): Promise<Map<string, CheckoutCharges>> {
  const out = new Map<string, CheckoutCharges>();
  if (codes.length === 0) return out;
  const coupons = await tx
    .select({
      cartCode: cartCoupons.cartCode,
      code: promoCodes.code,
      percentOff: promoCodes.percentOff,
      freeShipping: promoCodes.freeShipping,
    })
    .from(cartCoupons)
    .innerJoin(promoCodes, eq(promoCodes.code, cartCoupons.code))
    .where(inArray(cartCoupons.cartCode, codes))
    .orderBy(asc(cartCoupons.appliedAt), asc(cartCoupons.code));
  const shipping = await tx.select().from(cartShipping).where(inArray(cartShipping.cartCode, codes));
  const of = (code: string) => {
    let charges = out.get(code);
    if (!charges) out.set(code, (charges = { coupons: [], shipping: undefined }));
    return charges;
  };
  for (const { cartCode, ...coupon } of coupons) of(cartCode).coupons.push(coupon);
  for (const row of shipping) of(row.cartCode).shipping ??= row;
  return out;
}

/** The cart with its charges applied to its totals; a cart with none is answered unchanged. */
export function withCheckoutCharges(cart: Cart, charges: CheckoutCharges | undefined): Cart {
  const coupons = charges?.coupons ?? [];
  const shipping = charges?.shipping;
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

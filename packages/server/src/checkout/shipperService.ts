import { eq, sql } from 'drizzle-orm';
import { CHECKOUT_ERROR_CODES, SHIPPER_MISSING, SHIPPER_NOT_SET, type Cart } from '@shelfmark/api-client/schemas';
import { cartShipping } from '../db/schema';
import type { Db } from '../db/types';
import type { ServerContext } from '../context';
import { HttpError } from '../http/HttpError';
import { cartGone } from './placedCart';
import { servingShipper, shipperUnavailable as unavailable } from './shipTo';

/**
 * After the cart's ship-to changed: a shipper set on the cart is set again for the new
 * address — its charge replaced — or taken off when no shipper serves it. A cart without one keeps none.
 */
export async function reshipForShipTo(
  tx: Db,
  uid: string,
  cartCode: string,
  shipToAccount: string | null | undefined,
): Promise<void> {
  const [set] = await tx.select().from(cartShipping).where(eq(cartShipping.cartCode, cartCode)).limit(1);
  if (!set) return;
  const shipper = await servingShipper(tx, uid, shipToAccount);
  if (!shipper) await tx.delete(cartShipping).where(eq(cartShipping.cartCode, cartCode));
  else
    await tx
      .update(cartShipping)
      .set({ shipperCode: shipper.code, cost: shipper.cost, setAt: sql`now()` })
      .where(eq(cartShipping.cartCode, cartCode));
}

/**
 * Refuses to place or pay for a cart whose ship-to no shipper serves (422 SHIPPER_UNAVAILABLE),
 * whose shipper's charge is not the one for its current ship-to, or that has no shipper at all while no
 * free-shipping coupon makes delivery free (409 SHIPPER_NOT_SET: set the shipper, spec 000 CHK-04).
 */
export async function assertShipperForShipTo(tx: Db, uid: string, cart: Cart): Promise<void> {
  const shipper = await servingShipper(tx, uid, cart.shipToAccountNumber);
  if (!shipper) throw unavailable();
  const [set] = await tx.select().from(cartShipping).where(eq(cartShipping.cartCode, cart.code)).limit(1);
  if (!set) {
    if (!cart.appliedCoupons?.some((coupon) => coupon.freeShipping))
      throw new HttpError(409, CHECKOUT_ERROR_CODES.shipperNotSet, SHIPPER_MISSING);
    return;
  }
  if (set.shipperCode !== shipper.code || Number(set.cost) !== Number(shipper.cost)) {
    throw new HttpError(409, CHECKOUT_ERROR_CODES.shipperNotSet, SHIPPER_NOT_SET);
  }
}

/**
 * PUT /api/carts/shippers (CHK-04): the first shipper (by position) serving the country and region
 * of the cart's ship-to address becomes the cart's; its cost is the delivery cost unless a
 * free-shipping coupon is applied. No shipper for the address: 422 SHIPPER_UNAVAILABLE, and the cart
 * keeps no shipper's charge.
 * The cart is locked while the shipper is set, so an order placed meanwhile is answered as 409
 * CART_PLACED naming it, never a foreign-key failure.
 */
export async function setShipper(ctx: Pick<ServerContext, 'carts' | 'database'>, uid: string): Promise<Cart> {
  const { db } = ctx.database;
  const { code } = await ctx.carts.current(uid);
  const outcome = await db.transaction(async (tx): Promise<{ cart: Cart } | { error: HttpError }> => {
    const cart = await ctx.carts.lockedCart(tx, uid, code);
    if (!cart) return { error: await cartGone(tx, uid, code) };
    const shipper = await servingShipper(tx, uid, cart.shipToAccountNumber);
    if (!shipper) {
      await tx.delete(cartShipping).where(eq(cartShipping.cartCode, code));
      return { error: unavailable() };
    }
    await tx
      .insert(cartShipping)
      .values({ cartCode: cart.code, shipperCode: shipper.code, cost: shipper.cost })
      .onConflictDoUpdate({
        target: cartShipping.cartCode,
        set: { shipperCode: shipper.code, cost: shipper.cost, setAt: sql`now()` },
      });
    return { cart: (await ctx.carts.lockedCart(tx, uid, code))! };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.cart;
}

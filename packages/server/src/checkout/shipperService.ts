import { asc } from 'drizzle-orm';
import { CHECKOUT_ERROR_CODES, SHIPPER_UNAVAILABLE, type Cart } from '@shelfmark/api-client/schemas';
import { cartShipping, shippers } from '../db/schema';
import type { ServerContext } from '../context';
import { HttpError } from '../http/HttpError';
import { shipToAddress } from './shipTo';

/**
 * PUT /api/carts/shippers (CHK-04): the first shipper (by position) serving the country and region
 * of the cart's ship-to address becomes the cart's; its cost is the delivery cost unless a
 * free-shipping coupon is applied. No shipper for the address: 422 SHIPPER_UNAVAILABLE, nothing set.
 */
export async function setShipper(ctx: Pick<ServerContext, 'carts' | 'database'>, uid: string): Promise<Cart> {
  const { db } = ctx.database;
  const cart = await ctx.carts.current(uid);
  const address = await shipToAddress(db, uid, cart.shipToAccountNumber);
  const country = address?.country?.isocode ?? address?.region?.isocode?.slice(0, 2) ?? '';
  const region = address?.region?.isocode ?? '';
  const all = await db.select().from(shippers).orderBy(asc(shippers.position), asc(shippers.code));
  const shipper = all.find((s) => s.countries.includes(country) && !s.excludedRegions.includes(region));
  if (!shipper) throw new HttpError(422, CHECKOUT_ERROR_CODES.shipperUnavailable, SHIPPER_UNAVAILABLE);
  await db.insert(cartShipping).values({ cartCode: cart.code, shipperCode: shipper.code, cost: shipper.cost })
    .onConflictDoUpdate({ target: cartShipping.cartCode, set: { shipperCode: shipper.code, cost: shipper.cost } });
  return ctx.carts.get(uid, cart.code);
}

import { asc, eq } from 'drizzle-orm';
import {
  ADDRESS_INVALID,
  ADDRESS_UNVERIFIED,
  CHECKOUT_ERROR_CODES,
  SHIPPER_UNAVAILABLE,
  checkShipToAddress,
} from '@shelfmark/api-client/schemas';
import { accounts, shippers, type AddressRecord } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/HttpError';
import { currentShipTo } from '../users/userRepo';

/** The shipping address of a cart: its ship-to account's first address (else the user's current ship-to). */
export async function shipToAddress(
  db: Db,
  uid: string,
  accountNumber: string | null | undefined,
): Promise<AddressRecord | null> {
  const number = accountNumber ?? (await currentShipTo(db, uid));
  if (!number) return null;
  const [account] = await db
    .select({ addresses: accounts.addresses })
    .from(accounts)
    .where(eq(accounts.accountNumber, number))
    .limit(1);
  return account?.addresses[0] ?? null;
}

type ShipperRecord = typeof shippers.$inferSelect;

/** The first shipper (by position) serving the country and region of the ship-to's address, if any (CHK-04). */
export async function servingShipper(
  db: Db,
  uid: string,
  accountNumber: string | null | undefined,
): Promise<ShipperRecord | undefined> {
  const address = await shipToAddress(db, uid, accountNumber);
  const country = address?.country?.isocode ?? address?.region?.isocode?.slice(0, 2) ?? '';
  const region = address?.region?.isocode ?? '';
  const all = await db.select().from(shippers).orderBy(asc(shippers.position), asc(shippers.code));
  return all.find((s) => s.countries.includes(country) && !s.excludedRegions.includes(region));
}

export const shipperUnavailable = () =>
  new HttpError(422, CHECKOUT_ERROR_CODES.shipperUnavailable, SHIPPER_UNAVAILABLE);

/**
 * Refuses an order to an unusable address (CHK-08): 422 ADDRESS_INVALID, or 422 ADDRESS_UNVERIFIED
 * unless the buyer chose to use the address anyway — and 422 SHIPPER_UNAVAILABLE when no shipper
 * serves it, so a card is not even sent to the provider for such an order.
 */
export async function assertShippableAddress(
  db: Db,
  uid: string,
  accountNumber: string | null | undefined,
  ignoreVerification: boolean,
): Promise<void> {
  const verdict = checkShipToAddress(await shipToAddress(db, uid, accountNumber));
  if (verdict === 'invalid') throw new HttpError(422, CHECKOUT_ERROR_CODES.addressInvalid, ADDRESS_INVALID);
  if (verdict === 'unverified' && !ignoreVerification)
    throw new HttpError(422, CHECKOUT_ERROR_CODES.addressUnverified, ADDRESS_UNVERIFIED);
  if (!(await servingShipper(db, uid, accountNumber))) throw shipperUnavailable();
}

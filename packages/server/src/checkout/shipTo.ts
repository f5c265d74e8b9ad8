import { eq } from 'drizzle-orm';
import { ADDRESS_INVALID, ADDRESS_UNVERIFIED, CHECKOUT_ERROR_CODES, checkShipToAddress } from '@shelfmark/api-client/schemas';
import { accounts, type AddressRecord } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/HttpError';
import { currentShipTo } from '../users/userRepo';


/** The shipping address of a cart: its ship-to account's first address (else the user's current ship-to). */
export async function shipToAddress(db: Db, uid: string, accountNumber: string | null | undefined): Promise<AddressRecord | null> {
  const number = accountNumber ?? (await currentShipTo(db, uid));
  if (!number) return null;
  const [account] = await db.select({ addresses: accounts.addresses }).from(accounts).where(eq(accounts.accountNumber, number)).limit(1);
  return account?.addresses[0] ?? null;
}

/**
 * Refuses an order to an unusable address (CHK-08): 422 ADDRESS_INVALID, or 422 ADDRESS_UNVERIFIED
 * unless the buyer chose to use the address anyway.
 */
export async function assertShippableAddress(db: Db, uid: string, accountNumber: string | null | undefined, ignoreVerification: boolean): Promise<void> {
  const verdict = checkShipToAddress(await shipToAddress(db, uid, accountNumber));
  if (verdict === 'invalid') throw new HttpError(422, CHECKOUT_ERROR_CODES.addressInvalid, ADDRESS_INVALID);
  if (verdict === 'unverified' && !ignoreVerification) throw new HttpError(422, CHECKOUT_ERROR_CODES.addressUnverified, ADDRESS_UNVERIFIED);
}

import { eq } from 'drizzle-orm';
import {
  decideEntitlement,
  withEntitlement,
  type Entitlement,
  type EntitlementCaller,
  type Product,
  type SiteConfig,
} from '@shelfmark/api-client/schemas';
import { accounts, users } from '../db/schema';
import type { Db } from '../db/types';
import type { ProductRecord } from '../products/productRepo';

/** The site facts the selling rule reads. */
export type EntitlementSite = Pick<SiteConfig, 'market' | 'brand'>;

/**
 * Who asks, as the selling rule reads them (spec 001 §6): the signed-in user (null: a visitor), the site, and the
 * country of the ship-to the answer is for — `shipToAccount` when the call names one (the internal lookup's
 * customer account, a cart's ship-to), else the user's current one.
 */
export async function loadCaller(
  db: Db,
  uid: string | undefined | null,
  site: EntitlementSite,
  shipToAccount?: string | null,
): Promise<EntitlementCaller> {
  const [user] = uid
    ? await db
        .select({
          isInternational: users.isInternational,
          isUserInquiryOnly: users.isInquiryOnly,
          accountStatus: users.accountStatus,
          currentShipTo: users.currentShipToAccount,
          defaultShipTo: users.defaultShipToAccount,
        })
        .from(users)
        .where(eq(users.uid, uid))
        .limit(1)
    : [];
  const account = shipToAccount ?? user?.currentShipTo ?? user?.defaultShipTo ?? null;
  const [row] = account
    ? await db
        .select({ addresses: accounts.addresses })
        .from(accounts)
        .where(eq(accounts.accountNumber, account))
        .limit(1)
    : [];
  return {
    user: user
      ? {
          isInternational: user.isInternational,
          isUserInquiryOnly: user.isUserInquiryOnly,
          accountStatus: user.accountStatus,
        }
      : null,
    site: { market: site.market, brand: site.brand },
    shipToCountry: row?.addresses[0]?.country?.isocode ?? null,
  };
}

/** The caller's verdict on a product (the one rule, shared with the memory twin). */
export const verdictFor = (product: Product, caller: EntitlementCaller): Entitlement =>
  decideEntitlement(product, caller);

/**
 * The caller's verdict on a stored product, read from the facts the rule needs (an add to the cart and a quote
 * request both ask it before any answer is built): sold online only when both purchasable and e-commerce.
 */
export const verdictForRecord = (
  record: Pick<ProductRecord, 'mediaType' | 'brand' | 'gradeLevels' | 'isPurchasable' | 'isEcommerce'>,
  caller: EntitlementCaller,
): Entitlement =>
  decideEntitlement(
    {
      mediaType: record.mediaType as Product['mediaType'],
      brand: record.brand,
      gradeLevels: record.gradeLevels,
      customIsPurchasable: record.isPurchasable && record.isEcommerce,
    } as Product,
    caller,
  );

/** A product-carrying item with the caller's verdict, its prices left out when the caller may not see them. */
export function entitled<T extends Product>(product: T, caller: EntitlementCaller): T & { entitlement: Entitlement } {
  return withEntitlement(product, decideEntitlement(product, caller));
}

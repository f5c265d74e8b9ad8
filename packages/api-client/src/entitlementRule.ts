import { NOT_PURCHASABLE } from './messages';
import type { Money } from './schemas/common';

/**
 * Why a caller may not buy a product (or see its price), spec 001 §6:
 * - `visitor`: nobody is signed in — sign in for the price and to order;
 * - `market`: outside the North America and second-brand markets, or an international user or ship-to;
 * - `grade-level`: an item with grade levels other than higher education (professional development, K-12);
 * - `not-ecommerce`: a database, primary sources or another product that is not sold online;
 * - `not-purchasable`: a title the catalogue does not sell now (out of print…);
 * - `inquiry-only`: a user who may look prices up but not order;
 * - `pending`: a user whose account is not confirmed yet.
 */
export const ENTITLEMENT_REASONS = [
  'visitor',
  'market',
  'grade-level',
  'not-ecommerce',
  'not-purchasable',
  'inquiry-only',
  'pending',
] as const;
export type EntitlementReason = (typeof ENTITLEMENT_REASONS)[number];

/**
 * What the storefront offers the caller for a product:
 * - `buy`: the add-to-cart form;
 * - `sign-in`: a visitor's limited form (quantity, Add to cart), which goes to the federated sign-in;
 * - `sign-in-for-price`: a visitor's Sign in for price link (second-brand digital media);
 * - `contact-rep`: a Contact your rep button (its international variant for international callers);
 * - `contact-representative`: a visitor's Contact Representative for a first-brand eBook;
 * - `request-trial`: a Request a Trial link (non-ecommerce products);
 * - `customer-service`: nothing to buy here; the account orders through customer service (inquiry-only);
 * - `confirm-account`: the account must be confirmed first (accountConfirmation).
 */
export const ENTITLEMENT_OFFERS = [
  'buy',
  'sign-in',
  'sign-in-for-price',
  'contact-rep',
  'contact-representative',
  'request-trial',
  'customer-service',
  'confirm-account',
] as const;
export type EntitlementOffer = (typeof ENTITLEMENT_OFFERS)[number];

/**
 * The verdict on one product for one caller, decided on the server (and by the memory twin, with the same
 * function): carried by every answer that carries a product (`entitlementSchema`). When `priceShown` is false the
 * answer carries no price at all.
 */
export interface Entitlement {
  priceShown: boolean;
  purchasable: boolean;
  /** Why not; null when purchasable. */
  reason: EntitlementReason | null;
  offer: EntitlementOffer;
  /** The refusal an add to the cart answers with (errorList message); null when purchasable. */
  message: string | null;
}

/** The messages of each refusal: the add-to-cart answers' errorList message, the widgets' default wording. */
export const ENTITLEMENT_MESSAGES: Record<EntitlementReason, string> = {
  visitor: 'Sign in to see your price and order.',
  market: 'This title is sold through your sales representative: contact your rep.',
  'grade-level': 'This title is sold through your sales representative: contact your rep.',
  'not-ecommerce': NOT_PURCHASABLE,
  'not-purchasable': 'This title is not available to order online for your account: contact your rep.',
  'inquiry-only': 'Your account can look up prices but not order: contact customer service.',
  pending: 'Your account is waiting for confirmation.',
};

/** The product facts the rule reads. */
export interface EntitlementProduct {
  mediaType?: string | undefined;
  brand?: string | undefined;
  gradeLevels?: readonly string[] | undefined;
  customIsPurchasable?: boolean | undefined;
}

/** The caller: who asks (null: a visitor), on which site, for which ship-to. */
export interface EntitlementCaller {
  user: {
    isInternational: boolean;
    isUserInquiryOnly: boolean;
    accountStatus: 'ACTIVE' | 'PENDING';
  } | null;
  site: { market: 'NA' | 'INTERNATIONAL'; brand: string };
  /** Country (ISO 3166 alpha-2) of the ship-to the caller acts for, when its address names one. */
  shipToCountry?: string | null | undefined;
}

const BOOK_MEDIA = new Set(['print', 'eBook']);
/** Grade levels whose titles are sold online; any other (K-12, Professional) goes through a rep. */
const ONLINE_GRADE_LEVELS = new Set(['Higher Education']);
/** Countries of the North America market. */
const NORTH_AMERICA = new Set(['US', 'CA']);

/** A book sold online (print or eBook), as opposed to a database or another non-ecommerce product. */
export const isEcommerceMedia = (product: Pick<EntitlementProduct, 'mediaType'>) =>
  product.mediaType === undefined || BOOK_MEDIA.has(product.mediaType);

const no = (reason: EntitlementReason, offer: EntitlementOffer, priceShown = false): Entitlement => ({
  priceShown,
  purchasable: false,
  reason,
  offer,
  message: ENTITLEMENT_MESSAGES[reason],
});

/**
 * The one selling rule (spec 001 §6, PDP-03): whether `caller` sees the price of `product` and may buy it, and if
 * not why and what to offer. The server applies it to every answer carrying a product and to every add to a cart;
 * the memory twin runs the same function.
 */
export function decideEntitlement(product: EntitlementProduct, caller: EntitlementCaller): Entitlement {
  const { user, site } = caller;
  if (!isEcommerceMedia(product)) return no('not-ecommerce', 'request-trial');
  const secondBrand = site.brand === 'thorndike' || product.brand === 'thorndike';
  const foreignShipTo = !!caller.shipToCountry && !NORTH_AMERICA.has(caller.shipToCountry.toUpperCase());
  const outsideMarkets = (site.market !== 'NA' || foreignShipTo) && !secondBrand;
  if (outsideMarkets || user?.isInternational) return no('market', 'contact-rep');
  if ((product.gradeLevels ?? []).some((level) => !ONLINE_GRADE_LEVELS.has(level)))
    return no('grade-level', 'contact-rep');
  // Before the visitor's offers: nobody, signed in or not, is offered Add to cart for a title not sold now.
  if (product.customIsPurchasable === false) return no('not-purchasable', 'contact-rep');
  if (!user) {
    if (product.mediaType !== 'eBook') return no('visitor', 'sign-in');
    return no('visitor', secondBrand ? 'sign-in-for-price' : 'contact-representative');
  }
  if (user.accountStatus === 'PENDING') return no('pending', 'confirm-account', true);
  if (user.isUserInquiryOnly) return no('inquiry-only', 'customer-service', true);
  return { priceShown: true, purchasable: true, reason: null, offer: 'buy', message: null };
}

/** The price fields of a product-carrying answer (withheld together when the verdict hides the price). */
const PRICE_FIELDS = ['price', 'customPrice', 'customPrices', 'customListPrice', 'customUnitPrice'] as const;

/**
 * `item` with its verdict, and without any price field when the caller may not see the price: the price is not in
 * the answer at all, so no page state or view source can show it.
 */
export function withEntitlement<T extends object>(item: T, entitlement: Entitlement): T & { entitlement: Entitlement } {
  const out: Record<string, unknown> = { ...item, entitlement };
  if (!entitlement.priceShown) for (const field of PRICE_FIELDS) delete out[field];
  return out as T & { entitlement: Entitlement };
}

/**
 * The verdict on a cart line that comes from an accepted quote of its owner for the cart's ship-to: the rep agreed
 * the price, so a title otherwise sold through a rep (`contact-rep`) is bought on that line, at the quoted price and
 * up to the quoted quantity (the cart's rule). Any other refusal stands.
 */
export function decideQuotedLineEntitlement(product: EntitlementProduct, caller: EntitlementCaller): Entitlement {
  const verdict = decideEntitlement(product, caller);
  if (verdict.offer !== 'contact-rep' || !caller.user) return verdict;
  return { priceShown: true, purchasable: true, reason: null, offer: 'buy', message: null };
}

/**
 * A cart line's product when an accepted quote prices the line: the quoted line's verdict, and the quoted unit price as
 * its only price fields (`price`, `customPrice`). The catalogue's prices are left out: the rule may withhold them from
 * this caller, and the line is not bought at them.
 */
export function withQuotedLine<T extends object>(
  product: T & EntitlementProduct,
  caller: EntitlementCaller,
  unitPrice: Money,
): T & { entitlement: Entitlement } {
  const out: Record<string, unknown> = { ...product, entitlement: decideQuotedLineEntitlement(product, caller) };
  for (const field of PRICE_FIELDS) delete out[field];
  out.price = unitPrice;
  out.customPrice = unitPrice;
  return out as T & { entitlement: Entitlement };
}

import {
  decideEntitlement,
  isEcommerceMedia,
  type Entitlement,
  type Product,
  type SessionUser,
  type SiteConfig,
} from '@shelfmark/api-client';

/**
 * What the product page offers instead of, or as, its buy control (spec 001 §6, PDP-03). The rule itself is the
 * contract's `decideEntitlement`, decided on the server; this names the view for each verdict:
 * - `request-trial`: a non-ecommerce product (database, primary sources…): a Request a Trial link;
 * - `contact-rep`: outside the North America and second-brand markets, an international user, or an item
 *   with grade levels (professional development): a Contact your rep button. The seeded catalogue also tags
 *   college titles with the grade level 'Higher Education'; those are sold online like titles without one;
 * - `contact-representative`: a visitor asking for a first-brand eBook: Contact Representative;
 * - `sign-in-for-price`: a visitor looking at digital media (a second-brand eBook): Sign in for price;
 * - `limited-form`: a visitor looking at a print book: the quantity and Add to cart, which lead to sign-in;
 * - `no-price`: a title not sold now (out of print): no price, no buy control, Contact your rep;
 * - `buy`: the add-to-cart form (which itself handles inquiry-only and pending users) and the wish lists.
 */
export type ProductOfferKind =
  | 'loading'
  | 'request-trial'
  | 'contact-rep'
  | 'contact-representative'
  | 'sign-in-for-price'
  | 'limited-form'
  | 'no-price'
  | 'buy';

/** A book sold online (print or eBook), as opposed to a database or another non-ecommerce product. */
export const isEcommerceProduct = (product: Product) => isEcommerceMedia(product);

export interface ProductOfferInput {
  product: Product;
  user: SessionUser | null;
  site: Pick<SiteConfig, 'market' | 'brand'>;
}

/** The product page's offer for a verdict of the selling rule (the server's, carried by the product). */
export function offerKindOf(verdict: Entitlement): Exclude<ProductOfferKind, 'loading'> {
  switch (verdict.offer) {
    case 'sign-in':
      return 'limited-form';
    case 'contact-rep':
      return verdict.reason === 'not-purchasable' ? 'no-price' : 'contact-rep';
    case 'sign-in-for-price':
    case 'contact-representative':
    case 'request-trial':
      return verdict.offer;
    // Inquiry-only and pending users get the form, which shows them their own state (disabled, or confirm first).
    case 'customer-service':
    case 'confirm-account':
    case 'buy':
      return 'buy';
  }
}

/**
 * The offer of a product for a user on a site: the verdict the product carries (decided by the server), else the same
 * rule run here on the session (a product from a source that does not judge it, such as a story's fixture).
 */
export function productOfferKind({ product, user, site }: ProductOfferInput): Exclude<ProductOfferKind, 'loading'> {
  const verdict = product.entitlement;
  if (verdict && site.market === 'NA') return offerKindOf(verdict);
  // A visitor who chose the International region in the header (HDR-03; a choice the server does not know) browses
  // as that market: the same rule, with the market the widgets are given, may only narrow the server's verdict.
  const here = decideEntitlement(product, { user, site });
  return offerKindOf(verdict && !verdict.purchasable && verdict.reason !== 'visitor' ? verdict : here);
}

/** Request-trial query values by product type (spec 001 §6: "a query chosen by product type"). */
export const TRIAL_QUERY_BY_TYPE: Record<string, string> = {
  Database: 'database',
  'Primary Sources': 'primary-sources',
  'Literature Criticism': 'literature-criticism',
  'Digital Humanities Tool': 'digital-humanities',
  eLearning: 'elearning',
};

/**
 * The request-trial link of a product: the configured path with `?product=` by its type and `title=` its full title,
 * so the request form starts with the product the buyer came from.
 */
export function trialHref(trialPath: string, product: Product): string {
  const value = TRIAL_QUERY_BY_TYPE[product.type ?? ''] ?? 'general';
  return `${trialPath}?${new URLSearchParams({ product: value, title: product.fullTitle }).toString()}`;
}

import type { Product, SessionUser, SiteConfig } from '@shelfmark/api-client';

/**
 * What the product page offers instead of, or as, its buy control (spec 001 §6, PDP-03):
 * - `request-trial`: a non-ecommerce product (database, primary sources…): a Request a Trial link;
 * - `contact-rep`: outside the North America and second-brand markets, an international user, or an item
 *   with grade levels (professional development): a Contact your rep button. The seeded catalogue also tags
 *   college titles with the grade level 'Higher Education'; those are sold online like titles without one;
 * - `contact-representative`: a visitor asking for a first-brand eBook: Contact Representative;
 * - `sign-in-for-price`: a visitor looking at digital media (a second-brand eBook): Sign in for price;
 * - `limited-form`: a visitor looking at a print book: the quantity and Add to cart, which lead to sign-in;
 * - `no-price`: a signed-in user for whom the book is not purchasable: no price, no buy control;
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

const BOOK_MEDIA = new Set(['print', 'eBook']);
/** Grade levels whose titles are sold online; any other (K-12, Professional) goes through a rep (see ProductOfferKind). */
const ONLINE_GRADE_LEVELS = new Set(['Higher Education']);

/** A book sold online (print or eBook), as opposed to a database or another non-ecommerce product. */
export const isEcommerceProduct = (product: Product) =>
  product.mediaType === undefined || BOOK_MEDIA.has(product.mediaType);

export interface ProductOfferInput {
  product: Product;
  user: SessionUser | null;
  site: Pick<SiteConfig, 'market' | 'brand'>;
}

/** The offer of a product for a user on a site (pure; see ProductOfferKind). */
export function productOfferKind({ product, user, site }: ProductOfferInput): Exclude<ProductOfferKind, 'loading'> {
  if (!isEcommerceProduct(product)) return 'request-trial';
  const secondBrand = site.brand === 'thorndike' || product.brand === 'thorndike';
  const outsideMarkets = site.market !== 'NA' && !secondBrand;
  const repOnly = (product.gradeLevels ?? []).some((level) => !ONLINE_GRADE_LEVELS.has(level));
  if (outsideMarkets || user?.isInternational || repOnly) return 'contact-rep';
  if (!user) {
    if (product.mediaType !== 'eBook') return 'limited-form';
    return secondBrand ? 'sign-in-for-price' : 'contact-representative';
  }
  if (product.customIsPurchasable === false) return 'no-price';
  return 'buy';
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

import type { Product, SessionUser, SiteConfig } from '@shelfmark/api-client';

/**
 * What the product page offers instead of, or as, its buy control (spec 001 §6, PDP-03):
 * - `request-trial`: a non-ecommerce product (database, primary sources…): a Request a Trial link;
 * - `contact-rep`: outside the North America and second-brand markets, an international user, an item
 *   with school or professional grade levels (professional development; 'Higher Education' titles are sold
 *   online), or a visitor asking for a first-brand eBook;
 * - `sign-in-for-price`: any other visitor;
 * - `no-price`: a signed-in user for whom the book is not purchasable: no price, no buy control;
 * - `buy`: the add-to-cart form (which itself handles inquiry-only and pending users).
 */
export type ProductOfferKind = 'loading' | 'request-trial' | 'contact-rep' | 'sign-in-for-price' | 'no-price' | 'buy';

const BOOK_MEDIA = new Set(['print', 'eBook']);
/** Grade levels whose titles are sold online; any other (K-12, Professional) goes through a rep. */
const ONLINE_GRADE_LEVELS = new Set(['Higher Education']);

/** A book sold online (print or eBook), as opposed to a database or another non-ecommerce product. */
export const isEcommerceProduct = (product: Product) => product.mediaType === undefined || BOOK_MEDIA.has(product.mediaType);

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
  if (!user) return product.mediaType === 'eBook' && !secondBrand ? 'contact-rep' : 'sign-in-for-price';
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

/** The request-trial link of a product: the configured path with `?product=` by its type. */
export function trialHref(trialPath: string, product: Product): string {
  const value = TRIAL_QUERY_BY_TYPE[product.type ?? ''] ?? 'general';
  return `${trialPath}?${new URLSearchParams({ product: value }).toString()}`;
}

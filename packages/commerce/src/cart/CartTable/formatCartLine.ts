import type { Product } from '@shelfmark/api-client';

/** The publisher whose titles carry the maple leaf (spec 000 §9). */
export const CANADIAN_PUBLISHER = 'CL Canada Higher Education';

/**
 * A line's weight (spec 000 §9): 3 decimals unless a whole number; the unit LB reads 'lbs' when the weight is more
 * than 1 (the default unit is LB). Null when the product has no weight.
 */
export function formatWeight(weight: number | null | undefined, unit: string | null | undefined = 'LB'): string | null {
  if (weight === null || weight === undefined || weight <= 0) return null;
  const value = Number.isInteger(weight) ? String(weight) : weight.toFixed(3);
  const uom = (unit ?? 'LB').toUpperCase();
  return `${value} ${uom === 'LB' && weight > 1 ? 'lbs' : uom}`;
}

/** A date of the cart as MM/DD/YYYY (spec 000 §9); the text as given when it is not a date. */
export function formatCartDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** Where a line's title links: the product page, or the catalogue route (context path) for non-ecommerce kinds. */
export function productPath(
  product: Pick<Product, 'isbn13' | 'customIsPurchasable'>,
  routes: { products: string; catalog: string },
): string {
  return `${product.customIsPurchasable === false ? routes.catalog : routes.products}/${product.isbn13}`;
}

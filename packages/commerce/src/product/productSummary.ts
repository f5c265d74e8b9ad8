import type { Product } from '@shelfmark/api-client';

/*
 * The one-line facts a result card, the internal search and the product page all show. They live apart from
 * ProductDetail.tsx so a search result or the home page does not pull the product page's code (tabs, Look Inside
 * menu, offer dialogs) into its chunk: each lazy route stays ≤ 40 kB gzipped.
 */

/** Authors as the backend joins them ('||') for display: "Ada Author, Ben Writer". */
export function formatAuthors(names: string | null | undefined): string {
  return (names ?? '')
    .split('||')
    .map((a) => a.trim())
    .filter(Boolean)
    .join(', ');
}

/** The price a signed-in customer pays, else the list price; null when the product has none. */
export function displayPrice(product: Product): string | null {
  return product.customPrice?.formattedValue ?? product.price?.formattedValue ?? null;
}

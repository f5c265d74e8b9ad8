import type { WishList } from '@shelfmark/api-client';

/**
 * Wish-list search (WISH-01, spec 000 §5): a list matches when one of its entries' titles contains the term
 * (case-insensitive) or its ISBN-13 / ISBN-10 contains the term's digits. An empty term keeps every list.
 */
export function searchWishLists(lists: readonly WishList[], term: string): WishList[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...lists];
  const digits = needle.replace(/\D/g, '');
  return lists.filter((list) =>
    list.entries.some(({ product }) => {
      if ((product.fullTitle ?? '').toLowerCase().includes(needle)) return true;
      if (digits === '') return false;
      const isbn10 = (product.isbn10 ?? product.isbn10Formatted ?? '').replace(/\D/g, '');
      return product.isbn13.includes(digits) || (isbn10 !== '' && isbn10.includes(digits));
    }),
  );
}

import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@shelfmark/api-client/schemas';

/**
 * Each sort's ORDER BY over the filtered set (`rank` is the text's relevance, 0 without text). Every sort ends on
 * title then ISBN-13, so pages never overlap; the search index keeps each product's place in the same orders.
 */
export const ORDER_BY: Record<SearchSort, SQL> = {
  relevance: sql`rank DESC, full_title ASC, isbn13 ASC`,
  'title-asc': sql`full_title ASC, isbn13 ASC`,
  'title-desc': sql`full_title DESC, isbn13 ASC`,
  'date-desc': sql`publication_date DESC NULLS LAST, full_title ASC, isbn13 ASC`,
  'date-asc': sql`publication_date ASC NULLS LAST, full_title ASC, isbn13 ASC`,
  'price-asc': sql`price ASC NULLS LAST, full_title ASC, isbn13 ASC`,
  'price-desc': sql`price DESC NULLS LAST, full_title ASC, isbn13 ASC`,
};

/** The sorts whose order does not depend on the text: the index keeps each (relevance without text is title-asc). */
export const INDEXED_SORTS = [
  'title-asc',
  'title-desc',
  'date-desc',
  'date-asc',
  'price-asc',
  'price-desc',
] as const satisfies readonly SearchSort[];
export type IndexedSort = (typeof INDEXED_SORTS)[number];

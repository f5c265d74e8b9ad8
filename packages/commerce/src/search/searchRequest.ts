import { DEFAULT_SEARCH_SORT, type Brand, type SearchQuery, type SearchSort } from '@shelfmark/api-client';

// Pure (no React): shared by useSearch and its server prefetch (@shelfmark/commerce/prefetch).

/** Search parameters as the address bar holds them: `page` is 1-based (SRCH-01). */
export interface SearchParams {
  q: string;
  /** 1-based page. @default 1 */
  page?: number;
  /** @default 10 */
  pageSize?: number;
  sort?: SearchSort;
}

/** What the search call sends (the hook and its server prefetch alike): the 0-based page, the brand and the tier level. */
export function searchRequest({ q, page = 1, pageSize = 10, sort = DEFAULT_SEARCH_SORT }: SearchParams, brand: Brand, tierLevel?: string | null): SearchQuery {
  return { q, page: Math.max(0, page - 1), pageSize, sort, brand, ...(tierLevel ? { tierLevel } : {}) };
}

import {
  catalogueAccounts,
  DEFAULT_SEARCH_SORT,
  type AccountsResponse,
  type Brand,
  type SearchQuery,
  type SearchSort,
  type SessionUser,
} from '@shelfmark/api-client';

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

/**
 * What the search call sends (the hook and its server prefetch alike): the 0-based page, the brand, and the signed-in
 * user's tier level and account numbers (spec 001 §7), so the results show that account's prices.
 */
export function searchRequest(
  { q, page = 1, pageSize = 10, sort = DEFAULT_SEARCH_SORT }: SearchParams,
  brand: Brand,
  user?: SessionUser | null,
  accounts?: AccountsResponse | null,
): SearchQuery {
  return { q, page: Math.max(0, page - 1), pageSize, sort, brand, ...catalogueAccounts(user, accounts) };
}

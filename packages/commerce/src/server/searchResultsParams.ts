import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchSort } from '@shelfmark/api-client';

/** A page's query: the browser's `URLSearchParams`, or the record a Next.js page receives as `searchParams`. */
export type QueryParams = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

const first = (params: QueryParams, name: string): string | undefined => {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
};

const positive = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * `SearchResults`' props (and `prefetchSearchResults`' params, with the site's brand) from the query its links and
 * forms write (`?q=&page=&pageSize=&sort=`): `q` trimmed, a page and page size that are not whole positive numbers
 * become 1 and 10, an unknown sort 'relevance'.
 */
export function searchResultsParams(params: QueryParams): {
  q: string;
  page: number;
  pageSize: number;
  sort: SearchSort;
} {
  const sort = first(params, 'sort');
  return {
    q: (first(params, 'q') ?? '').trim(),
    page: positive(first(params, 'page'), 1),
    pageSize: positive(first(params, 'pageSize'), 10),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : DEFAULT_SEARCH_SORT,
  };
}

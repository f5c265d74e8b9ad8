import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchSort } from '@shelfmark/api-client';

/** Reads a positive whole number from the address; anything else falls back. */
function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** Reads the results' parameters from the address bar: q, page (1-based), pageSize and sort (SRCH-01). */
export function readSearchParams(params: URLSearchParams): {
  q: string;
  page: number;
  pageSize: number;
  sort: SearchSort;
} {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), 10),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : DEFAULT_SEARCH_SORT,
  };
}

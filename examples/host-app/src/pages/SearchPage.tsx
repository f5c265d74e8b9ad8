import { useSearchParams } from 'react-router';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchSort } from '@shelfmark/api-client';
import { SearchResults } from '@shelfmark/commerce';
import { PageTitle } from '../layout/PageTitle';

/** Reads a positive whole number from the address; anything else falls back. */
function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** Reads the results' parameters from the address bar: q, page (1-based), pageSize and sort (SRCH-01). */
export function readSearchParams(params: URLSearchParams): { q: string; page: number; pageSize: number; sort: SearchSort } {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), 10),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : DEFAULT_SEARCH_SORT,
  };
}

/** searchResults: the address bar owns q / page / pageSize / sort; the widget reports changes. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { q, page, pageSize, sort } = readSearchParams(params);
  return (
    <>
      <PageTitle title={q ? `Search results for “${q.split(':')[0]}”` : 'Search results'} />
      <SearchResults
        q={q}
        page={page}
        pageSize={pageSize}
        sort={sort}
        onChange={(next) => {
          setParams({ q: next.q, page: String(next.page), pageSize: String(next.pageSize), sort: next.sort });
        }}
      />
    </>
  );
}

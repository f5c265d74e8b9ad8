import { useSearchParams } from 'react-router';
import { SearchResults } from '@shelfmark/commerce';
import { readSearchParams } from '../app/searchAddress';

/** searchResults: the address bar owns q / page / pageSize / sort; the widget reports changes. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { q, page, pageSize, sort } = readSearchParams(params);
  return (
    <>
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

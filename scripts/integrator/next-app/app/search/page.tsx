// packages/commerce/README.md, "Next.js App Router": the widget's data prefetched in a server component.
import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { SearchResults } from '@shelfmark/commerce';
import { prefetchSearchResults, searchResultsParams } from '@shelfmark/commerce/server';
import { api } from '../api';

type Query = Promise<Record<string, string | string[] | undefined>>;

export default async function SearchPage({ searchParams }: { searchParams: Query }) {
  const params = searchResultsParams(await searchParams);
  const queryClient = new QueryClient();
  const { brand } = await api.site.config();
  await prefetchSearchResults(queryClient, api, { ...params, brand });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <SearchResults {...params} />
    </HydrationBoundary>
  );
}

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SEARCH_SORT, type SearchResponse } from '@shelfmark/api-client';
import { accountQueries, searchQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';
import { searchRequest, type SearchParams } from './searchRequest';

export type { SearchParams };

export interface UseSearchResult {
  data: SearchResponse | undefined;
  /** True until the first answer. */
  isLoading: boolean;
  /** True while another page, sort or filter loads (the previous results stay on screen). */
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => void;
  /**
   * Starts loading the results of other parameters now, into the cache under the key this hook will ask for once the
   * host passes them back (a no-op until the session and accounts are known). Called at the click that changes the
   * page, sort or filters, so the request does not wait for the host's navigation to render.
   */
  prefetch: (next: SearchParams) => void;
}

/**
 * Search over the site's catalogue (GET /api/products/search), cached 2 minutes by the shared factory. The
 * 1-based page of the address becomes the backend's 0-based page; the brand and the user's tier level and account numbers are sent.
 */
export function useSearch({ q, page = 1, pageSize = 10, sort = DEFAULT_SEARCH_SORT }: SearchParams): UseSearchResult {
  const api = useApiClient();
  const { brand } = useSiteConfig();
  const session = useSession();
  const user = session.user;
  // The ship-to's country goes with the search (spec 001 §7): the user's accounts are read first (a failure sends none).
  const accounts = useQuery({ ...accountQueries.forUser(api, user?.uid ?? ''), enabled: user !== null });
  const queryClient = useQueryClient();
  // The tier level and the account change prices: wait for the session (and accounts) so the list is fetched once.
  const enabled = !session.isLoading && (user === null || !accounts.isPending);
  const query = useQuery({
    ...searchQueries.results(api, searchRequest({ q, page, pageSize, sort }, brand, user, accounts.data)),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: () => {
      void query.refetch();
    },
    prefetch: (next) => {
      if (enabled)
        void queryClient.prefetchQuery(searchQueries.results(api, searchRequest(next, brand, user, accounts.data)));
    },
  };
}

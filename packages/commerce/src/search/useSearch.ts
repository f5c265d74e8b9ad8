import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_SEARCH_SORT, type SearchResponse } from '@shelfmark/api-client';
import { accountQueries, searchQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { useSiteConfig } from '../site/ShelfmarkSiteProvider';
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
  const query = useQuery({
    ...searchQueries.results(api, searchRequest({ q, page, pageSize, sort }, brand, user, accounts.data)),
    // The tier level and the account change prices: wait for the session (and accounts) so the list is fetched once.
    enabled: !session.isLoading && (user === null || !accounts.isPending),
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
  };
}

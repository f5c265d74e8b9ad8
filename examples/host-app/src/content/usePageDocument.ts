import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, type ApiClient, type PageDocument } from '@shelfmark/api-client';
import { contentQueries, useApiClient } from '@shelfmark/api-client/react';

export interface UsePageDocumentResult {
  /** The page document; undefined while loading, and when the address has none. */
  page: PageDocument | undefined;
  isLoading: boolean;
  /** True when the server has no document for the address (404): the route's element stands alone. */
  isMissing: boolean;
}

/**
 * The page document of an address (GET /api/content/pages), the editor's draft in preview mode: the shared
 * factory's key and staleness, with an address that has no document (404) answered as `null` — a result,
 * not a failure, so the server-rendered page hands it to the browser like any other answer and the browser
 * does not ask again. The route loaders prefetch exactly this query.
 */
export function pageDocumentQuery(api: ApiClient, path: string, preview: boolean) {
  const shared = contentQueries.page(api, path, preview);
  return queryOptions({
    // The factory's key, without its data type: here a missing document is null.
    queryKey: [...shared.queryKey] as const,
    staleTime: shared.staleTime as number,
    retry: false,
    queryFn: async (): Promise<PageDocument | null> => {
      try {
        return await api.content.page({ path, preview });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The page document of an address, the editor's draft in preview mode. */
export function usePageDocument(path: string, preview: boolean): UsePageDocumentResult {
  const api = useApiClient();
  const query = useQuery(pageDocumentQuery(api, path, preview));
  return {
    page: query.data ?? undefined,
    isLoading: query.isPending,
    isMissing: query.data === null,
  };
}

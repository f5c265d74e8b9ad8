import { useQuery } from '@tanstack/react-query';
import { isApiError, type PageDocument } from '@shelfmark/api-client';
import { contentQueries, useApiClient } from '@shelfmark/api-client/react';

export interface UsePageDocumentResult {
  /** The page document; undefined while loading, and when the address has none. */
  page: PageDocument | undefined;
  isLoading: boolean;
  /** True when the server has no document for the address (404): the route's element stands alone. */
  isMissing: boolean;
}

/** The page document of an address (GET /api/content/pages), the editor's draft in preview mode. */
export function usePageDocument(path: string, preview: boolean): UsePageDocumentResult {
  const api = useApiClient();
  const query = useQuery({ ...contentQueries.page(api, path, preview), retry: false });
  return {
    page: query.data,
    isLoading: query.isPending,
    isMissing: query.isError && isApiError(query.error) && query.error.status === 404,
  };
}

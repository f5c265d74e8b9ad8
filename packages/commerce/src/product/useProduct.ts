import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shelfmark/api-client';
import { productQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';

export interface UseProductResult {
  product: Product | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The lookup answered 404, or 400 to a code that cannot be one (`/products/abc`): there is no such product. */
  isNotFound: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * One product by code or ISBN-13 (GET /api/products/code), through the shared query factory; the signed-in
 * user's tier level (PDP-03) and current ship-to are sent with it, so it is priced as their cart; the
 * query waits for the session.
 */
export function useProduct(code: string): UseProductResult {
  const api = useApiClient();
  const session = useSession();
  const query = useQuery({ ...productQueries.byCode(api, code, session.user), enabled: !session.isLoading });
  const status = (query.error as { status?: number } | null)?.status;
  return {
    product: query.data,
    isLoading: query.isPending,
    isError: query.isError,
    isNotFound: status === 404 || status === 400,
    error: query.error,
    refetch: () => {
      void query.refetch();
    },
  };
}

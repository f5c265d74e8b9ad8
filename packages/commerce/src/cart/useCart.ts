import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';

export interface UseCartResult {
  /** The signed-in user's current cart; undefined for a visitor or while loading. */
  cart: Cart | undefined;
  /** The uid the cart belongs to; null for a visitor. */
  userId: string | null;
  isSignedIn: boolean;
  /** True while the session or the cart is loading. */
  isLoading: boolean;
  isError: boolean;
  error: Error | null;
  /** True while the cart is being fetched again in the background. */
  isFetching: boolean;
  /** Total number of units in the cart (0 for a visitor). */
  totalUnitCount: number;
  refetch: () => void;
}

/**
 * The signed-in user's current cart (GET /api/carts), keyed by user with no retry, no refetch on focus and
 * 30 s staleness (CART-16). Visitors have no cart and trigger no call.
 */
export function useCart(): UseCartResult {
  const api = useApiClient();
  const session = useSession();
  const userId = session.user?.uid ?? null;
  const query = useQuery({ ...cartQueries.current(api, userId ?? ''), enabled: userId !== null });
  return {
    cart: userId ? query.data : undefined,
    userId,
    isSignedIn: session.isSignedIn,
    isLoading: session.isLoading || (userId !== null && query.isPending),
    isError: session.isError || (userId !== null && query.isError),
    error: session.error ?? (userId !== null ? query.error : null),
    isFetching: query.isFetching,
    totalUnitCount: userId ? (query.data?.totalUnitCount ?? 0) : 0,
    refetch: () => {
      void query.refetch();
    },
  };
}

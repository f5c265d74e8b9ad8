import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shelfmark/api-client';
import { accountQueries, cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';

/**
 * What checkout reads: the session, the cart (not on the card provider's return, which places the order it kept) and
 * the accounts, and a way to put the cart each step answers with into the cache.
 */
export function useCheckoutCart(isProcessedReturn: boolean) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.user?.uid ?? null;
  const cartQuery = useQuery({
    ...cartQueries.current(api, userId ?? ''),
    enabled: userId !== null && !isProcessedReturn,
  });
  const accountsQuery = useQuery({ ...accountQueries.forUser(api, userId ?? ''), enabled: userId !== null });
  const setCart = useCallback(
    (next: Cart) => queryClient.setQueryData(cartQueries.current(api, userId ?? '').queryKey, next),
    [api, queryClient, userId],
  );
  return { session, userId, cartQuery, accountsQuery, setCart };
}

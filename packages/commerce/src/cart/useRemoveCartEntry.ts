import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartEntry } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { useCartAnalytics } from '../analytics/useCartAnalytics';

export interface UseRemoveCartEntryResult {
  /** Removes one line: it leaves the cached cart at once, then the cart is refetched. */
  remove: (entry: CartEntry) => void;
  isPending: boolean;
  /** The title of the line removed last (the cart's client-side `removedTitle`), for the 'has been removed' message. */
  removedTitle: string | null;
  /** The last failure; the line is back in the cart. */
  error: Error | null;
  /** The entry number being removed, if any. */
  removingEntryNumber: number | null;
}

/**
 * Cart without one entry, its counts updated, so the badge and the table change before the server answers. The later
 * entries are numbered down by one, as the server does, so a line removed next (before the refetch is back) is
 * named by the number the server knows it by.
 */
function withoutEntry(cart: Cart, entryNumber: number): Cart {
  const entries = cart.entries
    .filter((e) => e.entryNumber !== entryNumber)
    .map((e) => (e.entryNumber > entryNumber ? { ...e, entryNumber: e.entryNumber - 1 } : e));
  return {
    ...cart,
    entries,
    totalItems: entries.length,
    totalUnitCount: entries.reduce((sum, e) => sum + e.quantity, 0),
  };
}

/**
 * Removing one cart line (CART-09): optimistic removal from the cached cart, DELETE /api/carts/entries, then a refetch.
 * A removal the server confirmed sends remove_from_cart with the line (GTM-01).
 */
export function useRemoveCartEntry(cart: Cart | undefined, userId: string | null): UseRemoveCartEntryResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = cartQueries.current(api, userId ?? '').queryKey;
  const analytics = useCartAnalytics();

  const mutation = useMutation<string, Error, CartEntry, { previous: Cart | undefined }>({
    // One removal after another: each is named by the numbering the one before it left.
    scope: { id: `cart-removal:${userId ?? ''}` },
    mutationFn: async (entry) => {
      if (!cart || !userId) throw new Error('There is no cart to remove this item from.');
      await api.carts.removeEntry({ userId, cartId: cart.code, entryNumber: entry.entryNumber });
      return entry.product.fullTitle;
    },
    onMutate: async (entry) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withoutEntry(previous, entry.entryNumber));
      return { previous };
    },
    onSuccess: (_title, entry) => analytics.removed([entry]),
    onError: (_error, _entry, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    // Not awaited: the 'has been removed' message follows the server's confirmation, not the refetch.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });

  return {
    remove: (entry) => mutation.mutate(entry),
    isPending: mutation.isPending,
    removedTitle: mutation.isSuccess ? mutation.data : null,
    error: mutation.error,
    // The line being removed, found by its title (numbers shift as lines leave); none once it has left the table.
    removingEntryNumber: mutation.isPending
      ? (cart?.entries.find((e) => e.product.code === mutation.variables?.product.code)?.entryNumber ?? null)
      : null,
  };
}

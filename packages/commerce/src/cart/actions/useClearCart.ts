import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { useCartAnalytics } from '../../analytics/useCartAnalytics';

export interface UseClearCartResult {
  /** Deletes the cart, creates a new empty one, and refreshes the cart query. */
  clear: () => Promise<boolean>;
  isPending: boolean;
  /** The last failure, until the next attempt. */
  error: Error | null;
}

/**
 * Clearing the cart (CART-11): DELETE /api/carts, then POST /api/carts for a new empty current cart, then the cart
 * query is refreshed; once the cart is deleted, remove_from_cart carries all its lines (GTM-01). `clear` resolves true on success and false on failure (the cart is refetched either way).
 */
export function useClearCart(cart: Cart | undefined, userId: string | null): UseClearCartResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = cartQueries.current(api, userId ?? '').queryKey;
  const analytics = useCartAnalytics();
  const mutation = useMutation<Cart, Error, void>({
    mutationFn: async () => {
      if (!cart || !userId) throw new Error('There is no cart to clear.');
      await api.carts.delete({ cartId: cart.code });
      // GTM-01: every line left the cart.
      analytics.removed(cart.entries);
      return api.carts.create({ userId });
    },
    onSuccess: (fresh) => queryClient.setQueryData(queryKey, fresh),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  return {
    clear: () =>
      mutation.mutateAsync().then(
        () => true,
        () => false,
      ),
    isPending: mutation.isPending,
    error: mutation.error,
  };
}

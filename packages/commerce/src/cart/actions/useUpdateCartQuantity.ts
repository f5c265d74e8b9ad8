import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Cart, type CartEntry } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { useCartAnalytics } from '../../analytics/useCartAnalytics';

/** The backorder notice's numbers (CART-08). */
export interface QuantityBackorder {
  requested: number;
  available: number;
  backordered: number;
}

/** What a quantity update came to. */
export type QuantityUpdateOutcome =
  | { status: 'updated'; entry: CartEntry; quantity: number }
  | { status: 'backordered'; entry: CartEntry; quantity: number; backorder: QuantityBackorder };

export interface UseUpdateCartQuantityResult {
  /** PUT /api/carts/entries with the new quantity of one line; the cart is refreshed afterwards. */
  update: (entry: CartEntry, quantity: number) => Promise<QuantityUpdateOutcome>;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

/**
 * Changing a line's quantity (CART-08). An answer carrying an errorList (e.g. max quantity exceeded) is a failure
 * (an ApiError whose errorList holds the backend's messages); an answer whose entry has backordered units is
 * 'backordered', with requested, available and backordered counts for the notice. A change the cart took is
 * reported to the tag manager (GTM-01) as the units that moved: add_to_cart for a raise, remove_from_cart for a cut.
 */
export function useUpdateCartQuantity(cart: Cart | undefined, userId: string | null): UseUpdateCartQuantityResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = cartQueries.current(api, userId ?? '').queryKey;
  const analytics = useCartAnalytics();
  const mutation = useMutation<QuantityUpdateOutcome, Error, { entry: CartEntry; quantity: number }>({
    mutationFn: async ({ entry, quantity }) => {
      if (!cart || !userId) throw new Error('There is no cart to update.');
      const answer = await api.carts.updateEntries({
        userId,
        cartId: cart.code,
        orderEntries: [{ product: { code: entry.product.code }, quantity }],
      });
      const modification = answer.cartModifications[0];
      const errors = modification?.errorList?.errors ?? [];
      if (!modification || errors.length > 0) {
        const message = errors.map((e) => e.message).join(' ') || 'The quantity could not be updated.';
        throw new ApiError({ status: 400, code: 'VALIDATION', message, errorList: { errors } });
      }
      const updated = modification.entry ?? { ...entry, quantity };
      const backordered = updated.backOrderedQty ?? 0;
      if (backordered > 0) {
        return {
          status: 'backordered',
          entry: updated,
          quantity,
          backorder: { requested: quantity, available: Math.max(0, quantity - backordered), backordered },
        };
      }
      return { status: 'updated', entry: updated, quantity };
    },
    onSuccess: (outcome, { entry }) => {
      const moved = outcome.quantity - entry.quantity;
      const line = { product: outcome.entry.product, basePrice: outcome.entry.basePrice, quantity: Math.abs(moved) };
      if (moved > 0) analytics.added([line]);
      else if (moved < 0) analytics.removed([line]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  return {
    update: (entry, quantity) => mutation.mutateAsync({ entry, quantity }),
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}

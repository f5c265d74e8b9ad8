import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Cart, type CartEntry } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { useCartAnalytics } from '../../analytics/useCartAnalytics';

/** The add and remove of a replace, for a host that wants them besides the tag manager (which gets them itself, GTM-01). */
export interface CartLineEvent {
  type: 'add_to_cart' | 'remove_from_cart';
  productCode: string;
  quantity: number;
}

/** The ISBN-13 of a line's newer edition (productReferences NEWER_EDITION, else newEditionIsbn), or null. */
export function newerEditionIsbn(entry: CartEntry): string | null {
  const reference = entry.product.productReferences?.find((r) => r.referenceType === 'NEWER_EDITION');
  return reference?.target.isbn13 ?? entry.product.newEditionIsbn ?? null;
}

export interface UseReplaceWithNewEditionResult {
  /** Adds the newer edition with the line's quantity; only when that answer has no errors is the old line removed. */
  replace: (entry: CartEntry) => Promise<void>;
  isPending: boolean;
  /** The entry number being replaced. */
  replacingEntryNumber: number | null;
  /** The last failure (the replace-failure modal), until the next attempt or reset. */
  error: Error | null;
  reset: () => void;
}

/**
 * Replace with new edition (CART-12, spec 000 §4): POST /api/carts/entries with the newer ISBN and the same quantity;
 * if the answer carries no errors, DELETE /api/carts/entries for the old line; otherwise the old line stays and the
 * failure is reported. The tag manager gets add_to_cart for the new line and remove_from_cart for the old one (GTM-01);
 * `onEvent` receives the same two moves.
 */
export function useReplaceWithNewEdition(
  cart: Cart | undefined,
  userId: string | null,
  onEvent?: (event: CartLineEvent) => void,
): UseReplaceWithNewEditionResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = cartQueries.current(api, userId ?? '').queryKey;
  const analytics = useCartAnalytics();
  const mutation = useMutation<void, Error, CartEntry>({
    mutationFn: async (entry) => {
      const newer = newerEditionIsbn(entry);
      if (!cart || !userId || !newer) throw new Error('This item has no newer edition to replace it with.');
      const answer = await api.carts.addEntries({
        userId,
        cartId: cart.code,
        orderEntries: [{ product: { code: newer }, quantity: entry.quantity }],
      });
      const line = answer.bulkCartModificationList[0];
      const errors = [...(line?.errorList?.errors ?? []), ...(line?.cartModification?.errorList?.errors ?? [])];
      if (errors.length > 0 || !line?.cartModification) {
        throw new ApiError({
          status: 400,
          code: 'VALIDATION',
          message: errors.map((e) => e.message).join(' ') || `${newer} could not be added.`,
          errorList: { errors },
        });
      }
      const added = line.cartModification.entry;
      if (added)
        analytics.added([
          { product: added.product, basePrice: added.basePrice, quantity: line.cartModification.quantityAdded },
        ]);
      onEvent?.({ type: 'add_to_cart', productCode: newer, quantity: entry.quantity });
      // The new line is appended, so the old line keeps its entry number.
      await api.carts.removeEntry({ userId, cartId: cart.code, entryNumber: entry.entryNumber });
      analytics.removed([entry]);
      onEvent?.({ type: 'remove_from_cart', productCode: entry.product.code, quantity: entry.quantity });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  return {
    replace: (entry) => mutation.mutateAsync(entry),
    isPending: mutation.isPending,
    replacingEntryNumber: mutation.isPending ? (mutation.variables?.entryNumber ?? null) : null,
    error: mutation.error,
    reset: mutation.reset,
  };
}

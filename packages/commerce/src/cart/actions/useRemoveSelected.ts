import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Cart } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { useCartAnalytics } from '../../analytics/useCartAnalytics';

export interface UseRemoveSelectedResult {
  /** Entry numbers of the selected lines. */
  selected: number[];
  /** Selects or unselects one line. */
  toggle: (entryNumber: number, checked: boolean) => void;
  /** Removes every selected line, one at a time in descending entry-number order, then clears the selection. */
  removeSelected: () => Promise<void>;
  isPending: boolean;
  /** How many lines the last run removed (null before the first run). */
  removedCount: number | null;
  /** The failure that stopped the last run; the lines not removed stay selected. */
  error: Error | null;
}

/**
 * Remove selected (CART-10): checkboxes collect entry numbers; the lines are removed with DELETE /api/carts/entries
 * one at a time from the highest entry number down (the backend renumbers entries after each removal, so lower
 * numbers stay valid), then the selection is cleared and the cart refetched.
 */
export function useRemoveSelected(cart: Cart | undefined, userId: string | null): UseRemoveSelectedResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = cartQueries.current(api, userId ?? '').queryKey;
  const [selected, setSelected] = useState<number[]>([]);
  const [removedCount, setRemovedCount] = useState<number | null>(null);
  const analytics = useCartAnalytics();

  const mutation = useMutation<number, Error, number[]>({
    mutationFn: async (entryNumbers) => {
      if (!cart || !userId) throw new Error('There is no cart to remove these items from.');
      const order = [...new Set(entryNumbers)].sort((a, b) => b - a);
      const lines = new Map(cart.entries.map((e) => [e.entryNumber, e]));
      let removed = 0;
      // GTM-01: one remove_from_cart with the lines that did leave the cart, also when a failure stops the run.
      const report = () => analytics.removed(order.slice(0, removed).flatMap((n) => lines.get(n) ?? []));
      for (const entryNumber of order) {
        try {
          await api.carts.removeEntry({ userId, cartId: cart.code, entryNumber });
        } catch (error) {
          report();
          setRemovedCount(removed);
          // What was removed is no longer selected; what is left stays selected.
          setSelected(order.slice(removed));
          throw error;
        }
        removed += 1;
      }
      report();
      return removed;
    },
    onMutate: () => setRemovedCount(null),
    onSuccess: (removed) => {
      setRemovedCount(removed);
      setSelected([]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  // Entry numbers of lines no longer in the cart are dropped from the selection.
  const present = new Set(cart?.entries.map((e) => e.entryNumber) ?? []);
  const current = mutation.isPending ? selected : selected.filter((n) => present.has(n));

  return {
    selected: current,
    toggle: (entryNumber, checked) =>
      setSelected((previous) =>
        checked
          ? [...previous.filter((n) => n !== entryNumber), entryNumber]
          : previous.filter((n) => n !== entryNumber),
      ),
    removeSelected: () =>
      mutation.mutateAsync(current).then(
        () => undefined,
        () => undefined,
      ),
    isPending: mutation.isPending,
    removedCount,
    error: mutation.error,
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Cart } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { useCartAnalytics } from '../../analytics/useCartAnalytics';

export interface UseRemoveSelectedResult {
  /** Entry numbers of the selected lines in the cart shown. */
  selected: number[];
  /** Selects or unselects one line. */
  toggle: (entryNumber: number, checked: boolean) => void;
  /** Removes every selected title's line, one at a time in descending entry-number order, then clears the selection. */
  removeSelected: () => Promise<void>;
  isPending: boolean;
  /** How many lines the last run removed (null before the first run). */
  removedCount: number | null;
  /** The failure that stopped the last run; the lines not removed stay selected. */
  error: Error | null;
}

/**
 * Remove selected (CART-10): the checkboxes select titles (product codes), not positions: the server renumbers a
 * cart's entries after each removal, and a line ticked while the cart shown is still an optimistic copy (a line just
 * removed, the refetch not yet back) must stay the same title once the fresh cart arrives. Removing asks the server for
 * the cart first, then removes the selected titles' lines with DELETE /api/carts/entries one at a time from the highest
 * entry number down (lower numbers stay valid), clears the selection and refetches the cart.
 */
export function useRemoveSelected(cart: Cart | undefined, userId: string | null): UseRemoveSelectedResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const cartQuery = cartQueries.current(api, userId ?? '');
  const queryKey = cartQuery.queryKey;
  const [selectedCodes, setSelectedCodes] = useState<string[]>([]);
  const [removedCount, setRemovedCount] = useState<number | null>(null);
  const analytics = useCartAnalytics();

  const mutation = useMutation<number, Error, string[]>({
    mutationFn: async (codes) => {
      if (!cart || !userId) throw new Error('There is no cart to remove these items from.');
      // The entry numbers the server has now, not those of the copy on screen.
      const fresh = await queryClient.fetchQuery({ ...cartQuery, staleTime: 0 });
      const wanted = new Set(codes);
      const lines = fresh.entries
        .filter((e) => wanted.has(e.product.code))
        .sort((a, b) => b.entryNumber - a.entryNumber);
      let removed = 0;
      // GTM-01: one remove_from_cart with the lines that did leave the cart, also when a failure stops the run.
      const report = () => analytics.removed(lines.slice(0, removed));
      for (const line of lines) {
        try {
          await api.carts.removeEntry({ userId, cartId: fresh.code, entryNumber: line.entryNumber });
        } catch (error) {
          report();
          setRemovedCount(removed);
          // What was removed is no longer selected; what is left stays selected.
          setSelectedCodes(lines.slice(removed).map((e) => e.product.code));
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
      setSelectedCodes([]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  // Titles no longer in the cart drop out of the selection; the rest are shown by their lines' entry numbers.
  const entries = cart?.entries ?? [];
  const codeOf = new Map(entries.map((e) => [e.entryNumber, e.product.code]));
  const present = entries.filter((e) => selectedCodes.includes(e.product.code));
  const current = mutation.isPending ? selectedCodes : present.map((e) => e.product.code);

  return {
    selected: present.map((e) => e.entryNumber),
    toggle: (entryNumber, checked) => {
      const code = codeOf.get(entryNumber);
      if (code === undefined) return;
      setSelectedCodes((previous) =>
        checked ? [...previous.filter((c) => c !== code), code] : previous.filter((c) => c !== code),
      );
    },
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

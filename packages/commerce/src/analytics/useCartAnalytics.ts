import { useCallback, useMemo } from 'react';
import { useSiteConfig } from '@shelfmark/forms/site';
import { useAnalytics } from './AnalyticsProvider';
import { entryEvent, type AnalyticsLine } from './analyticsEvents';

export interface UseCartAnalyticsResult {
  /** add_to_cart with the lines the cart took (quantity = units added); nothing when the list is empty. */
  added: (lines: readonly AnalyticsLine[]) => void;
  /** remove_from_cart with the lines that left the cart; nothing when the list is empty. */
  removed: (lines: readonly AnalyticsLine[]) => void;
}

/**
 * The cart's analytics (GTM-01): every path that adds to or removes from the cart reports through this, in the
 * site's currency and affiliation. Like `useAnalytics().track`, it sends nothing unless the site enables the tag manager.
 */
export function useCartAnalytics(): UseCartAnalyticsResult {
  const { track, affiliation } = useAnalytics();
  const { currency } = useSiteConfig();
  const send = useCallback(
    (event: 'add_to_cart' | 'remove_from_cart', lines: readonly AnalyticsLine[]) => {
      const moved = lines.filter((line) => line.quantity > 0);
      if (moved.length > 0) track(entryEvent(event, [...moved], affiliation, currency));
    },
    [track, affiliation, currency],
  );
  return useMemo(
    () => ({
      added: (lines) => send('add_to_cart', lines),
      removed: (lines) => send('remove_from_cart', lines),
    }),
    [send],
  );
}

import { useMemo } from 'react';
import type { Cart } from '@shelfmark/api-client';
import { CHECKOUT_STORAGE_KEYS, type StoredConfirmation } from '../checkout/checkoutStorage';
import { useBrowserValue } from '../hydration/useHydrated';

export interface UseOrderConfirmationResult {
  /**
   * The confirmation number from the query (`ordernumber`), or null; undefined while it is not known (a server
   * rendering without `search`, and the hydration of its HTML).
   */
  orderNumber: string | null | undefined;
  /** The ordered cart kept by checkout in session storage, when it is this order's. */
  cart: Cart | null;
}

function storedConfirmation(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(CHECKOUT_STORAGE_KEYS.confirmation) ?? null;
  } catch {
    return null;
  }
}

/**
 * The confirmation's data (CONF-01): the number from the `ordernumber` query parameter and, for the
 * order summary, the cart checkout stored under that number. Both are the browser's (its address, its session
 * storage): a server and the hydration of its HTML see `search` when given (else no number yet) and no stored cart.
 */
export function useOrderConfirmation(search: string | undefined): UseOrderConfirmationResult {
  const address = useBrowserValue<string | undefined>(() => window.location.search, undefined);
  const raw = useBrowserValue(storedConfirmation, null);
  const query = search ?? address;
  return useMemo(() => {
    const orderNumber = query === undefined ? undefined : new URLSearchParams(query).get('ordernumber')?.trim() || null;
    let stored: StoredConfirmation | null = null;
    try {
      stored = raw ? (JSON.parse(raw) as StoredConfirmation) : null;
    } catch {
      stored = null;
    }
    return { orderNumber, cart: stored && orderNumber && stored.code === orderNumber ? stored.cart : null };
  }, [query, raw]);
}

/** Replaces the `ordernumber` placeholder of a content text with the number (CONF-01). */
export function withOrderNumber(text: string, orderNumber: string | null): string {
  return text.replace(/\{?ordernumber\}?/gi, orderNumber ?? '');
}

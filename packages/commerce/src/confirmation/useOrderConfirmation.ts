import { useMemo } from 'react';
import type { Cart } from '@shelfmark/api-client';
import { checkoutStorage } from '../checkout/checkoutStorage';

export interface UseOrderConfirmationResult {
  /** The confirmation number from the query (`ordernumber`), or null. */
  orderNumber: string | null;
  /** The ordered cart kept by checkout in session storage, when it is this order's. */
  cart: Cart | null;
}

/**
 * The confirmation's data (CONF-01): the number from the `ordernumber` query parameter and, for the
 * order summary, the cart checkout stored under that number.
 */
export function useOrderConfirmation(search: string | undefined): UseOrderConfirmationResult {
  return useMemo(() => {
    const query = search ?? (typeof window !== 'undefined' ? window.location.search : '');
    const orderNumber = new URLSearchParams(query).get('ordernumber')?.trim() || null;
    const stored = checkoutStorage.confirmation();
    return { orderNumber, cart: stored && orderNumber && stored.code === orderNumber ? stored.cart : null };
  }, [search]);
}

/** Replaces the `ordernumber` placeholder of a content text with the number (CONF-01). */
export function withOrderNumber(text: string, orderNumber: string | null): string {
  return text.replace(/\{?ordernumber\}?/gi, orderNumber ?? '');
}

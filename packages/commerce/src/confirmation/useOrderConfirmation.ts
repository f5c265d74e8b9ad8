import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Cart } from '@shelfmark/api-client';
import { orderQueries, useApiClient } from '@shelfmark/api-client/react';
import { CHECKOUT_STORAGE_KEYS, type StoredConfirmation } from '../checkout/checkoutStorage';
import { useBrowserValue } from '@shelfmark/forms/site';
import { useOrderAccounts } from '../orders/useOrderAccounts';

/** What the confirmation knows of an order besides its number. */
export interface ConfirmedOrder {
  purchaseOrderNumber: string | null;
  paymentType: 'ACCOUNT' | 'CARD' | null;
  shipTo: { name: string; accountNumber: string; address: string } | null;
  /** The shipping instructions given at checkout (CONF-01), when this session placed the order. */
  specialShippingInstructions?: string | null;
}

export interface UseOrderConfirmationResult {
  /**
   * The confirmation number from the query (`ordernumber`), or null; undefined while it is not known (a server
   * rendering without `search`, and the hydration of its HTML).
   */
  orderNumber: string | null | undefined;
  /** The ordered cart kept by checkout in session storage, when it is this order's. */
  cart: Cart | null;
  /**
   * Whether the number is one of the buyer's orders: 'found' (placed in this session, or in their order
   * history), 'notFound' (a made-up number, or nobody signed in), 'checking' while the history loads; undefined
   * without a number.
   */
  status: 'checking' | 'found' | 'notFound' | 'signedOut' | undefined;
  /** The order's PO number, payment method and ship-to, as far as known. */
  order: ConfirmedOrder | null;
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
 * A number checkout did not store is looked up in the buyer's order history (confirmation number or order number);
 * one that is not there is not thanked for.
 */
export function useOrderConfirmation(search: string | undefined): UseOrderConfirmationResult {
  const api = useApiClient();
  const address = useBrowserValue<string | undefined>(() => window.location.search, undefined);
  const raw = useBrowserValue(storedConfirmation, null);
  const query = search ?? address;
  const { orderNumber, stored } = useMemo(() => {
    const number = query === undefined ? undefined : new URLSearchParams(query).get('ordernumber')?.trim() || null;
    let kept: StoredConfirmation | null;
    try {
      kept = raw ? (JSON.parse(raw) as StoredConfirmation) : null;
    } catch {
      kept = null;
    }
    return { orderNumber: number, stored: kept && number && kept.code === number ? kept : null };
  }, [query, raw]);

  const accounts = useOrderAccounts();
  const lookUp =
    Boolean(orderNumber) &&
    !stored &&
    accounts.isSignedIn &&
    Boolean(accounts.billToAccountNumber && accounts.shipToAccountNumber);
  const history = useQuery({
    ...orderQueries.list(api, {
      billToAccountNumber: accounts.billToAccountNumber ?? '',
      shipToAccountNumber: accounts.shipToAccountNumber ?? '',
    }),
    enabled: lookUp,
  });
  const row = history.data?.orders
    .concat(history.data.standingOrders)
    .find((o) => o.internetReference === orderNumber || o.orderNumber === orderNumber);

  let status: UseOrderConfirmationResult['status'];
  let order: ConfirmedOrder | null = null;
  if (!orderNumber) status = undefined;
  else if (stored) {
    status = 'found';
    order = {
      purchaseOrderNumber: stored.purchaseOrderNumber ?? null,
      paymentType: stored.paymentType ?? null,
      shipTo: stored.shipTo ?? null,
      specialShippingInstructions: stored.specialShippingInstructions ?? null,
    };
  } else if (accounts.isLoading || (lookUp && history.isPending)) status = 'checking';
  // A visitor's order cannot be looked up: they sign in and come back, rather than read "not found".
  else if (!accounts.isSignedIn) status = 'signedOut';
  else if (row) {
    status = 'found';
    order = { purchaseOrderNumber: row.poNumber ?? null, paymentType: null, shipTo: null };
  } else status = 'notFound';
  return { orderNumber, cart: stored?.cart ?? null, status, order };
}

/** Replaces the `ordernumber` placeholder of a content text with the number (CONF-01). */
export function withOrderNumber(text: string, orderNumber: string | null): string {
  return text.replace(/\{?ordernumber\}?/gi, orderNumber ?? '');
}

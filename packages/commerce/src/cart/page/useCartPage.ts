import { useEffect, useRef, useState } from 'react';
import type { Cart } from '@shelfmark/api-client';
import { cartEvent } from '../../analytics/analyticsEvents';
import { useAnalytics } from '../../analytics/AnalyticsProvider';
import { useShipToAccounts } from '../../account/useShipToAccounts';
import { usePhoneLayout } from '../../layout/usePhoneLayout';
import { usePurchaseFlags } from '../../purchase-flags/usePurchaseFlags';
import { useSession } from '../../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';
import type { CartLineEvent } from '../actions/useReplaceWithNewEdition';
import { useBulkAddToCart } from '../bulk/useBulkAddToCart';
import type { CartPageLabels } from '../cartPage.labels';
import { useCart } from '../useCart';
import { useBulkAddNotices } from './useBulkAddNotices';
import { useCartDialog } from './useCartDialog';
import { useCartLineActions } from './useCartLineActions';

export interface UseCartPageOptions {
  /** The page's resolved texts. */
  text: CartPageLabels;
  /** Called with each add and remove of a replace-with-new-edition (CART-12). */
  onCartEvent?: ((event: CartLineEvent) => void) | undefined;
}

/**
 * The cart page's state (spec 000 §2): the cart, what its lines and actions do, the bulk adds, the toast, and the one
 * dialog open. The page's views only render what this returns.
 */
export function useCartPage({ text, onCartEvent }: UseCartPageOptions) {
  const session = useSession();
  const cartQuery = useCart();
  const { cart, userId } = cartQuery;
  // The print view names the account billed and the ship-to (the account card's query; no extra call).
  const { accounts } = useShipToAccounts();
  // A phone's first screen shows the first line and Checkout: the actions fold into one button, the summary goes first.
  const isPhone = usePhoneLayout();
  useViewCartEvent(cart);
  const dialogs = useCartDialog();
  const notices = useBulkAddNotices(text, dialogs);
  const lines = useCartLineActions({ cart, userId, text, dialogs, showToast: notices.showToast, onCartEvent });
  // The upload control is a chunk of its own that the server's render does not wait for: it is shown once hydrated
  // (a file can only be read in the browser anyway), at the end of the page, so nothing above it moves.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const bulk = useBulkAddToCart({ onDone: (result) => notices.announceBulkAdd(result), askOrderedBefore: true });
  const flags = usePurchaseFlags(cart?.entries.map((entry) => entry.product.isbn13) ?? []);

  const addAll = (items: Parameters<typeof bulk.addAll>[0]) => {
    notices.setFailedIsbns([]);
    return bulk.addAll(items);
  };

  return {
    ...cartQuery,
    session,
    accounts,
    // Fund codes offered from the ship-to's funds (the account card's query).
    funds: accounts?.shipToAccount?.funds ?? [],
    isPhone,
    isHydrated: hydrated,
    /** An action is on its way: the other actions and Checkout wait. */
    isBusy: lines.isPending || bulk.isPending,
    dialogs,
    notices,
    lines,
    bulk,
    addAll,
    flags,
  };
}

export type UseCartPageResult = ReturnType<typeof useCartPage>;

/** GTM-01: view_cart once the page shows the user's cart (once per visit of the page). */
function useViewCartEvent(cart: Cart | undefined) {
  const analytics = useAnalytics();
  const config = useSiteConfig();
  const viewed = useRef(false);
  useEffect(() => {
    if (!cart || viewed.current) return;
    viewed.current = true;
    analytics.track(cartEvent('view_cart', cart, analytics.affiliation, config.currency));
  }, [cart, analytics, config.currency]);
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PENDING_ADD_PARAM, type Product } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { parseQuantity, type QuantityParseResult } from '@shelfmark/forms';
import type { AddedToCart, RemainingQuantity } from '../cart/useAddToCart';
import { useGuardedAddToCart, type NoStock, type UseGuardedAddToCartResult } from '../cart/useGuardedAddToCart';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation, useBrowserValue, useCurrentPath } from '@shelfmark/forms/site';

/** What the form shows instead of, or as, its buy control (spec 001 §6). */
export type AddToCartMode = 'loading' | 'signed-out' | 'inquiry-only' | 'not-purchasable' | 'pending' | 'purchase';

export interface UseAddToCartFormOptions {
  product: Product;
  /** Where sign-in returns to. @default the current path */
  returnTo?: string | undefined;
  /** Called after a successful add. */
  onAdded?: ((added: AddedToCart) => void) | undefined;
}

export interface UseAddToCartFormResult {
  mode: AddToCartMode;
  quantity: string;
  setQuantity: (value: string) => void;
  parsed: QuantityParseResult;
  min: number;
  max: number;
  canSubmit: boolean;
  isPending: boolean;
  submit: (event?: FormEvent) => void;
  added: AddedToCart | null;
  exceeded: RemainingQuantity | null;
  dismissExceeded: () => void;
  error: Error | null;
  signInUrl: string;
  /** A custom product (clCustom) waits for this confirmation before it is added; the quantity asked. */
  customQuantity: number | null;
  confirmCustom: () => void;
  cancelCustom: () => void;
  /**
   * Before an add that stock cannot cover: this request's quantity and how many of them would be
   * backordered (what the cart already holds used the stock first); nothing is added until `confirmNoStock`.
   */
  noStock: NoStock | null;
  /** Adds the quantity the no-stock dialog asked about. */
  confirmNoStock: () => void;
  /** Closes the no-stock dialog; nothing is added. */
  dismissNoStock: () => void;
  /** The shared add-to-cart flow behind the dialogs (AddToCartDialogs). */
  flow: UseGuardedAddToCartResult;
  /** True once the Add to cart pressed before signing in is being made here (the view focuses its button). */
  resumed: boolean;
}

/** Takes `param` out of the address without a navigation (a reload then no longer carries it). */
function dropFromAddress(param: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(param)) return;
  url.searchParams.delete(param);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export { backorderOf, type NoStock } from '../cart/useGuardedAddToCart';

/** The add-to-cart form's state (PDP-02): quantity 1 to maxProductQuantity, role rules, the pending-user redirect. */
export function useAddToCartForm({ product, returnTo, onAdded }: UseAddToCartFormOptions): UseAddToCartFormResult {
  const api = useApiClient();
  const session = useSession();
  const { maxProductQuantity, routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  // The one add-to-cart flow: custom product, then no stock, then the add (whose maximum is its own dialog).
  const flow = useGuardedAddToCart(
    { code: product.code, clCustom: product.clCustom, stockLevel: product.stock?.stockLevel },
    { onAdded },
  );
  const cart = flow.cart;
  // Where sign-in comes back to: the given path, else the address ('/' on a server and while hydrating).
  const here = useCurrentPath();
  const [quantity, setQuantity] = useState('1');
  // The quantity a visitor chose before signing in comes back in the address (PDP-02): the form starts from it. The
  // add stays the buyer's click: an address alone never puts a title in a cart.
  const asked = useBrowserValue(() => new URLSearchParams(window.location.search).get('quantity') ?? '', '');
  useEffect(() => {
    if (asked && parseQuantity(asked, { min: 1, max: maxProductQuantity }).ok) setQuantity(asked);
  }, [asked, maxProductQuantity]);
  const min = 1;
  const parsed = parseQuantity(quantity, { min, max: maxProductQuantity });
  // The server's verdict, when the product carries one: a title the user may not buy shows no buy control.
  const refused =
    product.entitlement !== undefined
      ? !product.entitlement.purchasable &&
        product.entitlement.reason !== 'inquiry-only' &&
        product.entitlement.reason !== 'pending'
      : product.customIsPurchasable === false;

  const mode: AddToCartMode = session.isLoading
    ? 'loading'
    : !session.isSignedIn
      ? 'signed-out'
      : session.isInquiryOnly
        ? 'inquiry-only'
        : refused
          ? 'not-purchasable'
          : session.isPending
            ? 'pending'
            : 'purchase';

  const canSubmit = (mode === 'purchase' || mode === 'pending') && parsed.ok && !cart.isPending && !flow.isChecking;

  // The Add to cart a visitor pressed before signing in comes back as a one-time id in the address (PDP-02). The
  // server answers it once; then it goes through the same flow as a click (the dialogs, the server's verdict). The
  // id leaves the address at once, and a reload, Back/Forward or a replayed sign-in gets nothing more to add.
  const pendingAddId = useBrowserValue(
    () => new URLSearchParams(window.location.search).get(PENDING_ADD_PARAM) ?? '',
    '',
  );
  const [resumed, setResumed] = useState(false);
  const handled = useRef(false);
  const latest = useRef({ flow, code: product.code });
  latest.current = { flow, code: product.code };
  useEffect(() => {
    if (!pendingAddId || mode === 'loading' || handled.current) return;
    handled.current = true;
    dropFromAddress(PENDING_ADD_PARAM);
    if (mode === 'pending') {
      navigate(routes.accountConfirmation);
      return;
    }
    if (mode !== 'purchase') return;
    api.auth.claimPendingAdd(pendingAddId).then(
      (add) => {
        if (add.code !== latest.current.code) return;
        setQuantity(String(add.quantity));
        setResumed(true);
        latest.current.flow.request(add.quantity);
      },
      () => {
        // Already made (another tab, an earlier load) or expired: nothing to add, nothing to say.
      },
    );
  }, [pendingAddId, mode, api, navigate, routes.accountConfirmation]);

  return {
    mode,
    quantity,
    setQuantity,
    parsed,
    min,
    max: maxProductQuantity,
    canSubmit,
    isPending: cart.isPending || flow.isChecking,
    submit: (event) => {
      event?.preventDefault();
      if (mode === 'pending') {
        navigate(routes.accountConfirmation);
        return;
      }
      if (!canSubmit || !parsed.ok) return;
      flow.request(parsed.value);
    },
    added: cart.added,
    exceeded: cart.exceeded,
    dismissExceeded: cart.dismissExceeded,
    error: cart.error,
    signInUrl: api.auth.signInUrl(returnTo ?? here),
    customQuantity: flow.customQuantity,
    confirmCustom: flow.confirmCustom,
    cancelCustom: flow.cancelCustom,
    noStock: flow.noStock,
    confirmNoStock: flow.confirmNoStock,
    dismissNoStock: flow.dismissNoStock,
    flow,
    resumed,
  };
}

import { useEffect, useState, type FormEvent } from 'react';
import type { Product } from '@shelfmark/api-client';
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
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Product } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { parseQuantity, type QuantityParseResult } from '@shelfmark/forms';
import { quantityInCart } from '../cart/quantityInCart';
import { useAddToCart, type AddedToCart, type RemainingQuantity } from '../cart/useAddToCart';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '../site/ShelfmarkSiteProvider';
import { useCurrentPath } from '../hydration/useHydrated';

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
}

/** The no-stock dialog's numbers: this request's quantity and how many of them stock cannot cover. */
export interface NoStock {
  requested: number;
  backordered: number;
}

/**
 * How many of `requested` more units would be backordered: the units the line would hold past the stock, less those
 * already past it (what the cart holds is served first).
 */
export function backorderOf(requested: number, inCart: number, stockLevel: number): number {
  const stock = Math.max(0, stockLevel);
  return Math.max(0, inCart + requested - stock) - Math.max(0, inCart - stock);
}

/** The add-to-cart form's state (PDP-02): quantity 1 to maxProductQuantity, role rules, the pending-user redirect. */
export function useAddToCartForm({ product, returnTo, onAdded }: UseAddToCartFormOptions): UseAddToCartFormResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const { maxProductQuantity, routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const cart = useAddToCart({ onAdded });
  // Where sign-in comes back to: the given path, else the address ('/' on a server and while hydrating).
  const here = useCurrentPath();
  const [quantity, setQuantity] = useState('1');
  const [customQuantity, setCustomQuantity] = useState<number | null>(null);
  const [noStock, setNoStock] = useState<NoStock | null>(null);
  const [isChecking, setChecking] = useState(false);
  const min = 1;
  const parsed = parseQuantity(quantity, { min, max: maxProductQuantity });

  const mode: AddToCartMode = session.isLoading
    ? 'loading'
    : !session.isSignedIn
      ? 'signed-out'
      : session.isInquiryOnly
        ? 'inquiry-only'
        : product.customIsPurchasable === false
          ? 'not-purchasable'
          : session.isPending
            ? 'pending'
            : 'purchase';

  const canSubmit = (mode === 'purchase' || mode === 'pending') && parsed.ok && !cart.isPending && !isChecking;
  const add = (value: number) => {
    cart.addToCart({ productCode: product.code, quantity: value }).catch(() => {
      // The failure is kept in `error` and shown by the view.
    });
  };
  /**
   * Adds `value`, or first asks through the no-stock dialog when stock cannot cover it: the cart is read fresh for
   * what it holds already (an unreadable cart counts as empty; the add itself reports why it fails).
   */
  const request = async (value: number) => {
    const stockLevel = product.stock?.stockLevel;
    if (stockLevel === undefined || !session.user) return add(value);
    setChecking(true);
    const current = await queryClient
      .fetchQuery({ ...cartQueries.current(api, session.user.uid), staleTime: 0 })
      .catch(() => undefined);
    setChecking(false);
    const inCart = quantityInCart(current, product.code);
    // Past the maximum nothing can be added: the add says so (the remaining-quantity dialog), not the stock.
    const backordered = inCart + value > maxProductQuantity ? 0 : backorderOf(value, inCart, stockLevel);
    if (backordered > 0) setNoStock({ requested: value, backordered });
    else add(value);
  };

  return {
    mode,
    quantity,
    setQuantity,
    parsed,
    min,
    max: maxProductQuantity,
    canSubmit,
    isPending: cart.isPending || isChecking,
    submit: (event) => {
      event?.preventDefault();
      if (mode === 'pending') {
        navigate(routes.accountConfirmation);
        return;
      }
      if (!canSubmit || !parsed.ok) return;
      if (product.clCustom) {
        setCustomQuantity(parsed.value);
        return;
      }
      void request(parsed.value);
    },
    added: cart.added,
    exceeded: cart.exceeded,
    dismissExceeded: cart.dismissExceeded,
    error: cart.error,
    signInUrl: api.auth.signInUrl(returnTo ?? here),
    customQuantity,
    confirmCustom: () => {
      if (customQuantity !== null) void request(customQuantity);
      setCustomQuantity(null);
    },
    cancelCustom: () => setCustomQuantity(null),
    noStock,
    confirmNoStock: () => {
      if (noStock) add(noStock.requested);
      setNoStock(null);
    },
    dismissNoStock: () => setNoStock(null),
  };
}

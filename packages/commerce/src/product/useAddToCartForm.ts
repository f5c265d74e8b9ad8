import { useState, type FormEvent } from 'react';
import type { Product } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { parseQuantity, type QuantityParseResult } from '@shelfmark/forms';
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
  /** After an add with backordered units: the quantities for the no-stock dialog. */
  noStock: { requested: number; backordered: number } | null;
  dismissNoStock: () => void;
}

/** The add-to-cart form's state (PDP-02): quantity 1 to maxProductQuantity, role rules, the pending-user redirect. */
export function useAddToCartForm({ product, returnTo, onAdded }: UseAddToCartFormOptions): UseAddToCartFormResult {
  const api = useApiClient();
  const session = useSession();
  const { maxProductQuantity, routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const cart = useAddToCart({ onAdded });
  // Where sign-in comes back to: the given path, else the address ('/' on a server and while hydrating).
  const here = useCurrentPath();
  const [quantity, setQuantity] = useState('1');
  const [customQuantity, setCustomQuantity] = useState<number | null>(null);
  const [noStockSeen, setNoStockSeen] = useState<AddedToCart | null>(null);
  const [requested, setRequested] = useState(0);
  const min = 1;
  const parsed = parseQuantity(quantity, { min, max: maxProductQuantity });

  const mode: AddToCartMode = session.isLoading ? 'loading'
    : !session.isSignedIn ? 'signed-out'
    : session.isInquiryOnly ? 'inquiry-only'
    : product.customIsPurchasable === false ? 'not-purchasable'
    : session.isPending ? 'pending'
    : 'purchase';

  const canSubmit = (mode === 'purchase' || mode === 'pending') && parsed.ok && !cart.isPending;
  const add = (value: number) => {
    setRequested(value);
    cart.addToCart({ productCode: product.code, quantity: value }).catch(() => {
      // The failure is kept in `error` and shown by the view.
    });
  };
  const added = cart.added;
  const noStock = added && added.backOrderedQty > 0 && noStockSeen !== added
    ? { requested: requested || added.quantityAdded, backordered: added.backOrderedQty } : null;

  return {
    mode,
    quantity,
    setQuantity,
    parsed,
    min,
    max: maxProductQuantity,
    canSubmit,
    isPending: cart.isPending,
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
      add(parsed.value);
    },
    added: cart.added,
    exceeded: cart.exceeded,
    dismissExceeded: cart.dismissExceeded,
    error: cart.error,
    signInUrl: api.auth.signInUrl(returnTo ?? here),
    customQuantity,
    confirmCustom: () => {
      if (customQuantity !== null) add(customQuantity);
      setCustomQuantity(null);
    },
    cancelCustom: () => setCustomQuantity(null),
    noStock,
    dismissNoStock: () => setNoStockSeen(added),
  };
}

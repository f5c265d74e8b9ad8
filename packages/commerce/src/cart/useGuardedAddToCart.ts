import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';
import { quantityInCart } from './quantityInCart';
import { useAddToCart, type AddedToCart, type UseAddToCartResult } from './useAddToCart';

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

/** What the guarded add needs of the title: its code, whether it is custom, and its stock when known. */
export interface GuardedAddProduct {
  code: string;
  clCustom?: boolean | undefined;
  /** Units in stock; unknown: no no-stock dialog. */
  stockLevel?: number | undefined;
}

export interface UseGuardedAddToCartResult {
  cart: UseAddToCartResult;
  /** Adds `value` after the dialogs that apply: custom product first, then no stock; the maximum is the add's own. */
  request: (value: number) => void;
  /** True while the cart is read for the no-stock check. */
  isChecking: boolean;
  /** A custom product (clCustom) waits for this confirmation before it is added; the quantity asked. */
  customQuantity: number | null;
  confirmCustom: () => void;
  cancelCustom: () => void;
  /** Before an add that stock cannot cover: nothing is added until `confirmNoStock`. */
  noStock: NoStock | null;
  confirmNoStock: () => void;
  dismissNoStock: () => void;
}

/**
 * The one add-to-cart flow of a single title (spec 001 §4, §8; PDP-02, PNA-01): a custom product (clCustom) is
 * confirmed first; then, the cart read afresh, an add that stock cannot cover asks through the no-stock dialog; the
 * add itself refuses a quantity past the maximum with the remaining-quantity dialog. The product page and price and
 * availability use it, with the same dialogs (`AddToCartDialogs`).
 */
export function useGuardedAddToCart(
  product: GuardedAddProduct,
  options: { onAdded?: ((added: AddedToCart) => void) | undefined } = {},
): UseGuardedAddToCartResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const { maxProductQuantity } = useSiteConfig();
  const cart = useAddToCart({ onAdded: options.onAdded });
  const [customQuantity, setCustomQuantity] = useState<number | null>(null);
  const [noStock, setNoStock] = useState<NoStock | null>(null);
  const [isChecking, setChecking] = useState(false);

  const add = (value: number) => {
    cart.addToCart({ productCode: product.code, quantity: value }).catch(() => {
      // The failure is kept in `error` and shown by the view.
    });
  };
  /** The cart is read fresh for what it holds (an unreadable cart counts as empty; the add says why it fails). */
  const checkStock = async (value: number) => {
    const stockLevel = product.stockLevel;
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
    cart,
    isChecking,
    request: (value) => {
      if (product.clCustom) setCustomQuantity(value);
      else void checkStock(value);
    },
    customQuantity,
    confirmCustom: () => {
      if (customQuantity !== null) void checkStock(customQuantity);
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, isApiError, type ApiClient, type Cart } from '@shelfmark/api-client';
import { cartQueries, purchaseHistoryQueries, useApiClient } from '@shelfmark/api-client/react';
import { useCartAnalytics } from '../analytics/useCartAnalytics';
import { useSession } from '../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';
import { quantityInCart } from './quantityInCart';

export interface AddToCartInput {
  /** The product code (ISBN-13 with its suffix) or the ISBN-13. */
  productCode: string;
  /** Units to add; at least 1. */
  quantity: number;
}

/** Why nothing was added: the cart plus the new quantity would pass the maximum (PDP-02, CART-13). */
export interface RemainingQuantity {
  productCode: string;
  /** Units asked for. */
  requested: number;
  /** Units already in the cart. */
  inCart: number;
  /** maxProductQuantity. */
  max: number;
  /** Units that can still be added (0: none left). */
  remaining: number;
}

export interface AddedToCart {
  productCode: string;
  /** Units asked for. */
  requested: number;
  /** Units the cart took. */
  quantityAdded: number;
  /** Units of the line that will ship later (stock below the quantity). */
  backOrderedQty: number;
  /** The cart line after the add. */
  entryQuantity: number;
}

export type AddToCartOutcome =
  { status: 'added'; added: AddedToCart } | { status: 'exceeded'; exceeded: RemainingQuantity };

export interface UseAddToCartOptions {
  /** Called after a successful add. */
  onAdded?: (added: AddedToCart) => void;
}

export interface UseAddToCartResult {
  /** Refetches the cart, checks the maximum, creates a cart when needed, adds, and refreshes the cart query. */
  addToCart: (input: AddToCartInput) => Promise<AddToCartOutcome>;
  isPending: boolean;
  /** The last successful add, until the next attempt. */
  added: AddedToCart | null;
  /** Set when the maximum stopped an add: the remaining-quantity dialog's content. */
  exceeded: RemainingQuantity | null;
  dismissExceeded: () => void;
  /** The last failure (unknown product, not purchasable, network…). */
  error: ApiError | Error | null;
  reset: () => void;
}

async function currentOrNewCart(api: ApiClient, fetchCart: () => Promise<Cart>, userId: string): Promise<Cart> {
  try {
    return await fetchCart();
  } catch (error) {
    if (isApiError(error) && error.isCartNotFound) return api.carts.create({ userId });
    throw error;
  }
}

/**
 * Adding to the cart from the product page (spec 001 §4 "Add to cart"): the cart is refetched first; if what is
 * already in it plus the new quantity passes maxProductQuantity nothing is added and `exceeded` says how many
 * can still be added. Otherwise POST /api/carts/entries (a new cart is created first when the user has none, or
 * when the backend answers 'Cart not found.'), then the cart query is refreshed. A successful add sends add_to_cart
 * with the units added to the tag manager when the site enables it (GTM-01) — from every page that adds this way.
 */
export function useAddToCart(options: UseAddToCartOptions = {}): UseAddToCartResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { maxProductQuantity } = useSiteConfig();
  const { user } = useSession();
  const [exceeded, setExceeded] = useState<RemainingQuantity | null>(null);
  const analytics = useCartAnalytics();

  const mutation = useMutation<AddToCartOutcome, Error, AddToCartInput>({
    mutationFn: async ({ productCode, quantity }) => {
      if (!user)
        throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in to add titles to your cart.' });
      const userId = user.uid;
      const cartQuery = cartQueries.current(api, userId);
      let cart = await currentOrNewCart(api, () => queryClient.fetchQuery({ ...cartQuery, staleTime: 0 }), userId);

      const inCart = quantityInCart(cart, productCode);
      if (inCart + quantity > maxProductQuantity) {
        return {
          status: 'exceeded',
          exceeded: {
            productCode,
            requested: quantity,
            inCart,
            max: maxProductQuantity,
            remaining: Math.max(0, maxProductQuantity - inCart),
          },
        };
      }

      const add = (cartId: string) =>
        api.carts.addEntries({ userId, cartId, orderEntries: [{ product: { code: productCode }, quantity }] });
      let answer;
      try {
        answer = await add(cart.code);
      } catch (error) {
        if (!(isApiError(error) && error.isCartNotFound)) throw error;
        cart = await api.carts.create({ userId });
        answer = await add(cart.code);
      }
      const item = answer.bulkCartModificationList[0];
      const errors = [...(item?.errorList?.errors ?? []), ...(item?.cartModification?.errorList?.errors ?? [])];
      if (errors.length > 0 || !item?.cartModification) {
        const message = errors.map((e) => e.message).join(' ') || `${productCode} could not be added to the cart.`;
        throw new ApiError({ status: 400, code: 'VALIDATION', message, errorList: { errors } });
      }
      const modification = item.cartModification;
      // GTM-01: add_to_cart with the units the cart took, priced by the line the answer carries.
      if (modification.entry)
        analytics.added([
          {
            product: modification.entry.product,
            basePrice: modification.entry.basePrice,
            quantity: modification.quantityAdded,
          },
        ]);
      return {
        status: 'added',
        added: {
          productCode,
          requested: quantity,
          quantityAdded: modification.quantityAdded,
          backOrderedQty: modification.entry?.backOrderedQty ?? 0,
          entryQuantity: modification.entry?.quantity ?? modification.quantity,
        },
      };
    },
    onMutate: () => setExceeded(null),
    onSuccess: (outcome) => {
      if (outcome.status === 'exceeded') setExceeded(outcome.exceeded);
      else options.onAdded?.(outcome.added);
    },
    onSettled: (outcome) => {
      if (outcome?.status === 'exceeded') return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
        // The "In your cart (n)" flags count the cart's copies.
        queryClient.invalidateQueries({ queryKey: purchaseHistoryQueries.all() }),
      ]);
    },
  });

  return {
    addToCart: (input) => mutation.mutateAsync(input),
    isPending: mutation.isPending,
    added: mutation.data?.status === 'added' ? mutation.data.added : null,
    exceeded,
    dismissExceeded: () => setExceeded(null),
    error: mutation.error,
    reset: () => {
      mutation.reset();
      setExceeded(null);
    },
  };
}

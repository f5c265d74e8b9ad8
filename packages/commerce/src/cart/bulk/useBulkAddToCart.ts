import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ApiError,
  CART_NOT_FOUND,
  isApiError,
  MAX_CART_ENTRIES_PER_CALL,
  type ApiClient,
  type Cart,
} from '@shelfmark/api-client';
import { cartQueries, purchaseHistoryQueries, useApiClient, wishlistQueries } from '@shelfmark/api-client/react';
import { displayCode } from '@shelfmark/forms';
import { useCartAnalytics } from '../../analytics/useCartAnalytics';
import type { AnalyticsLine } from '../../analytics/analyticsEvents';
import { useOrderedBeforeGate, type UseOrderedBeforeGateResult } from '../../purchase-flags/useOrderedBeforeGate';
import { useSession } from '../../session/useSession';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { quantityInCart } from '../quantityInCart';
import type { RemainingQuantity } from '../useAddToCart';
import { INVALID_ISBNS_KEY, storeFailedIsbns, WISH_LIST_ERROR_ISBNS_KEY } from './failedIsbns';

/** One line to add: a product code (or ISBN-13) and a quantity of at least 1. */
export interface BulkAddItem {
  productCode: string;
  quantity: number;
}

/** A line the backend took. */
export interface BulkAddAdded {
  productCode: string;
  /** The ISBN-13 shown to the user (the code without its '@' suffix). */
  isbn13: string;
  quantity: number;
  /** Units that will ship later (stock below the line's quantity). */
  backOrderedQty: number;
}

/** A line the backend refused, with each message of its errorList (unknown ISBN, not orderable, max…). */
export interface BulkAddFailed {
  productCode: string;
  isbn13: string;
  quantity: number;
  messages: string[];
}

/** What a bulk add came to (CART-13). */
export interface BulkAddResult {
  added: BulkAddAdded[];
  failed: BulkAddFailed[];
  /** Lines not sent: the cart plus the quantity would pass maxProductQuantity (the already-exceeded modal). */
  exceeded: RemainingQuantity[];
  /** The backend answered 'Cart not found.': the add was aborted and every line not added is in `failed`. */
  cartNotFound: boolean;
}

export interface UseBulkAddToCartOptions {
  /** Add into this wish list (a saved cart) instead of the current cart; failures are kept under the wish-list key. */
  wishListId?: string;
  /** Go to the cart route afterwards, as the spec's bulk add does. @default false */
  navigateToCart?: boolean;
  /** Called with the result once the add is done. */
  onDone?: (result: BulkAddResult) => void;
  /**
   * Ask before adding titles the ship-to ordered before (add anyway / skip; `orderedBefore` feeds
   * `OrderedBeforeDialog`). Off for a reorder, whose titles were ordered before by definition. @default false
   */
  askOrderedBefore?: boolean;
}

export interface BulkAddProgress {
  /** Lines the cart has answered for so far (added or refused), of `total` sent. */
  done: number;
  total: number;
}

export interface BulkAddCallOptions {
  /** Called after each call of up to MAX_CART_ENTRIES_PER_CALL lines, so a long add can show how far it is. */
  onProgress?: (progress: BulkAddProgress) => void;
}

export interface UseBulkAddToCartResult {
  /**
   * Checks each line against what the cart holds, posts the rest with POST /api/carts/entries (in calls of at most
   * MAX_CART_ENTRIES_PER_CALL lines), keeps the failed ISBNs.
   */
  addAll: (items: readonly BulkAddItem[], options?: BulkAddCallOptions) => Promise<BulkAddResult>;
  isPending: boolean;
  /** The last result, until the next attempt. */
  result: BulkAddResult | null;
  /** A failure other than per-line errors (network, session…). */
  error: Error | null;
  reset: () => void;
  /** The question before adding titles ordered before (with `askOrderedBefore`). */
  orderedBefore: Pick<UseOrderedBeforeGateResult, 'asking' | 'answer'>;
}

async function targetCart(
  api: ApiClient,
  fetchCurrent: () => Promise<Cart>,
  userId: string,
  wishListId?: string,
): Promise<Cart> {
  if (wishListId) return (await api.wishlists.get({ cartId: wishListId })).savedCartData;
  try {
    return await fetchCurrent();
  } catch (error) {
    if (isApiError(error) && error.isCartNotFound) return api.carts.create({ userId });
    throw error;
  }
}

/**
 * Bulk add (spec 000 §4 "Bulk add", CART-13): the cart is read afresh; every line whose quantity plus what the cart
 * already holds (plus earlier lines of the same ISBN) would pass maxProductQuantity is set aside for the
 * already-exceeded modal; the rest go in one POST /api/carts/entries whose answer has one result per entry. Refused
 * lines keep their errorList messages; their ISBNs are stored in session storage for the cart page's failed-ISBN
 * list (CART-03), or under the wish-list key when adding to a wish list. 'Cart not found.' aborts: nothing more is
 * sent and the lines are recorded as failed with that message.
 */
export function useBulkAddToCart(options: UseBulkAddToCartOptions = {}): UseBulkAddToCartResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { maxProductQuantity, routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const { user } = useSession();
  const [result, setResult] = useState<BulkAddResult | null>(null);
  const analytics = useCartAnalytics();
  const gate = useOrderedBeforeGate();

  const mutation = useMutation<
    BulkAddResult,
    Error,
    { items: readonly BulkAddItem[]; onProgress?: BulkAddCallOptions['onProgress'] }
  >({
    mutationFn: async ({ items, onProgress }) => {
      if (!user)
        throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in to add titles to your cart.' });
      const userId = user.uid;
      const cart = await targetCart(
        api,
        () => queryClient.fetchQuery({ ...cartQueries.current(api, userId), staleTime: 0 }),
        userId,
        options.wishListId,
      );

      const exceeded: RemainingQuantity[] = [];
      const toSend: BulkAddItem[] = [];
      const planned = new Map<string, number>();
      for (const item of items) {
        const key = displayCode(item.productCode);
        const inCart = quantityInCart(cart, item.productCode) + (planned.get(key) ?? 0);
        if (inCart + item.quantity > maxProductQuantity) {
          exceeded.push({
            productCode: key,
            requested: item.quantity,
            inCart,
            max: maxProductQuantity,
            remaining: Math.max(0, maxProductQuantity - inCart),
          });
        } else {
          planned.set(key, (planned.get(key) ?? 0) + item.quantity);
          toSend.push(item);
        }
      }

      const outcome: BulkAddResult = { added: [], failed: [], exceeded, cartNotFound: false };
      const moved: AnalyticsLine[] = [];
      // The cart takes at most MAX_CART_ENTRIES_PER_CALL lines a call: a longer add goes in calls one after another.
      for (let start = 0; start < toSend.length; start += MAX_CART_ENTRIES_PER_CALL) {
        const batch = toSend.slice(start, start + MAX_CART_ENTRIES_PER_CALL);
        try {
          const answer = await api.carts.addEntries({
            userId,
            cartId: cart.code,
            orderEntries: batch.map((i) => ({ product: { code: i.productCode }, quantity: i.quantity })),
          });
          answer.bulkCartModificationList.forEach((line, index) => {
            const item = batch[index];
            const productCode = line.productCode || item?.productCode || '';
            const base = { productCode, isbn13: displayCode(productCode), quantity: item?.quantity ?? 0 };
            const errors = [...(line.errorList?.errors ?? []), ...(line.cartModification?.errorList?.errors ?? [])];
            if (errors.length > 0 || !line.cartModification)
              outcome.failed.push({ ...base, messages: errors.map((e) => e.message) });
            else {
              outcome.added.push({ ...base, backOrderedQty: line.cartModification.entry?.backOrderedQty ?? 0 });
              const entry = line.cartModification.entry;
              if (entry)
                moved.push({
                  product: entry.product,
                  basePrice: entry.basePrice,
                  quantity: line.cartModification.quantityAdded,
                });
            }
          });
        } catch (error) {
          const cartNotFound = isApiError(error) && error.isCartNotFound;
          // A failure before anything went in fails the add (it can be tried again as it is); after an earlier call
          // went in, trying the whole add again would add those lines twice, so the rest are recorded as failed.
          if (!cartNotFound && start === 0) throw error;
          outcome.cartNotFound = cartNotFound;
          const message = cartNotFound ? CART_NOT_FOUND : error instanceof Error ? error.message : String(error);
          // Nothing more is sent: this call's lines and every later one are recorded as failed.
          for (const item of toSend.slice(start)) {
            outcome.failed.push({
              productCode: item.productCode,
              isbn13: displayCode(item.productCode),
              quantity: item.quantity,
              messages: [message],
            });
          }
          onProgress?.({ done: toSend.length, total: toSend.length });
          break;
        }
        onProgress?.({ done: Math.min(start + batch.length, toSend.length), total: toSend.length });
      }
      // GTM-01: one add_to_cart with every line the cart took (a wish list is not the cart: nothing is sent).
      if (!options.wishListId && moved.length > 0) analytics.added(moved);
      storeFailedIsbns(
        outcome.failed.map((f) => f.isbn13),
        options.wishListId ? WISH_LIST_ERROR_ISBNS_KEY : INVALID_ISBNS_KEY,
      );
      return outcome;
    },
    onMutate: () => {
      setResult(null);
      // The list is of the last add only: an add that fails outright leaves no rows of an earlier one.
      storeFailedIsbns([], options.wishListId ? WISH_LIST_ERROR_ISBNS_KEY : INVALID_ISBNS_KEY);
    },
    onSuccess: (outcome) => {
      setResult(outcome);
      options.onDone?.(outcome);
      if (options.navigateToCart) navigate(routes.cart);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
        queryClient.invalidateQueries({ queryKey: purchaseHistoryQueries.all() }),
        options.wishListId ? queryClient.invalidateQueries({ queryKey: wishlistQueries.all() }) : undefined,
      ]),
  });

  return {
    addAll: async (items, callOptions) => {
      const onProgress = callOptions?.onProgress;
      if (options.askOrderedBefore && !options.wishListId) {
        // The titles the buyer chose to skip are not sent; the others go through the same add.
        const skipped = await gate.confirm(items.map((item) => displayCode(item.productCode)));
        const kept = items.filter((item) => !skipped.has(displayCode(item.productCode)));
        if (kept.length === 0) return { added: [], failed: [], exceeded: [], cartNotFound: false };
        return mutation.mutateAsync({ items: kept, onProgress });
      }
      return mutation.mutateAsync({ items, onProgress });
    },
    isPending: mutation.isPending,
    result,
    error: mutation.error,
    reset: () => {
      mutation.reset();
      setResult(null);
    },
    orderedBefore: { asking: gate.asking, answer: gate.answer },
  };
}

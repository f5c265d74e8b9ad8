import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, WishList } from '@shelfmark/api-client';
import { useApiClient, wishlistQueries } from '@shelfmark/api-client/react';
import { displayCode } from '@shelfmark/forms';
import { storeFailedIsbns, WISH_LIST_ERROR_ISBNS_KEY } from '../cart/bulk/failedIsbns';
import { isWishListExpired } from './wishListDates';

/** Where the cart goes: choice '1' an existing wish list by code, choice '2' a new one by name (spec 000 §4). */
export type SaveCartTarget = { choice: '1'; cartId: string } | { choice: '2'; name: string };

/** What saving came to. */
export type SaveCartOutcome =
  | { status: 'saved'; choice: '1' | '2'; wishList: WishList }
  /** Created or found, but some lines were refused: their ISBNs. */
  | { status: 'partial'; choice: '1' | '2'; failedIsbns: string[] }
  | { status: 'failed'; choice: '1' | '2'; message: string };

export interface UseSaveCartAsWishListResult {
  /** The user's wish lists that can take lines (not expired), for the dropdown; first one preselected. */
  wishLists: WishList[];
  isLoadingWishLists: boolean;
  save: (target: SaveCartTarget) => Promise<SaveCartOutcome>;
  isPending: boolean;
}

/**
 * Save cart as wish list (CART-15): choice '1' adds every cart line to an existing wish list; choice '2' creates one
 * by name (POST /api/carts then PATCH /api/carts/wishlist) and adds the lines to it. The lines go in one
 * POST /api/carts/entries on the wish list; refused ISBNs are kept under the wish-list error key.
 */
export function useSaveCartAsWishList(cart: Cart | undefined, userId: string | null): UseSaveCartAsWishListResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const lists = useQuery({ ...wishlistQueries.list(api, userId ?? ''), enabled: userId !== null });

  const mutation = useMutation<SaveCartOutcome, Error, SaveCartTarget>({
    mutationFn: async (target) => {
      if (!cart || !userId || cart.entries.length === 0)
        return { status: 'failed', choice: target.choice, message: 'There is nothing in the cart to save.' };
      let wishList: WishList;
      try {
        wishList =
          target.choice === '1'
            ? (await api.wishlists.get({ cartId: target.cartId })).savedCartData
            : await api.wishlists.create({ userId, name: target.name });
      } catch (error) {
        return { status: 'failed', choice: target.choice, message: (error as Error).message };
      }
      let failedIsbns: string[];
      try {
        const answer = await api.carts.addEntries({
          userId,
          cartId: wishList.code,
          orderEntries: cart.entries.map((e) => ({ product: { code: e.product.code }, quantity: e.quantity })),
        });
        failedIsbns = answer.bulkCartModificationList
          .filter(
            (l) =>
              (l.errorList?.errors.length ?? 0) > 0 ||
              (l.cartModification?.errorList?.errors.length ?? 0) > 0 ||
              !l.cartModification,
          )
          .map((l) => displayCode(l.productCode));
      } catch {
        failedIsbns = cart.entries.map((e) => e.product.isbn13);
      }
      storeFailedIsbns(failedIsbns, WISH_LIST_ERROR_ISBNS_KEY);
      return failedIsbns.length > 0
        ? { status: 'partial', choice: target.choice, failedIsbns }
        : { status: 'saved', choice: target.choice, wishList };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueries.all() }),
  });

  return {
    wishLists: (lists.data?.carts ?? []).filter((w) => !isWishListExpired(w)),
    isLoadingWishLists: lists.isPending && userId !== null,
    save: (target) => mutation.mutateAsync(target),
    isPending: mutation.isPending,
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Product, type WishList } from '@shelfmark/api-client';
import { useApiClient, wishlistQueries } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { isWishListExpired } from '../wishlist/wishListDates';

export interface AddedToWishList {
  /** The wish list's name. */
  name: string;
  quantity: number;
}

export interface UseAddToWishListResult {
  /** The user's wish lists that can take a title (not expired); empty for a visitor. */
  wishLists: WishList[];
  isLoadingWishLists: boolean;
  /** POST /api/carts/entries on the wish list (the add-to-cart call, with the wish list's id). */
  add: (cartId: string, quantity: number) => void;
  isPending: boolean;
  added: AddedToWishList | null;
  error: Error | null;
}

/**
 * Adding the product page's title to one of the user's wish lists (spec 001 §6-§7, PDP-02): the lists come from
 * GET /api/carts/all-carts; the add goes through the same entries call as the cart, with the wish list's id;
 * an answer carrying errors is a failure with the backend's messages. The wish-list queries are refreshed after.
 */
export function useAddToWishList(product: Product): UseAddToWishListResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user, isLoading: isLoadingSession } = useSession();
  const userId = user?.uid ?? null;
  const lists = useQuery({ ...wishlistQueries.list(api, userId ?? ''), enabled: userId !== null });
  const wishLists = (lists.data?.carts ?? []).filter((w) => !isWishListExpired(w));

  const mutation = useMutation<AddedToWishList, Error, { cartId: string; quantity: number }>({
    mutationFn: async ({ cartId, quantity }) => {
      if (!userId) throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in to use wish lists.' });
      const answer = await api.carts.addEntries({
        userId,
        cartId,
        orderEntries: [{ product: { code: product.code }, quantity }],
      });
      const line = answer.bulkCartModificationList[0];
      const errors = [...(line?.errorList?.errors ?? []), ...(line?.cartModification?.errorList?.errors ?? [])];
      if (errors.length > 0 || !line?.cartModification) {
        throw new ApiError({
          status: 400,
          code: 'VALIDATION',
          message: errors.map((e) => e.message).join(' ') || `${product.isbn13} could not be added.`,
          errorList: { errors },
        });
      }
      const name = wishLists.find((w) => w.code === cartId)?.name ?? cartId;
      return { name, quantity: line.cartModification.quantityAdded || quantity };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueries.all() }),
  });

  return {
    wishLists,
    // Until the session is known, whether there are lists to show is not known either.
    isLoadingWishLists: isLoadingSession || (userId !== null && lists.isPending),
    add: (cartId, quantity) => mutation.mutate({ cartId, quantity }),
    isPending: mutation.isPending,
    added: mutation.data ?? null,
    error: mutation.error,
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WishList } from '@shelfmark/api-client';
import { cartQueries, useApiClient, wishlistQueries } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';

export interface UseWishListsResult {
  /** The user's wish lists (GET /api/carts/all-carts?savedCartsOnly=true&fieldsFullness=FULL), newest first. */
  lists: WishList[];
  isLoading: boolean;
  isError: boolean;
  /** Create: POST /api/carts, then PATCH /api/carts/wishlist with the name; the lists are refetched (WISH-02). */
  create: (name: string) => Promise<boolean>;
  /** Delete: DELETE /api/carts?cartId (WISH-02). */
  remove: (list: WishList) => Promise<boolean>;
  /** Restore: clone the list as a cart under its name, restore that cart (it replaces the current one), refresh (WISH-02). */
  restore: (list: WishList) => Promise<boolean>;
  /** Removes entries from a list one at a time, highest entry number first (WISH-03). */
  removeEntries: (list: WishList, entryNumbers: readonly number[]) => Promise<boolean>;
  /** What is on its way: 'create', or the code of the list being deleted / restored / edited. */
  pending: { create: boolean; deleting: string | null; restoring: string | null; editing: string | null };
}

/** The wish-list page's data and actions (WISH-01..03); every action resolves true on success, false on failure. */
export function useWishLists(): UseWishListsResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.uid ?? '';
  const query = useQuery({ ...wishlistQueries.list(api, userId), enabled: user !== null });
  const refresh = () => queryClient.invalidateQueries({ queryKey: wishlistQueries.all() });

  const create = useMutation<unknown, Error, string>({
    mutationFn: (name) => api.wishlists.create({ userId, name }),
    onSettled: refresh,
  });
  const remove = useMutation<unknown, Error, WishList>({
    mutationFn: (list) => api.wishlists.delete({ cartId: list.code }),
    onSettled: refresh,
  });
  const restore = useMutation<unknown, Error, WishList>({
    mutationFn: async (list) => {
      const clone = await api.wishlists.clone({ cartId: list.code, cartName: list.name ?? list.code });
      const cart = await api.wishlists.restore({ cartId: clone.code });
      queryClient.setQueryData(cartQueries.current(api, userId).queryKey, cart);
    },
    onSettled: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: cartQueries.all() })]),
  });
  const edit = useMutation<unknown, Error, { list: WishList; entryNumbers: readonly number[] }>({
    mutationFn: async ({ list, entryNumbers }) => {
      for (const entryNumber of [...new Set(entryNumbers)].sort((a, b) => b - a)) {
        await api.carts.removeEntry({ userId, cartId: list.code, entryNumber });
      }
    },
    onSettled: refresh,
  });

  const ok = (promise: Promise<unknown>) =>
    promise.then(
      () => true,
      () => false,
    );
  const lists = [...(query.data?.carts ?? [])].sort((a, b) =>
    (b.modifiedTime ?? '').localeCompare(a.modifiedTime ?? ''),
  );
  return {
    lists,
    isLoading: user !== null && query.isPending,
    isError: query.isError,
    create: (name) => ok(create.mutateAsync(name)),
    remove: (list) => ok(remove.mutateAsync(list)),
    restore: (list) => ok(restore.mutateAsync(list)),
    removeEntries: (list, entryNumbers) => ok(edit.mutateAsync({ list, entryNumbers })),
    pending: {
      create: create.isPending,
      deleting: remove.isPending ? (remove.variables?.code ?? null) : null,
      restoring: restore.isPending ? (restore.variables?.code ?? null) : null,
      editing: edit.isPending ? (edit.variables?.list.code ?? null) : null,
    },
  };
}

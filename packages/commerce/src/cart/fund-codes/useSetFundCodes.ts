import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';

/**
 * Sets one fund code (null clears it) on the cart lines of the given product codes (PUT /api/carts/entries/fund-codes),
 * then shows the cart the server answered. Lines are named by product code: the entry numbers change when a line is
 * removed, a product code does not.
 */
export function useSetFundCodes(cart: Cart | undefined, userId: string | null) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = cartQueries.current(api, userId ?? '').queryKey;
  return async (productCodes: string[], fundCode: string | null): Promise<Cart> => {
    if (!cart || !userId) throw new Error('There is no cart to set a fund code on.');
    const answered = await api.carts.setFundCodes({ userId, cartId: cart.code, productCodes, fundCode });
    queryClient.setQueryData(queryKey, answered);
    return answered;
  };
}

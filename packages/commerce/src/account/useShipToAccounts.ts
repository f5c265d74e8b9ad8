import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountsResponse, ShipToAccount } from '@shelfmark/api-client';
import { accountQueries, cartQueries, sessionQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { eligibleShipToAccounts, isParentAccount } from './eligibleAccounts';

export interface UseShipToAccountsResult {
  /** GET /api/users/accounts, once loaded (only with an active session). */
  accounts: AccountsResponse | undefined;
  /** Accounts the user may switch to (ACCT-01). */
  eligible: ShipToAccount[];
  /** The current ship-to account number. */
  currentAccountNumber: string | null;
  /** More than one eligible account: offer Change account; otherwise the button logs out (spec 000 §6). */
  canChange: boolean;
  /** The current account is a parent unit: switching away hides it (the modal warns). */
  isParent: boolean;
  isLoading: boolean;
  isError: boolean;
  /**
   * Switches the ship-to account (ACCT-02): PATCH /api/carts/accounts, then the accounts are refreshed and the cart
   * recalculated. Resolves true when switched, false on any failure (the modal then closes silently).
   */
  change: (shipToAccountNumber: string) => Promise<boolean>;
  isUpdating: boolean;
}

/** The signed-in user's ship-to accounts and the switch between them (CART-02, ACCT-01, ACCT-02). */
export function useShipToAccounts(): UseShipToAccountsResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.uid ?? '';
  const query = useQuery({ ...accountQueries.forUser(api, userId), enabled: user !== null });
  const eligible = eligibleShipToAccounts(query.data);

  const mutation = useMutation<void, Error, string>({
    mutationFn: async (shipToAccountNumber) => {
      await api.carts.changeAccount({ userId, shipToAccountNumber });
      // The session names the current ship-to, which prices search results and product pages.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
        queryClient.invalidateQueries({ queryKey: sessionQueries.all() }),
      ]);
      const cart = await api.carts.recalculate({ userId });
      queryClient.setQueryData(cartQueries.current(api, userId).queryKey, cart);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });

  return {
    accounts: query.data,
    eligible,
    currentAccountNumber: query.data?.shipToAccount?.accountNumber ?? null,
    canChange: eligible.length > 1,
    isParent: isParentAccount(query.data),
    isLoading: user !== null && query.isPending,
    isError: query.isError,
    change: (accountNumber) =>
      mutation.mutateAsync(accountNumber).then(
        () => true,
        () => false,
      ),
    isUpdating: mutation.isPending,
  };
}

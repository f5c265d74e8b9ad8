import { useQuery } from '@tanstack/react-query';
import type { AccountsResponse, SessionUser, ShipToAccount } from '@shelfmark/api-client';
import { accountQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { orderAccountNumbers } from './orderRequests';

export interface OrderAccounts {
  user: SessionUser | null;
  accounts: AccountsResponse | undefined;
  shipTo: ShipToAccount | null;
  /** The account numbers the order calls send. */
  billToAccountNumber: string | null;
  shipToAccountNumber: string | null;
  /** The user's organisation, sent with archived calls (E1 archives span its ship-tos). */
  orgAccountNumber: string | null;
  /** The current ship-to, or the organisation above it, is on the E1 system (spec 000 §6). */
  isE1: boolean;
  /** Staff (isCengageEmployee): may search by ship-to (spec 001 §6). */
  isStaff: boolean;
  isLoading: boolean;
  isSignedIn: boolean;
}

/**
 * The accounts behind the order history: the signed-in user's current ship-to and default bill-to,
 * or, for staff searching by ship-to, the typed ship-to sent as both (ORD-03).
 */
export function useOrderAccounts(staffShipTo: string | null = null): OrderAccounts {
  const api = useApiClient();
  const session = useSession();
  const user = session.user;
  const query = useQuery({ ...accountQueries.forUser(api, user?.uid ?? ''), enabled: user !== null });
  const accounts = query.data;
  return {
    user,
    accounts,
    ...orderAccountNumbers(user, accounts, staffShipTo),
    isLoading: session.isLoading || (user !== null && query.isPending),
    isSignedIn: session.isSignedIn,
  };
}

import { useQuery } from '@tanstack/react-query';
import { ApiError, type OrderDetail } from '@shelfmark/api-client';
import { orderQueries, useApiClient } from '@shelfmark/api-client/react';
import { orderDetailRequest } from './orderRequests';
import { useOrderAccounts } from './useOrderAccounts';

export interface UseOrderDetailsOptions {
  orderNumber: string;
  /** An archived (E1) order: read from the archive. @default false */
  isArchived?: boolean;
  /** A staff user's typed ship-to the order belongs to. */
  staffShipTo?: string | null;
}

export interface UseOrderDetailsResult {
  order: OrderDetail | undefined;
  isLoading: boolean;
  isSignedIn: boolean;
  /** 'notFound' for a 404 (unknown, or someone else's), 'failed' otherwise. */
  problem: 'notFound' | 'failed' | null;
  retry: () => void;
}

/** One order's lines, totals and shipments (ORD-04); runs only once the order number and bill-to are known (spec 001 §7). */
export function useOrderDetails({
  orderNumber,
  isArchived = false,
  staffShipTo = null,
}: UseOrderDetailsOptions): UseOrderDetailsResult {
  const api = useApiClient();
  const accounts = useOrderAccounts(staffShipTo);
  const bill = accounts.billToAccountNumber;
  const query = orderDetailRequest(orderNumber, accounts);
  const enabled = accounts.user !== null && !!bill && !!orderNumber;
  const live = useQuery({ ...orderQueries.detail(api, query), enabled: enabled && !isArchived });
  const archived = useQuery({ ...orderQueries.archivedDetail(api, query), enabled: enabled && isArchived });
  const detail = isArchived ? archived : live;
  const error = detail.error;
  return {
    order: detail.data,
    isLoading: accounts.isLoading || (enabled && detail.isPending),
    isSignedIn: accounts.isSignedIn,
    problem: !error
      ? null
      : error instanceof ApiError && (error.status === 404 || error.status === 403)
        ? 'notFound'
        : 'failed',
    retry: () => void detail.refetch(),
  };
}

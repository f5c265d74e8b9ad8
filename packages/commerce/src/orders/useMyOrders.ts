import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { OrderRow } from '@shelfmark/api-client';
import { orderQueries, useApiClient } from '@shelfmark/api-client/react';
import { applyOrderFilters, DEFAULT_ORDER_FILTERS, type OrderFilters } from './orderFilters';
import { useOrderAccounts, type OrderAccounts } from './useOrderAccounts';

export interface UseMyOrdersOptions {
  /** Orders per page (configured perPageOrdersCount). @default 10 */
  pageSize?: number;
}

/** Which fetch failed: the three messages of spec 001 §8. */
export type OrdersFailure = 'orders' | 'archived' | 'all' | null;

export interface UseMyOrdersResult extends OrderAccounts {
  filters: OrderFilters;
  /** Changes some filters (and goes back to page 1). */
  setFilters: (patch: Partial<OrderFilters>) => void;
  clearFilters: () => void;
  /** Archived orders are fetched only once this is on (ORD-03). */
  showArchived: boolean;
  setShowArchived: (on: boolean) => void;
  /** The ship-to a staff user searched for, or null for their own account. */
  staffShipTo: string | null;
  searchShipTo: (accountNumber: string | null) => void;
  /** The rows of the current page. */
  rows: OrderRow[];
  /** Rows after filters and search, over all pages. */
  matching: number;
  /** Rows before filters (current, standing and, when on, archived). */
  total: number;
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
  isLoadingOrders: boolean;
  isLoadingArchived: boolean;
  failure: OrdersFailure;
  retry: () => void;
}

/**
 * My Orders (ORD-01, ORD-03): current and standing orders, archived ones after the toggle, the
 * purchases filters, the search box and paging, all on the client so a page renders only its rows.
 */
export function useMyOrders({ pageSize = 10 }: UseMyOrdersOptions = {}): UseMyOrdersResult {
  const api = useApiClient();
  const [staffShipTo, setStaffShipTo] = useState<string | null>(null);
  const accounts = useOrderAccounts(staffShipTo);
  const [filters, setFiltersState] = useState<OrderFilters>(DEFAULT_ORDER_FILTERS);
  const [showArchived, setShowArchivedState] = useState(false);
  const [page, setPage] = useState(1);
  const { billToAccountNumber: bill, shipToAccountNumber: ship, orgAccountNumber: org } = accounts;
  const ready = accounts.user !== null && !!bill && !!ship;
  const pair = { billToAccountNumber: bill ?? '', shipToAccountNumber: ship ?? '' };

  const current = useQuery({ ...orderQueries.list(api, pair), enabled: ready });
  const archived = useQuery({
    ...orderQueries.archived(api, { ...pair, ...(org ? { orgAccountNumber: org } : {}) }),
    enabled: ready && showArchived && accounts.isE1,
  });
  const archivedOn = showArchived && accounts.isE1;

  const all = useMemo(() => [
    ...(current.data?.orders ?? []), ...(current.data?.standingOrders ?? []), ...(archivedOn ? archived.data ?? [] : []),
  ], [current.data, archived.data, archivedOn]);
  const filtered = useMemo(() => applyOrderFilters(all, filters), [all, filters]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const safePage = Math.min(page, totalPages);

  const currentFailed = current.isError;
  const archivedFailed = archivedOn && archived.isError;
  const failure: OrdersFailure = currentFailed && archivedFailed ? 'all' : currentFailed ? 'orders' : archivedFailed ? 'archived' : null;

  return {
    ...accounts,
    filters,
    setFilters: (patch) => { setFiltersState((f) => ({ ...f, ...patch })); setPage(1); },
    clearFilters: () => { setFiltersState(DEFAULT_ORDER_FILTERS); setPage(1); },
    showArchived: archivedOn,
    setShowArchived: (on) => { setShowArchivedState(on); setPage(1); },
    staffShipTo,
    searchShipTo: (accountNumber) => {
      setStaffShipTo(accountNumber?.trim() ? accountNumber.trim() : null);
      setShowArchivedState(false);
      setPage(1);
    },
    rows: filtered.slice((safePage - 1) * pageSize, safePage * pageSize),
    matching: filtered.length,
    total: all.length,
    page: safePage,
    totalPages,
    setPage,
    isLoadingOrders: accounts.isLoading || (ready && current.isPending),
    isLoadingArchived: archivedOn && archived.isPending,
    failure,
    retry: () => {
      if (current.isError) void current.refetch();
      if (archivedFailed) void archived.refetch();
    },
  };
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isApiError, type OrderRow } from '@shelfmark/api-client';
import { orderQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSiteNavigation } from '../site/ShelfmarkSiteProvider';
import { applyOrderFilters, DEFAULT_ORDER_FILTERS, type OrderFilters } from './orderFilters';
import { useOrderAccounts, type OrderAccounts } from './useOrderAccounts';

export interface UseMyOrdersOptions {
  /** Orders per page (configured perPageOrdersCount). @default 10 */
  pageSize?: number;
  /** The ship-to a staff user searched for (controlled), e.g. from the host router's search params. @default the address's `shipTo` */
  staffShipTo?: string | null;
  /** Called with the ship-to a staff user searched for, or null for their own account. */
  onStaffShipToChange?: (shipTo: string | null) => void;
}

/** The address parameter that keeps a staff user's typed ship-to, so it survives opening an order and coming back. */
export const STAFF_SHIP_TO_PARAM = 'shipTo';

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const addressShipTo = () => new URLSearchParams(window.location.search).get(STAFF_SHIP_TO_PARAM)?.trim() || null;

/**
 * The staff ship-to kept in the address: read from `?shipTo=` (after hydration, and again on Back and Forward),
 * written with the site's navigate, so the page's address holds it while an order is open and brings it back.
 */
function useAddressShipTo(): [string | null, (shipTo: string | null) => void] {
  const { navigate } = useSiteNavigation();
  const fromAddress = useSyncExternalStore(subscribeToHistory, addressShipTo, () => null);
  // What was typed here, until the address says otherwise (Back and Forward) or the page is left.
  const [typed, setTyped] = useState<{ value: string | null } | null>(null);
  useEffect(() => subscribeToHistory(() => setTyped(null)), []);
  const write = (shipTo: string | null) => {
    setTyped({ value: shipTo });
    const params = new URLSearchParams(window.location.search);
    if (shipTo) params.set(STAFF_SHIP_TO_PARAM, shipTo);
    else params.delete(STAFF_SHIP_TO_PARAM);
    const query = params.toString();
    navigate(`${window.location.pathname}${query ? `?${query}` : ''}`);
  };
  return [typed ? typed.value : fromAddress, write];
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
  /** The ship-to a staff user searched for does not exist (the server answered 404). */
  isUnknownShipTo: boolean;
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
export function useMyOrders({
  pageSize = 10,
  staffShipTo: controlled,
  onStaffShipToChange,
}: UseMyOrdersOptions = {}): UseMyOrdersResult {
  const api = useApiClient();
  const [inAddress, writeAddress] = useAddressShipTo();
  const staffShipTo = controlled !== undefined ? controlled : inAddress;
  const accounts = useOrderAccounts(staffShipTo);
  const [filters, setFiltersState] = useState<OrderFilters>(DEFAULT_ORDER_FILTERS);
  const [showArchived, setShowArchivedState] = useState(false);
  const [page, setPage] = useState(1);
  const { billToAccountNumber: bill, shipToAccountNumber: ship, orgAccountNumber: org } = accounts;
  const ready = accounts.user !== null && !!bill && !!ship;
  const pair = { billToAccountNumber: bill ?? '', shipToAccountNumber: ship ?? '' };

  const current = useQuery({ ...orderQueries.list(api, pair), enabled: ready });
  const isUnknownShipTo =
    accounts.isStaff && staffShipTo !== null && isApiError(current.error) && current.error.status === 404;
  const archivedOn = showArchived && accounts.isE1 && !isUnknownShipTo;
  const archived = useQuery({
    ...orderQueries.archived(api, { ...pair, ...(org ? { orgAccountNumber: org } : {}) }),
    enabled: ready && archivedOn,
  });

  const all = useMemo(
    () => [
      ...(current.data?.orders ?? []),
      ...(current.data?.standingOrders ?? []),
      ...(archivedOn ? (archived.data ?? []) : []),
    ],
    [current.data, archived.data, archivedOn],
  );
  const filtered = useMemo(() => applyOrderFilters(all, filters), [all, filters]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const safePage = Math.min(page, totalPages);

  const currentFailed = current.isError && !isUnknownShipTo;
  const archivedFailed = archivedOn && archived.isError;
  const failure: OrdersFailure =
    currentFailed && archivedFailed ? 'all' : currentFailed ? 'orders' : archivedFailed ? 'archived' : null;

  return {
    ...accounts,
    filters,
    setFilters: (patch) => {
      setFiltersState((f) => ({ ...f, ...patch }));
      setPage(1);
    },
    clearFilters: () => {
      setFiltersState(DEFAULT_ORDER_FILTERS);
      setPage(1);
    },
    showArchived: archivedOn,
    setShowArchived: (on) => {
      setShowArchivedState(on);
      setPage(1);
    },
    staffShipTo,
    searchShipTo: (accountNumber) => {
      const next = accountNumber?.trim() ? accountNumber.trim() : null;
      if (controlled === undefined) writeAddress(next);
      onStaffShipToChange?.(next);
      setShowArchivedState(false);
      setPage(1);
    },
    isUnknownShipTo,
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

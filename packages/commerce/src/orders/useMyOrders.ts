import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isApiError, type OrderRow } from '@shelfmark/api-client';
import { orderQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { applyOrderFilters, DEFAULT_ORDER_FILTERS, type OrderFilters } from './orderFilters';
import { ORDERS_ADDRESS_PARAMS, readOrdersAddress, writeOrdersAddress, type OrdersAddressState } from './ordersAddress';
import { useOrderAccounts, type OrderAccounts } from './useOrderAccounts';

export interface UseMyOrdersOptions {
  /** Orders per page (configured perPageOrdersCount). @default 10 */
  pageSize?: number;
  /** The ship-to a staff user searched for (controlled), e.g. from the host router's search params. @default the address's `shipTo` */
  staffShipTo?: string | null;
  /** Called with the ship-to a staff user searched for, or null for their own account. */
  onStaffShipToChange?: (shipTo: string | null) => void;
  /**
   * The page's query string, which holds the filters, page and archived toggle (e.g. the router's
   * `location.search`; pass it so a server render shows the same list). @default the browser's address
   */
  search?: string;
}

/** The address parameter that keeps a staff user's typed ship-to, so it survives opening an order and coming back. */
export const STAFF_SHIP_TO_PARAM = ORDERS_ADDRESS_PARAMS.shipTo;

/** Typing in a text filter writes the address once the typing pauses: one history entry per search, not per key. */
const TEXT_SETTLE_MS = 400;

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserSearch = () => window.location.search;

/**
 * My Orders' state kept in the address (ORD-01): read from `search` when the host passes its router's
 * query string (then a server render shows the same list), else from the browser's address (after
 * hydration, and again on Back and Forward); written with the site's navigate. What was written here
 * holds until the address changes underneath it (Back, Forward, a link), even with a navigate that
 * the page cannot observe.
 */
function useOrdersAddress(search: string | undefined): [OrdersAddressState, (next: OrdersAddressState) => void] {
  const { navigate } = useSiteNavigation();
  const fromBrowser = useSyncExternalStore(subscribeToHistory, browserSearch, () => '');
  const given = search ?? fromBrowser;
  const [written, setWritten] = useState<{ base: string; value: string } | null>(null);
  const current = written && written.base === given ? written.value : given;
  const state = useMemo(() => readOrdersAddress(current), [current]);
  const write = (next: OrdersAddressState) => {
    const query = writeOrdersAddress(next, current);
    if (query === (current.startsWith('?') || current === '' ? current : `?${current}`)) return;
    setWritten({ base: given, value: query });
    // A query alone resolves against the page's own path (the router's or the browser's); none at all is the path.
    navigate(query || window.location.pathname);
  };
  return [state, write];
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
  search,
}: UseMyOrdersOptions = {}): UseMyOrdersResult {
  const api = useApiClient();
  const [address, writeAddress] = useOrdersAddress(search);
  const staffShipTo = controlled !== undefined ? controlled : address.shipTo;
  const accounts = useOrderAccounts(staffShipTo);
  // Text being typed (search box, dates) filters at once; it reaches the address once the typing pauses.
  const [typing, setTyping] = useState<{ patch: Partial<OrderFilters>; from: OrdersAddressState } | null>(null);
  const pending = typing && typing.from === address ? typing.patch : null;
  const filters = useMemo<OrderFilters>(
    () => (pending ? { ...address.filters, ...pending } : address.filters),
    [address.filters, pending],
  );
  const showArchived = address.showArchived;
  const page = pending ? 1 : address.page;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setTyping(null);
      writeAddress({ ...address, filters, page: 1 });
    }, TEXT_SETTLE_MS);
    return () => clearTimeout(timer);
  });
  const commit = (next: Partial<OrdersAddressState>) => {
    setTyping(null);
    writeAddress({ ...address, filters, ...next });
  };
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
      const text = Object.keys(patch).every((k) => k === 'search' || k === 'dateFrom' || k === 'dateTo');
      if (text) setTyping({ patch: { ...pending, ...patch }, from: address });
      else commit({ filters: { ...filters, ...patch }, page: 1 });
    },
    clearFilters: () => commit({ filters: DEFAULT_ORDER_FILTERS, page: 1 }),
    showArchived: archivedOn,
    setShowArchived: (on) => commit({ showArchived: on, page: 1 }),
    staffShipTo,
    searchShipTo: (accountNumber) => {
      const next = accountNumber?.trim() ? accountNumber.trim() : null;
      if (controlled === undefined) commit({ shipTo: next, showArchived: false, page: 1 });
      else commit({ showArchived: false, page: 1 });
      onStaffShipToChange?.(next);
    },
    isUnknownShipTo,
    rows: filtered.slice((safePage - 1) * pageSize, safePage * pageSize),
    matching: filtered.length,
    total: all.length,
    page: safePage,
    totalPages,
    setPage: (next) => commit({ page: next }),
    isLoadingOrders: accounts.isLoading || (ready && current.isPending),
    isLoadingArchived: archivedOn && archived.isPending,
    failure,
    retry: () => {
      if (current.isError) void current.refetch();
      if (archivedFailed) void archived.refetch();
    },
  };
}

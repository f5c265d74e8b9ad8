import { ORDER_SORTS, ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderTypeName } from '@shelfmark/api-client';
import { DEFAULT_ORDER_FILTERS, type OrderFilters, type OrderSort } from './orderFilters';
import { MAX_TEXT, ORDERS_ADDRESS_PARAMS, readOrdersScope } from './ordersScope';

export { ORDERS_ADDRESS_PARAMS } from './ordersScope';

/** What My Orders reads from its address. */
export interface OrdersAddressState {
  filters: OrderFilters;
  /** 1-based; the list keeps it within its pages. */
  page: number;
  showArchived: boolean;
  /** The ship-to a staff user searched for. */
  shipTo: string | null;
}

const P = ORDERS_ADDRESS_PARAMS;
const text = (value: string | null) => (value ?? '').slice(0, MAX_TEXT);
const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value);

/**
 * Reads My Orders' state from a query string. A value it does not know (a sort or status nobody offers,
 * a page that is no whole number above 0) is ignored: the default stands. A date that is not MM/DD/YYYY
 * is kept, so the filter panel shows its format message under the field.
 */
export function readOrdersAddress(search: string | URLSearchParams): OrdersAddressState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get(P.sort) ?? '';
  const page = Number(params.get(P.page));
  return {
    filters: {
      sort: oneOf<OrderSort>(ORDER_SORTS, sort) ? sort : DEFAULT_ORDER_FILTERS.sort,
      types: [...new Set(params.getAll(P.type).filter((t): t is OrderTypeName => oneOf(ORDER_TYPES, t)))],
      statuses: [...new Set(params.getAll(P.status).filter((s): s is OrderStatus => oneOf(ORDER_STATUSES, s)))],
      dateFrom: text(params.get(P.dateFrom)),
      dateTo: text(params.get(P.dateTo)),
      search: text(params.get(P.search)),
    },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    ...readOrdersScope(params),
  };
}

/**
 * The query string of a state (defaults left out), keeping the parameters of `base` My Orders does not
 * own. Starts with '?' unless empty.
 */
export function writeOrdersAddress(state: OrdersAddressState, base = ''): string {
  const params = new URLSearchParams(base);
  for (const name of Object.values(P)) params.delete(name);
  const { filters } = state;
  if (state.shipTo) params.set(P.shipTo, state.shipTo);
  if (state.showArchived) params.set(P.archived, 'true');
  if (filters.sort !== DEFAULT_ORDER_FILTERS.sort) params.set(P.sort, filters.sort);
  for (const t of filters.types) params.append(P.type, t);
  for (const s of filters.statuses) params.append(P.status, s);
  if (filters.dateFrom) params.set(P.dateFrom, filters.dateFrom);
  if (filters.dateTo) params.set(P.dateTo, filters.dateTo);
  if (filters.search) params.set(P.search, filters.search);
  if (state.page > 1) params.set(P.page, String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

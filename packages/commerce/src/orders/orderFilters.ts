import {
  ORDER_SORTS,
  orderStatuses,
  orderTypeOf,
  type OrderRow,
  type OrderStatus,
  type OrderTypeName,
} from '@shelfmark/api-client';

export type OrderSort = (typeof ORDER_SORTS)[number];

/** The purchases filter panel's state (spec 000 §2, §9) plus the search box (spec 001 §5). */
export interface OrderFilters {
  /** @default 'date_dsc' */
  sort: OrderSort;
  /** Order types to keep; empty keeps all. */
  types: OrderTypeName[];
  /** Statuses to keep (an order matching any of them stays); empty keeps all. */
  statuses: OrderStatus[];
  /** MM/DD/YYYY or empty. */
  dateFrom: string;
  /** MM/DD/YYYY or empty. */
  dateTo: string;
  /** Matched against PO number, order number and internet reference. */
  search: string;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  sort: 'date_dsc',
  types: [],
  statuses: [],
  dateFrom: '',
  dateTo: '',
  search: '',
};

/** MM/DD/YYYY → YYYY-MM-DD, or null when it is not a real calendar date in that form. */
export function parseUsDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [, mm, dd, yyyy] = m;
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** YYYY-MM-DD → MM/DD/YYYY for display; anything else unchanged, empty for null. */
export function formatUsDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}

/** True when a date field holds something that is not MM/DD/YYYY. */
export const isBadUsDate = (text: string) => text.trim() !== '' && parseUsDate(text) === null;

/** Does the trimmed term match the PO number (any case), order number or internet reference (any case)? */
export function matchesOrderSearch(order: OrderRow, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [order.poNumber, order.orderNumber, order.internetReference].some((v) =>
    (v ?? '').toLowerCase().includes(needle),
  );
}

const compareText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').localeCompare(b ?? '', 'en', { numeric: true });

function comparator(sort: OrderSort): (a: OrderRow, b: OrderRow) => number {
  switch (sort) {
    case 'date_asc':
      return (a, b) => compareText(a.orderDate, b.orderDate) || compareText(a.orderNumber, b.orderNumber);
    case 'PO_asc':
      return (a, b) => compareText(a.poNumber, b.poNumber);
    case 'PO_dsc':
      return (a, b) => compareText(b.poNumber, a.poNumber);
    case 'order_num_asc':
      return (a, b) => compareText(a.orderNumber, b.orderNumber);
    case 'order_num_dsc':
      return (a, b) => compareText(b.orderNumber, a.orderNumber);
    default:
      return (a, b) => compareText(b.orderDate, a.orderDate) || compareText(b.orderNumber, a.orderNumber);
  }
}

/**
 * The rows the list shows: type, status and date range filters, the search term, then the sort.
 * A date field that is not MM/DD/YYYY is ignored (the panel shows its error).
 */
export function applyOrderFilters(rows: readonly OrderRow[], filters: OrderFilters): OrderRow[] {
  const from = parseUsDate(filters.dateFrom);
  const to = parseUsDate(filters.dateTo);
  return rows
    .filter((o) => filters.types.length === 0 || filters.types.includes(orderTypeOf(o)))
    .filter((o) => filters.statuses.length === 0 || orderStatuses(o).some((s) => filters.statuses.includes(s)))
    .filter((o) => (!from || o.orderDate >= from) && (!to || o.orderDate <= to))
    .filter((o) => matchesOrderSearch(o, filters.search))
    .sort(comparator(filters.sort));
}

// Pure and small (no React, no API constants): shared by My Orders' address and its server prefetch.

/**
 * The address parameters of My Orders (ORD-01): the filters, the page and the archived toggle live in
 * the query string, so Back and Forward, a reload and a server render (JavaScript off) show the same
 * list. `shipTo` is the staff search's (ORD-03).
 */
export const ORDERS_ADDRESS_PARAMS = {
  sort: 'sort',
  type: 'type',
  status: 'status',
  dateFrom: 'from',
  dateTo: 'to',
  search: 'q',
  page: 'page',
  archived: 'archived',
  shipTo: 'shipTo',
} as const;

/** Longer text is not a date, PO number or order reference anyone typed: cut, never an error. */
export const MAX_TEXT = 100;

/**
 * Which orders an address of My Orders names: a staff member's typed ship-to and whether the archived orders are
 * on. What the list asks the API for depends on these alone (the filters and the page apply to its answer).
 */
export function readOrdersScope(search: string | URLSearchParams): { shipTo: string | null; showArchived: boolean } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    showArchived: params.get(ORDERS_ADDRESS_PARAMS.archived) === 'true',
    shipTo: params.get(ORDERS_ADDRESS_PARAMS.shipTo)?.trim().slice(0, MAX_TEXT) || null,
  };
}

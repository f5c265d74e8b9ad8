import * as s from '../schemas';
import { answering } from './answer';
import { parseRequest, type MemoryState } from './memoryState';

/** The first day that still counts: `months` before today (UTC), as YYYY-MM-DD, as the server's `current_date - months`. */
export function lookBackStart(months: number, today = new Date()): string {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return start.toISOString().slice(0, 10);
}

/**
 * POST /api/products/purchase-history on the twin: the same rule as the server's purchase-history/purchaseHistoryRepo.ts
 * — the newest order of the buyer's current ship-to within the look-back (cancelled orders and returns left out), the
 * copies in the current cart, the unexpired wish lists.
 */
export function memoryPurchaseHistory(state: MemoryState, months = s.PURCHASE_HISTORY_MONTHS) {
  const handle = answering(state);
  return handle(s.purchaseHistorySchema, (body: s.PurchaseHistoryBody) => {
    const user = state.requireUser();
    const { isbns } = parseRequest(s.purchaseHistoryBodySchema, body);
    const shipTo =
      user.accountStatus === 'ACTIVE'
        ? (state.accounts.get(user.uid)?.shipToAccount?.accountNumber ?? user.defaultShipToAccount ?? null)
        : null;
    const since = lookBackStart(months);
    const now = Date.now();
    const mine = [...state.carts.values()].filter((c) => c.userId === user.uid);
    const current = mine.filter((c) => !c.saved).at(-1);
    const lists = mine.filter((c) => c.saved && !(c.expirationTime && Date.parse(c.expirationTime) <= now));
    const orders = [...state.orders.values()]
      .filter(
        (o) =>
          shipTo !== null &&
          o.shipToAccountNumber === shipTo &&
          o.orderDate >= since &&
          (o.customType ?? 'PURCHASES') === 'PURCHASES' &&
          o.shipStatus !== '2',
      )
      .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.orderNumber.localeCompare(a.orderNumber));
    const flags: s.PurchaseFlag[] = [];
    for (const isbn13 of [...new Set(isbns)].sort()) {
      const order = orders.find((o) => o.lines.some((l) => l.isbn3Litm === isbn13));
      const cartQuantity = (current?.entries ?? [])
        .filter((e) => e.product.isbn13 === isbn13)
        .reduce((sum, e) => sum + e.quantity, 0);
      const wishLists = lists
        .filter((c) => c.entries.some((e) => e.product.isbn13 === isbn13))
        .map((c) => ({ code: c.code, name: c.name ?? c.code }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
      if (order || cartQuantity > 0 || wishLists.length > 0)
        flags.push({
          isbn13,
          lastOrder: order ? { orderNumber: order.orderNumber, orderDate: order.orderDate } : null,
          cartQuantity,
          wishLists,
        });
    }
    return { shipToAccountNumber: shipTo, lookBackMonths: months, flags };
  });
}

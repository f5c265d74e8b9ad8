import { z } from 'zod';
import { PURCHASE_HISTORY_MAX_ISBNS } from '../purchaseHistoryLimits';

/** How far back the orders of the buyer's ship-to count as "already ordered", unless the server is configured otherwise. */
export const PURCHASE_HISTORY_MONTHS = 24;
// Kept in a module without zod, so a view that splits its ISBNs into calls does not load the schemas.
export { PURCHASE_HISTORY_MAX_ISBNS };

/**
 * POST /api/products/purchase-history — the ISBN-13s of one screen (a page of search results, a product, Fast Order
 * or P&A results, the cart lines). Answered for the signed-in buyer's current ship-to only: there is no account to
 * name, so nobody can ask about someone else's orders.
 */
export const purchaseHistoryBodySchema = z.object({
  isbns: z
    .array(z.string().regex(/^\d{13}$/, 'Each ISBN must be 13 digits'))
    .min(1, 'isbns needs at least one ISBN')
    .max(PURCHASE_HISTORY_MAX_ISBNS, `At most ${PURCHASE_HISTORY_MAX_ISBNS} ISBNs`),
});
export type PurchaseHistoryBody = z.infer<typeof purchaseHistoryBodySchema>;

/** What one ISBN-13 already is for the buyer: last ordered (order and date), in the current cart, on wish lists. */
export const purchaseFlagSchema = z.object({
  isbn13: z.string(),
  /** The newest order of the current ship-to holding it within the look-back (cancelled orders and returns left out). */
  lastOrder: z.object({ orderNumber: z.string(), orderDate: z.string() }).nullable(),
  /** Copies in the current cart (0 when none). */
  cartQuantity: z.number().int(),
  /** The buyer's wish lists holding it (expired ones left out), by name. */
  wishLists: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PurchaseFlag = z.infer<typeof purchaseFlagSchema>;

/** The answer: a flag for each asked ISBN that is ordered, in the cart or on a list; the others are left out. */
export const purchaseHistorySchema = z.object({
  shipToAccountNumber: z.string().nullable(),
  /** The look-back the server applied, in months. */
  lookBackMonths: z.number().int(),
  flags: z.array(purchaseFlagSchema),
});
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;

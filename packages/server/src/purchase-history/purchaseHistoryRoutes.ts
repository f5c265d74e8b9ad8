import type { FastifyInstance } from 'fastify';
import {
  PURCHASE_HISTORY_MONTHS,
  purchaseHistoryBodySchema,
  purchaseHistorySchema,
} from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { signedInOnly } from '../http/guards';
import { withZod } from '../http/validate';
import { purchaseFlags } from './purchaseHistoryRepo';

export interface PurchaseHistoryOptions {
  /** How many months of the ship-to's orders count as "already ordered". @default PURCHASE_HISTORY_MONTHS (24) */
  lookBackMonths: number;
}

/** SHELFMARK_PURCHASE_HISTORY_MONTHS: a whole number of months from 1 to 240; unset means 24. */
export function readPurchaseHistoryEnv(env: Record<string, string | undefined>): PurchaseHistoryOptions {
  const raw = env.SHELFMARK_PURCHASE_HISTORY_MONTHS?.trim();
  if (!raw) return { lookBackMonths: PURCHASE_HISTORY_MONTHS };
  const months = Number(raw);
  if (!/^\d+$/.test(raw) || months < 1 || months > 240)
    throw new Error(`SHELFMARK_PURCHASE_HISTORY_MONTHS must be a whole number of months from 1 to 240, not '${raw}'.`);
  return { lookBackMonths: months };
}

/**
 * POST /api/products/purchase-history: the "already ordered / in your cart / on a list" flags of one screen's
 * ISBN-13s, for the signed-in buyer only (401 for a visitor). The answer is the buyer's own and is never part of a
 * product or search answer, so the catalogue answers and the anonymous pages kept for everyone stay the same for
 * every caller.
 */
export async function purchaseHistoryRoutes(
  server: FastifyInstance,
  ctx: ServerContext,
  options: PurchaseHistoryOptions = { lookBackMonths: PURCHASE_HISTORY_MONTHS },
): Promise<void> {
  const app = withZod(server);
  const route = {
    ...signedInOnly,
    schema: { body: purchaseHistoryBodySchema, response: { 200: purchaseHistorySchema } },
  };
  app.post('/api/products/purchase-history', route, async (request, reply) => {
    const uid = requireUser(request);
    // The buyer's own orders and cart: never kept by a shared cache.
    void reply.header('cache-control', 'private, no-store');
    return purchaseFlags(ctx.database, uid, request.body.isbns, options.lookBackMonths);
  });
}

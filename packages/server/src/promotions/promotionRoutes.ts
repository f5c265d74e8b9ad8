import type { FastifyInstance } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { userMismatch } from '../http/HttpError';
import { parseRequest } from '../http/validate';
import { createPromotionService } from './promotionService';

/** POST /api/carts/promotions and DELETE /api/carts/promotions-remove (spec 000 §7; CHK-03). */
export async function promotionRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const promotions = createPromotionService(ctx.database.db, ctx);

  app.post('/api/carts/promotions', async (request) => {
    const uid = requireUser(request);
    const { userId, promoCode } = parseRequest(s.applyPromoBodySchema, request.body);
    if (userId !== uid) throw userMismatch();
    return ctx.answer(s.cartSchema, await promotions.apply(uid, promoCode));
  });

  app.delete('/api/carts/promotions-remove', async (request) => {
    const uid = requireUser(request);
    const { userId } = parseRequest(s.removePromoQuerySchema, request.query);
    const { promoCode } = parseRequest(s.removePromoBodySchema, request.body ?? {});
    if (userId !== uid) throw userMismatch();
    return ctx.answer(s.cartSchema, await promotions.remove(uid, promoCode));
  });
}

import type { FastifyInstance } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { z } from 'zod';
import { signedInAs } from '../http/guards';
import { withZod } from '../http/validate';
import { createPromotionService } from './promotionService';

/** POST /api/carts/promotions and DELETE /api/carts/promotions-remove (spec 000 §7; CHK-03). */
export async function promotionRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  const promotions = createPromotionService(ctx.database.db, ctx);

  app.post(
    '/api/carts/promotions',
    { ...signedInAs('body'), schema: { body: s.applyPromoBodySchema, response: { 200: s.cartSchema } } },
    async (request) => promotions.apply(requireUser(request), request.body.promoCode),
  );

  // A DELETE without a body names no code: answered as a body without promoCode ('promoCode: …'), not as a missing body.
  const removeBody = z.preprocess((body) => body ?? {}, s.removePromoBodySchema);
  app.delete(
    '/api/carts/promotions-remove',
    {
      ...signedInAs('query'),
      schema: { querystring: s.removePromoQuerySchema, body: removeBody, response: { 200: s.cartSchema } },
    },
    async (request) => promotions.remove(requireUser(request), request.body.promoCode),
  );
}

import type { FastifyInstance } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { HttpError, userMismatch } from '../http/HttpError';
import { parseRequest } from '../http/validate';
import type { PaymentService } from './paymentService';

/** Path of the provider's server-to-server notification (not a browser call). */
export const PAYMENT_NOTIFICATION_PATH = '/api/payments/notification';

/**
 * POST /api/orders/payment, POST /api/orders/credit-card-order-placement (spec 000 §7; CHK-07) and
 * the provider's signed result notification.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: ServerContext, payments: PaymentService): Promise<void> {
  app.post('/api/orders/payment', async (request) => {
    const uid = requireUser(request);
    const body = parseRequest(s.paymentRequestBodySchema, request.body);
    if (body.userId !== uid) throw userMismatch();
    return ctx.answer(s.paymentRequestSchema, await payments.request(uid, body));
  });

  app.post('/api/orders/credit-card-order-placement', async (request) => {
    const uid = requireUser(request);
    const body = parseRequest(s.creditCardOrderBodySchema, request.body);
    if (body.userId !== uid) throw userMismatch();
    return ctx.answer(
      s.orderPlacementSchema,
      await payments.placeOrder(uid, {
        cartCode: body.cartCode,
        specialShippingInstructions: body.specialShippingInstructions,
      }),
    );
  });

  app.post(PAYMENT_NOTIFICATION_PATH, async (request) => {
    const body = request.body;
    const fields =
      body && typeof body === 'object' && !Array.isArray(body)
        ? Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'))
        : {};
    if (!(await payments.recordResult(fields)))
      throw new HttpError(400, 'VALIDATION', 'signature: The payment result is not signed by the provider.', {
        fieldErrors: { signature: 'The payment result is not signed by the provider.' },
      });
    return { ok: true };
  });
}

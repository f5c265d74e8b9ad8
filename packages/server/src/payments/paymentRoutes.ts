import type { FastifyInstance } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { HttpError } from '../http/HttpError';
import { signedInAs } from '../http/guards';
import { withZod } from '../http/validate';
import type { PaymentService } from './paymentService';

/** Path of the provider's server-to-server notification (not a browser call). */
export const PAYMENT_NOTIFICATION_PATH = '/api/payments/notification';

/**
 * POST /api/orders/payment, POST /api/orders/credit-card-order-placement (spec 000 §7; CHK-07) and
 * the provider's signed result notification.
 */
export async function paymentRoutes(
  server: FastifyInstance,
  _ctx: ServerContext,
  payments: PaymentService,
): Promise<void> {
  const app = withZod(server);
  app.post(
    '/api/orders/payment',
    { ...signedInAs('body'), schema: { body: s.paymentRequestBodySchema, response: { 200: s.paymentRequestSchema } } },
    async (request) => payments.request(requireUser(request), request.body),
  );

  app.post(
    '/api/orders/credit-card-order-placement',
    {
      ...signedInAs('body'),
      schema: { body: s.creditCardOrderBodySchema, response: { 200: s.orderPlacementSchema } },
    },
    async (request) =>
      payments.placeOrder(requireUser(request), {
        cartCode: request.body.cartCode,
        specialShippingInstructions: request.body.specialShippingInstructions,
      }),
  );

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

import type { FastifyInstance } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { signedInAs } from '../http/guards';
import { withZod } from '../http/validate';
import { loadCardProviderConfig, type CardProviderConfig, type CardProviderEnv } from '../payments/cardProviderConfig';
import { createPaymentService } from '../payments/paymentService';
import { PAYMENT_NOTIFICATION_PATH, paymentRoutes } from '../payments/paymentRoutes';
import { promotionRoutes } from '../promotions/promotionRoutes';
import { postResultToMerchant, providerRoutes } from '../provider/providerRoutes';
import { assertCanOrder, placeOrder } from './orderPlacement';
import { setShipper } from './shipperService';
import { assertShippableAddress } from './shipTo';

export interface CheckoutOptions {
  /** The store's public origin: the only place the provider may send the browser back to. */
  publicUrl: string;
  /** The card provider; @default loadCardProviderConfig(publicUrl, ctx.store, cardProviderEnv) (the simulator at /provider) */
  cardProvider?: CardProviderConfig;
  /** The SHELFMARK_CARD_PROVIDER_* settings (readServerConfig). @default none: the simulator */
  cardProviderEnv?: CardProviderEnv;
  /** Serve the card-provider simulator at /provider. @default true unless SHELFMARK_CARD_PROVIDER_URL names another */
  simulator?: boolean;
}

/**
 * Checkout: shipper, promo codes, PO orders, card payments and the card-provider
 * simulator. Every /api route checks the session (401), the request (400 naming the field), that
 * userId is the signed-in user (403) and that the cart is theirs (404).
 */
export async function checkoutRoutes(
  server: FastifyInstance,
  ctx: ServerContext,
  options: CheckoutOptions,
): Promise<void> {
  const app = withZod(server);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const cardProvider =
    options.cardProvider ?? (await loadCardProviderConfig(publicUrl, ctx.store, options.cardProviderEnv ?? {}));
  const payments = createPaymentService(ctx, {
    provider: cardProvider,
    trustedOrigins: [publicUrl],
    notificationUrl: `${publicUrl}${PAYMENT_NOTIFICATION_PATH}`,
  });
  const { db } = ctx.database;

  app.put(
    '/api/carts/shippers',
    { ...signedInAs('body'), schema: { body: s.setShipperBodySchema, response: { 200: s.cartSchema } } },
    async (request) => setShipper(ctx, requireUser(request)),
  );

  const placeOrderRoute = {
    ...signedInAs('body'),
    schema: { body: s.placeOrderBodySchema, response: { 200: s.orderPlacementSchema } },
  };
  app.post('/api/orders', placeOrderRoute, async (request) => {
    const uid = requireUser(request);
    const { body } = request;
    await assertCanOrder(db, uid);
    const sent = {
      purchaseOrderNumber: body.purchaseOrderNumber,
      specialShippingInstructions: body.shippingChoice.specialShippingInstructions ?? '',
    };
    return placeOrder(ctx, {
      uid,
      cartCode: body.cartCode,
      paymentType: 'ACCOUNT',
      sent,
      terms: async (tx, placing) => {
        await assertShippableAddress(tx, uid, placing.shipToAccountNumber, body.ignoreAddressVerification === true);
        return sent;
      },
    });
  });

  await promotionRoutes(app, ctx);
  await paymentRoutes(app, ctx, payments);

  const simulator = options.simulator ?? cardProvider.url === `${publicUrl}/provider`;
  if (simulator) {
    await providerRoutes(app, db, {
      profile: cardProvider,
      notifyMerchant: async (result, postUrl) => {
        // A store on another origin (this process serves only as its provider) is notified over HTTP.
        if (postUrl && new URL(postUrl).origin !== new URL(publicUrl).origin)
          return postResultToMerchant(postUrl, result);
        const answer = await app.inject({ method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: result });
        if (answer.statusCode !== 200)
          throw new Error(`merchant notification answered ${answer.statusCode}: ${answer.body}`);
      },
    });
  }
}

import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  CHECKOUT_ERROR_CODES,
  EMPTY_CART,
  PAYMENT_NOT_AUTHORISED,
  PAYMENT_NOT_VERIFIED,
  type CreditCardOrderBody,
  type OrderPlacement,
  type PaymentRequest,
  type PaymentRequestBody,
} from '@shelfmark/api-client/schemas';
import { cardPayments } from '../db/schema';
import type { ServerContext } from '../context';
import { badRequest, cartNotFound, HttpError } from '../http/HttpError';
import { assertCanOrder, placeOrder } from '../checkout/orderPlacement';
import { assertShippableAddress } from '../checkout/shipTo';
import { assertShipperForShipTo } from '../checkout/shipperService';
import type { CardProviderConfig } from './cardProviderConfig';
import { SIGNATURE_MAX_AGE_MS } from './cardProviderConfig';
import { isFresh, signedDateTime, verifySignature, withSignature } from './signing';

/** The card fields the browser adds to the hidden form; they go to the provider only. */
export const UNSIGNED_CARD_FIELDS = ['card_type', 'card_number', 'card_expiry_date', 'card_cvn'] as const;

/** Fields of the provider's result that must be signed for our server to trust it. */
export const RESULT_FIELDS = [
  'decision',
  'reason_code',
  'req_transaction_uuid',
  'req_reference_number',
  'req_amount',
  'req_currency',
  'transaction_id',
  'signed_date_time',
] as const;

type ParsedPaymentRequest = Omit<PaymentRequestBody, 'specialShippingInstructions'> & {
  specialShippingInstructions?: string | undefined;
};

export interface PaymentServiceOptions {
  provider: CardProviderConfig;
  /** Origins the provider may send the browser back to (the store's own). */
  trustedOrigins: string[];
  /**
   * Where the provider posts its signed result, server to server (our PAYMENT_NOTIFICATION_PATH):
   * signed into every request as `override_backoffice_post_url`, so a provider on another origin
   * knows where to notify the store. Left out when not given.
   */
  notificationUrl?: string;
}

/**
 * Card payment (CHK-07) on the merchant side: signs the provider request for a cart, records the
 * provider's signed result, and places the order from a verified, accepted result only.
 */
export function createPaymentService(
  ctx: Pick<ServerContext, 'carts' | 'database'>,
  { provider, trustedOrigins, notificationUrl }: PaymentServiceOptions,
) {
  const { db } = ctx.database;
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));

  function returnUrl(origin: string): string {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw badRequest('origin: origin must be an absolute URL of this store', {
        origin: 'origin must be an absolute URL of this store',
      });
    }
    if (!trusted.has(url.origin))
      throw badRequest('origin: origin is not this store', { origin: 'origin is not this store' });
    url.searchParams.set('processed', 'true');
    return url.toString();
  }

  return {
    /** POST /api/orders/payment: the postUrl and signed fields of the hidden form. */
    async request(uid: string, body: ParsedPaymentRequest): Promise<PaymentRequest> {
      await assertCanOrder(db, uid);
      const receipt = returnUrl(body.origin);
      const cart = await ctx.carts.get(uid, body.cartCode);
      if (cart.saved) throw cartNotFound();
      if (cart.entries.length === 0) throw badRequest(EMPTY_CART);
      await assertShippableAddress(db, uid, cart.shipToAccountNumber, body.ignore_avs === true);
      await assertShipperForShipTo(db, uid, cart);
      const transactionUuid = randomUUID();
      const amount = cart.totalPriceWithTax.value.toFixed(2);
      const currency = cart.totalPriceWithTax.currencyIso ?? 'USD';
      await db.insert(cardPayments).values({
        transactionUuid,
        userUid: uid,
        cartCode: cart.code,
        purchaseOrderNumber: body.purchaseOrderNumber,
        specialShippingInstructions: body.specialShippingInstructions ?? '',
        amount,
        currency,
        returnUrl: receipt,
      });
      const fields = withSignature(
        {
          access_key: provider.accessKey,
          profile_id: provider.profileId,
          transaction_uuid: transactionUuid,
          unsigned_field_names: UNSIGNED_CARD_FIELDS.join(','),
          signed_date_time: signedDateTime(),
          locale: 'en-us',
          transaction_type: 'sale',
          reference_number: cart.code,
          amount,
          currency,
          payment_method: 'card',
          ignore_avs: body.ignore_avs ? 'true' : 'false',
          override_custom_receipt_page: receipt,
          ...(notificationUrl ? { override_backoffice_post_url: notificationUrl } : {}),
        },
        provider.secretKey,
      );
      return {
        postUrl: `${provider.url}/silent/pay`,
        parameters: Object.entries(fields).map(([key, value]) => ({ key, value })),
      };
    },

    /**
     * The provider's signed result (its server-to-server notification). Recorded once on the
     * payment it names; a replayed or late result changes nothing. False when it cannot be trusted.
     */
    async recordResult(fields: Record<string, string | undefined>): Promise<boolean> {
      if (
        !verifySignature(fields, provider.secretKey, RESULT_FIELDS) ||
        !isFresh(fields.signed_date_time, SIGNATURE_MAX_AGE_MS)
      )
        return false;
      const decision = fields.decision;
      if (decision !== 'ACCEPT' && decision !== 'DECLINE' && decision !== 'ERROR') return false;
      const [payment] = await db
        .select()
        .from(cardPayments)
        .where(eq(cardPayments.transactionUuid, fields.req_transaction_uuid ?? ''))
        .limit(1);
      if (!payment || payment.cartCode !== fields.req_reference_number || payment.amount !== fields.req_amount)
        return false;
      if (payment.status !== 'REQUESTED') return true;
      await db
        .update(cardPayments)
        .set({
          status: decision,
          reasonCode: fields.reason_code ?? null,
          message: fields.message ?? null,
          providerTransactionId: fields.transaction_id ?? null,
          resultAt: new Date().toISOString(),
        })
        .where(and(eq(cardPayments.transactionUuid, payment.transactionUuid), eq(cardPayments.status, 'REQUESTED')));
      return true;
    },

    /**
     * POST /api/orders/credit-card-order-placement: the order of the cart's newest verified payment.
     * A cart placed before answers its order; another user's cart 404 'Cart not found.', like every
     * cart call, before any payment is looked at (orderPlacement.ts).
     */
    async placeOrder(
      uid: string,
      body: Required<Pick<CreditCardOrderBody, 'cartCode'>> & { specialShippingInstructions: string },
    ): Promise<OrderPlacement> {
      await assertCanOrder(db, uid);
      return placeOrder(ctx, {
        uid,
        cartCode: body.cartCode,
        paymentType: 'CARD',
        terms: async (tx) => {
          const [payment] = await tx
            .select()
            .from(cardPayments)
            .where(and(eq(cardPayments.userUid, uid), eq(cardPayments.cartCode, body.cartCode)))
            .orderBy(desc(cardPayments.createdAt))
            .limit(1);
          if (!payment || payment.status === 'REQUESTED')
            throw new HttpError(402, CHECKOUT_ERROR_CODES.paymentFailed, PAYMENT_NOT_VERIFIED);
          if (payment.status !== 'ACCEPT') {
            throw new HttpError(
              402,
              CHECKOUT_ERROR_CODES.paymentFailed,
              payment.message ? `${PAYMENT_NOT_AUTHORISED} ${payment.message}` : PAYMENT_NOT_AUTHORISED,
            );
          }
          return {
            transactionUuid: payment.transactionUuid,
            purchaseOrderNumber: payment.purchaseOrderNumber,
            specialShippingInstructions: body.specialShippingInstructions || payment.specialShippingInstructions,
            authorisedAmount: Number(payment.amount),
          };
        },
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

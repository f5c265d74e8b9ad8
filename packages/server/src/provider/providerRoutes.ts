import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import type { Db } from '../db/types';
import { providerTransactions } from '../db/schema';
import type { CardProviderConfig } from '../payments/cardProviderConfig';
import { SIGNATURE_MAX_AGE_MS } from '../payments/cardProviderConfig';
import { isFresh, signedDateTime, verifySignature, withSignature } from '../payments/signing';
import { decideCard } from './decideCard';

/** Request fields the merchant must have signed. */
const REQUIRED_SIGNED = [
  'access_key',
  'profile_id',
  'transaction_uuid',
  'unsigned_field_names',
  'signed_date_time',
  'transaction_type',
  'reference_number',
  'amount',
  'currency',
  'override_custom_receipt_page',
] as const;
const CARD_FIELDS = new Set(['card_type', 'card_number', 'card_expiry_date', 'card_cvn']);

export interface ProviderOptions {
  profile: CardProviderConfig;
  /**
   * Delivers the signed result to the merchant (server to server) before the browser is sent back;
   * `postUrl` is the merchant's signed `override_backoffice_post_url`, when the request had one.
   */
  notifyMerchant(result: Record<string, string>, postUrl: string | undefined): Promise<void>;
}

/** Posts a signed result to a merchant on another origin (its notification URL), as JSON; throws unless it answers 2xx. */
export async function postResultToMerchant(postUrl: string, result: Record<string, string>): Promise<void> {
  const answer = await fetch(postUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(result),
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  if (!answer.ok) throw new Error(`merchant notification answered ${answer.status}: ${await answer.text()}`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card provider</title></head>` +
        `<body><main><h1>Payment not processed</h1><p>${escapeHtml(message)}</p></main></body></html>`,
    );
}

/**
 * The card-provider simulator: a route tree of its own (/provider) standing in for an external
 * silent-order-post service. POST /provider/silent/pay takes the merchant's signed fields plus the
 * unsigned card fields (form-encoded, straight from the browser), checks the signature, its
 * freshness and that the transaction is new, decides on the card (see decideCard), signs its
 * result, notifies the merchant (at the `override_backoffice_post_url` it signed, when given) and
 * answers 303 to the merchant's receipt page. Card data is
 * neither stored nor passed on: only the type and the last four digits.
 */
export async function providerRoutes(app: FastifyInstance, db: Db, options: ProviderOptions): Promise<void> {
  const { profile } = options;
  await app.register(
    async (provider) => {
      await provider.register(fastifyFormbody, { bodyLimit: 16_384 });

      provider.post('/silent/pay', async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string | undefined>;
        if (typeof fields !== 'object' || Array.isArray(fields))
          return refuse(reply, 400, 'The request has no fields.');
        if (fields.access_key !== profile.accessKey || fields.profile_id !== profile.profileId)
          return refuse(reply, 403, 'Unknown merchant profile.');
        if (!verifySignature(fields, profile.secretKey, REQUIRED_SIGNED))
          return refuse(reply, 403, 'The request signature is not valid.');
        if (!isFresh(fields.signed_date_time, SIGNATURE_MAX_AGE_MS))
          return refuse(reply, 403, 'The request has expired. Go back to the store and try again.');
        const signed = new Set((fields.signed_field_names ?? '').split(','));
        const unsigned = new Set((fields.unsigned_field_names ?? '').split(',').filter(Boolean));
        const stray = Object.keys(fields).filter(
          (name) => name !== 'signature' && !signed.has(name) && !(unsigned.has(name) && CARD_FIELDS.has(name)),
        );
        if (stray.length > 0)
          return refuse(reply, 403, `Fields that are neither signed nor card fields: ${stray.join(', ')}.`);

        const card = decideCard(fields);
        const number = (fields.card_number ?? '').replace(/\D/g, '');
        const transactionId = `${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
        const inserted = await db
          .insert(providerTransactions)
          .values({
            transactionUuid: fields.transaction_uuid!,
            referenceNumber: fields.reference_number!,
            amount: fields.amount!,
            currency: fields.currency!,
            decision: card.decision,
            reasonCode: card.reasonCode,
            transactionId,
            cardType: card.cardType,
            cardSuffix: number.slice(-4) || null,
          })
          .onConflictDoNothing()
          .returning({ id: providerTransactions.transactionId });
        if (inserted.length === 0) return refuse(reply, 409, 'This transaction was already processed.');

        const result = withSignature(
          {
            decision: card.decision,
            reason_code: card.reasonCode,
            message: card.message,
            transaction_id: transactionId,
            req_transaction_uuid: fields.transaction_uuid!,
            req_reference_number: fields.reference_number!,
            req_amount: fields.amount!,
            req_currency: fields.currency!,
            req_card_type: card.cardType ?? '',
            auth_code: card.decision === 'ACCEPT' ? String(randomInt(100000, 999999)) : '',
            signed_date_time: signedDateTime(),
          },
          profile.secretKey,
        );
        try {
          await options.notifyMerchant(result, fields.override_backoffice_post_url || undefined);
        } catch (error) {
          request.log.warn({ err: error }, 'card provider: the merchant notification failed');
        }
        return reply.code(303).header('location', fields.override_custom_receipt_page!).send();
      });
    },
    { prefix: '/provider' },
  );
}

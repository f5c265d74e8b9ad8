import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_ERROR_CODES,
  TEST_CARDS,
  createApiClient,
  type ApiClient,
  type PaymentRequest,
} from '@shelfmark/api-client';
import { buildServer } from '../src/buildServer';
import { signedDateTime, signFields, withSignature } from '../src/payments/signing';
import { DEMO_TITLE } from '../src/seed/demo';
import { testCsrfToken, testSessionHeader, TEST_SESSION_HEADER } from '../src/session/testSession';
import { failure } from '../../api-client/contract/failure';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { freePort } from './helpers/testServer';

/**
 * CHK-07 over HTTP with the card provider on an origin of its own, as in production: one server is
 * the store (SHELFMARK_CARD_PROVIDER_URL names the other), the other serves only as the provider
 * (its built-in simulator). They share the profile's secret, nothing else — not even the database:
 * the store learns of a payment only from the provider's signed notification, posted over HTTP to
 * the URL the store signed into its request.
 */
const SECRET = 'provider-http-test-profile-secret';
const SESSION_SECRET = 'provider-http-test-session-secret';
const BUYER = 'buyer@shelfmark.test';

let db: FreshDatabase;
let providerDb: FreshDatabase;
let store: FastifyInstance;
let provider: FastifyInstance;
let storeUrl: string;
let providerUrl: string;
let buyer: ApiClient;

async function listening(
  database: FreshDatabase,
  publicUrl: string,
  port: number,
  env: Record<string, string>,
): Promise<FastifyInstance> {
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  try {
    const app = await buildServer({
      database: database.database,
      publicUrl,
      auth: { mode: 'test', secret: SESSION_SECRET },
      logger: false,
      hostAppDir: null,
    });
    await app.listen({ port, host: '127.0.0.1' });
    return app;
  } finally {
    vi.unstubAllEnvs();
  }
}

beforeAll(async () => {
  db = await freshDatabase();
  providerDb = await freshDatabase();
  const [storePort, providerPort] = [await freePort(), await freePort()];
  storeUrl = `http://127.0.0.1:${storePort}`;
  providerUrl = `http://127.0.0.1:${providerPort}`;
  provider = await listening(providerDb, providerUrl, providerPort, {
    SHELFMARK_CARD_PROVIDER_URL: '',
    SHELFMARK_CARD_PROVIDER_SECRET: SECRET,
  });
  store = await listening(db, storeUrl, storePort, {
    SHELFMARK_CARD_PROVIDER_URL: `${providerUrl}/provider`,
    SHELFMARK_CARD_PROVIDER_SECRET: SECRET,
  });
  buyer = createApiClient({
    baseUrl: storeUrl,
    headers: {
      [TEST_SESSION_HEADER]: testSessionHeader(BUYER, SESSION_SECRET),
      'x-csrf-token': testCsrfToken(BUYER, SESSION_SECRET),
    },
  });
});

afterAll(async () => {
  await store?.close();
  await provider?.close();
  await db?.cleanup();
  await providerDb?.cleanup();
});

const visa = { card_type: 'visa', card_number: TEST_CARDS.visa, card_expiry_date: '12-2030', card_cvn: '123' };
const count = async (query: ReturnType<typeof sql>) => (await db.database.query<{ n: number }>(query))[0]!.n;
const fieldsOf = (request: PaymentRequest) => Object.fromEntries(request.parameters.map((p) => [p.key, p.value]));

/** A new current cart of the buyer with the demo title, and its signed payment request. */
async function paymentFor(po: string) {
  const cart = await buyer.carts.create({ userId: BUYER });
  await buyer.carts.addEntries({
    userId: BUYER,
    cartId: cart.code,
    orderEntries: [{ product: { code: DEMO_TITLE.code }, quantity: 1 }],
  });
  await buyer.carts.setShipper({ userId: BUYER }); // as checkout does on load (CHK-04)
  const request = await buyer.payments.request({
    userId: BUYER,
    cartCode: cart.code,
    purchaseOrderNumber: po,
    origin: `${storeUrl}/checkout`,
  });
  return { cartCode: cart.code, request, fields: fieldsOf(request) };
}

/** Posts a form to the provider as the browser does (no redirect followed). */
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

/** The request re-signed with the profile's secret after `change` (what only the merchant could do). */
function resigned(fields: Record<string, string>, change: Record<string, string>): Record<string, string> {
  const next = { ...fields, ...change };
  return { ...next, signature: signFields(next, SECRET) };
}

const ordersWithPo = (po: string) => count(sql`SELECT count(*)::int AS n FROM orders WHERE po_number = ${po}`);
/** Transactions the provider processed (its own database). */
const processed = async (uuid: string) =>
  (
    await providerDb.database.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM provider_transactions WHERE transaction_uuid = ${uuid}`,
    )
  )[0]!.n;
const minutesAgo = (minutes: number) => signedDateTime(new Date(Date.now() - minutes * 60_000));

describe('CHK-07 a card provider on another origin', () => {
  it('the store signs the provider URL and its own notification URL; the provider notifies it over HTTP and the order is placed', async () => {
    const { cartCode, request, fields } = await paymentFor('PO-REMOTE');
    expect(request.postUrl).toBe(`${providerUrl}/provider/silent/pay`);
    expect(fields.override_backoffice_post_url).toBe(`${storeUrl}/api/payments/notification`);
    expect(fields.signed_field_names!.split(',')).toContain('override_backoffice_post_url');
    // The store does not serve the simulator itself.
    expect((await postForm(`${storeUrl}/provider/silent/pay`, { ...fields, ...visa })).status).toBe(404);

    const back = await postForm(request.postUrl, { ...fields, ...visa });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${storeUrl}/checkout?processed=true`);
    const placed = await buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode });
    expect(placed).toMatchObject({ purchaseOrderNumber: 'PO-REMOTE', paymentType: 'CARD' });
    expect(await ordersWithPo('PO-REMOTE')).toBe(1);
  });
});

describe('CHK-07 the provider simulator refuses what the merchant did not sign', () => {
  it('a tampered request (amount changed after signing): 403, the card is not processed, no order', async () => {
    const { cartCode, request, fields } = await paymentFor('PO-TAMPERED');
    const answer = await postForm(request.postUrl, { ...fields, ...visa, amount: '0.01' });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('The request signature is not valid.');
    expect(await processed(fields.transaction_uuid!)).toBe(0);
    const refused = await failure(buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode }));
    expect([refused.status, refused.code]).toEqual([402, CHECKOUT_ERROR_CODES.paymentFailed]);
    expect(await ordersWithPo('PO-TAMPERED')).toBe(0);
  });

  it('a signature of another secret: 403', async () => {
    const { request, fields } = await paymentFor('PO-OTHER-KEY');
    const answer = await postForm(request.postUrl, {
      ...fields,
      ...visa,
      signature: signFields(fields, 'not-the-profile-secret'),
    });
    expect(answer.status).toBe(403);
    expect(await processed(fields.transaction_uuid!)).toBe(0);
  });

  it('a correctly signed request whose signed_date_time is over 15 minutes old: 403, not processed', async () => {
    const { cartCode, request, fields } = await paymentFor('PO-STALE');
    const answer = await postForm(request.postUrl, {
      ...resigned(fields, { signed_date_time: minutesAgo(16) }),
      ...visa,
    });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('The request has expired.');
    expect(await processed(fields.transaction_uuid!)).toBe(0);
    expect((await failure(buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode }))).status).toBe(402);
    // Within the 15 minutes the same request goes through.
    expect(
      (await postForm(request.postUrl, { ...resigned(fields, { signed_date_time: minutesAgo(14) }), ...visa })).status,
    ).toBe(303);
  });

  it('a field neither signed nor a card field (even listed as unsigned by the browser): 403 naming it, not processed', async () => {
    const { request, fields } = await paymentFor('PO-STRAY');
    const stray = await postForm(request.postUrl, { ...fields, ...visa, merchant_defined_data1: 'x' });
    expect(stray.status).toBe(403);
    expect(await stray.text()).toContain('Fields that are neither signed nor card fields: merchant_defined_data1.');
    // unsigned_field_names is signed: widening it to let another field in breaks the signature.
    const widened = await postForm(request.postUrl, {
      ...fields,
      ...visa,
      unsigned_field_names: `${fields.unsigned_field_names},amount`,
      amount: '0.01',
    });
    expect(widened.status).toBe(403);
    expect(await processed(fields.transaction_uuid!)).toBe(0);
  });
});

describe('CHK-07 the store trusts a provider result only when signed and fresh', () => {
  /** A provider result for a payment request, signed with the profile's secret, dated `at`. */
  const resultFor = (fields: Record<string, string>, at: string) =>
    withSignature(
      {
        decision: 'ACCEPT',
        reason_code: '100',
        message: 'Request was processed successfully.',
        transaction_id: '900000000000000001',
        req_transaction_uuid: fields.transaction_uuid!,
        req_reference_number: fields.reference_number!,
        req_amount: fields.amount!,
        req_currency: fields.currency!,
        req_card_type: 'visa',
        auth_code: '123456',
        signed_date_time: at,
      },
      SECRET,
    );
  const notify = (result: Record<string, string>) =>
    fetch(`${storeUrl}/api/payments/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(result),
    });

  it('a correctly signed ACCEPT dated 16 minutes ago is refused (400) and places no order; the same result fresh is taken', async () => {
    const { cartCode, fields } = await paymentFor('PO-STALE-RESULT');
    expect((await notify(resultFor(fields, minutesAgo(16)))).status).toBe(400);
    const refused = await failure(buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode }));
    expect([refused.status, refused.code]).toEqual([402, CHECKOUT_ERROR_CODES.paymentFailed]);
    expect(await ordersWithPo('PO-STALE-RESULT')).toBe(0);

    expect((await notify(resultFor(fields, minutesAgo(1)))).status).toBe(200);
    expect((await buyer.orders.placeCreditCardOrder({ userId: BUYER, cartCode })).purchaseOrderNumber).toBe(
      'PO-STALE-RESULT',
    );
  });
});

describe('silent-order-post signature: a known answer', () => {
  it('signs name=value pairs of signed_field_names, comma-joined, with HMAC-SHA256 in base64', () => {
    // Expected value computed once outside this code base:
    // node -e "console.log(require('crypto').createHmac('sha256','known-answer-secret').update('transaction_uuid=0b6e5a4c-3f1d-4e2a-9c7b-5d8f1a2b3c4d,amount=42.00,currency=USD,signed_date_time=2026-11-22T12:00:00Z,signed_field_names=transaction_uuid,amount,currency,signed_date_time,signed_field_names').digest('base64'))"
    const fields = {
      transaction_uuid: '0b6e5a4c-3f1d-4e2a-9c7b-5d8f1a2b3c4d',
      amount: '42.00',
      currency: 'USD',
      signed_date_time: '2026-11-22T12:00:00Z',
      signed_field_names: 'transaction_uuid,amount,currency,signed_date_time,signed_field_names',
      card_number: TEST_CARDS.visa,
    };
    expect(signFields(fields, 'known-answer-secret')).toBe('4TBzJoZeczQJhbwUTV1K72/p6t7yWOjIGdiZeri9seA=');
    const { signature, ...rest } = withSignature(
      {
        transaction_uuid: fields.transaction_uuid,
        amount: fields.amount,
        currency: fields.currency,
        signed_date_time: fields.signed_date_time,
      },
      'known-answer-secret',
    );
    expect(rest.signed_field_names).toBe(fields.signed_field_names);
    expect(signature).toBe('4TBzJoZeczQJhbwUTV1K72/p6t7yWOjIGdiZeri9seA=');
  });
});

import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../src/http/errorHandler';
import { installRouteSchemas, withZod } from '../src/http/validate';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * Every /api route declares its request and answer as zod route schemas (http/validate): bad input
 * is a 4xx ApiError naming the field, never a 5xx, in the same order of checks as before — a session
 * (401), a valid request (400), the request's userId is the caller's (403).
 */
const BUYER = 'buyer@shelfmark.test';
const OTHER = 'buyer@thorndike.test';

let db: FreshDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

const send = (method: string, path: string, uid: string | null, body?: string, contentType = 'application/json') =>
  server.app.inject({
    method: method as 'POST',
    url: path,
    headers: { ...(uid ? server.headersFor(uid) : {}), ...(body !== undefined ? { 'content-type': contentType } : {}) },
    ...(body !== undefined ? { payload: body } : {}),
  });

const badEntries = JSON.stringify({
  userId: OTHER,
  cartId: 'x',
  orderEntries: [{ product: { code: 'x' }, quantity: 0 }],
});

describe('route schemas keep the order of checks', () => {
  it('a visitor is told to sign in (401) before anything about the request', async () => {
    const answer = await send('POST', '/api/carts/entries', null, badEntries);
    expect([answer.statusCode, answer.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('a signed-in caller hears what is wrong with the request (400 naming the field) before whose it is', async () => {
    const answer = await send('POST', '/api/carts/entries', BUYER, badEntries);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      fieldErrors: { 'orderEntries.0.quantity': 'Min quantity is 1' },
      errorList: { errors: [{ message: 'orderEntries.0.quantity: Min quantity is 1', type: 'ValidationError' }] },
    });
  });

  it("a valid request naming another user's userId is 403 FORBIDDEN", async () => {
    const answer = await send('POST', '/api/carts', BUYER, JSON.stringify({ userId: OTHER }));
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('bad input is a clear 4xx, never a 5xx', () => {
  it.each([
    ['an array where an object is expected', '[]', 'body'],
    ['a JSON null', 'null', 'body'],
    ['a string', '"cart"', 'body'],
    ['an object without the userId', '{}', 'userId'],
  ])('%s answers 400 VALIDATION naming %s', async (_what, body, field) => {
    const answer = await send('POST', '/api/carts', BUYER, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION');
    expect(Object.keys(answer.json().fieldErrors)).toContain(field);
  });

  it('a POST without any body answers 400 naming the body', async () => {
    const answer = await send('POST', '/api/carts', BUYER);
    expect([answer.statusCode, Object.keys(answer.json().fieldErrors)]).toEqual([400, ['body']]);
  });

  it('malformed JSON answers 400 naming the body; a body that is not JSON 415', async () => {
    const broken = await send('POST', '/api/carts', BUYER, '{"userId":');
    expect([broken.statusCode, broken.json().fieldErrors]).toEqual([400, { body: 'Request body is not valid JSON' }]);
    const text = await send('POST', '/api/carts', BUYER, 'userId=x', 'text/plain');
    expect([text.statusCode, text.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('CHK-03 removing a promo code without a body answers 400 naming promoCode, as a body without it does', async () => {
    const path = `/api/carts/promotions-remove?userId=${encodeURIComponent(BUYER)}`;
    const none = await send('DELETE', path, BUYER);
    const empty = await send('DELETE', path, BUYER, '{}');
    expect([none.statusCode, Object.keys(none.json().fieldErrors)]).toEqual([400, ['promoCode']]);
    expect(none.json()).toEqual(empty.json());
  });

  it('a query whose value is given twice answers 400 naming it, not 500', async () => {
    const answer = await send('GET', `/api/carts?userId=${encodeURIComponent(BUYER)}&userId=x`, BUYER);
    expect([answer.statusCode, Object.keys(answer.json().fieldErrors)]).toEqual([400, ['userId']]);
  });
});

describe('answers and their response schemas', () => {
  const answerSchema = z.object({ name: z.string() });
  async function serve(checkAnswers: boolean, answer: unknown) {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    installRouteSchemas(app, { checkAnswers });
    withZod(app).get('/api/thing', { schema: { response: { 200: answerSchema } } }, async () => answer as never);
    const reply = await app.inject({ method: 'GET', url: '/api/thing' });
    await app.close();
    return reply;
  }

  it('sends every field of an answer, also those its schema does not name (clients read them)', async () => {
    const reply = await serve(true, { name: 'Atlas', extra: [1, 2] });
    expect([reply.statusCode, reply.json()]).toEqual([200, { name: 'Atlas', extra: [1, 2] }]);
  });

  it('with answer checks on, an answer that breaks its contract is a 500 (the server cannot drift unnoticed); off, it is sent', async () => {
    const checked = await serve(true, { name: 7 });
    expect([checked.statusCode, checked.json().code]).toEqual([500, 'INTERNAL']);
    const unchecked = await serve(false, { name: 7 });
    expect([unchecked.statusCode, unchecked.json()]).toEqual([200, { name: 7 }]);
  });
});

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID } from '../../src/auth/registerAuth';
import { buildServer } from '../../src/buildServer';
import { createDbKvStore } from '../../src/store/kvStore';
import { freshDatabase } from '../helpers/testDatabase';
import { changedTables, snapshotDatabase } from './databaseSnapshot';
import { asQuery, badInput, badValue, type JsonSchema, type PlausibleValues } from './schemaArbitraries';
import { freePort } from '../helpers/testServer';

/**
 * The sign-in routes fuzzed on a server with the real auth plugin (they are not served in the test-session
 * mode the other security tests use): the store's /api/auth/* calls and the identity provider's /oidc endpoints
 * and login pages, driven with hostile query strings, form bodies and headers (fast-check). Each answers a 4xx,
 * or a redirect that stays on the store's origin (a malformed `return` lands on '/', never elsewhere), never a
 * 5xx; and the database changes only where the real behaviour writes: starting sign-in keeps the pending
 * sign-in it started (and nothing else), the provider's authorization endpoint keeps only an interaction it starts.
 * Seeded and bounded: FUZZ_RUNS inputs per call (default 12). Rate limits off: this sends more than a person would.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const db = await freshDatabase();
// The issuer must match the address exactly: the port is chosen before building.
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const app: FastifyInstance = await buildServer({
  database: db.database,
  publicUrl: baseUrl,
  auth: { mode: 'oidc', env: {} },
  logger: false,
  rateLimits: [],
});
await app.listen({ port, host: '127.0.0.1' });
afterAll(async () => {
  await app.close();
  await db.cleanup();
});
const store = createDbKvStore(db.database.db);
const host = new URL(baseUrl).host;
const values: PlausibleValues = { userId: 'buyer@shelfmark.test', cartId: 'x', productCode: 'x' };

/** fast-check's report, with the (often huge) counterexample cut short. */
function shortReport<T extends unknown[]>(details: fc.RunDetails<T>) {
  if (!details.failed) return;
  const input = JSON.stringify(details.counterexample?.[0]) ?? 'undefined';
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `Fuzzing failed after ${details.numRuns} inputs (seed ${details.seed}, path ${details.counterexamplePath}).\n` +
      `Input (${input.length} chars): ${input.slice(0, 400)}${input.length > 400 ? '…' : ''}\n${cause.slice(0, 600)}`,
  );
}

const options = { numRuns: RUNS, seed: SEED, endOnFailure: true, reporter: shortReport };

/** The keys kv_store holds in one namespace. */
async function kvKeys(namespace: string): Promise<string[]> {
  const rows = await db.database.query<{ key: string }>(
    sql`SELECT key FROM kv_store WHERE namespace = ${namespace} ORDER BY key`,
  );
  return rows.map((row) => row.key);
}

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

const context = (answer: Answer, input: unknown) =>
  `answer ${answer.statusCode} ${String(answer.headers.location ?? '')} ${answer.body.slice(0, 200)} to ${JSON.stringify(input)?.slice(0, 300)}`;

/** A 4xx, or a redirect that stays on the store's origin; never a 5xx. Returns the redirect's target, if any. */
function expectRefusalOrSafeRedirect(answer: Answer, input: unknown): URL | null {
  const why = context(answer, input);
  expect(answer.statusCode, why).toBeLessThan(500);
  if (answer.statusCode >= 300 && answer.statusCode < 400) {
    const target = new URL(String(answer.headers.location), baseUrl);
    expect(target.origin, why).toBe(new URL(baseUrl).origin);
    return target;
  }
  expect(answer.statusCode, why).toBeGreaterThanOrEqual(400);
  return null;
}

/** A return path a browser would follow to this origin only: a path, not `//host` or `/\host`. */
function expectLocalPath(path: string, why: string) {
  expect(path.startsWith('/'), why).toBe(true);
  expect(path.startsWith('//') || path.startsWith('/\\'), why).toBe(false);
  expect(new URL(path, baseUrl).origin, why).toBe(new URL(baseUrl).origin);
}

const returnField: JsonSchema = { type: 'object', properties: { return: { type: 'string' } } };
/** Return paths that try to leave the store, beside the schema-derived hostile values. */
const openRedirects = fc.constantFrom(
  'https://evil.example/',
  '//evil.example/x',
  '/\\evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  '\\\\evil.example',
  'http:evil.example',
  '/%2F%2Fevil.example',
  ' /cart',
  '/cart\r\nSet-Cookie: x=1',
  'data:text/html,<script>alert(1)</script>',
);
/**
 * Return paths of dot segments (plain, percent-encoded, doubly encoded) and slashes before a host:
 * the URL parser removes the segments, so `/.//evil.example` or `/%2e//x` would become `//host`.
 * The generator above never produced them.
 */
const dotSegment = fc.constantFrom('.', '..', '%2e', '%2E', '.%2e', '%2e.', '%2e%2e', '%252e', 'a', '');
const pathSeparator = fc.constantFrom('/', '//', '\\', '%2f', '%2F', '%5c', '%252f', '/%09');
const dotSegmentPaths = fc
  .tuple(
    fc.array(fc.tuple(dotSegment, pathSeparator), { minLength: 1, maxLength: 6 }),
    fc.constantFrom('evil.example', 'evil.example/x', '@evil.example', '/evil.example'),
  )
  .map(([parts, host]) => `/${parts.map(([segment, slash]) => `${segment}${slash}`).join('')}${host}`);
const hostileReturn = fc.oneof(
  badInput(returnField, values),
  openRedirects.map((value) => ({ return: value })),
  dotSegmentPaths.map((value) => ({ return: value })),
  fc.array(fc.oneof(openRedirects, dotSegmentPaths), { minLength: 2, maxLength: 3 }).map((list) => ({ return: list })),
);

const get = (url: string, query: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, query, headers: { host, ...headers } });

describe('fuzzing the sign-in routes (OIDC mode): 4xx or a redirect on our origin, never 5xx, nothing changed beyond design', () => {
  it('serves the routes fuzzed here', () => {
    for (const [method, url] of [
      ['GET', '/api/auth/login'],
      ['GET', '/api/auth/callback'],
      ['GET', '/api/auth/federated-logout'],
      ['GET', '/api/auth/logout-callback'],
      ['GET', '/oidc/interaction/:uid'],
      ['POST', '/oidc/interaction/:uid/login'],
    ] as const) {
      expect(app.hasRoute({ method: method as HTTPMethods, url }), `${method} ${url}`).toBe(true);
    }
  });

  it('AUTH-01 GET /api/auth/login?return=<hostile>: 303 to our provider; the pending sign-in returns to a local path; only that pending sign-in is stored', async () => {
    const before = await snapshotDatabase(db.database, { ignoreKvNamespaces: ['auth-signin'] });
    const pendingBefore = await kvKeys('auth-signin');
    let started = 0;
    await fc.assert(
      fc.asyncProperty(hostileReturn, async (input) => {
        const answer = await get('/api/auth/login', asQuery(input));
        const why = context(answer, input);
        expect(answer.statusCode, why).toBe(303);
        const target = expectRefusalOrSafeRedirect(answer, input)!;
        expect(target.pathname, why).toBe('/oidc/auth');
        expect(target.searchParams.get('client_id'), why).toBe(DEFAULT_CLIENT_ID);
        const pending = await store.get<{ returnTo: string }>('auth-signin', target.searchParams.get('state')!);
        expect(pending, why).toBeDefined();
        expectLocalPath(pending!.returnTo, why);
        started += 1;
      }),
      options,
    );
    expect(changedTables(before, await snapshotDatabase(db.database, { ignoreKvNamespaces: ['auth-signin'] }))).toEqual(
      [],
    );
    expect((await kvKeys('auth-signin')).length - pendingBefore.length).toBe(started);
  });

  it('AUTH-01 return paths of dot segments (/.//host, /%2e//x, /a/..//x): login keeps a local path, federated logout and the logout callback redirect to one', async () => {
    await fc.assert(
      fc.asyncProperty(dotSegmentPaths, async (path) => {
        const login = await get('/api/auth/login', { return: path });
        const state = new URL(String(login.headers.location)).searchParams.get('state')!;
        const pending = await store.get<{ returnTo: string }>('auth-signin', state);
        expectLocalPath(pending!.returnTo, context(login, path));
        const logout = await get('/api/auth/federated-logout', { return: path });
        expect(logout.statusCode, context(logout, path)).toBe(303);
        expectLocalPath(String(logout.headers.location), context(logout, path));
        const callback = await get('/api/auth/logout-callback', { state: Buffer.from(path).toString('base64url') });
        expect(callback.statusCode, context(callback, path)).toBe(303);
        expectLocalPath(String(callback.headers.location), context(callback, path));
      }),
      { ...options, numRuns: RUNS * 5 },
    );
  });

  const callbackField: JsonSchema = {
    type: 'object',
    properties: {
      state: { type: 'string' },
      code: { type: 'string' },
      iss: { type: 'string' },
      error: { type: 'string' },
      session_state: { type: 'string' },
    },
  };

  it('AUTH-01 GET /api/auth/callback with a hostile query and no sign-in started: 400 "Sign-in expired", nothing changed', async () => {
    const before = await snapshotDatabase(db.database);
    await fc.assert(
      fc.asyncProperty(badInput(callbackField, values), async (input) => {
        const answer = await get('/api/auth/callback', asQuery(input));
        expectRefusalOrSafeRedirect(answer, input);
        expect(answer.statusCode, context(answer, input)).toBe(400);
        expect(answer.body).toContain('Sign-in expired');
        expect(answer.headers['set-cookie'], context(answer, input)).toBeUndefined();
      }),
      options,
    );
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });

  it('AUTH-01 GET /api/auth/callback for a started sign-in with a hostile code, iss or error: 400, no session; the pending sign-in is used up, nothing else changes', async () => {
    const before = await snapshotDatabase(db.database);
    await fc.assert(
      fc.asyncProperty(badInput(callbackField, values), async (input) => {
        const start = await get('/api/auth/login', { return: '/cart' });
        const state = new URL(String(start.headers.location)).searchParams.get('state')!;
        const cookie = String(start.headers['set-cookie']).split(';', 1)[0]!;
        const query = { ...asQuery(input), state };
        const answer = await get('/api/auth/callback', query, { cookie });
        expectRefusalOrSafeRedirect(answer, query);
        expect(answer.statusCode, context(answer, query)).toBe(400);
        expect(answer.body, context(answer, query)).toMatch(/Not signed in|Sign-in failed/);
        expect(String(answer.headers['set-cookie'] ?? ''), context(answer, query)).not.toMatch(
          /shelfmark_session=[^;]/,
        );
        expect(await store.get('auth-signin', state)).toBeUndefined();
      }),
      options,
    );
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });

  it('AUTH-01 GET /api/auth/federated-logout?return=<hostile>: 303 to a local path, nothing changed', async () => {
    const before = await snapshotDatabase(db.database);
    await fc.assert(
      fc.asyncProperty(hostileReturn, async (input) => {
        const answer = await get('/api/auth/federated-logout', asQuery(input));
        expect(answer.statusCode, context(answer, input)).toBe(303);
        expectRefusalOrSafeRedirect(answer, input);
        expectLocalPath(String(answer.headers.location), context(answer, input));
      }),
      options,
    );
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });

  it('AUTH-01 GET /api/auth/logout-callback?state=<hostile>: 303 to a local path, nothing changed', async () => {
    const before = await snapshotDatabase(db.database);
    const encodedOpenRedirects = fc
      .oneof(openRedirects, dotSegmentPaths)
      .map((value) => ({ state: Buffer.from(value).toString('base64url') }));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(badInput({ type: 'object', properties: { state: { type: 'string' } } }, values), encodedOpenRedirects),
        async (input) => {
          const answer = await get('/api/auth/logout-callback', asQuery(input));
          expect(answer.statusCode, context(answer, input)).toBe(303);
          expectRefusalOrSafeRedirect(answer, input);
          expectLocalPath(String(answer.headers.location), context(answer, input));
        },
      ),
      options,
    );
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });

  it('AUTH-01 GET /oidc/interaction/{uid} and POST /oidc/interaction/{uid}/login with a hostile uid and form: 4xx, nothing changed', async () => {
    const before = await snapshotDatabase(db.database);
    const loginForm: JsonSchema = {
      type: 'object',
      properties: { email: { type: 'string' }, password: { type: 'string' } },
    };
    const uid = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }),
      badValue({ type: 'string' }).map((v) => String(v).slice(0, 90) || 'x'),
    );
    await fc.assert(
      fc.asyncProperty(uid, badInput(loginForm, values), async (id, form) => {
        // Lone surrogates cannot be percent-encoded; a browser would send U+FFFD in their place.
        const path = encodeURIComponent(Buffer.from(id).toString());
        const page = await get(`/oidc/interaction/${path}`, {});
        expectRefusalOrSafeRedirect(page, id);
        expect(page.statusCode, context(page, id)).toBeGreaterThanOrEqual(400);
        const body = new URLSearchParams(asQuery(form) as Record<string, string>).toString();
        const post = await app.inject({
          method: 'POST',
          url: `/oidc/interaction/${path}/login`,
          payload: body,
          headers: { host, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        });
        expectRefusalOrSafeRedirect(post, { id, form });
        expect(post.statusCode, context(post, { id, form })).toBeGreaterThanOrEqual(400);
      }),
      options,
    );
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });

  it('AUTH-01 GET /oidc/auth with hostile authorization parameters: 4xx or a redirect on our origin; at most the interaction it starts is stored', async () => {
    const authorize: JsonSchema = {
      type: 'object',
      properties: {
        client_id: { enum: [DEFAULT_CLIENT_ID] },
        redirect_uri: { enum: [`${baseUrl}/api/auth/callback`] },
        response_type: { enum: ['code'] },
        scope: { enum: ['openid email profile'] },
        code_challenge: { type: 'string', minLength: 43 },
        code_challenge_method: { enum: ['S256'] },
        state: { type: 'string' },
        nonce: { type: 'string' },
        prompt: { type: 'string' },
        response_mode: { type: 'string' },
      },
    };
    const interactionKinds = ['oidc:Interaction'];
    const before = await snapshotDatabase(db.database, { ignoreKvNamespaces: interactionKinds });
    await fc.assert(
      fc.asyncProperty(badInput(authorize, values), async (input) => {
        const answer = await get('/oidc/auth', asQuery(input));
        const target = expectRefusalOrSafeRedirect(answer, input);
        // A redirect goes to our callback (an error for the store to show) or to our own login page.
        if (target)
          expect(target.pathname, context(answer, input)).toMatch(/^\/(api\/auth\/callback|oidc\/interaction\/[^/]+)$/);
      }),
      options,
    );
    expect(
      changedTables(before, await snapshotDatabase(db.database, { ignoreKvNamespaces: interactionKinds })),
    ).toEqual([]);
  });

  it('AUTH-01 a NUL byte in a sign-in identifier (callback state, client_id, code, logout state) answers 4xx or a local redirect, never 500', async () => {
    const before = await snapshotDatabase(db.database);
    const answers = [
      await get('/api/auth/callback', { state: '\u0000', code: 'x' }),
      await get('/api/auth/callback', { state: 'abc\u0000def' }),
      await get('/oidc/auth', {
        client_id: '\u0000',
        redirect_uri: `${baseUrl}/api/auth/callback`,
        response_type: 'code',
        scope: 'openid',
      }),
      await get('/oidc/auth', { client_id: `${DEFAULT_CLIENT_ID}\u0000` }),
      await app.inject({
        method: 'POST',
        url: '/oidc/token',
        payload: 'grant_type=authorization_code&code=%00&client_id=%00',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      }),
      await get('/api/auth/logout-callback', { state: '\u0000' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, context(answer, 'NUL')).toBeLessThan(500);
      expectRefusalOrSafeRedirect(answer, 'NUL');
    }
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });

  it('AUTH-01 POST /oidc/token and GET /oidc/me with hostile forms and tokens: 4xx, nothing changed', async () => {
    const tokenForm: JsonSchema = {
      type: 'object',
      properties: {
        grant_type: { enum: ['authorization_code'] },
        code: { type: 'string' },
        redirect_uri: { type: 'string' },
        code_verifier: { type: 'string' },
        client_id: { enum: [DEFAULT_CLIENT_ID] },
        client_secret: { type: 'string' },
      },
    };
    const before = await snapshotDatabase(db.database);
    await fc.assert(
      fc.asyncProperty(badInput(tokenForm, values), fc.string({ maxLength: 200 }), async (form, token) => {
        const body = new URLSearchParams(asQuery(form) as Record<string, string>).toString();
        const answer = await app.inject({
          method: 'POST',
          url: '/oidc/token',
          payload: body,
          headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(answer.statusCode, context(answer, form)).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, context(answer, form)).toBeLessThan(500);
        const me = await app.inject({
          method: 'GET',
          url: '/oidc/me',
          headers: { host, authorization: `Bearer ${token.replace(/[^\x21-\x7e]/g, 'x')}` },
        });
        expect(me.statusCode, context(me, token)).toBeGreaterThanOrEqual(400);
        expect(me.statusCode, context(me, token)).toBeLessThan(500);
      }),
      options,
    );
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });
});

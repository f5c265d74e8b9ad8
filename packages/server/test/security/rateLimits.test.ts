import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROMO_THROTTLED } from '@shelfmark/api-client/schemas';
import { buildServer } from '../../src/buildServer';
import {
  DEFAULT_RATE_LIMITS,
  findRateLimitRule,
  rateLimitsWithSignIn,
  registerRateLimits,
  type RateLimitRule,
} from '../../src/http/rateLimits';
import { testCsrfToken, testSessionHeader, TEST_SESSION_HEADER } from '../../src/session/testSession';
import { startOidcServer } from '../helpers/testServer';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';
import { isServed, readApiTable } from './apiTable';

const SECRET = 'rate-limit-test-secret-123';
const signedIn = (uid: string) => ({
  [TEST_SESSION_HEADER]: testSessionHeader(uid, SECRET),
  'x-csrf-token': testCsrfToken(uid, SECRET),
});

let db: FreshDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.cleanup();
});

function expectRateLimited(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  rule: RateLimitRule,
) {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { status: number; code: string; message: string; timeLeft: number };
  expect(body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  expect(body.timeLeft).toBeGreaterThan(0);
  expect(body.timeLeft).toBeLessThanOrEqual(rule.windowMs);
  const seconds = Math.ceil(body.timeLeft / 1000);
  expect(body.message).toBe(rule.message.replace('{seconds}', String(seconds)));
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(Math.ceil(rule.windowMs / 1000));
}

describe('which calls are limited', () => {
  it.each([
    ['POST', '/oidc/interaction/:uid/login', 'sign-in'],
    ['GET', '/api/auth/login', 'sign-in'],
    ['POST', '/api/submit-form', 'form-submission'],
    ['POST', '/api/carts/promotions', 'promo-codes'],
    ['DELETE', '/api/carts/promotions-remove', 'promo-codes'],
    ['GET', '/api/products/search/export', 'exports'],
    ['GET', '/api/products/search', 'anonymous-search'],
  ])('%s %s counts against the %s limit', (method, route, id) => {
    expect(findRateLimitRule(DEFAULT_RATE_LIMITS, method, route)?.id).toBe(id);
  });

  it.each([
    ['GET', '/api/products/code'],
    ['GET', '/api/carts'],
    ['POST', '/api/carts/entries'],
    ['GET', '/api/auth/session'],
  ])('%s %s (browsing, carts) is not limited', (method, route) => {
    expect(findRateLimitRule(DEFAULT_RATE_LIMITS, method, route)).toBeUndefined();
  });

  it('the promo limit answers with the spec’s throttle message, so the CHK-03 countdown shows it', () => {
    expect(DEFAULT_RATE_LIMITS.find((rule) => rule.id === 'promo-codes')?.message).toBe(PROMO_THROTTLED);
  });
});

/** The store's sign-in routes (/api/auth/*) exist only with the auth plugin: those rows run on an OIDC-mode server. */
const isAuthRoute = (path: string) => path.startsWith('/api/auth/');

describe('every documented call a limit covers answers 429 past its limit (derived from docs/api.md)', () => {
  let app: FastifyInstance;
  const testApp = async () => {
    const built = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: SECRET },
      logger: false,
    });
    await built.ready();
    return built;
  };
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const limited = readApiTable()
    .map((row) => ({ row, rule: findRateLimitRule(DEFAULT_RATE_LIMITS, row.method, row.path) }))
    .filter((entry): entry is { row: (typeof entry)['row']; rule: RateLimitRule } => entry.rule !== undefined);

  it('docs/api.md names the calls the issue asks to limit', () => {
    const ids = new Set(limited.map(({ rule }) => rule.id));
    expect(ids.has('form-submission') && ids.has('promo-codes')).toBe(true);
  });

  it.each(
    limited.map(({ row, rule }, index) => [`${row.method} ${row.path}`, row.method, row.path, rule, index] as const),
  )('%s: refused with 429 after its limit, for that client only', async (_name, method, path, rule, index) => {
    if (isAuthRoute(path)) {
      // Served only with the real auth plugin: a fresh OIDC-mode server, so the count by address starts at zero.
      const oidc = await startOidcServer(db.database);
      try {
        expect(
          isServed(oidc.app, { method, path }),
          `${method} ${path} is documented but the OIDC-mode server does not serve it`,
        ).toBe(true);
        const host = new URL(oidc.baseUrl).host;
        // Counts are kept in the database, across servers: each row counts from an address of its own.
        const remoteAddress = `10.1.${index}.1`;
        const send = () =>
          oidc.app.inject({ method: method as HTTPMethods, url: path, headers: { host }, remoteAddress });
        for (let i = 0; i < rule.max; i += 1) expect((await send()).statusCode).not.toBe(429);
        expectRateLimited(await send(), rule);
      } finally {
        await oidc.close();
      }
      return;
    }
    expect(
      isServed(app, { method, path }),
      `${method} ${path} is documented and rate limited, but the server does not serve it`,
    ).toBe(true);
    // Calls under one rule share its count: each row starts with users of its own.
    const [first, second] = [`first-${index}@example.edu`, `second-${index}@example.edu`];
    // Counts by address are kept in the database, across servers: each row counts from an address of its own.
    const remoteAddress = `10.2.${index}.1`;
    const send = (uid: string | null) =>
      // An empty body is refused (400) without changing anything, but still counts.
      app.inject({
        method: method as HTTPMethods,
        url: path,
        remoteAddress,
        ...(method === 'GET' ? {} : { payload: '{}' }),
        headers: {
          ...(uid === null ? {} : signedIn(uid)),
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
      });
    if (rule.anonymousOnly) {
      // Visitors count by address; a signed-in user from the same address is not limited by it.
      for (let i = 0; i < rule.max; i += 1) expect((await send(null)).statusCode).not.toBe(429);
      expectRateLimited(await send(null), rule);
      expect((await send(first)).statusCode).not.toBe(429);
      return;
    }
    for (let i = 0; i < rule.max; i += 1) expect((await send(first)).statusCode).not.toBe(429);
    expectRateLimited(await send(first), rule);
    if (rule.perUser) expect((await send(second)).statusCode).not.toBe(429);
  });
});

describe('anonymous search and export are limited per address', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    // A server of its own per test; each test counts a rule of its own (the counts are per address and rule, kept in the database).
    app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: SECRET },
      logger: false,
    });
    await app.ready();
  });
  afterEach(async () => {
    await app?.close();
  });

  it.each([
    ['exports', '/api/products/search/export?q=zzyzx'],
    ['anonymous-search', '/api/products/search?q=zzyzx'],
  ])(
    'a visitor without a session gets 429 with Retry-After past the %s limit; a signed-in buyer at the same address does not',
    async (id, url) => {
      const rule = DEFAULT_RATE_LIMITS.find((r) => r.id === id)!;
      for (let i = 0; i < rule.max; i += 1) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expectRateLimited(await app.inject({ method: 'GET', url }), rule);
      expect((await app.inject({ method: 'GET', url, headers: signedIn('buyer@shelfmark.test') })).statusCode).toBe(
        200,
      );
    },
  );
});

describe('sign-in is limited per address', () => {
  let server: Awaited<ReturnType<typeof startOidcServer>>;
  // The sign-in count is per address and kept in the database, across servers: each test signs in from an address of its own.
  let remoteAddress = '';
  let tests = 0;
  beforeEach(async () => {
    tests += 1;
    remoteAddress = `10.3.${tests}.1`;
    server = await startOidcServer(db.database);
  });
  afterEach(async () => {
    await server?.close();
  });
  const rule = DEFAULT_RATE_LIMITS.find((r) => r.id === 'sign-in')!;
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { host: new URL(server.baseUrl).host, ...headers },
      remoteAddress,
    });

  it('AUTH-01 starting sign-in (GET /api/auth/login) redirects to the provider until the limit, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < rule.max; i += 1) {
      const started = await get('/api/auth/login?return=/cart');
      expect(started.statusCode).toBe(303);
      expect(started.headers.location).toMatch(new RegExp(`^${server.baseUrl}/oidc/auth\\?`));
    }
    const refused = await get('/api/auth/login?return=/cart');
    expectRateLimited(refused, rule);
    expect(refused.headers.location).toBeUndefined();
    // A browser navigating there gets a page saying how long to wait, under the pages' strict policy.
    const page = await get('/api/auth/login', { accept: 'text/html' });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/Too many sign-in attempts\. Please wait \d+ seconds and try again\./);
    expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('AUTH-01 the callback (GET /api/auth/callback) shares the sign-in count: guessed states are refused, then 429 with Retry-After', async () => {
    for (let i = 0; i < rule.max; i += 1) {
      const guessed = await get(`/api/auth/callback?state=guess-${i}&code=x`);
      expect(guessed.statusCode).toBe(400);
      expect(guessed.body).toContain('Sign-in expired');
    }
    expectRateLimited(await get('/api/auth/callback?state=guess-last&code=x'), rule);
    // The count is one for the whole sign-in: starting a new one is refused too, until the window passes.
    expectRateLimited(await get('/api/auth/login'), rule);
  });

  it('the login form post answers a page saying how long to wait, with 429 and Retry-After', async () => {
    const post = () =>
      server.app.inject({
        method: 'POST',
        url: '/oidc/interaction/some-interaction/login',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: 'email=ada%40example.edu&password=guess',
      });
    for (let i = 0; i < rule.max; i += 1) expect((await post()).statusCode).not.toBe(429);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toMatch(/Too many sign-in attempts\. Please wait \d+ seconds and try again\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('the rate-limit module', () => {
  it('SHELFMARK_SIGN_IN_LIMIT sets the sign-in count a minute and leaves every other limit as it is', () => {
    const rules = rateLimitsWithSignIn(120);
    expect(rules.find((r) => r.id === 'sign-in')).toMatchObject({ max: 120, windowMs: 60_000, perUser: false });
    expect(rules.filter((r) => r.id !== 'sign-in')).toEqual(DEFAULT_RATE_LIMITS.filter((r) => r.id !== 'sign-in'));
  });

  const probeRule: RateLimitRule = {
    id: 'probe',
    methods: ['POST'],
    route: /^\/api\/probe\/:id$/,
    max: 3,
    windowMs: 1_000,
    perUser: true,
    message: 'Slow down: {seconds} s.',
  };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      const uid = request.headers['x-user'];
      request.session = typeof uid === 'string' ? { uid, csrfToken: '' } : null;
    });
    await registerRateLimits(app, { rules: [probeRule] });
    // Registered after the module, like a route another area adds later.
    app.post('/api/probe/:id', async () => ({ ok: true }));
    app.post('/api/other', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  const probe = (user?: string, url = '/api/probe/1') =>
    app.inject({ method: 'POST', url, headers: user ? { 'x-user': user } : {} });

  it('matches the route pattern, not the address: /api/probe/1 and /api/probe/2 share one count', async () => {
    expect((await probe('u1', '/api/probe/1')).statusCode).toBe(200);
    expect((await probe('u1', '/api/probe/2')).statusCode).toBe(200);
    expect((await probe('u1', '/api/probe/3')).statusCode).toBe(200);
    const refused = await probe('u1', '/api/probe/4');
    expectRateLimited(refused, probeRule);
    expect(refused.json()).toMatchObject({ message: 'Slow down: 1 s.' });
  });

  it('counts signed-in users apart and visitors by address; routes no rule covers are never limited', async () => {
    expect((await probe('u2')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await probe()).statusCode).toBe(200);
    expect((await probe()).statusCode).toBe(429);
    for (let i = 0; i < 10; i += 1)
      expect((await app.inject({ method: 'POST', url: '/api/other' })).statusCode).toBe(200);
  });

  it('lets the client in again once the window has passed', async () => {
    expect((await probe('u1')).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, probeRule.windowMs + 100));
    expect((await probe('u1')).statusCode).toBe(200);
  });

  it('is off with no rules', async () => {
    const open = Fastify({ logger: false });
    await registerRateLimits(open, { rules: [] });
    open.post('/api/submit-form', async () => ({ ok: true }));
    for (let i = 0; i < 50; i += 1)
      expect((await open.inject({ method: 'POST', url: '/api/submit-form' })).statusCode).toBe(200);
    await open.close();
  });
});

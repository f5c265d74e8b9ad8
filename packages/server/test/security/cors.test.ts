import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../src/auth/testing';
import { buildServer } from '../../src/buildServer';
import { readServerEnv } from '../../src/cli/runCli';
import { parseCorsOrigins } from '../../src/http/cors';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';
import { freePort } from '../helpers/testServer';

/**
 * A storefront on another origin calls the API with credentials. SHELFMARK_CORS_ORIGINS names
 * the origins (exact, comma-separated); their pages get CORS answers and may send mutations with the
 * session's token; any other origin gets no CORS header and its mutations stay refused. Each server is
 * built the way the CLI builds it: settings from readServerEnv.
 */

const SHOP = 'http://127.0.0.1:5173';
const SECOND_SHOP = 'https://shop.example.org';
const EVIL = 'https://evil.example';

let db: FreshDatabase;
const servers: FastifyInstance[] = [];

/** An OIDC-mode server (the real CSRF guard) with SHELFMARK_CORS_ORIGINS as given, on a free loopback port. */
async function startServer(corsOriginsEnv: string | undefined): Promise<string> {
  const env = readServerEnv(corsOriginsEnv === undefined ? {} : { SHELFMARK_CORS_ORIGINS: corsOriginsEnv });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildServer({
    database: db.database,
    publicUrl: baseUrl,
    auth: { mode: 'oidc', env: {} },
    logger: false,
    corsOrigins: env.corsOrigins,
  });
  await app.listen({ port, host: '127.0.0.1' });
  servers.push(app);
  return baseUrl;
}

let api: string;
let closed: string;
let buyer: SignedIn;
let buyerUid: string;
beforeAll(async () => {
  db = await freshDatabase();
  api = await startServer(` ${SHOP}, ${SECOND_SHOP}/ `);
  closed = await startServer(undefined);
  buyer = await signInAs(api, 'buyer@shelfmark.test', DEMO_PASSWORD);
  const session = (await (await buyer.fetch('/api/auth/session')).json()) as { user: { uid: string } };
  buyerUid = session.user.uid;
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  await db?.cleanup();
});

const corsHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));

/** What a browser sends before a credentialed JSON mutation with the CSRF header. */
const preflight = (baseUrl: string, origin: string, method = 'PATCH') =>
  fetch(`${baseUrl}/api/carts/accounts`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,x-csrf-token',
    },
  });

/** A cross-origin mutation as the browser sends it: the session cookie, the token, the page's Origin. */
const recalculate = (origin: string) =>
  fetch(`${api}/api/carts/recalculate`, {
    method: 'POST',
    headers: {
      origin,
      cookie: buyer.cookie,
      'x-csrf-token': buyer.csrfToken,
      'content-type': 'application/json',
      'sec-fetch-site': 'same-site',
    },
    body: JSON.stringify({ userId: buyerUid }),
  });

describe('CORS for the configured origins (SHELFMARK_CORS_ORIGINS)', () => {
  it('an allowed origin gets its own origin back with credentials, the download headers exposed, and Vary: Origin', async () => {
    for (const origin of [SHOP, SECOND_SHOP]) {
      const response = await fetch(`${api}/api/site-config`, { headers: { origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-expose-headers')).toMatch(/content-disposition/);
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/i);
    }
  });

  it('an error answer carries the headers too, so the page can read the ApiError', async () => {
    const response = await fetch(`${api}/api/carts?userId=someone`, { headers: { origin: SHOP } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(await response.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('any other origin gets no CORS header at all (and the answer still varies by Origin)', async () => {
    for (const origin of [EVIL, 'null', `${SHOP}.evil.example`, 'http://127.0.0.1:5174']) {
      const response = await fetch(`${api}/api/site-config`, { headers: { origin } });
      expect(corsHeaders(response)).toEqual({});
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/i);
    }
  });

  it('a preflight from an allowed origin is answered: every API method, the JSON and CSRF headers, credentials', async () => {
    const response = await preflight(api, SHOP);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    expect(response.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['content-type', 'x-csrf-token']),
    );
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('a preflight from another origin gets nothing to go on (404, no CORS header)', async () => {
    const response = await preflight(api, EVIL, 'DELETE');
    expect(response.status).toBe(404);
    expect(corsHeaders(response)).toEqual({});
  });

  it('a mutation from an allowed origin with the session and its token works', async () => {
    const response = await recalculate(SHOP);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(await response.json()).toMatchObject({ code: expect.any(String) });
  });

  it('the same mutation from another origin is refused 403 CSRF, even with the token, with no CORS header', async () => {
    const response = await recalculate(EVIL);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'CSRF',
      message: 'Requests from another site are not accepted.',
    });
    expect(corsHeaders(response)).toEqual({});
  });

  it('an allowed origin still needs the token: without it the mutation is refused 403 CSRF, readable by the page', async () => {
    const response = await fetch(`${api}/api/carts/recalculate`, {
      method: 'POST',
      headers: { origin: SHOP, cookie: buyer.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: buyerUid }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(await response.json()).toMatchObject({ code: 'CSRF' });
  });
});

describe('media for pages on another origin', () => {
  type Search = { products: { imagesDAM?: { small?: string; large?: string } }[] };
  const search = async (baseUrl: string, headers: Record<string, string> = {}) =>
    (await (await fetch(`${baseUrl}/api/products/search?q=history&pageSize=5`, { headers })).json()) as Search;

  it('an answer to an allowed origin names covers by absolute address on the server; a same-origin answer keeps the path', async () => {
    const cross = await search(api, { origin: SHOP });
    expect(cross.products.length).toBeGreaterThan(0);
    for (const product of cross.products)
      expect(product.imagesDAM?.small).toMatch(new RegExp(`^${api}/images/covers/\\d{13}\\.svg\\?w=125$`));
    // A browser's same-origin call names no Origin on a GET but says where it comes from (Sec-Fetch-Site).
    const same = await search(api, { 'sec-fetch-site': 'same-origin' });
    for (const product of same.products)
      expect(product.imagesDAM?.small).toMatch(/^\/images\/covers\/\d{13}\.svg\?w=125$/);
    const other = await search(api, { origin: EVIL });
    for (const product of other.products) expect(product.imagesDAM?.small).toMatch(/^\/images\/covers\//);
  });

  it('a server-side caller (no Origin, no Sec-Fetch-Site: another origin\u2019s server render) gets covers by absolute address on the public URL, whatever host it asked', async () => {
    const byName = api.replace('127.0.0.1', 'localhost');
    const answer = await search(byName);
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) {
      expect(product.imagesDAM?.small).toMatch(new RegExp(`^${api}/images/covers/\\d{13}\\.svg\\?w=125$`));
      expect(product.imagesDAM?.large).toMatch(new RegExp(`^${api}/images/covers/\\d{13}\\.svg\\?w=216$`));
    }
    const cover = await fetch(answer.products[0]!.imagesDAM!.small!);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it("covers may be embedded by another origin's page (Cross-Origin-Resource-Policy: cross-origin), and only when CORS is configured", async () => {
    const cover = `/images/covers/9780000000002.svg?w=125`;
    const open = await fetch(`${api}${cover}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const apiAnswer = await fetch(`${api}/api/site-config`);
    expect(apiAnswer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await fetch(`${closed}${cover}`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('without SHELFMARK_CORS_ORIGINS', () => {
  it('no origin gets a CORS header and preflights answer 404, as a same-origin server', async () => {
    for (const origin of [SHOP, EVIL]) {
      const response = await fetch(`${closed}/api/site-config`, { headers: { origin } });
      expect(response.status).toBe(200);
      expect(corsHeaders(response)).toEqual({});
      const asked = await preflight(closed, origin);
      expect(asked.status).toBe(404);
      expect(corsHeaders(asked)).toEqual({});
    }
  });
});

describe('parseCorsOrigins', () => {
  it('reads exact origins, trimmed, a trailing slash dropped, duplicates once; empty or unset is none', () => {
    expect(parseCorsOrigins(' http://127.0.0.1:5173 ,https://shop.example.org/,http://127.0.0.1:5173 ')).toEqual([
      SHOP,
      SECOND_SHOP,
    ]);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' , ')).toEqual([]);
  });

  it.each([
    '*',
    'null',
    'shop.example.org',
    'https://shop.example.org/path',
    'ftp://shop.example.org',
    'https://*.example.org',
  ])('refuses %j with a message naming the variable', (value) => {
    expect(() => parseCorsOrigins(value)).toThrow(/^SHELFMARK_CORS_ORIGINS must list exact http\(s\) origins/);
    expect(() => readServerEnv({ SHELFMARK_CORS_ORIGINS: value })).toThrow(/SHELFMARK_CORS_ORIGINS/);
  });
});

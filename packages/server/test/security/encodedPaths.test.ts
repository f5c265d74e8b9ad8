import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../src/auth/testing';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';
import { startOidcServer, startTestServer, type TestServer } from '../helpers/testServer';

/**
 * The CSRF guard, the no-store rule and the JSON-only rule decide on the
 * route the router matched. Every other spelling of an /api path either reaches no route (404) or
 * is guarded exactly like the plain path. Requests go out over raw HTTP with the path byte for byte
 * as written (fetch would normalise `/./` and `..` away before sending).
 */

const BUYER = 'buyer@shelfmark.test';
const EVIL = 'https://evil.example';
const PROFILE_QUERY = `?userId=${encodeURIComponent(BUYER)}`;

let db: FreshDatabase;
let server: Awaited<ReturnType<typeof startOidcServer>>;
let buyer: SignedIn;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startOidcServer(db.database);
  buyer = await signInAs(server.baseUrl, BUYER, DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with the request target exactly as given. */
function send(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, method, path: target, headers: { accept: 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Other spellings of `/api/<rest>`: percent-encoded letters (one, all, upper- and lower-case hex,
 * in the first and in a later segment), letter case, doubled slashes, dot segments (plain and
 * encoded), encoded slashes, double encoding, a trailing slash, `;` parameters and a fragment;
 * `query` follows the path.
 */
function spellings(rest: string, query = ''): string[] {
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
  const last = rest.slice(0, -1);
  const lastLetter = rest.slice(-1);
  return [
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/%41PI/${rest}`,
    `/a%70i/${rest}`,
    `/ap%69/${rest}`,
    `/api/${hex(rest[0]!)}${rest.slice(1)}`,
    `/api/${last}${hex(lastLetter)}`,
    `/api/${rest.replace('l', '%6c')}`,
    `/api/${rest.replace('l', '%6C')}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/./api/${rest}`,
    `/api/./${rest}`,
    `/api/x/../${rest}`,
    `/x/../api/${rest}`,
    `/%2e/api/${rest}`,
    `/api/%2e/${rest}`,
    `/api/x/%2e%2e/${rest}`,
    `/api%2F${rest}`,
    `/api%2f${rest}`,
    `/api/${rest.replace('/', '%2F')}`,
    `/%2561pi/${rest}`,
    `/api/${rest}/`,
    `/api/${rest};x=1`,
    `/api;x=1/${rest}`,
    `/api/${rest}%3Bx`,
    `/api/${rest}#fragment`,
    `/api/${rest}%23x`,
    `/api/${rest}%00`,
    `/api/${rest}%20`,
    `/api/${rest}.`,
    `/api%2e/${rest}`,
  ].map((path) => (path.includes('#') ? path.replace('#', `${query}#`) : `${path}${query}`));
}

describe('AUTH-01 CSRF: every spelling of an /api mutation is guarded like the plain path, or reaches no route', () => {
  const body = JSON.stringify({ userId: BUYER });
  const json = { 'content-type': 'application/json' };

  it('the plain path: refused cross-site and without a token, accepted with both right', async () => {
    const crossSite = await send(
      server.baseUrl,
      'POST',
      '/api/carts/recalculate',
      { ...json, cookie: buyer.cookie, origin: EVIL },
      body,
    );
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body)).toMatchObject({ code: 'CSRF' });
    const noToken = await send(
      server.baseUrl,
      'POST',
      '/api/carts/recalculate',
      { ...json, cookie: buyer.cookie, origin: server.baseUrl },
      body,
    );
    expect(noToken.status).toBe(403);
    const right = await send(
      server.baseUrl,
      'POST',
      '/api/carts/recalculate',
      {
        ...json,
        cookie: buyer.cookie,
        origin: server.baseUrl,
        'x-csrf-token': buyer.csrfToken,
      },
      body,
    );
    expect(right.status).toBe(200);
  });

  it.each(spellings('carts/recalculate'))(
    'POST %s from another site without a token answers 403 CSRF or 404, never 200',
    async (target) => {
      const answer = await send(server.baseUrl, 'POST', target, { ...json, cookie: buyer.cookie, origin: EVIL }, body);
      expect([403, 404], `${target} → ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
      if (answer.status === 403) expect(JSON.parse(answer.body)).toMatchObject({ code: 'CSRF' });
    },
  );

  it.each(spellings('carts/recalculate'))(
    'POST %s from the store itself without a token answers 403 CSRF or 404',
    async (target) => {
      const answer = await send(
        server.baseUrl,
        'POST',
        target,
        { ...json, cookie: buyer.cookie, origin: server.baseUrl },
        body,
      );
      expect([403, 404], `${target} → ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
      if (answer.status === 403) expect(JSON.parse(answer.body)).toMatchObject({ code: 'CSRF' });
    },
  );
});

describe('AUTH-01 no-store: every spelling of a per-user answer is marked no-store, or reaches no route', () => {
  let plain: Answer;
  beforeAll(async () => {
    plain = await send(server.baseUrl, 'GET', `/api/users/profile${PROFILE_QUERY}`, { cookie: buyer.cookie });
  });

  it('the plain path answers the profile with Cache-Control: no-store', () => {
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-store');
  });

  it.each(spellings('users/profile', PROFILE_QUERY))(
    'GET %s answers with Cache-Control: no-store (the profile itself, or a refusal)',
    async (target) => {
      const answer = await send(server.baseUrl, 'GET', target, { cookie: buyer.cookie });
      expect(answer.headers['cache-control'], `${target} → ${answer.status}`).toBe('no-store');
      if (answer.status === 200) expect(answer.body).toBe(plain.body);
      else expect([403, 404], `${target} → ${answer.status}`).toContain(answer.status);
    },
  );
});

describe('AUTH-01 bodies under /api are exactly JSON', () => {
  const signedIn = () => ({ cookie: buyer.cookie, origin: server.baseUrl, 'x-csrf-token': buyer.csrfToken });
  const body = JSON.stringify({ userId: BUYER });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'Application/JSON',
  ])('accepts %s', async (type) => {
    const answer = await send(
      server.baseUrl,
      'POST',
      '/api/carts/recalculate',
      { ...signedIn(), 'content-type': type },
      body,
    );
    expect(answer.status).toBe(200);
  });

  it.each([
    'text/plain',
    'text/plain; charset=utf-8',
    'application/json-evil',
    'application/jsonx',
    'application/x-json',
    'application/json; charset=latin1',
    'application/json; x=1',
    'text/plain; a=application/json',
    'application/json, text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  ])('refuses %s with 415 in the ApiError shape, on every spelling of the path', async (type) => {
    for (const target of ['/api/carts/recalculate', '/%61pi/carts/recalculate']) {
      const answer = await send(server.baseUrl, 'POST', target, { ...signedIn(), 'content-type': type }, body);
      expect(answer.status, `${type} to ${target}`).toBe(415);
      expect(JSON.parse(answer.body)).toMatchObject({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringContaining('application/json'),
      });
    }
  });
});

describe('the not-found answer names the normalised path', () => {
  it('GET /%61pi/nothing-here (as a page) answers the same 404 as /api/nothing-here, not the storefront', async () => {
    const plain = await send(server.baseUrl, 'GET', '/api/nothing-here', { accept: 'text/html' });
    const encoded = await send(server.baseUrl, 'GET', '/%61pi/nothing-here', { accept: 'text/html' });
    expect(plain.status).toBe(404);
    expect(encoded.status).toBe(404);
    expect(JSON.parse(encoded.body)).toEqual(JSON.parse(plain.body));
  });
});

describe('the test-session stand-in guards the same way (AUTH-01)', () => {
  let testServer: TestServer;
  beforeAll(async () => {
    testServer = await startTestServer(db.database);
  });
  afterAll(async () => {
    await testServer?.close();
  });

  it.each(spellings('carts/recalculate'))(
    'POST %s signed in without the token answers 403 CSRF or 404',
    async (target) => {
      const { 'x-csrf-token': _token, ...identity } = testServer.headersFor(BUYER);
      const answer = await send(
        testServer.baseUrl,
        'POST',
        target,
        { ...identity, 'content-type': 'application/json' },
        JSON.stringify({ userId: BUYER }),
      );
      expect([403, 404], `${target} → ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
      if (answer.status === 403) expect(JSON.parse(answer.body)).toMatchObject({ code: 'CSRF' });
    },
  );
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser, signInAs, type SignedIn } from '../../src/auth/testing';
import { buildServer } from '../../src/buildServer';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';
import { freePort } from '../helpers/testServer';

/**
 * A corpus of well-known open-redirect payloads (openRedirectPayloads.txt) sent
 * through every place a return path enters the store — `return=` of /api/auth/login,
 * /api/auth/federated-logout, /api/content/preview and /api/content/preview/exit, and the
 * logout callback's state — on a server with the real auth
 * plugin. Every Location must be a path a browser resolves to the store's own origin.
 */

const BUYER = 'buyer@shelfmark.test';
/** A content editor (the 'staff' role): the one who may enter preview. */
const STAFF = 'staff@shelfmark.test';
const here = dirname(fileURLToPath(import.meta.url));

const SPELLED: Record<string, string> = { '{TAB}': '\t', '{LF}': '\n', '{CR}': '\r', '{NUL}': '\0', '{SP}': ' ' };
const payloads = readFileSync(join(here, 'openRedirectPayloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && line !== '#' && !line.startsWith('# '))
  .map((line) => line.replace(/\{(TAB|LF|CR|NUL|SP)\}/g, (token) => SPELLED[token]!));

let db: FreshDatabase;
let app: FastifyInstance;
let baseUrl: string;
let origin: string;
let buyer: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  db = await freshDatabase();
  // The issuer must match the address exactly: the port is chosen before building.
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  origin = new URL(baseUrl).origin;
  // Rate limits off: this sends several hundred sign-in requests from one address.
  app = await buildServer({
    database: db.database,
    publicUrl: baseUrl,
    auth: { mode: 'oidc', env: {} },
    logger: false,
    rateLimits: [],
  });
  await app.listen({ port, host: '127.0.0.1' });
  buyer = await signInAs(baseUrl, BUYER, DEMO_PASSWORD);
  staff = await signInAs(baseUrl, STAFF, DEMO_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await db?.cleanup();
});

/** The query as a link would carry it: percent-encoded (the route gets the payload itself) or typed in as is. */
const asQuery = (name: string, payload: string, typed: boolean) =>
  `${name}=${typed ? payload : encodeURIComponent(payload)}`;

interface Redirect {
  request: string;
  status: number;
  location: string | null;
}

/** The first answer to a browser opening `path` (a top-level navigation), its redirect not followed. */
async function redirectOf(path: string, headers: Record<string, string> = {}): Promise<Redirect> {
  const { response } = await createTestBrowser(baseUrl).navigate(path, { headers, stopBefore: () => true });
  return { request: path, status: response.status, location: response.headers.get('location') };
}

/** The redirects a browser would not follow to the store itself, with why. */
function offOrigin(redirects: Redirect[]): string[] {
  const problems: string[] = [];
  for (const { request, status, location } of redirects) {
    if (status !== 303 || location === null) {
      problems.push(`${request}: answered ${status} without a redirect`);
      continue;
    }
    const resolved = new URL(location, baseUrl);
    if (resolved.origin !== origin) problems.push(`${request}: Location ${location} leads to ${resolved.origin}`);
    else if (!location.startsWith('/') || /^[/\\]{2}/.test(location))
      problems.push(`${request}: Location ${location} is not a plain path`);
  }
  return problems;
}

describe('AUTH-01 open-redirect corpus through the return paths', () => {
  it('reads a corpus of more than 100 payloads, dot segments and encoded slashes among them', () => {
    expect(payloads.length).toBeGreaterThan(100);
    expect(payloads).toEqual(
      expect.arrayContaining([
        '/.//evil.example',
        '/%2e//evil.example',
        '/a/..//evil.example',
        '/..//evil.example',
        '/%5cevil.example',
      ]),
    );
  });

  it('GET /api/auth/login?return=<payload> (signed in: straight back) always lands on the store', async () => {
    const redirects: Redirect[] = [];
    for (const payload of payloads) {
      for (const typed of [false, true]) {
        redirects.push(
          await redirectOf(`/api/auth/login?${asQuery('return', payload, typed)}`, { cookie: buyer.cookie }),
        );
      }
    }
    expect(offOrigin(redirects)).toEqual([]);
  });

  it('GET /api/auth/federated-logout?return=<payload> always lands on the store', async () => {
    const redirects: Redirect[] = [];
    for (const payload of payloads) {
      for (const typed of [false, true])
        redirects.push(await redirectOf(`/api/auth/federated-logout?${asQuery('return', payload, typed)}`));
    }
    expect(offOrigin(redirects)).toEqual([]);
  });

  it('CMS-01 GET /api/content/preview?return=<payload> (an editor entering preview) always lands on the store', async () => {
    const redirects: Redirect[] = [];
    for (const payload of payloads) {
      for (const typed of [false, true])
        redirects.push(
          await redirectOf(`/api/content/preview?${asQuery('return', payload, typed)}`, { cookie: staff.cookie }),
        );
    }
    expect(offOrigin(redirects)).toEqual([]);
  });

  it('CMS-01 GET /api/content/preview/exit?return=<payload> always lands on the store', async () => {
    const redirects: Redirect[] = [];
    for (const payload of payloads) {
      for (const typed of [false, true])
        redirects.push(await redirectOf(`/api/content/preview/exit?${asQuery('return', payload, typed)}`));
    }
    expect(offOrigin(redirects)).toEqual([]);
  });

  it('GET /api/auth/logout-callback?state=<payload> always lands on the store', async () => {
    const redirects: Redirect[] = [];
    for (const payload of payloads) {
      redirects.push(await redirectOf(`/api/auth/logout-callback?state=${Buffer.from(payload).toString('base64url')}`));
    }
    expect(offOrigin(redirects)).toEqual([]);
  });

  const findings = ['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/..//evil.example'];
  const leavesAuth = (url: URL) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/api/auth/');

  it.each(findings)('a full sign-in with return=%s ends on / of the store', async (payload) => {
    const browser = createTestBrowser(baseUrl);
    const loginPage = await browser.navigate(`/api/auth/login?return=${encodeURIComponent(payload)}`);
    const landed = await browser.submitForm(
      loginPage,
      { email: BUYER, password: DEMO_PASSWORD },
      { stopBefore: leavesAuth },
    );
    expect(landed.url).toBe(`${origin}/`);
  });

  it.each(findings)(
    'a full federated sign-out with return=%s (through the provider and its state) ends on / of the store',
    async (payload) => {
      const browser = createTestBrowser(baseUrl);
      const loginPage = await browser.navigate('/api/auth/login?return=/');
      await browser.submitForm(loginPage, { email: BUYER, password: DEMO_PASSWORD }, { stopBefore: leavesAuth });
      const out = await browser.navigate(`/api/auth/federated-logout?return=${encodeURIComponent(payload)}`, {
        stopBefore: leavesAuth,
      });
      expect(out.chain.some((url) => new URL(url).pathname === '/oidc/session/end')).toBe(true);
      expect(out.url).toBe(`${origin}/`);
    },
  );
});

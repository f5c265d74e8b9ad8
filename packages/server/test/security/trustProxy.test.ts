import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPageLabels } from '../../src/auth/authPages';
import { createTestBrowser } from '../../src/auth/testing';
import { buildServer } from '../../src/buildServer';
import { readServerEnv } from '../../src/cli/runCli';
import { fastifyTrustProxy, parseTrustProxy } from '../../src/cli/trustProxy';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';
import { freePort } from '../helpers/testServer';

/**
 * Behind a reverse proxy every client arrives from the proxy's address, so the
 * sign-in limits and the lockout counted the whole store as one client. `SHELFMARK_TRUST_PROXY`
 * names the proxy; then X-Forwarded-For decides the address each limit counts, and the lockout of
 * one account from one address leaves the same account signing in from another.
 * Each server here is built the way the CLI builds it: settings from readServerEnv.
 */

const BUYER = 'buyer@shelfmark.test';
const ATTACKER = '203.0.113.7';
const BUYER_ADDRESS = '198.51.100.23';

let db: FreshDatabase;
const servers: FastifyInstance[] = [];

/** An OIDC-mode server with SHELFMARK_TRUST_PROXY as given, listening on loopback (the "proxy" is this test). */
async function startServer(trustProxyEnv: string | undefined) {
  const env = readServerEnv(trustProxyEnv === undefined ? {} : { SHELFMARK_TRUST_PROXY: trustProxyEnv });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildServer({
    database: db.database,
    publicUrl: baseUrl,
    auth: { mode: 'oidc', env: {} },
    logger: false,
    trustProxy: fastifyTrustProxy(env.trustProxy),
  });
  // What every limit counts: fastify's verdict on the client address.
  app.get('/test/client-address', async (request) => ({ ip: request.ip }));
  await app.listen({ port, host: '127.0.0.1' });
  servers.push(app);
  return baseUrl;
}

beforeAll(async () => {
  db = await freshDatabase();
});

afterAll(async () => {
  for (const app of servers) await app.close();
  await db?.cleanup();
});

/** Signs in through the real login form from `address` (sent as X-Forwarded-For), trying each password in turn. */
async function signInFrom(baseUrl: string, address: string, email: string, passwords: string[]) {
  const browser = createTestBrowser(baseUrl);
  const headers = { 'x-forwarded-for': address };
  let page = await browser.navigate('/api/auth/login?return=%2Fapi%2Fauth%2Fsession', { headers });
  const messages: string[] = [];
  for (const password of passwords) {
    page = await browser.submitForm(page, { email, password }, { headers });
    const alert = /role="alert">([^<]*)</.exec(page.body)?.[1];
    if (alert === undefined) break;
    messages.push(alert);
  }
  const session = page.body.startsWith('{') ? (JSON.parse(page.body) as { user: { uid: string } | null }) : null;
  return { messages, signedInAs: session?.user?.uid ?? null };
}

const wrongPasswords = (count: number) => Array.from({ length: count }, (_, i) => `guess-${i}`);
const addressOf = async (baseUrl: string, headers: Record<string, string>) =>
  ((await (await fetch(`${baseUrl}/test/client-address`, { headers })).json()) as { ip: string }).ip;

/** Starts sign-ins from `address` until the sign-in limit answers 429; the number of requests it took. */
async function exhaustSignInLimit(baseUrl: string, address: string): Promise<number> {
  for (let sent = 1; sent <= 100; sent += 1) {
    const answer = await fetch(`${baseUrl}/api/auth/login?return=/`, {
      headers: { 'x-forwarded-for': address },
      redirect: 'manual',
    });
    await answer.body?.cancel();
    if (answer.status === 429) return sent;
  }
  throw new Error(`No 429 after 100 sign-in starts from ${address}.`);
}

const startSignIn = async (baseUrl: string, address: string) =>
  (await fetch(`${baseUrl}/api/auth/login?return=/`, { headers: { 'x-forwarded-for': address }, redirect: 'manual' }))
    .status;

describe('AUTH-01 SHELFMARK_TRUST_PROXY: which client address the limits count', () => {
  it('reads false, true, a hop count or a list of addresses and ranges, and refuses anything else naming the variable', () => {
    expect(readServerEnv({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('TRUE')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(
      readServerEnv({ SHELFMARK_TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'proxy.internal', '127.0.0.1,,10.0.0.1', '-1', '21']) {
      expect(() => readServerEnv({ SHELFMARK_TRUST_PROXY: bad }), bad).toThrow(
        /^SHELFMARK_TRUST_PROXY must be false, true, a number of proxy hops/,
      );
    }
  });

  it('trusted proxy (its address listed): X-Forwarded-For is the client address, entries the client wrote before it are not', async () => {
    const baseUrl = await startServer('127.0.0.1');
    expect(await addressOf(baseUrl, { 'x-forwarded-for': ATTACKER })).toBe(ATTACKER);
    expect(await addressOf(baseUrl, { 'x-forwarded-for': `10.9.9.9, ${ATTACKER}` })).toBe(ATTACKER);
    expect(await addressOf(baseUrl, {})).toBe('127.0.0.1');
  });

  it('a hop count trusts that many proxies in front of the server', async () => {
    const baseUrl = await startServer('2');
    expect(await addressOf(baseUrl, { 'x-forwarded-for': `10.9.9.9, ${ATTACKER}, 10.0.0.5` })).toBe(ATTACKER);
  });

  it('untrusted (unset): X-Forwarded-For is ignored, the connection’s address counts', async () => {
    const baseUrl = await startServer(undefined);
    expect(await addressOf(baseUrl, { 'x-forwarded-for': ATTACKER })).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, 15 wrong passwords from one address lock the account there only: the buyer signs in from another address', async () => {
    const baseUrl = await startServer('127.0.0.1');
    const attack = await signInFrom(baseUrl, ATTACKER, BUYER, [...wrongPasswords(15), DEMO_PASSWORD]);
    expect(attack.messages.slice(0, 10)).toEqual(Array(10).fill(authPageLabels.incorrect));
    // Locked at the attacker's address: even the right password is refused there.
    expect(attack.messages.slice(10)).toEqual(Array(6).fill(authPageLabels.tooManyAttempts));
    expect(attack.signedInAs).toBeNull();

    const buyer = await signInFrom(baseUrl, BUYER_ADDRESS, BUYER, [DEMO_PASSWORD]);
    expect(buyer).toEqual({ messages: [], signedInAs: BUYER });
  });

  it('behind a trusted proxy, the sign-in rate limit counts each forwarded address: one exhausted address leaves another signing in', async () => {
    const baseUrl = await startServer('127.0.0.1');
    expect(await exhaustSignInLimit(baseUrl, '203.0.113.50')).toBe(31);
    expect(await startSignIn(baseUrl, '203.0.113.50')).toBe(429);
    expect(await startSignIn(baseUrl, '198.51.100.50')).toBe(303);
  });

  it('an IPv6 client is counted by its /64: a new address per request from one /64 meets the sign-in limit; another /64 still signs in', async () => {
    const baseUrl = await startServer('127.0.0.1');
    let sent = 0;
    let status = 0;
    while (status !== 429 && sent < 100) {
      sent += 1;
      status = await startSignIn(baseUrl, `2001:db8:77:1::${sent.toString(16)}`);
    }
    expect([sent, status]).toEqual([31, 429]);
    expect(await startSignIn(baseUrl, '2001:db8:77:2::1')).toBe(303);
  });

  it('without SHELFMARK_TRUST_PROXY a forged X-Forwarded-For changes nothing: the limit and the lockout count the connection', async () => {
    const baseUrl = await startServer(undefined);
    const attack = await signInFrom(baseUrl, ATTACKER, 'staff@shelfmark.test', wrongPasswords(10));
    expect(attack.messages).toEqual(Array(10).fill(authPageLabels.incorrect));
    const other = await signInFrom(baseUrl, BUYER_ADDRESS, 'staff@shelfmark.test', [DEMO_PASSWORD]);
    expect(other).toEqual({ messages: [authPageLabels.tooManyAttempts], signedInAs: null });

    await exhaustSignInLimit(baseUrl, '203.0.113.60');
    expect(await startSignIn(baseUrl, '198.51.100.60')).toBe(429);
  });
});

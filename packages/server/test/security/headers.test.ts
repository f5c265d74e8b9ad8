import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAuthServer, testUsers } from '../../src/auth/auth.fixtures';
import { createTestBrowser } from '../../src/auth/testing';
import { buildServer } from '../../src/buildServer';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';

let db: FreshDatabase;
let plain: FastifyInstance;
let secure: FastifyInstance;
beforeAll(async () => {
  db = await freshDatabase();
  const common = {
    database: db.database,
    auth: { mode: 'test', secret: 'headers-test-secret-12345' } as const,
    logger: false as const,
  };
  plain = await buildServer({ ...common, publicUrl: 'http://127.0.0.1:3000' });
  secure = await buildServer({ ...common, publicUrl: 'https://books.example.org' });
});
afterAll(async () => {
  await plain?.close();
  await secure?.close();
  await db?.cleanup();
});

/** The CSP as a map of directive → its values. */
function directives(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

// Every kind of answer: the SPA fallback is off here (no host app), so an HTML page comes from the 404.
const urls = ['/api/site-config', '/api/products/search?q=history', '/api/nothing-here', '/'];

describe.each([
  ['plain http', () => plain],
  ['https', () => secure],
])('security headers over %s', (_mode, server) => {
  it.each(urls)('%s carries a CSP with no inline script, no plugins, no <base>, never framed', async (url) => {
    const res = await server().inject({ method: 'GET', url });
    const csp = directives(res.headers['content-security-policy'] as string | undefined);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    for (const values of csp.values()) expect(values).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('cover images keep their own stricter policy: nothing may run inside an SVG', async () => {
    const res = await server().inject({ method: 'GET', url: '/images/covers/9780000000002.svg?w=125' });
    const csp = directives(res.headers['content-security-policy'] as string | undefined);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('HSTS and upgrade-insecure-requests follow the public URL', () => {
  it('sends Strict-Transport-Security (one year, subdomains) and upgrade-insecure-requests over https', async () => {
    const res = await secure.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends neither over plain http, so a developer’s localhost is never pinned to https', async () => {
    const res = await plain.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(false);
  });
});

/** Signs in through the real provider flow and returns every Set-Cookie header the store sent. */
async function signInCookies(secureCookies: boolean) {
  const server = await startTestAuthServer({ secureCookies });
  try {
    const browser = createTestBrowser(server.baseUrl);
    const setCookies: string[] = [];
    const original = browser.jar.store.bind(browser.jar);
    const providerSetCookies: string[] = [];
    browser.jar.store = (response, url) => {
      if (new URL(url).pathname.startsWith('/api/')) setCookies.push(...response.headers.getSetCookie());
      if (new URL(url).pathname.startsWith('/oidc/')) providerSetCookies.push(...response.headers.getSetCookie());
      original(response, url);
    };
    const loginPage = await browser.navigate('/api/auth/login?return=/');
    await browser.submitForm(
      loginPage,
      { email: testUsers.ada.email, password: testUsers.ada.password },
      {
        stopBefore: (url) => url.pathname === '/',
      },
    );
    const sessionCookie = setCookies.find(
      (cookie) =>
        /^(__Host-)?shelfmark_session=[^;]+/.test(cookie) && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie),
    );
    const whoami = await fetch(`${server.baseUrl}/api/probe/whoami`, {
      headers: { cookie: sessionCookie!.split(';')[0]! },
    });
    // Signing out ends the provider session too (its cookie is cleared under the same name and path).
    const signOut = await browser.navigate('/api/auth/federated-logout?return=/', {
      stopBefore: (url) => url.pathname === '/',
    });
    const signedOutAt = new URL(signOut.url).pathname;
    return {
      setCookies,
      providerSetCookies,
      signedOutAt,
      sessionCookie: sessionCookie!,
      whoami: (await whoami.json()) as { uid: string | null },
    };
  } finally {
    await server.close();
  }
}

describe('AUTH-01 cookie names follow the public URL', () => {
  it('over https every store cookie is __Host-: Secure, Path=/, no Domain — and the session works under that name', async () => {
    const { setCookies, sessionCookie, whoami } = await signInCookies(true);
    expect(sessionCookie.startsWith('__Host-shelfmark_session=')).toBe(true);
    const storeCookies = setCookies.filter((cookie) => /^(__Host-)?shelfmark_(session|signin)=/.test(cookie));
    expect(storeCookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of storeCookies) {
      expect(cookie.startsWith('__Host-')).toBe(true);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).not.toMatch(/;\s*Domain=/i);
    }
    expect(whoami.uid).toBe(testUsers.ada.email);
  });

  it('over plain http the names carry no prefix (browsers refuse __Host- without Secure)', async () => {
    const { setCookies, providerSetCookies, sessionCookie, whoami } = await signInCookies(false);
    expect(sessionCookie.startsWith('shelfmark_session=')).toBe(true);
    expect(setCookies.some((cookie) => cookie.startsWith('__Host-'))).toBe(false);
    expect(providerSetCookies.some((cookie) => cookie.startsWith('shelfmark_idp_session='))).toBe(true);
    expect(providerSetCookies.some((cookie) => cookie.startsWith('__Host-'))).toBe(false);
    expect(whoami.uid).toBe(testUsers.ada.email);
  });

  it("over https the identity provider's cookies are __Host- too: Secure, Path=/, no Domain — and sign-in and sign-out still work", async () => {
    const { providerSetCookies, signedOutAt, whoami } = await signInCookies(true);
    // The session, the interaction and the resume cookie, each with its signature cookie.
    const names = new Set(providerSetCookies.map((cookie) => cookie.slice(0, cookie.indexOf('='))));
    expect([...names].sort()).toEqual([
      '__Host-shelfmark_idp_interaction',
      '__Host-shelfmark_idp_interaction.sig',
      '__Host-shelfmark_idp_resume',
      '__Host-shelfmark_idp_resume.sig',
      '__Host-shelfmark_idp_session',
      '__Host-shelfmark_idp_session.sig',
    ]);
    for (const cookie of providerSetCookies) {
      expect(cookie).toMatch(/;\s*secure(;|$)/i);
      expect(cookie).toMatch(/;\s*path=\/(;|$)/i);
      expect(cookie.match(/;\s*path=/gi)).toHaveLength(1);
      expect(cookie).toMatch(/;\s*httponly/i);
      expect(cookie).not.toMatch(/;\s*domain=/i);
    }
    expect(whoami.uid).toBe(testUsers.ada.email);
    // Sign-out cleared the provider session under its __Host- name (an expired cookie at Path=/).
    expect(signedOutAt).toBe('/');
    expect(
      providerSetCookies.some(
        (cookie) => /^__Host-shelfmark_idp_session=;/.test(cookie) && /expires=Thu, 01 Jan 1970/i.test(cookie),
      ),
    ).toBe(true);
  });
});

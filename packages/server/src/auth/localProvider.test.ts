import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryKvStore } from '../store/kvStore';
import { startTestAuthServer, type TestAuthServer } from './auth.fixtures';
import { createTestBrowser } from './testing';

const store = createMemoryKvStore();
let server: TestAuthServer;
beforeAll(async () => {
  server = await startTestAuthServer({ store });
});
afterAll(async () => {
  await server?.close();
});

describe('AUTH-01 the local provider’s login page', () => {
  it('has labelled Email and Password fields and a Sign in button', async () => {
    const page = await createTestBrowser(server.baseUrl).navigate('/api/auth/login?return=/');
    expect(new URL(page.url).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(page.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<label for="email">Email<\/label>/);
    expect(page.body).toMatch(/<input id="email" name="email" type="email"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.body).toMatch(/<input id="password" name="password" type="password"/);
    expect(page.body).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page.body).toMatch(/<html lang="en">/);
  });

  it('makes no request to another origin: no script, no external link, image or font', async () => {
    const page = await createTestBrowser(server.baseUrl).navigate('/api/auth/login?return=/');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toMatch(/<(link|img|iframe|source)\b[^>]*(href|src)="(https?:)?\/\//i);
    expect(page.body).not.toMatch(/@import|url\(\s*['"]?(https?:)?\/\//i);
    expect(page.body).not.toMatch(/fonts\.googleapis|@font-face/i);
    const policy = page.response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src/);
  });

  it('says when the sign-in page has expired instead of failing', async () => {
    const page = await createTestBrowser(server.baseUrl).navigate('/oidc/interaction/unknown-uid');
    expect(page.response.status).toBe(400);
    expect(page.body).toContain('This sign-in page has expired');
  });
});

describe('AUTH-01 the local provider’s protocol', () => {
  it('requires PKCE from the store’s client', async () => {
    const authorize = new URL('/oidc/auth', server.baseUrl);
    authorize.search = new URLSearchParams({
      client_id: 'shelfmark-storefront',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${server.baseUrl}/api/auth/callback`,
      state: 'probe',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/api/auth/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('publishes the issuer exactly as configured, with end-session and userinfo endpoints', async () => {
    const discovery = await (await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${server.baseUrl}/oidc`);
    expect(discovery.end_session_endpoint).toBe(`${server.baseUrl}/oidc/session/end`);
    expect(discovery.userinfo_endpoint).toBe(`${server.baseUrl}/oidc/me`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('generates its signing key once and keeps it in the store across restarts', async () => {
    const first = await (await fetch(`${server.baseUrl}/oidc/jwks`)).json();
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.keys[0].d).toBeUndefined(); // only the public half is published

    const restarted = await startTestAuthServer({ store });
    try {
      const second = await (await fetch(`${restarted.baseUrl}/oidc/jwks`)).json();
      expect(second.keys[0].kid).toBe(first.keys[0].kid);
      expect(second.keys[0].n).toBe(first.keys[0].n);
    } finally {
      await restarted.close();
    }

    const fresh = await startTestAuthServer();
    try {
      const other = await (await fetch(`${fresh.baseUrl}/oidc/jwks`)).json();
      expect(other.keys[0].n).not.toBe(first.keys[0].n);
    } finally {
      await fresh.close();
    }
  });
});

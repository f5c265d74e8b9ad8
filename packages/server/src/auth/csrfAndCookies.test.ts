import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAuthServer, testUsers, type TestAuthServer } from './auth.fixtures';
import { createTestBrowser, signInAs, type SignedIn } from './testing';

let server: TestAuthServer;
let ada: SignedIn;
beforeAll(async () => {
  server = await startTestAuthServer();
  ada = await signInAs(server.baseUrl, testUsers.ada.email, testUsers.ada.password);
});
afterAll(async () => {
  await server?.close();
});

const probe = (headers: Record<string, string>) =>
  fetch(`${server.baseUrl}/api/probe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });

describe('AUTH-01 CSRF defence of mutations under /api', () => {
  it('refuses a signed-in mutation without the x-csrf-token header with 403 CSRF', async () => {
    const response = await probe({ cookie: ada.cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, code: 'CSRF' });
  });

  it('refuses a wrong token, and lets the right one through', async () => {
    const wrong = await probe({ cookie: ada.cookie, 'x-csrf-token': `${ada.csrfToken.slice(0, -1)}x` });
    expect(wrong.status).toBe(403);
    const right = await probe({ cookie: ada.cookie, 'x-csrf-token': ada.csrfToken });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ uid: testUsers.ada.email });
  });

  it('refuses a mutation a browser marks as cross-site, even with the right token', async () => {
    const crossOrigin = await probe({
      cookie: ada.cookie,
      'x-csrf-token': ada.csrfToken,
      origin: 'https://evil.example',
    });
    expect(crossOrigin.status).toBe(403);
    expect(await crossOrigin.json()).toMatchObject({
      code: 'CSRF',
      message: 'Requests from another site are not accepted.',
    });
    const nullOrigin = await probe({ cookie: ada.cookie, 'x-csrf-token': ada.csrfToken, origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const crossSite = await probe({
      cookie: ada.cookie,
      'x-csrf-token': ada.csrfToken,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
  });

  it('accepts the store’s own origin and same-origin fetches', async () => {
    const sameOrigin = await probe({
      cookie: ada.cookie,
      'x-csrf-token': ada.csrfToken,
      origin: server.baseUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('lets a mutation without a session through to the route’s own 401', async () => {
    const response = await probe({});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
  });

  it('does not ask the provider’s own forms for a token', async () => {
    const token = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=nope',
    });
    expect(token.status).not.toBe(403);
    expect(await token.json()).toMatchObject({ error: expect.stringMatching(/invalid_(client|request|grant)/) });
  });
});

describe('AUTH-01 cookies', () => {
  it('sets the session cookie httpOnly, SameSite=Lax, Path=/ (not Secure over plain http when not asked)', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const loginPage = await browser.navigate('/api/auth/login?return=/');
    const setCookies: string[] = [];
    const original = browser.jar.store.bind(browser.jar);
    browser.jar.store = (response, url) => {
      setCookies.push(...response.headers.getSetCookie());
      original(response, url);
    };
    await browser.submitForm(
      loginPage,
      { email: testUsers.ada.email, password: testUsers.ada.password },
      {
        stopBefore: (url) => url.pathname === '/',
      },
    );
    const sessionCookie = setCookies.find((cookie) => cookie.startsWith('shelfmark_session='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(sessionCookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(sessionCookie).not.toMatch(/;\s*Secure/i);
    // The provider's cookies have their own names.
    expect(setCookies.some((cookie) => cookie.startsWith('shelfmark_idp_session='))).toBe(true);
  });

  it('marks the session cookie Secure and names it __Host-shelfmark_session when secureCookies is on', async () => {
    const secure = await startTestAuthServer({ secureCookies: true });
    try {
      const browser = createTestBrowser(secure.baseUrl);
      const loginPage = await browser.navigate('/api/auth/login?return=/');
      const setCookies: string[] = [];
      const original = browser.jar.store.bind(browser.jar);
      browser.jar.store = (response, url) => {
        setCookies.push(...response.headers.getSetCookie());
        original(response, url);
      };
      await browser.submitForm(
        loginPage,
        { email: testUsers.ada.email, password: testUsers.ada.password },
        {
          stopBefore: (url) => url.pathname === '/',
        },
      );
      // Over https the name carries the __Host- prefix (Secure, Path=/, no Domain).
      const sessionCookie = setCookies.find((cookie) => cookie.startsWith('__Host-shelfmark_session='));
      expect(sessionCookie).toMatch(/;\s*Secure/i);
      expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    } finally {
      await secure.close();
    }
  });
});

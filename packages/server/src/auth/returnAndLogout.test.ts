import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestAuthServer, testUsers, type TestAuthServer } from './auth.fixtures';
import { createTestBrowser } from './testing';

let server: TestAuthServer;
/** An integrator's site that embeds the storefront (SHELFMARK_CORS_ORIGINS): its sign-out link is trusted. */
const INTEGRATOR = 'https://shop.integrator.example';
beforeAll(async () => {
  server = await startTestAuthServer({ trustedOrigins: [INTEGRATOR] });
});
afterAll(async () => {
  await server?.close();
});

// Pages outside sign-in are not served by this bare server: stop on the redirect that reaches one.
const onStore = (url: URL) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/api/auth/');

async function signedInBrowser(returnTo: string, user: (typeof testUsers)[keyof typeof testUsers] = testUsers.ada) {
  const browser = createTestBrowser(server.baseUrl);
  const loginPage = await browser.navigate(`/api/auth/login?return=${encodeURIComponent(returnTo)}`);
  const landed = await browser.submitForm(
    loginPage,
    { email: user.email, password: user.password },
    { stopBefore: onStore },
  );
  return { browser, landed };
}

describe('AUTH-01 the return parameter', () => {
  it('lands on the return path, query and all, after signing in', async () => {
    const { landed } = await signedInBrowser('/search?q=lighthouse&page=2');
    expect(landed.url).toBe(`${server.baseUrl}/search?q=lighthouse&page=2`);
  });

  it.each([
    ['an absolute foreign URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example/steal'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses %s and lands on / instead', async (_name, returnTo) => {
    const { landed } = await signedInBrowser(returnTo);
    expect(landed.url).toBe(`${server.baseUrl}/`);
  });

  it('sends a browser that is already signed in straight to the return path', async () => {
    const { browser } = await signedInBrowser('/');
    const again = await browser.navigate('/api/auth/login?return=/wishlist', { stopBefore: onStore });
    expect(again.chain).toHaveLength(1);
    expect(again.url).toBe(`${server.baseUrl}/wishlist`);
  });
});

describe('AUTH-01 the store’s public host', () => {
  it('moves a sign-in started on another host name to the configured one first', async () => {
    const port = await freePort();
    const publicBase = `http://localhost:${port}`;
    const named = await startTestAuthServer({ appBaseUrl: publicBase, issuer: `${publicBase}/oidc` }, { port });
    try {
      const browser = createTestBrowser(named.baseUrl); // reached as 127.0.0.1
      const loginPage = await browser.navigate('/api/auth/login?return=/cart');
      expect(loginPage.chain[1]).toBe(`${publicBase}/api/auth/login?return=/cart`);
      expect(loginPage.body).toContain('name="password"');
      const landed = await browser.submitForm(
        loginPage,
        { email: testUsers.ada.email, password: testUsers.ada.password },
        {
          stopBefore: (url) => url.pathname === '/cart',
        },
      );
      expect(landed.url).toBe(`${publicBase}/cart`);
    } finally {
      await named.close();
    }
  });
});

describe('AUTH-01 /api/auth/federated-logout', () => {
  it('destroys the session, ends the provider session and lands on the return path', async () => {
    const { browser } = await signedInBrowser('/');
    const oldCookie = browser.jar.header(new URL('/api/probe', server.baseUrl));
    expect(oldCookie).toContain('shelfmark_session=');

    const out = await browser.navigate('/api/auth/federated-logout?return=%2Fcart%3Fsaved%3D1', {
      stopBefore: onStore,
    });
    expect(out.url).toBe(`${server.baseUrl}/cart?saved=1`);
    expect(out.chain.some((url) => new URL(url).pathname === '/oidc/session/end')).toBe(true);

    // The old cookie no longer works, even replayed by hand.
    const replayed = await fetch(`${server.baseUrl}/api/auth/session`, { headers: { cookie: oldCookie } });
    expect(await replayed.json()).toEqual({ user: null, csrfToken: null });
    const mutation = await fetch(`${server.baseUrl}/api/probe`, { method: 'POST', headers: { cookie: oldCookie } });
    expect(mutation.status).toBe(401);
    expect(await mutation.json()).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });

    // The provider forgot the user too: signing in again asks for the password.
    const next = await browser.navigate('/api/auth/login?return=/');
    expect(next.body).toContain('name="password"');
  });

  it('without a session still lands on the return path, and refuses a foreign one', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const out = await browser.navigate('/api/auth/federated-logout?return=/search', { stopBefore: onStore });
    expect(out.url).toBe(`${server.baseUrl}/search`);
    const foreign = await browser.navigate('/api/auth/federated-logout?return=https://evil.example/', {
      stopBefore: onStore,
    });
    expect(foreign.url).toBe(`${server.baseUrl}/`);
  });

  it('signs out only the browser that asked', async () => {
    const first = await signedInBrowser('/', testUsers.ada);
    const second = await signedInBrowser('/', testUsers.brook);
    await first.browser.navigate('/api/auth/federated-logout?return=/', { stopBefore: onStore });
    const stillIn = await second.browser.navigate('/api/probe/whoami');
    expect(JSON.parse(stillIn.body)).toEqual({ uid: testUsers.brook.email });
  });
});

describe('AUTH-01 /api/auth/federated-logout acts only on a top-level navigation', () => {
  const whoami = async (browser: Awaited<ReturnType<typeof signedInBrowser>>['browser']) =>
    JSON.parse((await browser.navigate('/api/probe/whoami')).body) as { uid: string | null };

  it.each([
    ['an <img>', { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' }],
    ['an <iframe>', { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' }],
    ['a fetch()', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' }],
    ['a <script>', { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 and leaves the session signed in', async (_name, headers) => {
    const { browser } = await signedInBrowser('/');
    const refused = await browser.navigate('/api/auth/federated-logout?return=/', { headers, stopBefore: onStore });
    expect(refused.response.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({
      status: 403,
      code: 'CSRF',
      message:
        'Sign-out works only when the sign-out link is opened as a page (not as an image, frame or fetch). You are still signed in.',
    });
    expect(refused.response.headers.get('set-cookie')).toBeNull();
    expect(await whoami(browser)).toEqual({ uid: testUsers.ada.email });
  });

  it('signs out on a link the user opens (Sec-Fetch-Mode: navigate, Sec-Fetch-Dest: document)', async () => {
    const { browser } = await signedInBrowser('/');
    const headers = {
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-user': '?1',
    };
    const out = await browser.navigate('/api/auth/federated-logout?return=/cart', { headers, stopBefore: onStore });
    expect(out.url).toBe(`${server.baseUrl}/cart`);
    expect(await whoami(browser)).toEqual({ uid: null });
  });

  it.each([
    ['a link or a script of another site', 'cross-site'],
    ['a page of a sibling subdomain', 'same-site'],
  ])('refuses a navigation started by %s with a page saying so, and leaves the session signed in', async (_n, site) => {
    const { browser } = await signedInBrowser('/');
    const headers = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': site };
    for (const referer of [undefined, 'https://evil.example/page']) {
      const refused = await browser.navigate('/api/auth/federated-logout?return=/', {
        headers: referer ? { ...headers, referer } : headers,
        stopBefore: onStore,
      });
      expect(refused.response.status).toBe(403);
      expect(refused.response.headers.get('content-type')).toContain('text/html');
      expect(refused.body).toContain('Another site asked to sign you out, so nothing was done.');
      expect(refused.response.headers.get('set-cookie')).toBeNull();
      expect(await whoami(browser)).toEqual({ uid: testUsers.ada.email });
    }
  });

  it('signs out on the sign-out link of a trusted origin that embeds the storefront (its Referer)', async () => {
    const { browser } = await signedInBrowser('/');
    const headers = {
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'cross-site',
      referer: `${INTEGRATOR}/account`,
    };
    const out = await browser.navigate('/api/auth/federated-logout?return=/', { headers, stopBefore: onStore });
    expect(out.url).toBe(`${server.baseUrl}/`);
    expect(await whoami(browser)).toEqual({ uid: null });
  });

  it('signs out on a link of the store opened from a typed address or bookmark (Sec-Fetch-Site: none)', async () => {
    const { browser } = await signedInBrowser('/');
    const headers = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' };
    const out = await browser.navigate('/api/auth/federated-logout?return=/', { headers, stopBefore: onStore });
    expect(out.url).toBe(`${server.baseUrl}/`);
    expect(await whoami(browser)).toEqual({ uid: null });
  });

  it('still signs out a client that sends no Fetch Metadata (older browsers, curl)', async () => {
    const { browser } = await signedInBrowser('/');
    const out = await browser.navigate('/api/auth/federated-logout?return=/', {
      fetchMetadata: false,
      stopBefore: onStore,
    });
    expect(out.url).toBe(`${server.baseUrl}/`);
    expect(await whoami(browser)).toEqual({ uid: null });
  });
});

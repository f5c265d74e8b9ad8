import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestAuthServer, testUsers, type TestAuthServer } from './auth.fixtures';
import { createTestBrowser } from './testing';

// The store under test points at another server's provider through configuration alone, the way
// SHELFMARK_OIDC_ISSUER / _CLIENT_ID / _CLIENT_SECRET would.
let identityServer: TestAuthServer;
let store: TestAuthServer;
beforeAll(async () => {
  const storePort = await freePort();
  const storeBaseUrl = `http://127.0.0.1:${storePort}`;
  identityServer = await startTestAuthServer({
    appBaseUrl: storeBaseUrl,
    clientId: 'books-store',
    clientSecret: 'books-store-secret',
  });
  store = await startTestAuthServer(
    {
      externalIssuer: `${identityServer.baseUrl}/oidc`,
      clientId: 'books-store',
      clientSecret: 'books-store-secret',
      async verifyCredentials() {
        throw new Error('an external provider checks passwords itself');
      },
    },
    { port: storePort },
  );
});
afterAll(async () => {
  await store?.close();
  await identityServer?.close();
});

const onStore = (url: URL) =>
  url.origin === store.baseUrl && !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/api/auth/');

describe('AUTH-01 another provider by configuration only', () => {
  it('mounts no provider of its own', async () => {
    const discovery = await fetch(`${store.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(404);
  });

  it('signs in at the other provider and out again, landing on the return paths', async () => {
    const browser = createTestBrowser(store.baseUrl);
    const loginPage = await browser.navigate('/api/auth/login?return=/my-orders');
    expect(new URL(loginPage.url).origin).toBe(identityServer.baseUrl);
    const landed = await browser.submitForm(
      loginPage,
      { email: testUsers.brook.email, password: testUsers.brook.password },
      { stopBefore: onStore },
    );
    expect(landed.url).toBe(`${store.baseUrl}/my-orders`);

    const session = JSON.parse((await browser.navigate(`${store.baseUrl}/api/auth/session`)).body);
    expect(session.user).toMatchObject({ uid: testUsers.brook.email });

    const out = await browser.navigate(`${store.baseUrl}/api/auth/federated-logout?return=/`, { stopBefore: onStore });
    expect(out.chain.some((url) => url.startsWith(`${identityServer.baseUrl}/oidc/session/end`))).toBe(true);
    expect(out.url).toBe(`${store.baseUrl}/`);
    const after = JSON.parse((await browser.navigate(`${store.baseUrl}/api/auth/session`)).body);
    expect(after).toEqual({ user: null, csrfToken: null });
  });

  it('says plainly when the provider cannot be reached, and works once it is back', async () => {
    const idpPort = await freePort();
    const unreachable = await startTestAuthServer({
      externalIssuer: `http://127.0.0.1:${idpPort}/oidc`,
      clientId: 'late-store',
    });
    let lateIdentityServer: TestAuthServer | undefined;
    try {
      const browser = createTestBrowser(unreachable.baseUrl);
      const page = await browser.navigate('/api/auth/login?return=/cart');
      expect(page.response.status).toBe(502);
      expect(page.body).toContain('The sign-in service cannot be reached right now.');
      expect(page.body).toContain('href="/api/auth/login?return=%2Fcart"');

      lateIdentityServer = await startTestAuthServer(
        { appBaseUrl: unreachable.baseUrl, clientId: 'late-store' },
        { port: idpPort },
      );
      const retried = await browser.navigate('/api/auth/login?return=/cart');
      expect(retried.response.status).toBe(200);
      expect(new URL(retried.url).origin).toBe(lateIdentityServer.baseUrl);
      expect(retried.body).toContain('name="password"');
    } finally {
      await unreachable.close();
      await lateIdentityServer?.close();
    }
  });
});

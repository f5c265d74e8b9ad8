import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAuthServer, testUsers, type TestAuthServer } from './auth.fixtures';
import { createTestBrowser, signInAs } from './testing';

let server: TestAuthServer;
beforeAll(async () => {
  server = await startTestAuthServer();
});
afterAll(async () => {
  await server?.close();
});

const onStore = (url: URL) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/api/auth/');

describe('AUTH-01 federated sign-in with the local provider', () => {
  it('signs in through authorization code + PKCE, and /api/auth/session answers the user', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const loginPage = await browser.navigate('/api/auth/login?return=%2Fapi%2Fauth%2Fsession');
    expect(loginPage.response.status).toBe(200);
    const authorize = new URL(loginPage.chain.find((url) => new URL(url).pathname === '/oidc/auth')!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    const landed = await browser.submitForm(loginPage, { email: testUsers.ada.email, password: testUsers.ada.password });
    expect(landed.chain.some((url) => new URL(url).pathname === '/api/auth/callback' && new URL(url).searchParams.has('code'))).toBe(true);
    expect(new URL(landed.url).pathname).toBe('/api/auth/session');
    const session = JSON.parse(landed.body);
    expect(session.user).toMatchObject({ uid: testUsers.ada.email, email: testUsers.ada.email, firstName: 'Ada' });
    expect(session.csrfToken).toMatch(/^[\w-]{43}$/);
  });

  it('shows "Email or password is incorrect." for a wrong password, keeps the email, and signs nobody in', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const loginPage = await browser.navigate('/api/auth/login?return=/cart');
    const refused = await browser.submitForm(loginPage, { email: testUsers.ada.email, password: 'not-her-password' });
    expect(refused.response.status).toBe(401);
    expect(refused.body).toContain('role="alert">Email or password is incorrect.<');
    expect(refused.body).toContain(`value="${testUsers.ada.email}"`);
    expect(browser.jar.get('shelfmark_session', new URL('/', server.baseUrl))).toBeUndefined();
    const session = await browser.navigate('/api/auth/session');
    expect(JSON.parse(session.body)).toEqual({ user: null, csrfToken: null });

    // The same page then accepts the right password.
    const retried = await browser.submitForm(refused, { email: testUsers.ada.email, password: testUsers.ada.password }, { stopBefore: onStore });
    expect(retried.url).toBe(`${server.baseUrl}/cart`);
  });

  it('asks for both fields when one is empty', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const loginPage = await browser.navigate('/api/auth/login');
    const refused = await browser.submitForm(loginPage, { email: testUsers.ada.email, password: '' });
    expect(refused.response.status).toBe(400);
    expect(refused.body).toContain('Enter your email and password.');
  });

  it('signInAs returns a fetch that is signed in, and refuses wrong credentials with a clear error', async () => {
    const signedIn = await signInAs(server.baseUrl, testUsers.brook.email, testUsers.brook.password);
    expect(signedIn.cookie).toMatch(/^shelfmark_session=[\w-]+$/);
    const whoami = await signedIn.fetch('/api/probe/whoami');
    expect(await whoami.json()).toEqual({ uid: testUsers.brook.email });
    const posted = await signedIn.fetch('/api/probe', { method: 'POST' });
    expect(posted.status).toBe(200);
    await expect(signInAs(server.baseUrl, testUsers.brook.email, 'wrong')).rejects.toThrow(/Email or password is incorrect/);
  });
});

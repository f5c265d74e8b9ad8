import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sessionUserFor, startTestAuthServer, testUsers, type TestAuthServer } from './auth.fixtures';
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

    const landed = await browser.submitForm(loginPage, {
      email: testUsers.ada.email,
      password: testUsers.ada.password,
    });
    expect(
      landed.chain.some(
        (url) => new URL(url).pathname === '/api/auth/callback' && new URL(url).searchParams.has('code'),
      ),
    ).toBe(true);
    expect(new URL(landed.url).pathname).toBe('/api/auth/session');
    const session = JSON.parse(landed.body);
    expect(session.user).toMatchObject({ uid: testUsers.ada.email, email: testUsers.ada.email, firstName: 'Ada' });
    expect(session.csrfToken).toMatch(/^[\w-]{43}$/);
  });

  it('shows "Email or password is incorrect." for a wrong password, keeps the email, and signs nobody in', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const loginPage = await browser.navigate('/api/auth/login?return=/cart');
    const refused = await browser.submitForm(loginPage, { email: testUsers.ada.email, password: 'not-her-password' });
    expect(refused.response.status).toBe(200);
    expect(new URL(refused.url).pathname).toMatch(/^\/oidc\/interaction\//);
    expect(refused.body).toContain('role="alert">Email or password is incorrect.<');
    expect(refused.body).toContain(`value="${testUsers.ada.email}"`);
    expect(browser.jar.get('shelfmark_session', new URL('/', server.baseUrl))).toBeUndefined();
    const session = await browser.navigate('/api/auth/session');
    expect(JSON.parse(session.body)).toEqual({ user: null, csrfToken: null });

    // The same page then accepts the right password.
    const retried = await browser.submitForm(
      refused,
      { email: testUsers.ada.email, password: testUsers.ada.password },
      { stopBefore: onStore },
    );
    expect(retried.url).toBe(`${server.baseUrl}/cart`);
  });

  it('asks for both fields when one is empty', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const loginPage = await browser.navigate('/api/auth/login');
    const refused = await browser.submitForm(loginPage, { email: testUsers.ada.email, password: '' });
    expect(refused.body).toContain('role="alert">Enter your email and password.<');
  });

  it('signInAs returns a fetch that is signed in, and refuses wrong credentials with a clear error', async () => {
    const signedIn = await signInAs(server.baseUrl, testUsers.brook.email, testUsers.brook.password);
    expect(signedIn.cookie).toMatch(/^shelfmark_session=[\w-]+$/);
    const whoami = await signedIn.fetch('/api/probe/whoami');
    expect(await whoami.json()).toEqual({ uid: testUsers.brook.email });
    const posted = await signedIn.fetch('/api/probe', { method: 'POST' });
    expect(posted.status).toBe(200);
    await expect(signInAs(server.baseUrl, testUsers.brook.email, 'wrong')).rejects.toThrow(
      /Email or password is incorrect/,
    );
  });

  it('refuses a replayed callback and a callback carried to another browser', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const loginPage = await browser.navigate('/api/auth/login?return=/cart');
    const landed = await browser.submitForm(
      loginPage,
      { email: testUsers.ada.email, password: testUsers.ada.password },
      {
        stopBefore: (url) => url.pathname === '/cart',
      },
    );
    const callback = landed.chain.find((url) => new URL(url).pathname === '/api/auth/callback')!;

    const replayed = await browser.navigate(callback);
    expect(replayed.response.status).toBe(400);
    expect(replayed.body).toContain('This sign-in has expired, was already used, or was started in another browser.');

    // A fresh sign-in whose callback is opened by a browser that did not start it.
    const victim = createTestBrowser(server.baseUrl);
    const started = await browser.navigate('/api/auth/federated-logout?return=/', {
      stopBefore: (url) => url.pathname === '/',
    });
    expect(started.url).toBe(`${server.baseUrl}/`);
    const attackerPage = await browser.navigate('/api/auth/login?return=/cart');
    const attackerLanded = await browser.submitForm(
      attackerPage,
      { email: testUsers.brook.email, password: testUsers.brook.password },
      {
        stopBefore: (url) => url.pathname === '/api/auth/callback',
      },
    );
    const carried = await victim.navigate(attackerLanded.url);
    expect(carried.response.status).toBe(400);
    expect(victim.jar.get('shelfmark_session', new URL('/', server.baseUrl))).toBeUndefined();
  });
});

describe('AUTH-01 password guessing', () => {
  it('stops checking passwords after 10 failed attempts for one email from one address', async () => {
    const own = await startTestAuthServer();
    onTestFinished(() => own.close());
    const browser = createTestBrowser(own.baseUrl);
    let page = await browser.navigate('/api/auth/login?return=/');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      page = await browser.submitForm(page, { email: testUsers.brook.email, password: `guess-${attempt}` });
      expect(page.body).toContain('Email or password is incorrect.');
    }
    page = await browser.submitForm(page, { email: testUsers.brook.email, password: testUsers.brook.password });
    expect(page.body).toContain('role="alert">Too many failed attempts. Wait 15 minutes and try again.<');
    expect(browser.jar.get('shelfmark_session', new URL('/', own.baseUrl))).toBeUndefined();

    // Another user is not affected.
    const other = await browser.submitForm(
      page,
      { email: testUsers.ada.email, password: testUsers.ada.password },
      {
        stopBefore: (url) => url.pathname === '/',
      },
    );
    expect(other.url).toBe(`${own.baseUrl}/`);
  });
});

describe('AUTH-01 /api/auth/session', () => {
  it('answers nobody once the signed-in user no longer exists, and drops the session', async () => {
    const removed = new Set<string>();
    const own = await startTestAuthServer({
      async loadSessionUser(uid) {
        const user = Object.values(testUsers).find((candidate) => candidate.email === uid);
        return user && !removed.has(uid) ? sessionUserFor(user) : null;
      },
    });
    try {
      const ada = await signInAs(own.baseUrl, testUsers.ada.email, testUsers.ada.password);
      removed.add(testUsers.ada.email);
      const session = await ada.fetch('/api/auth/session');
      expect(await session.json()).toEqual({ user: null, csrfToken: null });
      expect(session.headers.getSetCookie().some((cookie) => /^shelfmark_session=;/.test(cookie))).toBe(true);
      const whoami = await ada.fetch('/api/probe/whoami');
      expect(await whoami.json()).toEqual({ uid: null });
    } finally {
      await own.close();
    }
  });

  it('is never cached', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/session`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ user: null, csrfToken: null });
  });
});

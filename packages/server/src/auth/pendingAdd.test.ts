import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_ADD_GONE, PENDING_ADD_PARAM } from '@shelfmark/api-client/schemas';
import { startTestAuthServer, testUsers, type TestAuthServer } from './auth.fixtures';
import { createTestBrowser, type TestBrowser } from './testing';

let server: TestAuthServer;
beforeAll(async () => {
  server = await startTestAuthServer();
});
afterAll(async () => {
  await server?.close();
});

// Pages outside sign-in are not served by this bare server: stop on the redirect that reaches one.
const onStore = (url: URL) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/api/auth/');
const PRODUCT = '/products/9780000000019';

/** A visitor's limited form submitted (GET /api/auth/login?return=…&add=…&quantity=…), then the provider's form. */
async function signInFromAddToCart(user: (typeof testUsers)[keyof typeof testUsers] = testUsers.ada) {
  const browser = createTestBrowser(server.baseUrl);
  const loginPage = await browser.navigate(
    `/api/auth/login?return=${encodeURIComponent(`${PRODUCT}?quantity=3`)}&add=9780000000019%40PRINT&quantity=3`,
  );
  const landed = await browser.submitForm(
    loginPage,
    { email: user.email, password: user.password },
    { stopBefore: onStore },
  );
  return { browser, landed };
}

async function claim(browser: TestBrowser, id: string) {
  const session = JSON.parse((await browser.navigate('/api/auth/session')).body) as { csrfToken: string | null };
  const url = new URL('/api/auth/pending-add', server.baseUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const cookie = browser.jar.header(url);
  if (cookie) headers.cookie = cookie;
  if (session.csrfToken) headers['x-csrf-token'] = session.csrfToken;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ id }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('PDP-02 an Add to cart pressed before signing in is made once after it', () => {
  it('comes back to the page with a one-time id that answers the product and quantity once, then 410', async () => {
    const { browser, landed } = await signInFromAddToCart();
    const back = new URL(landed.url);
    expect(back.pathname).toBe(PRODUCT);
    expect(back.searchParams.get('quantity')).toBe('3');
    const id = back.searchParams.get(PENDING_ADD_PARAM)!;
    expect(id).toMatch(/^[\w-]{32}$/);

    expect(await claim(browser, id)).toEqual({ status: 200, body: { code: '9780000000019@PRINT', quantity: 3 } });
    // A reload, Back/Forward or a second tab at the same address asks again: nothing more to add.
    const again = await claim(browser, id);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(PENDING_ADD_GONE);
  });

  it('answers one of many claims sent at once', async () => {
    const { browser, landed } = await signInFromAddToCart();
    const id = new URL(landed.url).searchParams.get(PENDING_ADD_PARAM)!;
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(browser, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 410)).toHaveLength(7);
  });

  it('a replayed sign-in (the callback opened again) keeps no second add', async () => {
    const { browser, landed } = await signInFromAddToCart();
    const callback = landed.chain.find((url) => new URL(url).pathname === '/api/auth/callback')!;
    const replayed = await browser.navigate(callback, { stopBefore: onStore });
    expect(replayed.response.status).toBe(400);
    expect(replayed.body).toContain('Sign-in expired');
    expect(replayed.url).not.toContain(PENDING_ADD_PARAM);
  });

  it('refuses the id to another signed-in user (403) and to a visitor (401); a malformed id is 400', async () => {
    const { landed } = await signInFromAddToCart(testUsers.ada);
    const id = new URL(landed.url).searchParams.get(PENDING_ADD_PARAM)!;
    const { browser: other } = await signInFromAddToCart(testUsers.brook);
    expect((await claim(other, id)).status).toBe(403);
    expect((await claim(createTestBrowser(server.baseUrl), id)).status).toBe(401);
    expect((await claim(other, 'not an id!')).status).toBe(400);
  });

  it('a sign-in without an add, or with a malformed one, returns to the page with no id', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const loginPage = await browser.navigate(
      `/api/auth/login?return=${encodeURIComponent(PRODUCT)}&add=${encodeURIComponent('<script>')}&quantity=2`,
    );
    const landed = await browser.submitForm(
      loginPage,
      { email: testUsers.ada.email, password: testUsers.ada.password },
      { stopBefore: onStore },
    );
    expect(landed.url).toBe(`${server.baseUrl}${PRODUCT}`);
  });

  it('Start again after a cancelled sign-in keeps the add', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const loginPage = await browser.navigate(
      `/api/auth/login?return=${encodeURIComponent(PRODUCT)}&add=9780000000019%40PRINT&quantity=3`,
    );
    const authorize = new URL(loginPage.chain.find((url) => new URL(url).pathname === '/oidc/auth')!);
    const cancelled = await browser.navigate(
      `/api/auth/callback?state=${authorize.searchParams.get('state')}&error=access_denied`,
    );
    expect(cancelled.response.status).toBe(400);
    expect(cancelled.body).toContain(
      `href="/api/auth/login?return=${encodeURIComponent(PRODUCT)}&amp;add=9780000000019%40PRINT&amp;quantity=3"`,
    );
  });

  it('a browser already signed in gets its id straight away', async () => {
    const { browser } = await signInFromAddToCart();
    const again = await browser.navigate(`/api/auth/login?return=${encodeURIComponent(PRODUCT)}&add=9780000000026`, {
      stopBefore: onStore,
    });
    const id = new URL(again.url).searchParams.get(PENDING_ADD_PARAM)!;
    expect((await claim(browser, id)).body).toEqual({ code: '9780000000026', quantity: 1 });
  });
});

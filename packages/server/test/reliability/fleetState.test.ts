import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_INVALID, solveLocalCaptcha, TEST_CARDS, type PaymentRequest } from '@shelfmark/api-client';
import { authPageLabels } from '../../src/auth/authPages';
import { createTestBrowser } from '../../src/auth/testing';
import { DEFAULT_RATE_LIMITS } from '../../src/http/rateLimits';
import { DEMO_PASSWORD, DEMO_TITLE } from '../../src/seed/demo';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';
import { freePort, startOidcServer, startTestServer, type TestServer } from '../helpers/testServer';
import { buildServer } from '../../src/buildServer';
import { defaultLoadShedding } from '../../src/http/loadShedding';

/**
 * A fleet is one store: two servers on one database (as a load balancer runs them) share every
 * limit and secret. Each server here is a separate fastify instance with its own memory, so
 * whatever one keeps only in memory the other does not see; the fleet test (scripts/fleet) does
 * the same with separate processes behind HAProxy.
 */
let db: FreshDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.cleanup();
});

describe('rate limits count across the servers of one database', () => {
  it('AUTH-01 two servers enforce one sign-in limit: 30 starts a minute from one address, wherever they land', async () => {
    const rule = DEFAULT_RATE_LIMITS.find((r) => r.id === 'sign-in')!;
    const [first, second] = [await startOidcServer(db.database), await startOidcServer(db.database)];
    try {
      const start = (server: typeof first) =>
        server.app.inject({
          method: 'GET',
          url: '/api/auth/login?return=/cart',
          headers: { host: new URL(server.baseUrl).host },
          remoteAddress: '10.9.0.1',
        });
      // Round robin, as the balancer deals them.
      for (let i = 0; i < rule.max; i += 1) expect((await start(i % 2 ? second : first)).statusCode).toBe(303);
      for (const server of [first, second]) {
        const refused = await start(server);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      // Another address is not affected.
      const other = await first.app.inject({
        method: 'GET',
        url: '/api/auth/login',
        headers: { host: new URL(first.baseUrl).host },
        remoteAddress: '10.9.0.2',
      });
      expect(other.statusCode).toBe(303);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('requests at once are each counted: 40 parallel form posts against a limit of 20 refuse exactly 20', async () => {
    const rule = DEFAULT_RATE_LIMITS.find((r) => r.id === 'form-submission')!;
    const servers = [await startTestServer(db.database), await startTestServer(db.database)];
    try {
      const answers = await Promise.all(
        Array.from({ length: rule.max * 2 }, (_, i) =>
          servers[i % 2]!.app.inject({
            method: 'POST',
            url: '/api/submit-form',
            headers: { 'content-type': 'application/json' },
            payload: '{}',
            remoteAddress: '10.9.1.1',
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(rule.max);
    } finally {
      for (const server of servers) await server.close();
    }
  });
});

describe('every 429 says when to come back', () => {
  it('CHK-03 the promo throttle answers 429 with Retry-After matching its timeLeft', async () => {
    const server = await startTestServer(db.database);
    try {
      const uid = 'buyer@thorndike.test';
      await server.clientFor(uid).carts.get({ userId: uid });
      const apply = (promoCode: string) =>
        fetch(`${server.baseUrl}/api/carts/promotions`, {
          method: 'POST',
          headers: { ...server.headersFor(uid), 'content-type': 'application/json', origin: server.baseUrl },
          body: JSON.stringify({ userId: uid, promoCode }),
        });
      for (const code of ['NOPE1', 'NOPE2', 'NOPE3']) expect((await apply(code)).status).toBe(400);
      const throttled = await apply('SAVE10');
      expect(throttled.status).toBe(429);
      const { timeLeft } = (await throttled.json()) as { timeLeft: number };
      expect(Number(throttled.headers.get('retry-after'))).toBe(Math.ceil(timeLeft / 1000));
    } finally {
      await server.close();
    }
  });
});

/** A contact-us submission (the seeded form) with `token` as its captcha. */
const contactForm = (token: string) => ({
  formId: 'contact-us',
  reCaptchaEnabled: true,
  fullName: 'Morgan Reed',
  email: 'morgan@riverside.example',
  topic: 'orders',
  consent: true,
  source: 'storefront',
  customerType: 'library',
  recaptchaToken: token,
});

/** A solved captcha of `app`'s challenge, as the browser widget solves it. */
async function solvedOn(app: FastifyInstance): Promise<string> {
  const { challenge } = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json() as {
    challenge: Parameters<typeof solveLocalCaptcha>[0];
  };
  return (await solveLocalCaptcha(challenge))!;
}

const submitForm = (app: FastifyInstance, token: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/submit-form',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(contactForm(token)),
    remoteAddress,
  });

describe('captcha and card secrets are the same on every server of one database', () => {
  let servers: TestServer[] = [];
  beforeAll(async () => {
    servers = [await startTestServer(db.database), await startTestServer(db.database)];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('FORM-02 a captcha solved on one server is accepted by another, once', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const token = await solvedOn(first.app);
    const accepted = await submitForm(second.app, token, '10.9.2.1');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ ok: true });
    const replay = await submitForm(first.app, token, '10.9.2.1');
    expect([replay.statusCode, replay.json().fieldErrors]).toEqual([400, { recaptchaToken: CAPTCHA_INVALID }]);
  });

  it('FORM-02 20 posts at once of one solved captcha, dealt over two servers, accept one', async () => {
    const token = await solvedOn(servers[0]!.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submitForm(servers[i % 2]!.app, token, `10.9.3.${i + 1}`)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(400)]);
  });

  it('CHK-07 a payment requested on one server is taken by the provider on another and placed as one order', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const uid = 'buyer@shelfmark.test';
    const buyer = first.clientFor(uid);
    const cart = await buyer.carts.create({ userId: uid });
    await buyer.carts.addEntries({
      userId: uid,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.code }, quantity: 1 }],
    });
    await buyer.carts.setShipper({ userId: uid });
    const request: PaymentRequest = await buyer.payments.request({
      userId: uid,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-FLEET',
      origin: 'http://127.0.0.1/checkout',
      card_type: 'visa',
    });
    const form = new URLSearchParams();
    for (const { key, value } of request.parameters) form.set(key, value);
    for (const [key, value] of Object.entries({
      card_type: 'visa',
      card_number: TEST_CARDS.visa,
      card_expiry_date: '12-2030',
      card_cvn: '123',
    }))
      form.set(key, value);
    const back = await fetch(`${second.baseUrl}${new URL(request.postUrl).pathname}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('http://127.0.0.1/checkout?processed=true');
    // The provider's signed result, kept by the second server, is verified by the first on placement.
    const order = await buyer.orders.placeCreditCardOrder({ userId: uid, cartCode: cart.code });
    expect(order).toMatchObject({ purchaseOrderNumber: 'PO-FLEET', paymentType: 'CARD' });
    expect((await second.clientFor(uid).orders.placeCreditCardOrder({ userId: uid, cartCode: cart.code })).code).toBe(
      order.code,
    );
  });
});

describe('the login lockout holds under guesses sent at once', () => {
  it('AUTH-01 25 wrong passwords posted at once check at most 10; the right one is then refused from that address', async () => {
    // A queue as patient as the test: 25 password checks at once on a loaded machine must not be shed (503).
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const app = await buildServer({
      database: db.database,
      publicUrl: baseUrl,
      auth: { mode: 'oidc', env: {} },
      logger: false,
      loadShedding: { ...defaultLoadShedding(db.database), queueTimeoutMs: 60_000 },
    });
    await app.listen({ port, host: '127.0.0.1' });
    const server = { baseUrl, close: () => app.close() };
    try {
      const browser = createTestBrowser(server.baseUrl);
      const loginPage = await browser.navigate('/api/auth/login?return=%2Fapi%2Fauth%2Fsession');
      expect(loginPage.body).toContain('name="password"');
      const alertOf = (body: string) => /role="alert">([^<]*)</.exec(body)?.[1];
      const guesses = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          browser.submitForm(loginPage, { email: 'staff@shelfmark.test', password: `guess-${i}` }),
        ),
      );
      expect(guesses.map((page) => page.response.status)).toEqual(Array(25).fill(200));
      const messages = guesses.map((page) => alertOf(page.body));
      const checked = messages.filter((m) => m === authPageLabels.incorrect).length;
      expect(checked).toBeGreaterThanOrEqual(1);
      expect(checked).toBeLessThanOrEqual(10);
      expect(messages.filter((m) => m === authPageLabels.tooManyAttempts)).toHaveLength(25 - checked);
      const right = await browser.submitForm(loginPage, { email: 'staff@shelfmark.test', password: DEMO_PASSWORD });
      expect(alertOf(right.body)).toBe(authPageLabels.tooManyAttempts);
    } finally {
      await server.close();
    }
  });
});

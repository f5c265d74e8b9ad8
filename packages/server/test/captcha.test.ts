import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, solveLocalCaptcha, type CaptchaChallenge } from '@shelfmark/api-client';
import { buildServer } from '../src/buildServer';
import {
  createLocalCaptchaVerifier,
  createRecaptchaVerifier,
  readCaptchaEnv,
  RECAPTCHA_VERIFY_URL,
} from '../src/captcha/captchaVerifier';
import { createMemoryKvStore } from '../src/store/kvStore';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { TEST_SECRET } from './helpers/testServer';

const solve = async (challenge: CaptchaChallenge) => {
  if (challenge.provider !== 'altcha') throw new Error('expected the local captcha');
  return (await solveLocalCaptcha(challenge.challenge))!;
};

describe('the local captcha verifier (development, tests, default)', () => {
  it('FORM-02 accepts a solved challenge once, and refuses one signed with another secret', async () => {
    const verifier = createLocalCaptchaVerifier('secret-a', createMemoryKvStore());
    const token = await solve(await verifier.challenge());
    expect(await verifier.verify(token)).toBe(true);
    expect(await verifier.verify(token)).toBe(false);
    const other = createLocalCaptchaVerifier('secret-b', createMemoryKvStore());
    expect(await other.verify(await solve(await verifier.challenge()))).toBe(false);
  });

  it('FORM-02 refuses a challenge solved after it expired (ten minutes)', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const verifier = createLocalCaptchaVerifier(
      'secret',
      createMemoryKvStore(() => now),
      () => now,
    );
    const token = await solve(await verifier.challenge());
    vi.useFakeTimers({ now: now + 11 * 60_000, toFake: ['Date'] });
    try {
      now += 11 * 60_000;
      expect(await verifier.verify(token)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the reCAPTCHA verifier (production, by configuration)', () => {
  it('FORM-02 asks siteverify with the secret, the token and the address, and trusts only success: true', async () => {
    const calls: { url: string; body: string }[] = [];
    let answer: unknown = { success: true };
    const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body) });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const verifier = createRecaptchaVerifier({ siteKey: 'site-key', secret: 'server-secret' }, fetchStub);
    expect(await verifier.challenge()).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(await verifier.verify('token-1', '203.0.113.9')).toBe(true);
    expect(calls[0]!.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      secret: 'server-secret',
      response: 'token-1',
      remoteip: '203.0.113.9',
    });
    answer = { success: false, 'error-codes': ['invalid-input-response'] };
    expect(await verifier.verify('token-2')).toBe(false);
    answer = { success: 'true' };
    expect(await verifier.verify('token-3')).toBe(false);
  });

  it('FORM-02 a network failure or an error status is a refusal, never a pass', async () => {
    const down = createRecaptchaVerifier({ siteKey: 'k', secret: 's' }, (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    expect(await down.verify('token')).toBe(false);
    const broken = createRecaptchaVerifier(
      { siteKey: 'k', secret: 's' },
      (async () => new Response('oops', { status: 502 })) as typeof fetch,
    );
    expect(await broken.verify('token')).toBe(false);
  });

  it('reads SHELFMARK_CAPTCHA and refuses an incomplete reCAPTCHA configuration by name', () => {
    expect(readCaptchaEnv({}).provider).toBe('altcha');
    expect(readCaptchaEnv({ SHELFMARK_CAPTCHA_SECRET: 'abc' })).toEqual({ provider: 'altcha', secret: 'abc' });
    expect(
      readCaptchaEnv({
        SHELFMARK_CAPTCHA: 'recaptcha',
        SHELFMARK_RECAPTCHA_SITE_KEY: 'k',
        SHELFMARK_RECAPTCHA_SECRET: 's',
      }),
    ).toEqual({ provider: 'recaptcha', siteKey: 'k', secret: 's' });
    expect(() => readCaptchaEnv({ SHELFMARK_CAPTCHA: 'recaptcha' })).toThrow(
      'SHELFMARK_RECAPTCHA_SITE_KEY and SHELFMARK_RECAPTCHA_SECRET',
    );
    expect(() => readCaptchaEnv({ SHELFMARK_CAPTCHA: 'hcaptcha' })).toThrow(
      'SHELFMARK_CAPTCHA must be altcha or recaptcha',
    );
  });
});

describe('the server configured for reCAPTCHA', () => {
  let db: FreshDatabase;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it('FORM-02 hands the widget the site key, says so in the site configuration, and refuses a token siteverify rejects', async () => {
    const verifyCalls: string[] = [];
    // siteverify played by a local listener: no request leaves the machine.
    const google = await buildLocalSiteverify(verifyCalls);
    vi.stubEnv('SHELFMARK_CAPTCHA', 'recaptcha');
    vi.stubEnv('SHELFMARK_RECAPTCHA_SITE_KEY', 'public-site-key');
    vi.stubEnv('SHELFMARK_RECAPTCHA_SECRET', 'private-secret');
    vi.stubEnv('SHELFMARK_RECAPTCHA_VERIFY_URL', google.url);
    const app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: TEST_SECRET },
      logger: false,
    });
    vi.unstubAllEnvs();
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const api = createApiClient({ baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
      expect(await api.forms.captchaChallenge()).toEqual({ provider: 'recaptcha', siteKey: 'public-site-key' });
      expect((await api.site.config()).captcha).toEqual({ provider: 'recaptcha', siteKey: 'public-site-key' });
      const form = { formId: 'contact-us', fullName: 'A', email: 'a@b.example', topic: 'trial', consent: true };
      await expect(api.forms.submit({ ...form, recaptchaToken: 'rejected-token' })).rejects.toMatchObject({
        status: 400,
        fieldErrors: { recaptchaToken: expect.any(String) },
      });
      await expect(api.forms.submit({ ...form, recaptchaToken: 'good-token' })).resolves.toMatchObject({ ok: true });
      expect(verifyCalls).toEqual(['rejected-token', 'good-token']);
      expect(JSON.stringify(await api.site.config())).not.toContain('private-secret');
    } finally {
      await app.close();
      await google.close();
    }
  });
});

async function buildLocalSiteverify(calls: string[]) {
  const { createServer } = await import('node:http');
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const params = new URLSearchParams(body);
      calls.push(params.get('response') ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          success: params.get('secret') === 'private-secret' && params.get('response') === 'good-token',
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

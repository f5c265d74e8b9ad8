import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../src/buildServer';
import { RECAPTCHA_FRAME_SOURCES, RECAPTCHA_SCRIPT_SOURCES } from '../src/http/securityHeaders';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';

let db: FreshDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.cleanup();
});

/** A server built with the captcha environment stubbed, as `npm start` would read it. */
async function serverWith(env: Record<string, string>) {
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  try {
    const app = await buildServer({ database: db.database, publicUrl: 'http://127.0.0.1', auth: { mode: 'test', secret: 'csp-captcha-test-secret-1' }, logger: false });
    apps.push(app);
    return app;
  } finally {
    vi.unstubAllEnvs();
  }
}

/** The CSP of an answer as directive → values. */
async function policy(app: FastifyInstance, url: string): Promise<Map<string, string[]>> {
  const res = await app.inject({ method: 'GET', url });
  const map = new Map<string, string[]>();
  for (const part of String(res.headers['content-security-policy'] ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const urls = ['/', '/api/site-config', '/contact'];

describe('FORM-02 the Content-Security-Policy follows the configured captcha', () => {
  it.each(urls)('with the default local captcha, %s lets in no script or frame from another origin', async (url) => {
    const app = await serverWith({ SHELFMARK_CAPTCHA: '' });
    const csp = await policy(app, url);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json().provider).toBe('altcha');
  });

  it.each(urls)("with reCAPTCHA configured, %s allows Google's widget script and challenge frames, and nothing more", async (url) => {
    const app = await serverWith({ SHELFMARK_CAPTCHA: 'recaptcha', SHELFMARK_RECAPTCHA_SITE_KEY: 'site-key-1', SHELFMARK_RECAPTCHA_SECRET: 'secret-1' });
    const csp = await policy(app, url);
    expect(csp.get('script-src')).toEqual(["'self'", ...RECAPTCHA_SCRIPT_SOURCES]);
    expect(csp.get('frame-src')).toEqual(["'self'", ...RECAPTCHA_FRAME_SOURCES]);
    // The rest of the policy stays as strict as without it.
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const values of csp.values()) expect(values).not.toContain("'unsafe-eval'");
    expect((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json()).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
  });
});

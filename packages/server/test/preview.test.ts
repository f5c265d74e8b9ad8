import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionSchema, siteConfigSchema } from '@shelfmark/api-client';
import { buildServer } from '../src/buildServer';
import { readCmsEnv } from '../src/content/cmsConfig';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, TEST_SECRET, type TestServer } from './helpers/testServer';

/**
 * Preview is a session of its own (CMS-01). GET /api/content/preview?return= lets a signed-in
 * editor in (an HttpOnly, SameSite=Lax, Path=/ cookie), GET /api/content/preview/exit clears it; the session answer
 * says whether preview is on, and the site configuration carries the CMS's edit URL template.
 */

const STAFF = 'staff@shelfmark.test';
const BUYER = 'buyer@shelfmark.test';
const COOKIE = 'shelfmark_preview=on';

let db: FreshDatabase;
let server: TestServer;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await server?.close();
  await db?.cleanup();
});

/** A GET as a browser would send it: signed in as `uid` (or a visitor), with `cookie` when given. */
async function get(url: string, uid: string | null, cookie?: string, app = server.app) {
  const headers: Record<string, string> = { ...(uid ? server.headersFor(uid) : {}), ...(cookie ? { cookie } : {}) };
  const response = await app.inject({ method: 'GET', url, headers });
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    location: response.headers.location,
    cacheControl: response.headers['cache-control'],
    setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    body: response.body,
  };
}

/** A server built with `env` stubbed (the preview switch and the CMS template are read while building). */
async function serverWith(env: Record<string, string>) {
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  try {
    const app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: TEST_SECRET },
      logger: false,
    });
    apps.push(app);
    return app;
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('CMS-01 entering preview (GET /api/content/preview)', () => {
  it('lets a signed-in editor in: an HttpOnly, SameSite=Lax, Path=/ cookie, and back to the page it came from', async () => {
    const entered = await get('/api/content/preview?return=%2Fsearch%3Fq%3Dbirds', STAFF);
    expect([entered.status, entered.location, entered.cacheControl]).toEqual([303, '/search?q=birds', 'no-store']);
    expect(entered.setCookies).toHaveLength(1);
    const cookie = entered.setCookies[0]!;
    expect(cookie).toMatch(/^shelfmark_preview=on;/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
  });

  it('without a return path lands on the home page', async () => {
    expect((await get('/api/content/preview', STAFF)).location).toBe('/');
  });

  it('refuses a visitor with 401 and a sign-in link that comes back to preview; no cookie is set', async () => {
    const refused = await get('/api/content/preview?return=%2Fcart', null);
    expect(refused.status).toBe(401);
    expect(refused.setCookies).toEqual([]);
    expect(refused.body).toContain('Sign in to preview');
    expect(refused.body).toContain(
      `href="/api/auth/login?return=${encodeURIComponent('/api/content/preview?return=%2Fcart')}"`,
    );
  });

  it('refuses a signed-in buyer who is not an editor with 403; no cookie is set', async () => {
    const refused = await get('/api/content/preview?return=%2F', BUYER);
    expect(refused.status).toBe(403);
    expect(refused.setCookies).toEqual([]);
    expect(refused.body).toContain('Only content editors can preview drafts.');
  });

  it('refuses everybody with 403 when preview is switched off (SHELFMARK_CONTENT_PREVIEW=off)', async () => {
    const app = await serverWith({ SHELFMARK_CONTENT_PREVIEW: 'off' });
    const refused = await get('/api/content/preview', STAFF, undefined, app);
    expect([refused.status, refused.setCookies]).toEqual([403, []]);
    expect(refused.body).toContain('Preview mode is not enabled on this server.');
    // A cookie left from before does not turn preview on either.
    const session = sessionSchema.parse(JSON.parse((await get('/api/auth/session', STAFF, COOKIE, app)).body));
    expect(session.preview).toBe(false);
  });

  it('sends an off-site return path home, never elsewhere', async () => {
    for (const payload of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
    ]) {
      const entered = await get(`/api/content/preview?return=${encodeURIComponent(payload)}`, STAFF);
      expect([payload, entered.status, entered.location]).toEqual([payload, 303, '/']);
    }
  });
});

describe('CMS-01 leaving preview (GET /api/content/preview/exit)', () => {
  it('clears the cookie and goes back to the page, for anybody', async () => {
    for (const uid of [STAFF, null]) {
      const left = await get('/api/content/preview/exit?return=%2Fproducts%2F9780000000002', uid, COOKIE);
      expect([left.status, left.location, left.cacheControl]).toEqual([303, '/products/9780000000002', 'no-store']);
      expect(left.setCookies).toHaveLength(1);
      expect(left.setCookies[0]).toMatch(/^shelfmark_preview=;/);
      expect(left.setCookies[0]).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      expect(left.setCookies[0]).toMatch(/; Path=\/(;|$)/);
    }
  });
});

describe('CMS-01 the session says whether preview is on', () => {
  const sessionOf = async (uid: string | null, cookie?: string) =>
    sessionSchema.parse(JSON.parse((await get('/api/auth/session', uid, cookie)).body));

  it('on for an editor carrying the cookie; off without it, and off for a buyer or a visitor carrying it', async () => {
    expect((await sessionOf(STAFF, COOKIE)).preview).toBe(true);
    expect((await sessionOf(STAFF)).preview).toBe(false);
    expect((await sessionOf(BUYER, COOKIE)).preview).toBe(false);
    expect((await sessionOf(null, COOKIE)).preview).toBeUndefined();
  });
});

describe('CMS-01 the CMS edit URL template (SHELFMARK_CMS_EDIT_URL)', () => {
  it('is null in the site configuration when unset', async () => {
    expect(siteConfigSchema.parse(JSON.parse((await get('/api/site-config', null)).body)).cms).toEqual({
      editUrlTemplate: null,
    });
  });

  it('is served as configured', async () => {
    const template = 'https://cms.example/editor?page={page}&component={component}';
    const app = await serverWith({ SHELFMARK_CMS_EDIT_URL: template });
    expect(siteConfigSchema.parse(JSON.parse((await get('/api/site-config', null, undefined, app)).body)).cms).toEqual({
      editUrlTemplate: template,
    });
  });

  it('refuses anything but an http(s) URL, and placeholders it cannot fill, naming the variable', () => {
    expect(() => readCmsEnv({ SHELFMARK_CMS_EDIT_URL: 'javascript:alert(1)' })).toThrow(
      'SHELFMARK_CMS_EDIT_URL must be an http(s) URL',
    );
    expect(() => readCmsEnv({ SHELFMARK_CMS_EDIT_URL: 'https://cms.example/{pageId}' })).toThrow(
      'SHELFMARK_CMS_EDIT_URL may use only {page}, {component}, {type}, {updatedAt} (got {pageId})',
    );
    expect(readCmsEnv({})).toEqual({ editUrlTemplate: null });
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsResponseSchema, ApiError, sessionSchema, siteConfigSchema } from '@shelfmark/api-client';
import { buildServer } from '../src/buildServer';
import { hueOf, wrapText } from '@shelfmark/api-client/covers';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

let db: FreshDatabase;
let server: TestServer;
let hostAppDir: string;

beforeAll(async () => {
  db = await freshDatabase();
  hostAppDir = mkdtempSync(join(tmpdir(), 'shelfmark-host-'));
  mkdirSync(join(hostAppDir, 'assets'));
  writeFileSync(
    join(hostAppDir, 'index.html'),
    '<!doctype html><title>Shelfmark test shell</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(hostAppDir, 'assets', 'app.js'), 'console.log("app")');
  server = await startTestServer(db.database, { hostAppDir });
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
  rmSync(hostAppDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });

describe('GET /api/site-config', () => {
  it('answers the first brand by default with maxProductQuantity 999 and the routes', async () => {
    const config = siteConfigSchema.parse(await (await get('/api/site-config')).json());
    expect(config).toMatchObject({
      brand: 'shelfmark',
      market: 'NA',
      currency: 'USD',
      maxProductQuantity: 999,
      isThorndike: false,
    });
    expect(config.routes).toMatchObject({
      cart: '/cart',
      searchResults: '/search',
      products: '/products',
      checkout: '/checkout',
    });
  });

  it('answers the second brand when built for thorndike', async () => {
    const app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      site: 'thorndike',
      auth: { mode: 'test', secret: 'another-test-secret-1234' },
      logger: false,
    });
    const res = await app.inject({ method: 'GET', url: '/api/site-config' });
    await app.close();
    expect(res.json()).toMatchObject({ brand: 'thorndike', isThorndike: true, affiliation: 'Thorndike Press' });
  });
});

describe('GET /api/users/accounts and the session', () => {
  it('CART-02 lists the first-brand buyer\u2019s ship-to accounts, with a parent unit and defaults', async () => {
    const accounts = accountsResponseSchema.parse(
      await server.clientFor('buyer@shelfmark.test').users.accounts({ userId: 'buyer@shelfmark.test' }),
    );
    const active = accounts.shipToAccounts.filter((a) => a.active);
    expect(active.length).toBeGreaterThanOrEqual(3);
    const parent = accounts.shipToAccounts.find((a) =>
      accounts.shipToAccounts.some((child) => child.parentOrgUnit?.uid === a.uid),
    )!;
    expect(parent.name).toBe('Riverbend Public Library System');
    expect(accounts.shipToAccount!.accountNumber).toBe('1000101');
    expect(accounts.customerDefaultBillToAccount!.name).toBe('Riverbend Library Accounts Payable');
    expect(accounts.shipToAccounts.some((a) => !a.active)).toBe(true);
  });

  it('answers 403 for another user\u2019s accounts', async () => {
    const error = await server
      .clientFor('buyer@shelfmark.test')
      .users.accounts({ userId: 'staff@shelfmark.test' })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
  });

  it('answers the signed-in user with the flags of their role', async () => {
    const session = sessionSchema.parse(await server.clientFor('inquiry@shelfmark.test').auth.session());
    expect(session.user).toMatchObject({
      uid: 'inquiry@shelfmark.test',
      isUserInquiryOnly: true,
      hasPurchaserRights: false,
      isShelfmarkUser: true,
    });
    const thorndike = await server.clientFor('buyer@thorndike.test').auth.session();
    expect(thorndike.user).toMatchObject({ isThorndikeUser: true, isShelfmarkUser: false, hasPurchaserRights: true });
    const pending = await server.clientFor('pending@shelfmark.test').auth.session();
    expect(pending.user!.accountStatus).toBe('PENDING');
    expect(await server.clientFor(null).auth.session()).toEqual({ user: null, csrfToken: null });
  });
});

describe('cover images', () => {
  it('draws an SVG cover with the title, the author and an ISBN colour, at the asked width', async () => {
    const res = await get(`/images/covers/${DEMO_TITLE.isbn13}.svg?w=125`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=');
    const svg = await res.text();
    expect(svg).toContain('width="125"');
    expect(svg).toContain('height="179"');
    expect(svg).toContain('Lighthouse');
    expect(svg).toContain('Margot Lindqvist');
    expect(svg).toContain(`hsl(${hueOf(DEMO_TITLE.isbn13)} `);
    expect(svg).not.toMatch(/@font-face|url\(http/);
    const other = await (await get(`/images/covers/${DEMO_TITLE_THORNDIKE.isbn13}.svg`)).text();
    expect(other).toContain('width="216"');
    expect(other).toContain('LARGE PRINT');
  });

  it('answers 304 for a cover the browser already has', async () => {
    const first = await get(`/images/covers/${DEMO_TITLE.isbn13}.svg?w=216`);
    const etag = first.headers.get('etag')!;
    const again = await get(`/images/covers/${DEMO_TITLE.isbn13}.svg?w=216`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a malformed ISBN or a wrong check digit, and 400 for a bad width', async () => {
    expect((await get('/images/covers/12345.svg')).status).toBe(404);
    expect((await get('/images/covers/9780000000003.svg')).status).toBe(404);
    expect((await get(`/images/covers/${DEMO_TITLE.isbn13}.svg?w=huge`)).status).toBe(400);
  });

  it('wraps long titles and marks a cut with an ellipsis', () => {
    expect(wrapText('The Lighthouse Keeper\u2019s Almanac', 14, 4)).toEqual([
      'The Lighthouse',
      'Keeper\u2019s',
      'Almanac',
    ]);
    const cut = wrapText('one two three four five six seven eight nine ten', 8, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
  });
});

describe('the storefront on the same origin', () => {
  it('serves client routes with the host app\u2019s index.html and its assets as files', async () => {
    for (const path of ['/', '/search?q=history', '/products/9780000000002', '/cart']) {
      const res = await get(path, { accept: 'text/html' });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('Shelfmark test shell');
    }
    const asset = await get('/assets/app.js');
    expect(await asset.text()).toContain('console.log');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('does not fall back to the storefront under /api, /images or /assets', async () => {
    const api = await get('/api/nothing-here', { accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await get('/assets/missing.js', { accept: 'text/html' })).status).toBe(404);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await get('/', { accept: 'text/html' });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get('/api/site-config')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers /favicon.ico with the storefront\u2019s icon, or with nothing when it has none, never a 404', async () => {
    const none = await get('/favicon.ico');
    expect(none.status).toBe(204);
    writeFileSync(join(hostAppDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      hostAppDir,
      auth: { mode: 'test', secret: 'another-test-secret-1234' },
      logger: false,
    });
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    const svg = await app.inject({ method: 'GET', url: '/favicon.svg' });
    await app.close();
    rmSync(join(hostAppDir, 'favicon.svg'));
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
    expect(svg.statusCode).toBe(200);
  });

  it('serves a build\u2019s own favicon.ico as a file (and still starts)', async () => {
    writeFileSync(join(hostAppDir, 'favicon.ico'), 'ICO');
    const app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      hostAppDir,
      auth: { mode: 'test', secret: 'another-test-secret-1234' },
      logger: false,
    });
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    await app.close();
    rmSync(join(hostAppDir, 'favicon.ico'));
    expect([res.statusCode, res.body]).toEqual([200, 'ICO']);
  });

  it('explains that the storefront is not built when its folder is missing', async () => {
    const app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      hostAppDir: join(hostAppDir, 'nope'),
      auth: { mode: 'test', secret: 'another-test-secret-1234' },
      logger: false,
    });
    const res = await app.inject({ method: 'GET', url: '/cart', headers: { accept: 'text/html' } });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('The storefront is not built yet');
  });
});

describe('errors', () => {
  it('answers an unexpected failure as 500 INTERNAL without details', async () => {
    const app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: 'another-test-secret-1234' },
      logger: false,
    });
    app.get('/api/boom', async () => {
      throw new Error('secret internal detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});

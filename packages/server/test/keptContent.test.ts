import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type PageDocument } from '@shelfmark/api-client';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../src/db/openDatabase';
import * as schema from '../src/db/schema';
import type { Db } from '../src/db/types';
import { DEMO_TITLE } from '../src/seed/demo';
import { readPageVersion } from '../src/static/keptPages';
import { inProcessFetch } from '../src/static/renderStorefront';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * Page documents and menus are kept per content version in each server: an anonymous call answers from what the server
 * keeps after reading the version (one small statement shared by the calls that arrive together), and every server on
 * the database sees a publish with its next call, because a publish changes the version in its own transaction.
 */
let db: FreshDatabase;
let statements = 0;
/** How many of them read page documents or menus (content_pages, content_menus). */
let contentReads = 0;
/** The test database, every statement it runs counted in `statements`. */
let counted: Database;

beforeAll(async () => {
  db = await freshDatabase();
  const logger = {
    logQuery: (query: string) => {
      statements += 1;
      if (/\bcontent_(pages|menus)\b/.test(query)) contentReads += 1;
    },
  };
  const client = (db.database.db as unknown as { $client: unknown }).$client;
  const countedDb = (db.database.driver === 'postgres'
    ? drizzlePg({ client: client as Pool, schema, logger })
    : drizzlePglite({ client: client as PGlite, schema, logger })) as unknown as Db;
  counted = {
    ...db.database,
    db: countedDb,
    query: async <T extends Record<string, unknown>>(query: SQL) =>
      ((await countedDb.execute(query)) as unknown as { rows: T[] }).rows,
  };
});

afterAll(async () => {
  await db?.cleanup();
});

/** A staff member (seeded with the 'staff' role): an editor of content. */
const STAFF = 'staff@shelfmark.test';
const HOME = { path: '/' };
const heading = (page: PageDocument) => JSON.stringify(page.components[0]?.document ?? null);

/** What an editor's publish does to the home page: its first block's heading becomes `text`. */
const publishHeading = (text: string) =>
  db.database.query(sql`
    UPDATE content_pages SET document = jsonb_set(document, '{components,0,document,heading}', to_jsonb(${text}::text))
    WHERE site = 'shelfmark' AND path = '/'`);

const publishMenuLabel = (text: string) =>
  db.database.query(sql`
    UPDATE content_menus SET menu = jsonb_set(menu, '{items,0,displayText}', to_jsonb(${text}::text))
    WHERE site = 'shelfmark' AND name = 'main-menu'`);

describe('CMS-01 kept content across the servers of one database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    [first, second] = [await startTestServer(db.database), await startTestServer(db.database)];
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('CMS-01 a page and a menu published while both servers keep them are answered new by both at once', async () => {
    const visitors = [first.clientFor(null), second.clientFor(null)];
    for (const visitor of visitors) {
      await visitor.content.page(HOME);
      await visitor.content.menu({ name: 'main-menu' });
    }
    await publishHeading('Published once, seen everywhere');
    await publishMenuLabel('Fresh label');
    for (const visitor of visitors.reverse()) {
      expect(heading(await visitor.content.page(HOME))).toContain('Published once, seen everywhere');
      expect((await visitor.content.menu({ name: 'main-menu' })).items[0]!.displayText).toBe('Fresh label');
    }
  });

  it('CMS-01 a page added and then removed is answered, then 404, by the other server', async () => {
    const visitor = second.clientFor(null);
    await expect(visitor.content.page({ path: '/kept-for-a-moment' })).rejects.toMatchObject({ status: 404 });
    const [home] = await db.database.db
      .select()
      .from(schema.contentPages)
      .where(and(eq(schema.contentPages.site, 'shelfmark'), eq(schema.contentPages.path, '/')));
    await db.database.db
      .insert(schema.contentPages)
      .values({ site: 'shelfmark', path: '/kept-for-a-moment', document: home!.document });
    expect((await visitor.content.page({ path: '/kept-for-a-moment' })).path).toBe('/kept-for-a-moment');
    await db.database.db.delete(schema.contentPages).where(eq(schema.contentPages.path, '/kept-for-a-moment'));
    await expect(visitor.content.page({ path: '/kept-for-a-moment' })).rejects.toMatchObject({ status: 404 });
  });

  it("CMS-01 an editor's draft is never kept: a visitor after the editor's preview, and the editor after a visitor, each get their own", async () => {
    const inPreview = createApiClient({
      baseUrl: first.baseUrl,
      headers: { ...first.headersFor(STAFF), cookie: 'shelfmark_preview=on' },
    });
    const visitor = first.clientFor(null);
    const draft = await inPreview.content.page({ path: '/', preview: true });
    expect(draft.components.map((c) => c.type)).toContain('Countdown Timer');
    const published = await visitor.content.page({ path: '/', preview: true });
    expect(published.preview).toBe(false);
    expect(published.components.map((c) => c.type)).not.toContain('Countdown Timer');
    expect(published.components.every((c) => c.params?.edit === undefined)).toBe(true);
    const again = await inPreview.content.page({ path: '/', preview: true });
    expect([again.preview, again.components.map((c) => c.type)]).toEqual([true, draft.components.map((c) => c.type)]);
  });
});

describe('CMS-01 statements of anonymous content calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(counted);
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (url: string) => server.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  const productPage = `/api/content/pages?path=${encodeURIComponent(`/products/${DEMO_TITLE.code}`)}`;
  const menus = ['main-menu', 'footer-menu', 'footer-legal-menu', 'footer-social-menu'].map(
    (name) => `/api/content/menus?name=${name}`,
  );

  it('CMS-01 page documents and menus asked again read none of them: each call reads the content version only', async () => {
    const calls = [productPage, '/api/content/pages?path=/', ...menus];
    for (const url of calls) expect((await call(url)).statusCode, url).toBe(200);
    statements = 0;
    contentReads = 0;
    for (const url of calls) expect((await call(url)).statusCode, url).toBe(200);
    expect([contentReads, statements]).toEqual([0, calls.length]);
  });

  it('CMS-01 after a publish the pages and the menus are read again, once each, and then kept', async () => {
    await db.database.query(sql`UPDATE content_menus SET menu = menu WHERE site = 'shelfmark' AND name = 'main-menu'`);
    contentReads = 0;
    const calls = [productPage, '/api/content/pages?path=/', ...menus];
    for (let i = 0; i < 2; i += 1) for (const url of calls) expect((await call(url)).statusCode, url).toBe(200);
    expect(contentReads).toBe(2);
  });

  it("CMS-01 a page render's content calls, made under the versions its page read, read neither the version nor a row", async () => {
    const calls = [productPage, '/api/content/pages?path=/', ...menus];
    const version = await readPageVersion(db.database);
    const pageRequest = { headers: { accept: 'text/html' }, ip: '127.0.0.1' } as unknown as FastifyRequest;
    const renderFetch = inProcessFetch(server.app, pageRequest, [], version);
    for (const url of calls) expect((await renderFetch(url)).status, url).toBe(200);
    statements = 0;
    const answers = await Promise.all(calls.map((url) => renderFetch(url)));
    expect(answers.map((a) => a.status)).toEqual(calls.map(() => 200));
    expect(statements).toBe(0);
  });
});

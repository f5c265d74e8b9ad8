import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/openDatabase';
import * as schema from '../src/db/schema';
import type { Db } from '../src/db/types';
import { defaultLoadShedding } from '../src/http/loadShedding';
import { DEMO_TITLE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * What rendering an anonymous page costs the database: the page reads the catalogue and content versions once, and its
 * own calls for the page document and the menus are answered under them from what the server keeps — so a page at an
 * address not yet kept (a crawler's) runs only the statements of its own data.
 */
const ENTRY_SOURCE = resolve(import.meta.dirname, '../../../examples/host-app/src/entry-server.tsx');

let db: FreshDatabase;
let server: TestServer;
let hostAppDir: string;
let statements = 0;
/** Statements on content pages, menus or the versions. */
let contentStatements = 0;

function countedDatabase(database: Database): Database {
  const logger = {
    logQuery: (query: string) => {
      statements += 1;
      if (/\b(content_pages|content_menus|content_version)\b/.test(query)) contentStatements += 1;
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const countedDb = (database.driver === 'postgres'
    ? drizzlePg({ client: client as Pool, schema, logger })
    : drizzlePglite({ client: client as PGlite, schema, logger })) as unknown as Db;
  return {
    ...database,
    db: countedDb,
    query: async <T extends Record<string, unknown>>(query: SQL) =>
      ((await countedDb.execute(query)) as unknown as { rows: T[] }).rows,
  };
}

beforeAll(async () => {
  db = await freshDatabase();
  // A host app build whose server entry is the source (vitest transforms it), as renderStorefront.test.ts makes it.
  hostAppDir = mkdtempSync(join(tmpdir(), 'shelfmark-ssr-statements-'));
  for (const dir of ['assets', 'server', '.vite']) mkdirSync(join(hostAppDir, dir));
  writeFileSync(join(hostAppDir, 'index.html'), '<!doctype html><title>unrendered shell</title><div id="root"></div>');
  writeFileSync(join(hostAppDir, 'assets', 'index-test.js'), 'export {};');
  writeFileSync(join(hostAppDir, 'server', 'entry-server.js'), `export * from ${JSON.stringify(ENTRY_SOURCE)};\n`);
  writeFileSync(
    join(hostAppDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-test.js', src: 'index.html', isEntry: true } }),
  );
  server = await startTestServer(countedDatabase(db.database), {
    hostAppDir,
    loadShedding: { ...defaultLoadShedding(db.database), queueTimeoutMs: 60_000 },
  });
}, 300_000);

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
  if (hostAppDir) rmSync(hostAppDir, { recursive: true, force: true });
});

/** An anonymous page at an address of its own (a query no one asked before): rendered, not answered from a copy. */
async function renderedAt(url: string) {
  statements = 0;
  contentStatements = 0;
  const answer = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(answer.statusCode, url).toBe(200);
  return { statements, contentStatements, html: answer.body };
}

describe('CMS-01 statements of an anonymous page render', () => {
  it('CMS-01 the home page at a new address reads the versions once and no page document or menu', async () => {
    await renderedAt('/?warm=1');
    const home = await renderedAt('/?crawler=1');
    expect(home.html).toContain('Welcome to Shelfmark');
    expect(home.contentStatements).toBe(1);
  });

  it('PDP-01 a product page at a new address reads the versions once, then only its product', async () => {
    await renderedAt(`/products/${DEMO_TITLE.code}?warm=1`);
    const product = await renderedAt(`/products/${DEMO_TITLE.code}?crawler=1`);
    expect(product.html).toContain(DEMO_TITLE.title);
    expect(product.contentStatements).toBe(1);
    // Whatever its product costs, the page's content costs nothing more.
    const again = await renderedAt(`/products/${DEMO_TITLE.code}?crawler=2`);
    expect(again.statements).toBe(product.statements);
  });
});

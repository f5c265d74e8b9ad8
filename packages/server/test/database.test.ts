import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src/db/dataDirLock';
import { loadMigrations, migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '../src/seed/demo';
import { freshDatabase, templateSnapshot, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer } from './helpers/testServer';

const BUYER = 'buyer@shelfmark.test';
const repoRoot = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..');

let db: FreshDatabase;

beforeAll(async () => {
  db = await freshDatabase();
});

afterAll(async () => {
  await db?.cleanup();
});

describe('migrations', () => {
  it('are recorded once, in order, and a second run applies nothing', async () => {
    const recorded = await db.database.query<{ id: string }>(sql`SELECT id FROM schema_migrations ORDER BY id`);
    expect(recorded.map((r) => r.id)).toEqual(loadMigrations().map((m) => m.id));
    expect(await migrate(db.database)).toEqual([]);
  });

  it('create the full-text GIN index and the trigram index', async () => {
    const indexes = await db.database.query<{ indexname: string; indexdef: string }>(sql`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'products'`);
    expect(indexes.find((i) => i.indexname === 'products_search_idx')!.indexdef).toContain('USING gin (search)');
    expect(indexes.find((i) => i.indexname === 'products_title_trgm_idx')!.indexdef).toContain('gin_trgm_ops');
  });

  it('apply to an empty database and roll back a failing migration without recording it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shelfmark-migrate-'));
    const empty = await openDatabase({ dataDir: dir, loadDataDir: await templateSnapshot('empty') });
    try {
      expect(await migrate(empty)).toEqual(loadMigrations().map((m) => m.id));
      const broken = [
        ...loadMigrations(),
        { id: '9999_broken', script: 'CREATE TABLE half_done (id int); SELECT no_such_function();' },
      ];
      await expect(migrate(empty, broken)).rejects.toThrow(/Migration 9999_broken failed/);
      const tables = await empty.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'half_done'`,
      );
      expect(tables[0]!.n).toBe(0);
      expect(
        (await empty.query<{ id: string }>(sql`SELECT id FROM schema_migrations ORDER BY id`)).map((r) => r.id),
      ).toEqual(loadMigrations().map((m) => m.id));
    } finally {
      await empty.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('one process per data folder', () => {
  it('refuses a second opener in the same process, naming the folder and the pid', async () => {
    const error = await openDatabase({ dataDir: db.dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(db.dataDir);
    expect((error as Error).message).toContain(`pid ${process.pid}`);
  });

  it('refuses a second server process on the same data folder with a clear message', async () => {
    const child = spawn(
      process.execPath,
      ['--conditions=shelfmark-source', '--import', 'tsx', 'packages/server/src/cli.ts', 'serve'],
      {
        cwd: repoRoot,
        env: { ...process.env, SHELFMARK_DATA_DIR: db.dataDir, PORT: '0', NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Cannot start: The data folder ${db.dataDir} is in use by another Shelfmark process (pid ${process.pid})`,
    );
    // The refused process did not touch the lock: this process still holds it.
    expect(readFileSync(join(db.dataDir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
  });

  it('replaces a stale lock whose process is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shelfmark-stale-'));
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(dir, 'server.lock'), `${deadPid} 2026-01-01T00:00:00.000Z\n`);
    const database = await openDatabase({ dataDir: dir, loadDataDir: await templateSnapshot('empty') });
    try {
      expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('persistence', () => {
  it('keeps every cart when the server is stopped and started again on the same data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shelfmark-restart-'));
    try {
      let database = await openDatabase({ dataDir: dir, loadDataDir: await templateSnapshot() });
      let server = await startTestServer(database);
      const api = server.clientFor(BUYER);
      const cart = await api.carts.get({ userId: BUYER });
      await api.carts.addEntries({
        userId: BUYER,
        cartId: cart.code,
        orderEntries: [
          { product: { code: DEMO_TITLE.code }, quantity: 2 },
          { product: { code: DEMO_TITLE_THORNDIKE.code }, quantity: 4 },
        ],
      });
      const before = await api.carts.get({ userId: BUYER });
      await server.close();
      await database.close();

      database = await openDatabase({ dataDir: dir });
      server = await startTestServer(database);
      const after = await server.clientFor(BUYER).carts.get({ userId: BUYER });
      await server.close();
      await database.close();

      expect(after.code).toBe(before.code);
      expect(after.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([
        [DEMO_TITLE.isbn13, 2],
        [DEMO_TITLE_THORNDIKE.isbn13, 4],
      ]);
      expect(after.totalPrice).toEqual(before.totalPrice);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

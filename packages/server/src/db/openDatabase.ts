import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';
import { PgliteThread } from './pgliteThread';
import * as schema from './schema';
import type { Db } from './types';

export interface OpenDatabaseOptions {
  /** Folder for the embedded database (PGlite). Ignored when `databaseUrl` is set. @default '.data' */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, node-postgres is used instead of PGlite. */
  databaseUrl?: string;
  /** Restore an embedded database from a `dumpDataDir()` snapshot when the folder is new (tests). */
  loadDataDir?: Blob;
  /**
   * Run the embedded database in a worker thread, so its queries never hold the thread that answers
   * requests. Off, PGlite runs on the caller's thread, as before: the test suite opens
   * most of its databases so (see docs/reliability.md). Ignored with `databaseUrl`. @default true
   */
  worker?: boolean;
}

/** One open database: the drizzle handle plus the few driver-level things drizzle does not cover. */
export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** The data folder of an embedded database. */
  readonly dataDir: string | null;
  /** True when the embedded database runs in a worker thread (`worker`); false on this thread and on PostgreSQL. */
  readonly inWorker: boolean;
  /** Runs a multi-statement SQL script (migrations). */
  exec(script: string): Promise<void>;
  /** Runs one raw query and returns its rows, whatever the driver. */
  query<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * Runs `work` while holding the lock named `name`, which every process on this database shares: on
   * PostgreSQL a session-level advisory lock (held on a connection of its own while `work` uses the
   * pool), on the embedded database a queue in this process (its data folder admits one process).
   * Migrations and the first seeding run so, and processes started together wait for each other.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Snapshot of an embedded database (see PGlite `dumpDataDir`). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

/** The PGlite folder inside the data folder; the lock file sits next to it. */
export const pgliteDir = (dataDir: string) => join(resolve(dataDir), 'pgdata');

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? '.data', options.loadDataDir, options.worker ?? true);
}

/** The part of PGlite that drizzle and this module use: PGlite itself, or its stand-in for a worker thread. */
type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'dumpDataDir' | 'close'>;

/** PGlite on this thread, without the worker (`worker: false`). */
async function pgliteHere(dir: string, loadDataDir: Blob | undefined): Promise<PgliteClient> {
  const client = await PGlite.create(dir, {
    // pg_trgm and unaccent: search (migrations 0001 and 0010); the worker loads the same.
    extensions: { pg_trgm, unaccent },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // PGlite runs each query on this thread: every query starts on a new turn of the event loop, so a
  // request's queries run back to back never keep the server from reading other requests (site
  // config, the excess to refuse) for longer than one query (test/reliability/loadShedding.test.ts).
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await new Promise((resolve) => setImmediate(resolve));
    return query(...args);
  }) as typeof client.query;
  return client;
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined, inWorker: boolean): Promise<Database> {
  // The lock stays with this process's main thread, whichever thread runs the queries.
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  let client: PgliteClient;
  try {
    client = inWorker
      ? await PgliteThread.open(pgliteDir(dataDir), loadDataDir)
      : await pgliteHere(pgliteDir(dataDir), loadDataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    dataDir: resolve(dataDir),
    inWorker,
    async exec(script) {
      await client.exec(script);
    },
    query: (query) => rowsOf(db, query),
    exclusive: inProcessLocks(),
    async dump() {
      return client.dumpDataDir('gzip');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** Named locks within this process: each name's holders run one after another. */
function inProcessLocks(): Database['exclusive'] {
  const tails = new Map<string, Promise<unknown>>();
  return (name, work) => {
    const before = tails.get(name) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // jit off: PostgreSQL compiles any plan its costs call expensive, such as a search's facet counts
  // over much of the catalogue, and the compiling took longer than the query (
  // docs/performance.md). A storefront's queries are short; none gains from it.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  let closed = false;
  // An idle connection that PostgreSQL ends (a restart, an administrator's pg_terminate_backend, a
  // DROP DATABASE … WITH (FORCE) right after close) is an 'error' on the pool. Without a listener
  // Node throws it and the whole server stops; the pool has already dropped that connection and
  // opens a new one on the next query, so it is only worth a warning — and nothing once closed.
  pool.on('error', (error) => {
    if (!closed)
      process.emitWarning(
        `an idle PostgreSQL connection was closed by the server (${error.message}); the pool will open a new one`,
        { code: 'SHELFMARK_PG_IDLE' },
      );
  });
  // Fail fast with the server's own message when the URL is wrong.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    dataDir: null,
    inWorker: false,
    async exec(script) {
      await pool.query(script);
    },
    query: (query) => rowsOf(db, query),
    async exclusive(name, work) {
      const holder = await pool.connect();
      let broken: Error | undefined;
      try {
        await holder.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
        try {
          return await work();
        } finally {
          await holder
            .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name])
            .catch((error: Error) => (broken = error));
        }
      } catch (error) {
        broken ??= error as Error;
        throw error;
      } finally {
        // A connection whose unlock failed may still hold the lock: it is closed, not reused.
        holder.release(broken);
      }
    },
    async dump() {
      throw new Error('dump() is only available for the embedded database; use pg_dump for PostgreSQL.');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Both drivers answer `execute` with an object holding `rows`. */
async function rowsOf<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

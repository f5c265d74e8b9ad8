import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import { migrate, migrationsDir } from '../../src/db/migrate';
import { openDatabase, type Database } from '../../src/db/openDatabase';
import { seedDatabase } from '../../src/seed/seedDatabase';
import { freshPostgresDatabase, TEST_POSTGRES_ENV } from '../reliability/postgresDatabase';

/** Books in the test catalogue: big enough for facets and paging, small enough to seed fast. */
export const TEST_BOOKS = 600;

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');
const cacheRoot = join(tmpdir(), 'shelfmark-server-test');

/** A key that changes whenever the schema or the seeder does, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha1').update(`books=${TEST_BOOKS}`);
  const files = [
    ...readdirSync(migrationsDir()).map((f) => join(migrationsDir(), f)),
    // src/accessibility: the seeded /accessibility page is written from the conformance report.
    ...['seed', 'seed/content', 'db', 'users', 'accessibility', 'accessibility/files'].flatMap((d) =>
      readdirSync(join(srcDir, d)).map((f) => join(srcDir, d, f)),
    ),
  ]
    .filter((f) => statSync(f).isFile())
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A gzip snapshot of a migrated, seeded database ('seeded'), or of a bare new database with no
 * migrations ('empty'), built once per schema/seeder version and shared by every test file and
 * worker (a lock folder makes the first one build it while the others wait).
 */
export async function templateSnapshot(kind: 'seeded' | 'empty' = 'seeded'): Promise<Blob> {
  mkdirSync(cacheRoot, { recursive: true });
  const file = join(cacheRoot, kind === 'empty' ? 'empty.tar.gz' : `${templateKey()}.tar.gz`);
  const lock = `${file}.lock`;
  for (let waited = 0; !existsSync(file); waited += 250) {
    try {
      mkdirSync(lock);
    } catch {
      // Another worker is building it; a lock older than 10 minutes is abandoned.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (!existsSync(file)) {
        const dir = mkdtempSync(join(tmpdir(), 'shelfmark-template-'));
        const database = await openDatabase({ dataDir: dir, worker: false });
        if (kind === 'seeded') {
          await migrate(database);
          await seedDatabase(database, { books: TEST_BOOKS });
        }
        const dump = await database.dump();
        await database.close();
        rmSync(dir, { recursive: true, force: true });
        writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
        renameSync(`${file}.tmp`, file);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return new Blob([readFileSync(file)], { type: 'application/x-gzip' });
}

export interface FreshDatabase {
  database: Database;
  dataDir: string;
  /** Closes the database and deletes its folder. */
  cleanup(): Promise<void>;
}

/**
 * Whether a test database runs PGlite in a worker thread, as the server does by default.
 * Off unless a file asks (`freshDatabase({ worker: true })`): a worker per database costs memory and
 * its start. SHELFMARK_TEST_PGLITE_WORKER=1 puts every file that
 * does not say on it (=0: none).
 */
function testWorker(asked: boolean | undefined): boolean {
  return asked ?? process.env.SHELFMARK_TEST_PGLITE_WORKER === '1';
}

/** A private copy of the seeded template in its own data folder (≈1 s); `worker`: PGlite in a worker thread. */
export async function freshDatabase(options: { worker?: boolean } = {}): Promise<FreshDatabase> {
  // scripts/postgres/run-server-tests.mjs: the same files against a PostgreSQL server.
  const postgresUrl = process.env[TEST_POSTGRES_ENV];
  if (postgresUrl) return freshPostgresDatabase(postgresUrl, templateKey(), TEST_BOOKS);
  const snapshot = await templateSnapshot();
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-db-'));
  const database = await openDatabase({ dataDir, loadDataDir: snapshot, worker: testWorker(options.worker) });
  await migrate(database);
  return {
    database,
    dataDir,
    async cleanup() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const dialect = new PgDialect();

/**
 * `of` with the text of every statement it runs pushed onto `into`. Another object than `of`, so what a server keeps
 * per database (its search index, kept results) is its own.
 */
export function recordingStatements(of: Database, into: string[]): Database {
  const recorder = Object.create(of) as Database;
  recorder.query = (statement) => {
    into.push(dialect.sqlToQuery(statement).sql);
    return of.query(statement);
  };
  return recorder;
}

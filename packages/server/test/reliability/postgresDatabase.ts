import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/openDatabase';
import { seedDatabase } from '../../src/seed/seedDatabase';

/**
 * The environment variable that switches the server's test files from PGlite to a PostgreSQL
 * server: the URL of a throwaway server's maintenance database, e.g.
 * postgres://postgres@127.0.0.1:54329/postgres. scripts/postgres/run-server-tests.mjs sets it.
 * (Not DATABASE_URL: tests create and drop databases there, and some start the CLI, which reads
 * DATABASE_URL.)
 */
export const TEST_POSTGRES_ENV = 'SHELFMARK_TEST_DATABASE_URL';

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, seeded template database per schema/seeder version (`key`), built once per server
 * and shared by every test file and worker: an advisory lock makes the first builder build it
 * while the others wait.
 */
async function ensureTemplate(adminUrl: string, key: string, books: number): Promise<string> {
  const name = `shelfmark_tpl_${key}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(4242)');
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, building) });
      try {
        await migrate(database);
        await seedDatabase(database, { books });
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(4242)');
    }
  });
  return name;
}

/** A private copy of the seeded template on the PostgreSQL server (CREATE DATABASE … TEMPLATE, ≈0.2 s). */
export async function freshPostgresDatabase(adminUrl: string, key: string, books: number) {
  const template = await ensureTemplate(adminUrl, key, books);
  const name = `shelfmark_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
  await migrate(database);
  return {
    database,
    dataDir: `postgres:${name}`,
    async cleanup() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

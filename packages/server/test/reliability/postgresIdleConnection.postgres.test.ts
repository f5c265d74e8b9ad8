import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/openDatabase';
import { TEST_POSTGRES_ENV } from './postgresDatabase';

/**
 * On a PostgreSQL server, a connection the server ends while it sits idle in the pool (a restart,
 * an administrator's pg_terminate_backend, DROP DATABASE … WITH (FORCE)) must not stop the process:
 * node-postgres reports it as an 'error' event on the pool, which Node throws when nobody listens.
 * It once did, at the end of a test file, as an "Uncaught Exception: terminating connection due to
 * administrator command". The embedded database has no such connections, so this file is about the
 * PostgreSQL driver only: a `*.postgres.test.ts` file, which vitest.config.ts leaves out unless
 * the URL of a PostgreSQL server is set — the PostgreSQL step of `npm test`
 * (scripts/postgres/run-server-tests.mjs) sets it and runs it.
 */
const adminUrl = process.env[TEST_POSTGRES_ENV];
if (!adminUrl)
  throw new Error(`${TEST_POSTGRES_ENV} is not set: run this file with scripts/postgres/run-server-tests.mjs.`);

describe('a PostgreSQL connection ended by the server while idle', () => {
  const name = `shelfmark_idle_${process.pid}`;
  const urlOf = (database: string) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  afterAll(() => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

  it('is dropped by the pool with a warning; the next query opens a new one and answers', async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const database = await openDatabase({ databaseUrl: urlOf(name) });
    const warnings: string[] = [];
    const onWarning = (warning: Error & { code?: string }) => {
      if (warning.code === 'SHELFMARK_PG_IDLE') warnings.push(warning.message);
    };
    process.on('warning', onWarning);
    try {
      expect(await database.query<{ n: number }>(sql`SELECT 1::int AS n`)).toEqual([{ n: 1 }]);
      const ended = await admin((client) =>
        client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        ),
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      // The pool hears of it asynchronously; wait for the warning rather than a fixed time.
      for (let waited = 0; warnings.length === 0 && waited < 10_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      expect(warnings[0]).toMatch(/idle PostgreSQL connection was closed by the server/);
      expect(await database.query<{ n: number }>(sql`SELECT 2::int AS n`)).toEqual([{ n: 2 }]);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});

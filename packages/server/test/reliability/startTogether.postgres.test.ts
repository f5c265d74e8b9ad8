import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/openDatabase';
import { TEST_POSTGRES_ENV } from './postgresDatabase';

/**
 * A fleet starts at once: a load balancer's processes, or a deployment's replicas, started together
 * on one new PostgreSQL database. They once raced the migrations and one died (`duplicate key …
 * pg_type_typname_nsp_index`); now migrations and the first seeding take an advisory lock in turn.
 * PostgreSQL only (`*.postgres.test.ts`): the embedded database's data folder admits one process.
 */
const adminUrl = process.env[TEST_POSTGRES_ENV];
if (!adminUrl)
  throw new Error(`${TEST_POSTGRES_ENV} is not set: run this file with scripts/postgres/run-server-tests.mjs.`);

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const name = `shelfmark_together_${process.pid}`;
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

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name}_m WITH (FORCE)`));
});

/** `npm start` on DATABASE_URL; resolves with its port once it listens, rejects with its output if it exits first. */
function startCli(databaseUrl: string): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--conditions=shelfmark-source', '--import', 'tsx', 'packages/server/src/cli.ts', 'serve'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        SHELFMARK_SEED_BOOKS: '40',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
}

describe('servers started together on one new PostgreSQL database', () => {
  it('both come up and serve; the schema is migrated and the demo data seeded once', async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const ports = await Promise.all([startCli(urlOf(name)), startCli(urlOf(name))]);
    for (const port of ports) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/products/search?q=&pageSize=1`);
      expect(answer.status).toBe(200);
    }
    const own = new pg.Client({ connectionString: urlOf(name) });
    await own.connect();
    const { rows } = await own
      .query<{ migrations: number; users: number }>(
        `SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations,
                (SELECT count(*)::int FROM users WHERE uid = 'buyer@shelfmark.test') AS users`,
      )
      .finally(() => own.end());
    const counts = rows[0]!;
    expect(counts.users).toBe(1);
    expect(counts.migrations).toBeGreaterThan(10);
  });
});

describe('migrations started at the same moment by several processes', () => {
  it('four connection pools migrating one new database at once all succeed, each migration applied once', async () => {
    const url = urlOf(`${name}_m`);
    await admin((client) => client.query(`CREATE DATABASE ${name}_m`));
    const databases = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url })));
    try {
      const applied = await Promise.all(databases.map((database) => migrate(database)));
      const known = loadMigrations().map((migration) => migration.id);
      // One of them applied everything; the others found it done.
      expect(applied.flat().sort()).toEqual([...known].sort());
      const own = new pg.Client({ connectionString: url });
      await own.connect();
      const { rows } = await own
        .query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')
        .finally(() => own.end());
      expect(rows.map((row) => row.id)).toEqual([...known].sort());
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});

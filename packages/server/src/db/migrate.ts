import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './openDatabase';

export interface Migration {
  id: string;
  script: string;
}

/** packages/server/migrations, found from src/db (source) or dist (built). */
export function migrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '..', '..', 'migrations'), join(here, '..', 'migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, '0001_init.sql')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')}).`);
  return found;
}

export function loadMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ id: name.replace(/\.sql$/, ''), script: readFileSync(join(dir, name), 'utf8') }));
}

/** The lock that serialises migrations across the processes of one database (Database.exclusive). */
export const MIGRATION_LOCK = 'shelfmark:migrate';

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, each in its own
 * transaction, then analyzes the tables when any ran. Returns the ids it applied.
 * Processes started together on one database take turns (an advisory lock on PostgreSQL): the
 * first applies what is missing, the others then find it recorded and apply nothing.
 */
export function migrate(database: Database, migrations = loadMigrations()): Promise<string[]> {
  return database.exclusive(MIGRATION_LOCK, () => applyMissing(database, migrations));
}

async function applyMissing(database: Database, migrations: Migration[]): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = await database.query<{ id: string }>(sql`SELECT id FROM schema_migrations`);
  const applied = new Set(done.map((row) => row.id));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    const id = migration.id.replace(/'/g, "''");
    try {
      await database.exec(
        `BEGIN;\n${migration.script}\n;INSERT INTO schema_migrations (id) VALUES ('${id}');\nCOMMIT;`,
      );
    } catch (error) {
      await database.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${migration.id} failed: ${(error as Error).message}`, { cause: error });
    }
    ran.push(migration.id);
  }
  // Fresh planner statistics for what the migrations changed: PGlite runs no autovacuum, so without
  // this it would plan every query on default estimates for ever.
  if (ran.length > 0) await database.exec('ANALYZE');
  return ran;
}

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/openDatabase';

/** A fingerprint of every table: table name → sha1 of its rows (sorted), so any change shows. */
export type DatabaseSnapshot = Map<string, string>;

export interface SnapshotOptions {
  /** kv_store namespaces left out: what a route writes by design (a started sign-in), checked by the test itself. */
  ignoreKvNamespaces?: readonly string[];
}

/**
 * Hashes every row of every table in the public schema. Two snapshots are equal exactly when no
 * row was added, removed or changed anywhere — the "nothing changed" of a refused request.
 */
export async function snapshotDatabase(database: Database, options: SnapshotOptions = {}): Promise<DatabaseSnapshot> {
  const ignored = options.ignoreKvNamespaces ?? [];
  const tables = await database.query<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const snapshot: DatabaseSnapshot = new Map();
  for (const { name } of tables) {
    // row_to_json(t)::text is the same on PGlite and PostgreSQL; sorting makes row order irrelevant.
    const kept = name === 'kv_store' && ignored.length > 0
      ? sql` WHERE t.namespace NOT IN (${sql.join(ignored.map((ns) => sql`${ns}`), sql`, `)})`
      : sql``;
    const rows = await database.query<{ row: string }>(sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(name)} t${kept}`);
    const hash = createHash('sha1');
    for (const row of rows.map((r) => r.row).sort()) hash.update(row).update('\n');
    snapshot.set(name, `${rows.length}:${hash.digest('hex')}`);
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots ([] when nothing changed). */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

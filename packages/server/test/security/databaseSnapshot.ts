import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/openDatabase';

/** A fingerprint of every table: table name → row count and a hash of its rows, so any change shows. */
export type DatabaseSnapshot = Map<string, string>;

export interface SnapshotOptions {
  /** kv_store namespaces left out: what a route writes by design (a started sign-in), checked by the test itself. */
  ignoreKvNamespaces?: readonly string[];
}

/**
 * Fingerprints every row of every table in the public schema, inside the database in one query: per
 * table the row count and the sum of a 64-bit hash of each row's text, so row order does not matter
 * and no rows travel to the test (≈50 ms on the seeded test catalogue, against ≈600 ms for fetching
 * and hashing the rows here) — fast enough to take around each refused request. Two snapshots are
 * equal exactly when no row was added, removed or changed anywhere (short of a 64-bit collision) —
 * the "nothing changed" of a refused request.
 */
export async function snapshotDatabase(database: Database, options: SnapshotOptions = {}): Promise<DatabaseSnapshot> {
  const ignored = options.ignoreKvNamespaces ?? [];
  const tables = await database.query<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  if (tables.length === 0) return new Map();
  // Rate-limit counters count every request by design, refused ones included (a refusal must not be a free
  // probe); they are request bookkeeping, not a user's data, and rateLimits.test.ts and fleetState.test.ts check them.
  const perTable = tables
    .filter(({ name }) => name !== 'rate_limit_hits')
    .map(({ name }) => {
      const kept =
        name === 'kv_store' && ignored.length > 0
          ? sql` WHERE t.namespace NOT IN (${sql.join(
              ignored.map((ns) => sql`${ns}`),
              sql`, `,
            )})`
          : sql``;
      // The row's text form is the same on PGlite and PostgreSQL; hashtextextended is PostgreSQL's own 64-bit hash.
      return sql`SELECT ${name}::text AS name, count(*)::text AS rows, coalesce(sum(hashtextextended(t::text, 14)::numeric), 0)::text AS hash FROM ${sql.identifier(name)} t${kept}`;
    });
  const rows = await database.query<{ name: string; rows: string; hash: string }>(sql.join(perTable, sql` UNION ALL `));
  return new Map(rows.map((row) => [row.name, `${row.rows}:${row.hash}`]));
}

/** The tables whose rows differ between two snapshots ([] when nothing changed). */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/**
 * Proves that refused requests change nothing while they are mixed with accepted ones that may: it takes
 * a snapshot before each run of refused requests and compares when the run ends (before the next accepted
 * request, and at `settle()`), so a fuzz run pays for snapshots only where it switches between the two.
 */
export function refusalWatch(database: Database, options: SnapshotOptions = {}) {
  let baseline: DatabaseSnapshot | undefined;
  let refused: unknown[] = [];
  const settle = async () => {
    if (baseline && refused.length > 0) {
      const changed = changedTables(baseline, await snapshotDatabase(database, options));
      if (changed.length > 0) {
        const inputs = refused.map((input) => JSON.stringify(input)?.slice(0, 200)).join('\n  ');
        throw new Error(
          `Refused requests changed ${changed.join(', ')}; the refused inputs since the last good one:\n  ${inputs}`,
        );
      }
    }
    baseline = undefined;
    refused = [];
  };
  return {
    /** Call before sending a request the schema refuses. */
    async beforeRefused(input: unknown): Promise<void> {
      baseline ??= await snapshotDatabase(database, options);
      refused.push(input);
    },
    /** Call before sending a request the schema accepts (it may change the database). */
    beforeAccepted: settle,
    /** Call at the end of the run: throws when a refused request changed a table. */
    settle,
  };
}

/**
 * A throwaway PostgreSQL server for the benchmark (scripts/lib/postgresServer.mjs: Debian's
 * PostgreSQL, installed with apt when missing and we are root, as for the server's tests), with an
 * empty database `shelfmark_bench`; default settings but durability, as in the test run.
 */
import { startPostgresServer } from '../../scripts/lib/postgresServer.mjs';

/** Starts a fresh PostgreSQL server; resolves { url, version, startMs, stop }. */
export async function startPostgres({ log = console.log } = {}) {
  const { url, version, startMs, stop } = await startPostgresServer({ log, database: 'shelfmark_bench' });
  return { url, version, startMs, stop };
}

#!/usr/bin/env node
/**
 * The server's test files against a real PostgreSQL server (Debian's), not the embedded PGlite:
 *
 *   1. finds Debian's PostgreSQL (/usr/lib/postgresql/<version>/bin); installs it with apt when
 *      missing and we are root (like scripts/install-chromium.mjs does for Chromium);
 *   2. initdb in a temporary folder, owned by the `postgres` user when we are root (PostgreSQL
 *      refuses to run as root), trust authentication on loopback only;
 *   3. starts it on a free 127.0.0.1 port with a private socket folder;
 *   4. runs `vitest run --project node --project node-isolated <server test files>` with SHELFMARK_TEST_DATABASE_URL set —
 *      test/helpers/testDatabase.ts then gives each file a copy of a seeded template database;
 *   5. stops the server and deletes the folder, also on Ctrl-C or a failure.
 *
 * Usage: node scripts/postgres/run-server-tests.mjs [vitest file filters…]
 * Files about the embedded database's own data folder (its lock, dumps) run on PGlite only.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from '../../e2e/support/run.mjs';
import { startPostgresServer } from '../lib/postgresServer.mjs';

/** Test files the PostgreSQL run leaves out, with the reason. */
const PGLITE_ONLY = {
  'packages/server/test/database.test.ts': 'the embedded data folder: its lock file, dump and reopen',
  'packages/server/test/seed.test.ts': 'seeds its own embedded databases (the template build seeds PostgreSQL)',
  'packages/server/test/reliability/crashSafety.test.ts':
    'kills a server process on an embedded data folder (PostgreSQL has its own WAL recovery)',
  'packages/server/test/databaseWorker.test.ts':
    "the embedded database in its worker thread against PGlite on the test's thread (PostgreSQL has no such thread)",
  'packages/server/test/reliability/siteConfigBesideQueries.test.ts':
    "site configuration answers while the embedded database's worker runs a query (PostgreSQL runs queries in its own processes)",
};

/** The server's test files (packages/server/test/**), less the PGlite-only ones. */
function serverTestFiles() {
  const walk = (dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(`${dir}/${entry.name}`)
        : entry.name.endsWith('.test.ts')
          ? [`${dir}/${entry.name}`]
          : [],
    );
  return walk('packages/server/test')
    .filter((file) => !(file in PGLITE_ONLY))
    .sort();
}

const log = (message) => console.log(`postgres: ${message}`);

async function main() {
  const started = Date.now();
  // Many test files at once, each with its pool: more connections than the default 100.
  const server = await startPostgresServer({ log, settings: { max_connections: 200 }, stopMode: 'immediate' });
  const onSignal = (signal) => {
    server.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    log(`${server.version} on 127.0.0.1:${server.port} (${(server.startMs / 1000).toFixed(1)} s to start)`);
    const filters = process.argv.slice(2);
    const args = [
      'run',
      '--project',
      'node',
      '--project',
      'node-isolated',
      ...(filters.length ? filters : serverTestFiles()),
    ];
    log(`vitest ${args.join(' ')}`);
    const code = await run('vitest', args, { env: { SHELFMARK_TEST_DATABASE_URL: server.url } });
    if (code !== 0 && existsSync(server.logFile)) {
      // Its errors and warnings only: the routine LOG lines (checkpoints of every CREATE DATABASE) would bury them.
      const lines = readFileSync(server.logFile, 'utf8')
        .split('\n')
        .filter((line) => /\b(ERROR|FATAL|PANIC|WARNING):/.test(line));
      console.log(
        `\npostgres: the server's errors and warnings, last ${Math.min(lines.length, 30)} of ${lines.length}:\n${lines.slice(-30).join('\n')}`,
      );
    }
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return code;
  } finally {
    server.stop();
  }
}

process.chdir(ROOT);
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`postgres: ${error.message}`);
    process.exit(1);
  },
);

#!/usr/bin/env node
/**
 * The server's test files against a real PostgreSQL server (Debian's), not the embedded PGlite:
 *
 *   1. finds Debian's PostgreSQL (/usr/lib/postgresql/<version>/bin); installs it with apt when
 *      missing and we are root (like scripts/install-chromium.mjs does for Chromium);
 *   2. initdb in a temporary folder, owned by the `postgres` user when we are root (PostgreSQL
 *      refuses to run as root), trust authentication on loopback only;
 *   3. starts it on a free 127.0.0.1 port with a private socket folder;
 *   4. runs `vitest run --project node <server test files>` with SHELFMARK_TEST_DATABASE_URL set —
 *      test/helpers/testDatabase.ts then gives each file a copy of a seeded template database;
 *   5. stops the server and deletes the folder, also on Ctrl-C or a failure.
 *
 * Usage: node scripts/postgres/run-server-tests.mjs [vitest file filters…]
 * Files about the embedded database's own data folder (its lock, dumps) run on PGlite only.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, run } from '../../e2e/support/run.mjs';

/** Test files the PostgreSQL run leaves out, with the reason. */
const PGLITE_ONLY = {
  'packages/server/test/database.test.ts': 'the embedded data folder: its lock file, dump and reopen',
  'packages/server/test/seed.test.ts': 'seeds its own embedded databases (the template build seeds PostgreSQL)',
  'packages/server/test/reliability/crashSafety.test.ts': 'kills a server process on an embedded data folder (PostgreSQL has its own WAL recovery)',
};

/** The server's test files (packages/server/test/**), less the PGlite-only ones. */
function serverTestFiles() {
  const walk = (dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : entry.name.endsWith('.test.ts') ? [`${dir}/${entry.name}`] : []);
  return walk('packages/server/test').filter((file) => !(file in PGLITE_ONLY)).sort();
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const log = (message) => console.log(`postgres: ${message}`);

function sh(command, args, { asPostgres = false, allowFail = false } = {}) {
  const [cmd, argv] = asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0 && !allowFail) {
    throw new Error(`\`${[cmd, ...argv].join(' ')}\` failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
  return result;
}

/** The bin folder of the newest Debian PostgreSQL installed, or null. */
function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function ensurePostgres() {
  let bin = findPostgresBin();
  if (bin) return bin;
  if (!isRoot) {
    throw new Error(
      'PostgreSQL is not installed and installing it needs root.\n' +
        '  Run as root: apt-get update && apt-get install -y postgresql\n' +
        '  (Debian\'s package; the script starts its own server, apt\'s service is not used).',
    );
  }
  log('installing Debian\'s postgresql with apt (about half a minute)…');
  sh('apt-get', ['update']);
  sh('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql']);
  bin = findPostgresBin();
  if (!bin) throw new Error('apt finished but no /usr/lib/postgresql/<version>/bin/pg_ctl was found.');
  return bin;
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

async function main() {
  const started = Date.now();
  const bin = ensurePostgres();
  const version = sh(join(bin, 'postgres'), ['--version']).stdout.trim();
  const dir = mkdtempSync(join(tmpdir(), 'shelfmark-pg-'));
  const data = join(dir, 'data');
  let running = false;
  const stop = () => {
    if (running) sh(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w'], { asPostgres: true, allowFail: true });
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    chmodSync(dir, 0o755);
    if (isRoot) sh('chown', ['postgres:postgres', dir]);
    sh(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], { asPostgres: true });
    const port = await freePort();
    // Durability settings off: a throwaway test server (crash safety is proved on the embedded database).
    const options = [
      `-p ${port}`, "-c listen_addresses='127.0.0.1'", `-c unix_socket_directories='${dir}'`,
      '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200',
    ].join(' ');
    sh(join(bin, 'pg_ctl'), ['start', '-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60'], { asPostgres: true });
    running = true;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    log(`${version} on 127.0.0.1:${port} (${((Date.now() - started) / 1000).toFixed(1)} s to start)`);

    const filters = process.argv.slice(2);
    const args = ['run', '--project', 'node', ...(filters.length ? filters : serverTestFiles())];
    log(`vitest ${args.join(' ')}`);
    const code = await run('vitest', args, { env: { SHELFMARK_TEST_DATABASE_URL: url } });
    if (code !== 0 && existsSync(join(dir, 'server.log'))) {
      // Its errors and warnings only: the routine LOG lines (checkpoints of every CREATE DATABASE) would bury them.
      const lines = readFileSync(join(dir, 'server.log'), 'utf8').split('\n').filter((line) => /\b(ERROR|FATAL|PANIC|WARNING):/.test(line));
      console.log(`\npostgres: the server's errors and warnings, last ${Math.min(lines.length, 30)} of ${lines.length}:\n${lines.slice(-30).join('\n')}`);
    }
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return code;
  } finally {
    stop();
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

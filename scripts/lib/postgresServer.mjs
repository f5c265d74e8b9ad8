/**
 * A throwaway PostgreSQL server for tests and benchmarks: Debian's PostgreSQL (installed with apt
 * when missing and we are root), `initdb` in a temporary folder owned by the `postgres` user when we
 * are root (PostgreSQL refuses to run as root), trust authentication, 127.0.0.1 only, a free port,
 * a private socket folder and durability off (fsync, synchronous_commit, full_page_writes): the data
 * is thrown away. Used by scripts/postgres/run-server-tests.mjs and bench/lib/postgres.mjs.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './net.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a command (as `postgres` when asked and we are root); throws with its output unless allowFail. */
function sh(command, args, { asPostgres = false, allowFail = false } = {}) {
  const [cmd, argv] = asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0 && !allowFail) {
    throw new Error(
      `\`${[cmd, ...argv].join(' ')}\` failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result;
}

/** The bin folder of the newest Debian PostgreSQL installed, or null. */
function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function ensurePostgres(log) {
  let bin = findPostgresBin();
  if (bin) return bin;
  if (!isRoot) {
    throw new Error(
      'PostgreSQL is not installed and installing it needs root.\n' +
        '  Run as root: apt-get update && apt-get install -y postgresql\n' +
        "  (Debian's package; the scripts start their own server, apt's service is not used).",
    );
  }
  log("installing Debian's postgresql with apt (about half a minute)…");
  sh('apt-get', ['update']);
  sh('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql']);
  bin = findPostgresBin();
  if (!bin) throw new Error('apt finished but no /usr/lib/postgresql/<version>/bin/pg_ctl was found.');
  return bin;
}

/**
 * Starts a fresh server. Options: `log` (one line a call), `settings` (extra `-c` settings, e.g.
 * { max_connections: 200 }), `database` (created, and named by `url`; default the maintenance
 * database `postgres`), `stopMode` ('fast' or 'immediate'). Resolves
 * { url, version, port, logFile, startMs, stop }; `stop()` stops the server and deletes its folder
 * (safe to call twice). It also runs when the process exits.
 */
export async function startPostgresServer({
  log = console.log,
  settings = {},
  database = null,
  stopMode = 'fast',
} = {}) {
  const started = Date.now();
  const bin = ensurePostgres(log);
  const version = sh(join(bin, 'postgres'), ['--version']).stdout.trim();
  const dir = mkdtempSync(join(tmpdir(), 'shelfmark-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  let running = false;
  const stop = () => {
    if (running)
      sh(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', stopMode, '-w'], { asPostgres: true, allowFail: true });
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    chmodSync(dir, 0o755);
    if (isRoot) sh('chown', ['postgres:postgres', dir]);
    sh(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
      { asPostgres: true },
    );
    const port = await freePort();
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' ');
    sh(join(bin, 'pg_ctl'), ['start', '-D', data, '-o', options, '-l', logFile, '-w', '-t', '60'], {
      asPostgres: true,
    });
    running = true;
    if (database) sh(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${database ?? 'postgres'}`,
      version,
      port,
      logFile,
      startMs: Date.now() - started,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

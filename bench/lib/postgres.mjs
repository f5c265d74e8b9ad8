/**
 * A throwaway PostgreSQL server for the benchmark: Debian's PostgreSQL (installed with apt when
 * missing and we are root, as scripts/postgres/run-server-tests.mjs does for the server's tests),
 * initdb in a temporary folder owned by `postgres`, trust authentication, 127.0.0.1 and a free port.
 * Settings are the defaults except durability (fsync off), as in the test run: a benchmark database
 * is thrown away. `stop()` stops the server and deletes the folder; it also runs when the process exits.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function sh(command, args, { asPostgres = false, allowFail = false } = {}) {
  const [cmd, argv] = asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0 && !allowFail) {
    throw new Error(`\`${[cmd, ...argv].join(' ')}\` failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
  return result;
}

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function ensurePostgres(log) {
  let bin = findPostgresBin();
  if (bin) return bin;
  if (!isRoot) throw new Error('PostgreSQL is not installed and installing it needs root: apt-get update && apt-get install -y postgresql');
  log('Installing Debian\'s postgresql with apt (about half a minute)…');
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

/** Starts a fresh PostgreSQL server; resolves { url, version, startMs, stop }. */
export async function startPostgres({ log = console.log } = {}) {
  const started = Date.now();
  const bin = ensurePostgres(log);
  const version = sh(join(bin, 'postgres'), ['--version']).stdout.trim();
  const dir = mkdtempSync(join(tmpdir(), 'shelfmark-bench-pg-'));
  const data = join(dir, 'data');
  let running = false;
  const stop = () => {
    if (running) sh(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w'], { asPostgres: true, allowFail: true });
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    chmodSync(dir, 0o755);
    if (isRoot) sh('chown', ['postgres:postgres', dir]);
    sh(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], { asPostgres: true });
    const port = await freePort();
    const options = [
      `-p ${port}`, "-c listen_addresses='127.0.0.1'", `-c unix_socket_directories='${dir}'`,
      '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off',
    ].join(' ');
    sh(join(bin, 'pg_ctl'), ['start', '-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60'], { asPostgres: true });
    running = true;
    sh(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'shelfmark_bench']);
    return { url: `postgres://postgres@127.0.0.1:${port}/shelfmark_bench`, version, startMs: Date.now() - started, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

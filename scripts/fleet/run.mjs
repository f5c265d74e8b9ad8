#!/usr/bin/env node
/**
 * `npm run fleet`: the store as a fleet, behind a real load balancer.
 *
 *   1. finds HAProxy (Debian's haproxy; installed with apt when missing and we are root, as
 *      scripts/install-chromium.mjs does for Chromium);
 *   2. starts a throwaway PostgreSQL server (scripts/lib/postgresServer.mjs) with an empty database;
 *   3. starts three server processes at once on it (they race for the migrations and the first
 *      seeding, as replicas of a deployment do), each on a free port, trusting the balancer's
 *      X-Forwarded-For (SHELFMARK_TRUST_PROXY) and knowing the balancer's address (SHELFMARK_PUBLIC_URL);
 *   4. starts HAProxy on a free port: round robin over the three, health checks on /readyz;
 *   5. runs scripts/fleet/checks.ts through the balancer: one sign-in limit for the fleet, a captcha
 *      solved on one process accepted by another, a card payment across processes, and a process
 *      killed in the middle of an order placement (exactly one order after the buyer's retry);
 *   6. stops everything and deletes the folders, also on Ctrl-C or a failure.
 *
 * Usage: node scripts/fleet/run.mjs   (exit 0 when every check passed)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, toolEnv } from '../../e2e/support/run.mjs';
import { freePort } from '../lib/net.mjs';
import { startPostgresServer } from '../lib/postgresServer.mjs';

const PROCESSES = 3;
const log = (line) => console.log(`fleet: ${line}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function findHaproxy() {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  if (!isRoot) {
    throw new Error(
      'HAProxy is not installed and installing it needs root.\n  Run as root: apt-get update && apt-get install -y haproxy',
    );
  }
  log("installing Debian's haproxy with apt…");
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'haproxy']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  if (!existsSync('/usr/sbin/haproxy')) throw new Error('apt finished but /usr/sbin/haproxy was not found.');
  return '/usr/sbin/haproxy';
}

/** A child whose output is prefixed and kept (the last lines are shown when the fleet fails). */
function startChild(name, command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env: toolEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const listeners = new Set();
  const keep = (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(`[${name}] ${line}`);
      if (lines.length > 200) lines.shift();
      for (const listener of listeners) listener(line);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { name, child, lines, listeners, exited };
}

/** Resolves once `child` prints a line matching `pattern`; rejects if it exits first. */
function waitForLine(started, pattern, what) {
  return new Promise((resolve, reject) => {
    const found = started.lines.find((line) => pattern.test(line));
    if (found) return resolve(found);
    started.listeners.add((line) => {
      if (pattern.test(line)) resolve(line);
    });
    void started.exited.then((code) =>
      reject(new Error(`${started.name} exited (${code}) before ${what}:\n${started.lines.slice(-30).join('\n')}`)),
    );
  });
}

async function until(what, condition, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const children = [];
const folders = [];
let postgres;
function stopAll() {
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  postgres?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
// A process that never comes up must not hold `npm test` for ever.
const LIMIT_MS = 10 * 60_000;
setTimeout(() => {
  console.error(`fleet: not finished after ${LIMIT_MS / 60_000} minutes; stopping.`);
  for (const { name, lines } of children) console.error(`[${name}] ${lines.slice(-10).join('\n')}`);
  stopAll();
  process.exit(1);
}, LIMIT_MS).unref();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

async function main() {
  const started = Date.now();
  const haproxy = findHaproxy();
  postgres = await startPostgresServer({ log, database: 'shelfmark_fleet', stopMode: 'immediate' });
  log(`${postgres.version} on 127.0.0.1:${postgres.port}`);

  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const ports = [];
  for (let i = 0; i < PROCESSES; i += 1) ports.push(await freePort());

  // All at once on the empty database: they take turns for the migrations and the first seeding.
  const servers = ports.map((port, i) => {
    const url = new URL(postgres.url);
    // Names the process in pg_stat_activity (the checks find the one placing an order).
    url.searchParams.set('application_name', `shelfmark-fleet-${i + 1}`);
    const server = startChild(
      `server-${i + 1}`,
      process.execPath,
      ['--conditions=shelfmark-source', '--import', 'tsx', 'packages/server/src/cli.ts', 'serve'],
      {
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        SHELFMARK_PUBLIC_URL: publicUrl,
        SHELFMARK_TRUST_PROXY: '127.0.0.1',
        SHELFMARK_SEED_BOOKS: '500',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
    );
    children.push(server);
    return server;
  });
  await Promise.all(servers.map((server) => waitForLine(server, /is running at/, 'listening')));
  log(
    `${PROCESSES} server processes up on ports ${ports.join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  const folder = mkdtempSync(join(tmpdir(), 'shelfmark-fleet-'));
  folders.push(folder);
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      // A connection refused (a process gone) is tried again on another process; a request already
      // sent is not repeated by the balancer: the buyer's retry and the placement's idempotency do that.
      '  retries 2',
      '  option redispatch',
      'frontend store',
      `  bind 127.0.0.1:${balancerPort}`,
      '  default_backend fleet',
      'backend fleet',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      ...ports.map((port, i) => `  server s${i + 1} 127.0.0.1:${port} check inter 500ms fall 2 rise 1`),
      '',
    ].join('\n'),
  );
  const checkConfig = spawnSync(haproxy, ['-c', '-f', config], { encoding: 'utf8' });
  if (checkConfig.status !== 0) throw new Error(`haproxy refused its configuration:\n${checkConfig.stderr}`);
  const balancer = startChild('haproxy', haproxy, ['-db', '-f', config], {});
  children.push(balancer);
  await until('the balancer to answer /readyz', async () => {
    try {
      return (await fetch(`${publicUrl}/readyz`)).status === 200;
    } catch {
      return false;
    }
  });
  log(`HAProxy on ${publicUrl}: round robin over ${PROCESSES}, health checks on /readyz`);

  const checks = startChild(
    'checks',
    process.execPath,
    ['--conditions=shelfmark-source', '--import', 'tsx', 'scripts/fleet/checks.ts'],
    {
      FLEET_URL: publicUrl,
      FLEET_DATABASE_URL: postgres.url,
      FLEET_PIDS: servers.map((server) => server.child.pid).join(','),
    },
  );
  checks.listeners.add((line) => console.log(line));
  const code = await checks.exited;
  if (code !== 0) {
    console.log(`\nfleet: the checks failed (exit ${code}). The processes' last lines:`);
    for (const server of [...servers, balancer]) console.log(server.lines.slice(-15).join('\n'));
    for (const line of checks.lines.slice(-30)) console.log(line);
    return 1;
  }
  log(`passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`fleet: ${error.message}`);
} finally {
  stopAll();
}
process.exit(code);

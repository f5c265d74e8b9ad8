#!/usr/bin/env node
/**
 * `npm run fleet`: the store as a fleet, behind a real load balancer, for each brand.
 *
 *   1. finds HAProxy (Debian's haproxy; installed with apt when missing and we are root, as
 *      scripts/install-chromium.mjs does for Chromium), Chromium (the same way), and the built host app
 *      (examples/host-app/dist, which `npm test` builds before this step; built here when missing);
 *   2. starts a throwaway PostgreSQL server (scripts/lib/postgresServer.mjs) with an empty database for
 *      each brand (FLEETS below: each brand is a store of its own, as in scripts/test-e2e.mjs);
 *   3. starts every brand's server processes at once (three for the first brand, two for the second;
 *      each brand's race for their database's migrations and first seeding, as replicas of a deployment
 *      do), each on a free port, with SHELFMARK_SITE, trusting the balancer's X-Forwarded-For
 *      (SHELFMARK_TRUST_PROXY) and knowing the brand's public address on the balancer (SHELFMARK_PUBLIC_URL);
 *   4. starts HAProxy: a frontend per brand on a free port, round robin over that brand's processes,
 *      health checks on /readyz;
 *   5. runs buyer journeys of both brands in Chromium through the balancer (JOURNEYS below, the e2e
 *      specs with their own assertions, E2E_BASE_URL = the brand's frontend), both brands at once: one
 *      buyer's consecutive requests land on different processes, so sessions, CSRF tokens, the sign-in's
 *      state and a pending add must hold fleet-wide;
 *   6. then runs scripts/fleet/checks.ts through the first brand's frontend: one sign-in limit for the
 *      fleet, a captcha solved on one process accepted by another, a card payment across processes, and a
 *      process killed in the middle of an order placement (exactly one order after the buyer's retry);
 *      after the journeys, because it kills a process and shops as the journeys' buyers;
 *   7. stops everything and deletes the folders, also on Ctrl-C or a failure.
 *
 * Usage: node scripts/fleet/run.mjs   (exit 0 when every journey and check passed)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';
import { ROOT, run, toolEnv } from '../../e2e/support/run.mjs';
import { freePort } from '../lib/net.mjs';
import { startPostgresServer } from '../lib/postgresServer.mjs';

/**
 * A store per brand, each on a database of its own. The second brand has two processes: enough for round robin to
 * send one buyer's consecutive requests to different processes, one fewer to start on a 2-core machine.
 */
const FLEETS = [
  { brand: 'shelfmark', processes: 3, database: 'shelfmark_fleet' },
  { brand: 'thorndike', processes: 2, database: 'thorndike_fleet' },
];
/**
 * The journeys run through the balancer (the brand's tests in them, by their tag): sign in through the identity
 * provider and out again; search, the product, add to the cart, change the quantity on a phone, pay by purchase
 * order and see the confirmation; a visitor's add kept across the sign-in and made once.
 */
const JOURNEYS = ['buyer', 'phone-journey', 'sign-in-add'].map((name) => `e2e/journeys/${name}.spec.ts`);
const HOST_APP = join(ROOT, 'examples/host-app/dist');
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

/** Chromium and the built host app the journeys need: installed or built when missing, never skipped silently. */
async function ensureJourneyTools() {
  if (!existsSync(CHROMIUM_PATH)) {
    log(`${CHROMIUM_PATH} is missing: installing it (scripts/install-chromium.mjs)…`);
    if ((await run('node', ['scripts/install-chromium.mjs'])) !== 0) throw new Error('installing Chromium failed.');
  }
  if (!existsSync(join(HOST_APP, 'index.html')) || !existsSync(join(HOST_APP, 'server', 'entry-server.js'))) {
    log(`${HOST_APP} is missing: building it (npm run build; \`npm test\` builds it before this step)…`);
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('`npm run build` failed; see the output above.');
  }
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

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The database URL of `database` on the fleet's PostgreSQL, naming the connecting process (pg_stat_activity). */
function databaseUrl(database, applicationName) {
  const url = new URL(postgres.url);
  url.pathname = `/${database}`;
  if (applicationName) url.searchParams.set('application_name', applicationName);
  return url.toString();
}

/** A brand's processes, all started at once on its database; they take turns for the migrations and the first seeding. */
function startFleet(fleet) {
  return fleet.ports.map((port, i) =>
    startChild(
      `${fleet.brand}-${i + 1}`,
      process.execPath,
      ['--conditions=shelfmark-source', '--import', 'tsx', 'packages/server/src/cli.ts', 'serve'],
      {
        // The first brand's are shelfmark-fleet-1…3: the checks find the one placing an order by that name.
        DATABASE_URL: databaseUrl(fleet.database, `${fleet.brand}-fleet-${i + 1}`),
        PORT: String(port),
        HOST: '127.0.0.1',
        SHELFMARK_SITE: fleet.brand,
        SHELFMARK_PUBLIC_URL: fleet.publicUrl,
        SHELFMARK_TRUST_PROXY: '127.0.0.1',
        SHELFMARK_SEED_BOOKS: '500',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
    ),
  );
}

function haproxyConfig() {
  return [
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
    // Counts per process (CSV at /stats;csv): the journeys must have crossed every process.
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    ...FLEETS.flatMap((fleet) => [
      `frontend ${fleet.brand}`,
      `  bind 127.0.0.1:${fleet.balancerPort}`,
      `  default_backend ${fleet.brand}`,
      `backend ${fleet.brand}`,
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      ...fleet.ports.map((port, i) => `  server s${i + 1} 127.0.0.1:${port} check inter 500ms fall 2 rise 1`),
    ]),
    '',
  ].join('\n');
}

/** Runs a child to its end with every line shown as it comes; resolves with its exit code and kept lines. */
async function runShown(name, command, args, env) {
  const started = startChild(name, command, args, env);
  children.push(started);
  started.listeners.add((line) => console.log(`[${name}] ${line}`));
  const code = await started.exited;
  return { code, lines: started.lines };
}

/** The brand's journeys in Chromium, through its frontend on the balancer; resolves with whether they passed. */
async function runJourneys(fleet) {
  const since = Date.now();
  const { code } = await runShown(
    `journeys ${fleet.brand}`,
    'playwright',
    // A fleet that breaks one journey breaks them all, each after its time-out: the first failure says it.
    ['test', '--config', 'e2e/playwright.config.ts', '--grep', `@${fleet.brand}`, '--max-failures=1', ...JOURNEYS],
    {
      E2E_BASE_URL: fleet.publicUrl,
      // These journeys pay by purchase order: no card provider of its own origin.
      E2E_CARD_PROVIDER_URL: '',
      PLAYWRIGHT_OUTPUT_DIR: join(ROOT, 'test-results/fleet', fleet.brand),
      // The accessibility conformance report reads the e2e step's results, not these.
      SHELFMARK_RESULTS_FILE: '',
    },
  );
  log(`${fleet.brand} journeys through the balancer ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(since)}`);
  return code === 0;
}

/** Requests each of the brand's processes has answered, from the balancer's statistics (hrsp_* of each server). */
async function answeredPerProcess(fleet) {
  const [header, ...rows] = (await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text())
    .trim()
    .split('\n')
    .map((line) => line.replace(/^# /, '').split(','));
  const column = (name) => header.indexOf(name);
  const answered = (row) =>
    ['hrsp_1xx', 'hrsp_2xx', 'hrsp_3xx', 'hrsp_4xx', 'hrsp_5xx', 'hrsp_other'].reduce(
      (sum, name) => sum + Number(row[column(name)] || 0),
      0,
    );
  return fleet.ports.map((_, i) =>
    answered(rows.find((row) => row[column('pxname')] === fleet.brand && row[column('svname')] === `s${i + 1}`) ?? []),
  );
}

function showLastLines(fleets) {
  for (const fleet of fleets) for (const server of fleet.servers) console.log(server.lines.slice(-15).join('\n'));
  if (balancer) console.log(balancer.lines.slice(-15).join('\n'));
}

let balancer;
let statsPort;
async function main() {
  const haproxy = findHaproxy();
  await ensureJourneyTools();
  // From here: the fleet's own time, without an install or a build made above.
  const started = Date.now();
  postgres = await startPostgresServer({ log, database: FLEETS[0].database, stopMode: 'immediate' });
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  for (const fleet of FLEETS.slice(1)) await admin.query(`CREATE DATABASE ${fleet.database}`);
  await admin.end();
  log(`${postgres.version} on 127.0.0.1:${postgres.port}, databases ${FLEETS.map((f) => f.database).join(', ')}`);

  statsPort = await freePort();
  for (const fleet of FLEETS) {
    fleet.balancerPort = await freePort();
    fleet.publicUrl = `http://127.0.0.1:${fleet.balancerPort}`;
    fleet.ports = [];
    for (let i = 0; i < fleet.processes; i += 1) fleet.ports.push(await freePort());
  }
  for (const fleet of FLEETS) {
    fleet.servers = startFleet(fleet);
    children.push(...fleet.servers);
  }
  await Promise.all(
    FLEETS.flatMap((fleet) => fleet.servers.map((server) => waitForLine(server, /is running at/, 'listening'))),
  );
  for (const fleet of FLEETS)
    log(`${fleet.brand}: ${fleet.processes} server processes up on ports ${fleet.ports.join(', ')}`);
  log(`every process up in ${seconds(started)}`);

  const folder = mkdtempSync(join(tmpdir(), 'shelfmark-fleet-'));
  folders.push(folder);
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig());
  const checkConfig = spawnSync(haproxy, ['-c', '-f', config], { encoding: 'utf8' });
  if (checkConfig.status !== 0) throw new Error(`haproxy refused its configuration:\n${checkConfig.stderr}`);
  balancer = startChild('haproxy', haproxy, ['-db', '-f', config], {});
  children.push(balancer);
  for (const fleet of FLEETS) {
    await until(`the balancer to answer /readyz for ${fleet.brand}`, async () => {
      try {
        return (await fetch(`${fleet.publicUrl}/readyz`)).status === 200;
      } catch {
        return false;
      }
    });
    log(`HAProxy on ${fleet.publicUrl}: ${fleet.brand}, round robin over ${fleet.processes}, health checks on /readyz`);
  }

  const journeysStarted = Date.now();
  const passed = await Promise.all(FLEETS.map(runJourneys));
  log(`journeys of both brands took ${seconds(journeysStarted)}`);
  if (passed.includes(false)) {
    console.log("\nfleet: a journey failed (traces in test-results/fleet/<brand>). The processes' last lines:");
    showLastLines(FLEETS.filter((_, i) => !passed[i]));
    return 1;
  }
  for (const fleet of FLEETS) {
    const answered = await answeredPerProcess(fleet);
    log(
      `${fleet.brand}: the balancer's requests were answered by ${answered.map((n, i) => `process ${i + 1}: ${n}`).join(', ')}`,
    );
    // Round robin deals each request to the next process: a process that answered none was never in the journeys.
    if (answered.some((n) => n === 0)) {
      console.log(`fleet: a ${fleet.brand} process answered no request: the journeys did not cross the fleet.`);
      return 1;
    }
  }

  const [first] = FLEETS;
  const checksStarted = Date.now();
  const checks = await runShown(
    'checks',
    process.execPath,
    ['--conditions=shelfmark-source', '--import', 'tsx', 'scripts/fleet/checks.ts'],
    {
      FLEET_URL: first.publicUrl,
      FLEET_DATABASE_URL: databaseUrl(first.database),
      FLEET_PIDS: first.servers.map((server) => server.child.pid).join(','),
    },
  );
  if (checks.code !== 0) {
    console.log(`\nfleet: the checks failed (exit ${checks.code}). The processes' last lines:`);
    showLastLines([first]);
    return 1;
  }
  log(`checks took ${seconds(checksStarted)}`);
  log(`passed in ${seconds(started)}`);
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

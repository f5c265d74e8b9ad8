#!/usr/bin/env node
/**
 * End-to-end journeys against the real server, in lanes that run at the same time:
 *   1. `npm run build` (skip with --no-build when the orchestrator built already)
 *   2. the card provider on an origin of its own: a second packages/server/dist/cli.js (its
 *      built-in simulator, no demo data, a data folder of its own) on E2E_PROVIDER_PORT (default
 *      E2E_PORT when set, else a free port), sharing a random profile secret with the stores, so the journeys can prove that
 *      card data goes to that origin and never to the store's
 *   3. for each lane (a brand and some of its spec files, LANES below): a store of its own —
 *      packages/server/dist/cli.js with SHELFMARK_SITE=<brand> on a free port (with E2E_PORT set, the
 *      ports after it) and a fresh temporary data folder (migrated and seeded on first start), so no lane
 *      sees another's carts or orders —, wait for /api/site-config, run the lane's Playwright
 *      journeys tagged @<brand> (E2E_BASE_URL, E2E_CARD_PROVIDER_URL), stop it.
 * One lane alone left a 2-core machine partly idle (pages loading, waits for the network to settle); three keep both
 * cores busy, each journey taking about twice as long as alone, and the whole run took 14.7 min instead of 21.6.
 * More lanes would only share the same two cores.
 * Each line of a lane's output starts with the lane's name.
 * Server output goes to e2e/.artifacts/server-<brand>-<port>.log (the provider's to
 * provider-<port>.log) and is shown when something fails.
 *
 *   npm run test:e2e [-- --no-build] [-- --brand thorndike] [-- <playwright args>]
 * With Playwright arguments (a spec file, --grep…), one lane per brand runs them.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { ROOT, run, toolEnv } from '../e2e/support/run.mjs';
import { freePort } from './lib/net.mjs';

const SERVER_CLI = join(ROOT, 'packages/server/dist/cli.js');
const HOST_APP = join(ROOT, 'examples/host-app/dist/index.html');
const ARTIFACTS = join(ROOT, 'e2e/.artifacts');
const READY_TIMEOUT_MS = 5 * 60_000;

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const brandIndex = args.indexOf('--brand');
const brands = brandIndex >= 0 ? [args[brandIndex + 1]] : ['shelfmark', 'thorndike'];
const passThrough = args.filter(
  (arg, i) => arg !== '--no-build' && (brandIndex < 0 || (i !== brandIndex && i !== brandIndex + 1)),
);

const fail = (message) => {
  console.error(`test-e2e: ${message}`);
  process.exit(1);
};

if (!existsSync(CHROMIUM_PATH)) fail(`${CHROMIUM_PATH} is missing. Run \`npm run install-browser\` first.`);
for (const brand of brands) {
  if (brand !== 'shelfmark' && brand !== 'thorndike') fail(`unknown brand '${brand}': use shelfmark or thorndike.`);
}

if (!skipBuild) {
  console.log('test-e2e: building packages, server and host app (npm run build)…');
  if ((await run('npm', ['run', 'build'])) !== 0) fail('`npm run build` failed; see the output above.');
}
if (!existsSync(SERVER_CLI)) fail(`${SERVER_CLI} is missing: run \`npm run build\` (the server's CLI is built by it).`);
if (!existsSync(HOST_APP)) fail(`${HOST_APP} is missing: run \`npm run build\` (the host app is built by it).`);

const providerDataDir = mkdtempSync(join(tmpdir(), 'shelfmark-e2e-provider-'));
mkdirSync(ARTIFACTS, { recursive: true });

/**
 * The lanes of a whole run, balanced by the spec files' times in one run after another
 * (first brand 14.4 min: links 4.6, phone-layout 4.5, checkout 1.2, server-rendering 0.7, self-service 0.6, orders
 * 0.5, the rest 2.3; second brand 6.4). `specs: null` is every spec file of the brand not named by another lane.
 */
const LANES = [
  { brand: 'shelfmark', specs: ['checkout', 'links', 'orders', 'server-rendering'] },
  { brand: 'shelfmark', specs: null },
  { brand: 'thorndike', specs: null },
];

const specFile = (name) => `e2e/journeys/${name}.spec.ts`;
function lanesToRun() {
  // A developer's own selection (a spec, --grep…): one lane per brand, as given.
  if (passThrough.length > 0) return brands.map((brand) => ({ brand, name: brand, files: [] }));
  return LANES.filter((lane) => brands.includes(lane.brand)).map((lane, index, chosen) => {
    const ofBrand = chosen.filter((other) => other.brand === lane.brand);
    const name = ofBrand.length > 1 ? `${lane.brand} ${ofBrand.indexOf(lane) + 1}/${ofBrand.length}` : lane.brand;
    if (lane.specs) return { brand: lane.brand, name, files: lane.specs.map(specFile) };
    const named = new Set(ofBrand.flatMap((other) => other.specs ?? []));
    const rest = readdirSync(join(ROOT, 'e2e/journeys'))
      .filter((file) => file.endsWith('.spec.ts') && !named.has(file.slice(0, -'.spec.ts'.length)))
      .sort()
      .map((file) => `e2e/journeys/${file}`);
    return { brand: lane.brand, name, files: rest };
  });
}

// Free ports unless fixed: a fixed one (3100 once) let a second run on the machine find the first run's
// server answering there, and run its journeys against it.
const taken = new Set();
async function portFor(index) {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT) + index;
  let port = await freePort();
  while (taken.has(port)) port = await freePort();
  taken.add(port);
  return port;
}
const PROVIDER_PORT = process.env.E2E_PROVIDER_PORT ? Number(process.env.E2E_PROVIDER_PORT) : await portFor(0);
taken.add(PROVIDER_PORT);
/** The card provider's base URL: another origin than the stores' (another port). */
const PROVIDER_URL = `http://localhost:${PROVIDER_PORT}/provider`;
/** The merchant profile's secret, shared by the stores and the provider only (never the browser). */
const PROVIDER_SECRET = randomBytes(32).toString('hex');

/**
 * Starts the server CLI as `name` on `port` with `env` and resolves once /api/site-config answers
 * (and `ready(config)` holds; it throws a ServerError for a wrong answer).
 */
async function startServer({ name, brand, port, args = [], env, ready = () => {} }) {
  const logFile = join(ARTIFACTS, `${name}-${port}.log`);
  const log = createWriteStream(logFile);
  const child = spawn('node', [SERVER_CLI, 'serve', ...args], {
    cwd: ROOT,
    env: toolEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  const exit = new Promise((done) => child.once('exit', (code, signal) => done((exited = { code, signal }))));
  const server = { brand, name, child, logFile, exit };
  const base = `http://localhost:${port}`;

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited)
      throw new ServerError(server, `the ${name} server exited (${exited.code ?? exited.signal}) before it was ready`);
    try {
      const answer = await fetch(`${base}/api/site-config`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) {
        ready(server, await answer.json());
        return server;
      }
    } catch (error) {
      if (error instanceof ServerError) throw error;
    }
    await new Promise((tick) => setTimeout(tick, 500));
  }
  throw new ServerError(
    server,
    `the ${name} server did not answer ${base}/api/site-config within ${READY_TIMEOUT_MS / 1000} s`,
  );
}

/** The store of one lane, its card form posting to the provider's origin. */
const startStore = (lane) =>
  startServer({
    name: `server-${lane.brand}`,
    brand: lane.brand,
    port: lane.port,
    env: {
      SHELFMARK_DATA_DIR: lane.dataDir,
      SHELFMARK_SITE: lane.brand,
      SHELFMARK_CARD_PROVIDER_URL: PROVIDER_URL,
      SHELFMARK_CARD_PROVIDER_SECRET: PROVIDER_SECRET,
      // Every journey of a lane signs in from this one address, faster than a person could: the limit
      // itself is proved by packages/server/test/security/rateLimits.test.ts and the fleet test.
      SHELFMARK_SIGN_IN_LIMIT: '1000',
      // Preview's edit buttons open the CMS (e2e/journeys/preview.spec.ts checks the links; nothing follows them).
      SHELFMARK_CMS_EDIT_URL: 'https://cms.shelfmark.test/editor?page={page}&component={component}',
    },
    ready: (server, config) => {
      if (config.brand !== lane.brand)
        throw new ServerError(
          server,
          `port ${lane.port} answers for brand '${config.brand}', expected '${lane.brand}' (is another server running there?)`,
        );
    },
  });

/**
 * The card provider: the same CLI on its own port and data folder with no demo data, serving its
 * built-in simulator at /provider (SHELFMARK_CARD_PROVIDER_URL left empty); it notifies the store
 * at the URL the store signs into each payment request.
 */
const startProvider = () =>
  startServer({
    name: 'provider',
    brand: 'provider',
    port: PROVIDER_PORT,
    args: ['--no-seed'],
    env: {
      SHELFMARK_DATA_DIR: providerDataDir,
      SHELFMARK_CARD_PROVIDER_URL: '',
      SHELFMARK_CARD_PROVIDER_SECRET: PROVIDER_SECRET,
    },
  });

async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exit, new Promise((done) => setTimeout(() => done(false), 10_000))]);
  if (stopped === false) {
    console.error(`test-e2e: the ${server.name} server ignored SIGTERM for 10 s; killing it.`);
    server.child.kill('SIGKILL');
    await server.exit;
  }
}

class ServerError extends Error {
  constructor(server, message) {
    super(message);
    this.server = server;
  }
}

/** The server log's plain lines and its warnings and errors (pino level ≥ 40); request lines are left out. */
function showLog(logFile) {
  if (!existsSync(logFile)) return;
  const worth = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => {
      if (!line.trim()) return false;
      try {
        return (JSON.parse(line).level ?? 0) >= 40;
      } catch {
        return true;
      }
    });
  console.error(`\n── ${logFile}: plain lines, warnings and errors ──\n${worth.slice(-40).join('\n')}\n`);
}

/** Runs a command, each line of its output (both streams) written to ours after `[name] `; resolves with its exit code. */
function runPrefixed(name, command, commandArgs, env) {
  return new Promise((done) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env: toolEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('error', (error) => {
      console.error(`[${name}] could not start \`${command}\`: ${error.message}`);
      done(1);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

const children = new Set();
const servers = new Set();
let provider = null;
const dataDirs = [providerDataDir];
const cleanUp = async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all([...servers].map(stopServer));
  if (provider) await stopServer(provider);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
};
const stopOnSignal = async () => {
  await cleanUp();
  process.exit(130);
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

/** Starts a server; on failure prints why and its log, and answers null. */
async function started(start) {
  try {
    return await start();
  } catch (error) {
    console.error(`test-e2e: ${error.message}`);
    if (error instanceof ServerError) {
      await stopServer(error.server);
      showLog(error.server.logFile);
    }
    return null;
  }
}

/** One lane: its store on a fresh data folder, its journeys, the store stopped. Resolves with whether they passed. */
async function runLane(lane) {
  lane.dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-e2e-'));
  dataDirs.push(lane.dataDir);
  const baseUrl = `http://localhost:${lane.port}`;
  console.log(`[${lane.name}] starting the ${lane.brand} store on ${baseUrl} (data in ${lane.dataDir})…`);
  const startedAt = Date.now();
  const server = await started(() => startStore(lane));
  if (!server) return false;
  servers.add(server);
  console.log(
    `[${lane.name}] store ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; running ${lane.files.length ? lane.files.map((f) => f.replace(/^e2e\/journeys\/|\.spec\.ts$/g, '')).join(', ') : 'the selection'} (@${lane.brand})`,
  );
  const code = await runPrefixed(
    lane.name,
    'playwright',
    ['test', '--config', 'e2e/playwright.config.ts', '--grep', `@${lane.brand}`, ...lane.files, ...passThrough],
    {
      E2E_BASE_URL: baseUrl,
      E2E_CARD_PROVIDER_URL: PROVIDER_URL,
      // Each lane keeps its own traces and screenshots.
      PLAYWRIGHT_OUTPUT_DIR: join(ROOT, 'test-results/e2e', lane.name.replace(/\W+/g, '-')),
      // Read by the accessibility conformance report (scripts/acr/generate.mjs).
      SHELFMARK_RESULTS_FILE: join(ROOT, 'test-results/acr', `e2e-${lane.name.replace(/\W+/g, '-')}.json`),
    },
  );
  await stopServer(server);
  servers.delete(server);
  if (code !== 0) {
    console.error(`[${lane.name}] a journey failed.`);
    showLog(server.logFile);
  }
  return code === 0;
}

let failed;
const lanes = lanesToRun();
for (const [index, lane] of lanes.entries()) {
  lane.port = await portFor(index + 1);
  if (lane.port === PROVIDER_PORT)
    fail(`E2E_PROVIDER_PORT ${PROVIDER_PORT} is a store's port (E2E_PORT + ${index + 1}): choose another.`);
}
try {
  console.log(`\ntest-e2e: starting the card provider on ${PROVIDER_URL} (data in ${providerDataDir})…`);
  provider = await started(startProvider);
  if (!provider) failed = true;
  else {
    console.log(`test-e2e: ${lanes.length} lane(s) at once: ${lanes.map((lane) => lane.name).join('; ')}`);
    const results = await Promise.all(lanes.map(runLane));
    failed = results.includes(false);
    if (failed) showLog(provider.logFile);
  }
} finally {
  await cleanUp();
}

if (failed)
  fail(
    'a journey failed (traces and screenshots in test-results/e2e/<lane>; open a trace with `npx playwright show-trace <file>`).',
  );
console.log('\ntest-e2e: every journey passed for ' + brands.join(' and ') + '.');

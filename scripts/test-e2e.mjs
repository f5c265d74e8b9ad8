#!/usr/bin/env node
/**
 * End-to-end journeys against the real server, once per brand:
 *   1. `npm run build` (skip with --no-build when the orchestrator built already)
 *   2. a fresh temporary data folder (migrated and seeded by the server on first start)
 *   3. the card provider on an origin of its own: a second packages/server/dist/cli.js (its
 *      built-in simulator, no demo data, a data folder of its own) on E2E_PROVIDER_PORT (default a
 *      free port), sharing a random profile secret with the store, so the journeys can prove that
 *      card data goes to that origin and never to the store's
 *   4. for each brand: start packages/server/dist/cli.js with SHELFMARK_SITE=<brand> on E2E_PORT
 *      (default a free port, so two runs on one machine never share a server) and SHELFMARK_CARD_PROVIDER_URL naming the provider, wait for
 *      /api/site-config, run the Playwright journeys tagged @<brand> (E2E_BASE_URL, and
 *      E2E_CARD_PROVIDER_URL), stop it
 * Server output goes to e2e/.artifacts/server-<brand>-<port>.log (the provider's to
 * provider-<port>.log) and is shown when something fails.
 *
 *   npm run test:e2e [-- --no-build] [-- --brand thorndike] [-- <playwright args>]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const passThrough = args.filter((arg, i) => arg !== '--no-build' && (brandIndex < 0 || (i !== brandIndex && i !== brandIndex + 1)));

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

const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-e2e-'));
const providerDataDir = mkdtempSync(join(tmpdir(), 'shelfmark-e2e-provider-'));
mkdirSync(ARTIFACTS, { recursive: true });

// Free ports unless fixed: a fixed one (3100 once) let a second run on the machine find the first run's
// server answering there, and run its journeys against it.
const PORT = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
const BASE_URL = `http://localhost:${PORT}`;
let PROVIDER_PORT = process.env.E2E_PROVIDER_PORT ? Number(process.env.E2E_PROVIDER_PORT) : await freePort();
while (!process.env.E2E_PROVIDER_PORT && PROVIDER_PORT === PORT) PROVIDER_PORT = await freePort();
if (PROVIDER_PORT === PORT) fail(`E2E_PROVIDER_PORT must differ from the store's port ${PORT}.`);
/** The card provider's base URL: another origin than the store's (another port). */
const PROVIDER_URL = `http://localhost:${PROVIDER_PORT}/provider`;
/** The merchant profile's secret, shared by the store and the provider only (never the browser). */
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
    if (exited) throw new ServerError(server, `the ${name} server exited (${exited.code ?? exited.signal}) before it was ready`);
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
  throw new ServerError(server, `the ${name} server did not answer ${base}/api/site-config within ${READY_TIMEOUT_MS / 1000} s`);
}

/** The store of one brand, its card form posting to the provider's origin. */
const startStore = (brand) => startServer({
  name: `server-${brand}`, brand, port: PORT,
  env: {
    SHELFMARK_DATA_DIR: dataDir, SHELFMARK_SITE: brand, SHELFMARK_CARD_PROVIDER_URL: PROVIDER_URL, SHELFMARK_CARD_PROVIDER_SECRET: PROVIDER_SECRET,
    // Preview's edit buttons open the CMS (e2e/journeys/preview.spec.ts checks the links; nothing follows them).
    SHELFMARK_CMS_EDIT_URL: 'https://cms.shelfmark.test/editor?page={page}&component={component}',
  },
  ready: (server, config) => {
    if (config.brand !== brand) throw new ServerError(server, `port ${PORT} answers for brand '${config.brand}', expected '${brand}' (is another server running there?)`);
  },
});

/**
 * The card provider: the same CLI on its own port and data folder with no demo data, serving its
 * built-in simulator at /provider (SHELFMARK_CARD_PROVIDER_URL left empty); it notifies the store
 * at the URL the store signs into each payment request.
 */
const startProvider = () => startServer({
  name: 'provider', brand: 'provider', port: PROVIDER_PORT, args: ['--no-seed'],
  env: { SHELFMARK_DATA_DIR: providerDataDir, SHELFMARK_CARD_PROVIDER_URL: '', SHELFMARK_CARD_PROVIDER_SECRET: PROVIDER_SECRET },
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

let failed = false;
let current = null;
let provider = null;
const cleanUp = async () => {
  if (current) await stopServer(current);
  if (provider) await stopServer(provider);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(providerDataDir, { recursive: true, force: true });
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

try {
  console.log(`\ntest-e2e: starting the card provider on ${PROVIDER_URL} (data in ${providerDataDir})…`);
  provider = await started(startProvider);
  if (!provider) failed = true;
  for (const brand of failed ? [] : brands) {
    console.log(`\ntest-e2e: starting the ${brand} server on ${BASE_URL} (data in ${dataDir})…`);
    const startedAt = Date.now();
    current = await started(() => startStore(brand));
    if (!current) {
      failed = true;
      break;
    }
    console.log(`test-e2e: ${brand} server ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; running the @${brand} journeys`);
    const code = await run('playwright', ['test', '--config', 'e2e/playwright.config.ts', '--grep', `@${brand}`, ...passThrough], {
      env: { E2E_BASE_URL: BASE_URL, E2E_CARD_PROVIDER_URL: PROVIDER_URL },
    });
    const { logFile } = current;
    await stopServer(current);
    current = null;
    if (code !== 0) {
      failed = true;
      showLog(logFile);
      showLog(provider.logFile);
      break;
    }
  }
} finally {
  await cleanUp();
}

if (failed) fail('a journey failed (traces and screenshots in test-results/e2e; open a trace with `npx playwright show-trace <file>`).');
console.log('\ntest-e2e: every journey passed for ' + brands.join(' and ') + '.');

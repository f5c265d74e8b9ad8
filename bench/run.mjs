#!/usr/bin/env node
/**
 * `npm run bench`: the performance figures of docs/performance.md, measured and written to bench/results.json.
 *
 * 1. Builds what is stale (@shelfmark/api-client, @shelfmark/server, the storefront) unless
 *    --no-build; copies the storefront's dist to a temporary folder, so a rebuild during the run
 *    cannot change the files under the browser.
 * 2. Starts two servers, each a child process running the built server on 127.0.0.1 with
 *    BENCH_BOOKS books (default 100,000), the real OIDC sign-in and no request log:
 *    - embedded PGlite in a temporary folder, restored from a seeded copy in bench/.cache when one
 *      matches the catalogue size and the built server (seeded, then cached, otherwise);
 *    - a real PostgreSQL server (bench/lib/postgres.mjs: Debian's PostgreSQL, installed with apt
 *      when missing, initdb in a temporary folder), seeded afresh; it also serves the storefront.
 *    Both start at the same time; nothing is measured until both are ready.
 * 3. On each server, sequentially: search (bench/queries.mjs), product by code, sign-in, cart
 *    add / get / update / remove, PO order placement and the search results workbook
 *    (bench/lib/server-measures.mjs). Then GET /api/site-config against a bare node:http server.
 * 4. Lighthouse (bench/lighthouse.mjs) on home, search results, product, cart and checkout, and the
 *    browser measures (bench/browser.mjs): a quantity change in a cart of 500 lines and a page
 *    change of search results at 50 a page, both against the PostgreSQL server.
 * 5. The spreadsheet upload into the cart (bench/upload.mjs): 5,000 rows of an .xlsx and of a .csv read, their columns
 *    found and every row checked, in a Node child process (no server; time and memory).
 * 6. Prints tables and writes bench/results.json. Every server started is stopped.
 *
 * Chromium (for part 4) is installed first when missing, by scripts/install-chromium.mjs as for the tests;
 * BENCH_CHROMIUM_PATH names another browser. A part that cannot run stops the run with one line that says why.
 *
 * --only=pglite,postgres,static,lighthouse,browser,upload runs some parts (the PostgreSQL server starts
 * when a part needs it); --search-only measures only search on the servers (with --only=pglite,postgres
 * and a smaller BENCH_BOOKS, the quickest look at search). Timings are figures, not tests: nothing
 * fails on a slow number. The run fails (exit 1) only when requests or a part fail, because figures
 * of failing requests mean nothing.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { assertNodeVersion, ensureBuilt, repoRoot } from '../packages/server/scripts/ensure-built.mjs';
import { runBrowser } from './browser.mjs';
import { neverSeenQueries } from './neverSeen.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { ask, startChild, stopAll, stopChild } from './lib/children.mjs';
import { createClient, runLoad } from './lib/http.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { ensureChromium, oneLine } from './lib/preflight.mjs';
import { measureUpload } from './upload.mjs';
import { measureServer, pickExportQuery, processMemory, purchasablePrintBooks } from './lib/server-measures.mjs';
import { formatTable, median, summarize } from './lib/stats.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
/** The browser of the Lighthouse and browser parts: Debian's Chromium unless BENCH_CHROMIUM_PATH names another. */
const chromiumPath = process.env.BENCH_CHROMIUM_PATH || CHROMIUM_PATH;
const resultsFile = join(benchDir, 'results.json');
const cacheRoot = join(benchDir, '.cache');
const hostAppDist = join(repoRoot, 'examples', 'host-app', 'dist');
const PARTS = ['pglite', 'postgres', 'static', 'lighthouse', 'browser', 'upload'];

/** How much work each part does: sized so the whole run stays under 15 minutes on a busy 2-core machine. */
const PLAN = {
  searchRounds: 3, // measured passes over SEARCH_QUERIES (25 queries), after one warm-up pass
  productRounds: 2, // measured passes over the product codes, after one warm-up pass
  productCodes: 30,
  signIns: 3,
  cartWarmupCycles: 3,
  cartCycles: 25, // each: add, get, update, remove
  orderWarmup: 2,
  orders: 15, // PO orders placed, each from a fresh cart of orderLines lines
  orderLines: 3,
  exportTargetRows: 10_000, // the export query is the broad search whose workbook row count is nearest
  exportRuns: 3, // measured downloads, after one warm-up
  staticWarmup: 300,
  staticTrials: 3, // alternated between the two servers; the median req/s is reported
  staticSequential: 2000, // requests per trial, one connection
  staticConcurrent: 4000, // requests per trial, 8 connections
  concurrency: 8,
  staticMaxMs: 10_000, // a trial also stops after this long
  lighthouseRuns: 5, // per page; the median is reported
  lighthouseCartLines: 5, // the cart and checkout pages' cart
  browserCartLines: 500,
  browserTrials: 10, // measured changes per list, after one warm-up change
  cartWorkbookRuns: 3, // measured downloads of the 500-line cart's workbook, after the first (which loads exceljs)
  uploadRuns: 5, // measured 5,000-row uploads per file kind (bench/upload.mjs), after a warm-up
};

/** --quick: one pass of everything, to check the benchmark itself works (figures not comparable). */
const QUICK = {
  searchRounds: 1,
  productRounds: 1,
  productCodes: 10,
  signIns: 1,
  cartWarmupCycles: 1,
  cartCycles: 5,
  orderWarmup: 1,
  orders: 3,
  exportRuns: 1,
  staticTrials: 1,
  staticSequential: 500,
  staticConcurrent: 1000,
  lighthouseRuns: 1,
  browserTrials: 3,
  cartWorkbookRuns: 1,
  uploadRuns: 1,
};

function readBooks() {
  const raw = process.env.BENCH_BOOKS?.trim();
  if (!raw) return 100_000;
  const books = Number(raw);
  if (!Number.isInteger(books) || books < 1 || books > 1_000_000) {
    console.error(`BENCH_BOOKS must be a whole number from 1 to 1000000 (got "${raw}").`);
    process.exit(2);
  }
  return books;
}

function readArgs() {
  const args = process.argv.slice(2);
  const only =
    args
      .find((a) => a.startsWith('--only='))
      ?.slice('--only='.length)
      .split(',')
      .filter(Boolean) ?? PARTS;
  const flags = ['--no-build', '--quick', '--search-only'];
  const unknown = [
    ...only.filter((p) => !PARTS.includes(p)),
    ...args.filter((a) => !flags.includes(a) && !a.startsWith('--only=')),
  ];
  if (unknown.length) {
    console.error(
      `Unknown: ${unknown.join(', ')}. Usage: npm run bench [-- --no-build] [--quick] [--search-only] [--only=${PARTS.join(',')}]`,
    );
    process.exit(2);
  }
  if (args.includes('--quick')) Object.assign(PLAN, QUICK);
  // Only the search series of the server measures (no product pages, carts, orders or workbook).
  if (args.includes('--search-only')) PLAN.searchOnly = true;
  return { build: !args.includes('--no-build'), quick: args.includes('--quick'), parts: new Set(only) };
}

const log = (line = '') => console.log(line);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rps = (run) => (run.wallMs > 0 ? run.completed / (run.wallMs / 1000) : 0);
const loadNow = () => os.loadavg().map((x) => Number(x.toFixed(2)));

function machineInfo() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    totalMemMB: Math.round(os.totalmem() / 1048576),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverageAtStart: loadNow(),
  };
}

/** Every file under `dir` (sorted), for the cache key. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => join(dir, f));
}

/** The seeded-PGlite cache folder for this catalogue size, built server, migrations and PGlite version. */
function pgliteCacheDir(books) {
  const hash = createHash('sha256');
  const serverDir = join(repoRoot, 'packages', 'server');
  for (const file of [
    ...filesUnder(join(serverDir, 'dist')).filter((f) => f.endsWith('.js')),
    ...filesUnder(join(serverDir, 'migrations')),
  ]) {
    hash.update(relative(serverDir, file)).update(readFileSync(file));
  }
  hash.update(readFileSync(join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  const key = `pglite-${books}-${hash.digest('hex').slice(0, 16)}`;
  // Older copies (another size or build) are removed: each is about a gigabyte.
  if (existsSync(cacheRoot)) {
    for (const entry of readdirSync(cacheRoot))
      if (entry.startsWith(`pglite-${books}-`) && entry !== key)
        rmSync(join(cacheRoot, entry), { recursive: true, force: true });
  }
  mkdirSync(cacheRoot, { recursive: true });
  return join(cacheRoot, key);
}

async function main() {
  assertNodeVersion();
  const { build, quick, parts } = readArgs();
  const want = (part) => parts.has(part);
  const needPostgres = want('postgres') || want('static') || want('lighthouse') || want('browser');
  const begin = performance.now();
  const phases = {};
  let phaseStart = begin;
  const endPhase = (name) => {
    const now = performance.now();
    phases[name] = Number(((now - phaseStart) / 1000).toFixed(1));
    phaseStart = now;
  };
  const books = readBooks();
  const machine = machineInfo();
  const date = new Date().toISOString();
  const failures = [];
  const noteFailures = (what, run) => {
    if (run.failures > 0) failures.push(`${what}: ${run.failures} failed (first: ${run.firstFailure})`);
  };
  const loadDuring = {};

  log(
    `Shelfmark benchmark — ${books.toLocaleString('en-US')} books, parts ${[...parts].join(', ')}, Node ${process.version}, ${machine.cpus} CPUs, load ${machine.loadAverageAtStart.join(' ')}`,
  );
  // Before minutes of building and seeding: the browser parts need Chromium, installed by the script the tests use.
  if (want('lighthouse') || want('browser')) {
    const missing = ensureChromium({ path: chromiumPath });
    if (missing) throw new Error(`${missing}; --only=pglite,postgres,static runs the parts without a browser`);
  }
  if (build) {
    const built = await ensureBuilt({ withHostApp: want('lighthouse') || want('browser'), log });
    if (built.length) log(`Built ${built.join(', ')}.`);
  }
  const demo = await import('@shelfmark/server/demo');
  // signInAs is a source-only test helper of the server (the real OIDC flow over HTTP); tsx loads its TypeScript.
  const { tsImport } = await import('tsx/esm/api');
  const { signInAs } = await tsImport('../packages/server/src/auth/testing.ts', import.meta.url);
  // The never-seen searches: drawn from the seed's own words, BENCH_SEARCH_SEED to draw another set.
  PLAN.neverSeenSeed = Number(process.env.BENCH_SEARCH_SEED ?? 20261129);
  PLAN.neverSeen = neverSeenQueries(
    await tsImport('../packages/server/src/seed/words.ts', import.meta.url),
    PLAN.neverSeenSeed,
  );
  let storefrontDir = null;
  if (want('lighthouse') || want('browser')) {
    if (!existsSync(join(hostAppDist, 'index.html')))
      throw new Error(`The storefront is not built (${hostAppDist}); run without --no-build.`);
    // Inside the repository: the storefront's server build (dist/server) imports React and the other libraries from
    // the repository's node_modules, which Node finds only from a folder below it.
    mkdirSync(cacheRoot, { recursive: true });
    storefrontDir = mkdtempSync(join(cacheRoot, 'storefront-'));
    cpSync(hostAppDist, storefrontDir, { recursive: true });
    process.once('exit', () => rmSync(storefrontDir, { recursive: true, force: true }));
  }
  endPhase('build');

  // ---- the servers: PGlite (cached seed) and PostgreSQL (fresh seed), started together ----
  // Seeding slows with the machine's load (100,000 books took 17 min on PGlite and 18 on PostgreSQL at
  // load 30 on 2 CPUs): the time allowed grows with the load per CPU at the start.
  const timeoutMs = Math.round((240_000 + books * 8) * Math.max(1, os.loadavg()[0] / os.cpus().length));
  let pg = null;
  const starting = {};
  if (want('pglite')) {
    const cacheDir = pgliteCacheDir(books);
    log(
      existsSync(join(cacheDir, 'seeded.json'))
        ? `PGlite: restoring the seeded ${books.toLocaleString('en-US')}-book database from ${relative(repoRoot, cacheDir)}…`
        : `PGlite: seeding ${books.toLocaleString('en-US')} books (then cached in ${relative(repoRoot, cacheDir)} for later runs)…`,
    );
    starting.pglite = startChild(join(benchDir, 'server.mjs'), {
      name: 'the Shelfmark server on PGlite',
      env: { BENCH_BOOKS: String(books), NODE_ENV: 'production', BENCH_PGLITE_CACHE: cacheDir },
      timeoutMs,
    });
  }
  if (needPostgres) {
    pg = await startPostgres({ log });
    log(`PostgreSQL: ${pg.version} started in ${seconds(pg.startMs)}; seeding ${books.toLocaleString('en-US')} books…`);
    starting.postgres = startChild(join(benchDir, 'server.mjs'), {
      name: 'the Shelfmark server on PostgreSQL',
      env: {
        BENCH_BOOKS: String(books),
        NODE_ENV: 'production',
        BENCH_DATABASE_URL: pg.url,
        ...(storefrontDir ? { BENCH_HOST_APP_DIR: storefrontDir } : {}),
      },
      timeoutMs,
    });
  }
  const servers = {};
  for (const [key, promise] of Object.entries(starting)) {
    const { child, ready } = await promise;
    servers[key] = { child, ready, baseUrl: `http://127.0.0.1:${ready.port}`, pid: ready.pid };
    const r = ready;
    log(
      `${key}: ready at ${servers[key].baseUrl}${r.restoredFromCache ? ` (restored: copy ${seconds(r.copyMs)})` : ''}: open ${seconds(r.openMs)}, migrate ${seconds(r.migrateMs)}` +
        `${r.restoredFromCache ? '' : `, seed ${seconds(r.seedMs)}`}${r.cacheMs ? `, cache ${seconds(r.cacheMs)}` : ''}, analyze ${seconds(r.analyzeMs)}, ` +
        `search index ${r.searchIndexRead ? `read in ${seconds(r.searchIndexMs)}` : `not read (${seconds(r.searchIndexMs)})`} ` +
        `(${r.seeded.products.toLocaleString('en-US')} products), RSS ${r.rssMB} MB.`,
    );
  }
  loadDuring.afterSeeding = loadNow();
  endPhase('serversStartAndSeed');

  // ---- server measures on each database ----
  const measured = {};
  let exportQuery = null;
  for (const key of ['postgres', 'pglite']) {
    if (!servers[key] || !want(key)) continue;
    log(`${key === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'}:`);
    if (!PLAN.searchOnly) exportQuery ??= await pickExportQuery(servers[key].baseUrl, PLAN.exportTargetRows);
    measured[key] = await measureServer({ server: servers[key], plan: PLAN, demo, signInAs, exportQuery, log });
    failures.push(...measured[key].failures.map((f) => `${key}: ${f}`));
    measured[key].memory = processMemory(servers[key].pid);
    loadDuring[key] = loadNow();
    endPhase(key);
  }
  // The PGlite server holds a gigabyte or more; nothing after this needs it.
  if (servers.pglite) {
    await stopChild(servers.pglite.child);
  }

  // ---- static JSON: /api/site-config vs a bare node:http server ----
  let staticJson = null;
  if (want('static')) {
    staticJson = await measureStatic({ baseUrl: servers.postgres.baseUrl, noteFailures });
    endPhase('staticJson');
  }

  // ---- the spreadsheet upload's parse and check of 5,000 rows (no server: the browser's work, on Node) ----
  let upload = null;
  if (want('upload')) {
    try {
      upload = await measureUpload({ runs: PLAN.uploadRuns, log });
    } catch (error) {
      failures.push(`upload: ${oneLine(error)}`);
    }
    endPhase('upload');
  }

  // ---- Lighthouse and the browser, against the PostgreSQL server serving the storefront ----
  let lighthouse = null;
  let browser = null;
  if (want('lighthouse') || want('browser')) {
    const baseUrl = servers.postgres.baseUrl;
    const api = createClient(baseUrl);
    const buyer = demo.DEMO_USERS[0].email;
    const books500 = await purchasablePrintBooks(api, PLAN.browserCartLines);
    const fillCart = async (email, lines) => {
      const session = await signInAs(baseUrl, email, demo.DEMO_PASSWORD);
      const client = createClient(baseUrl, {
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, origin: baseUrl },
      });
      const created = await client.request('POST', '/api/carts', { json: { userId: email } });
      if (created.status !== 201)
        throw new Error(`POST /api/carts answered ${created.status}: ${created.body.slice(0, 300)}`);
      const cartId = JSON.parse(created.body).code;
      const current = JSON.parse((await client.get(`/api/carts?userId=${encodeURIComponent(email)}`)).body);
      const have = new Set(current.entries.map((e) => e.product.code));
      const missing = lines.filter((code) => !have.has(code));
      for (let i = 0; i < missing.length; i += 100) {
        const added = await client.request('POST', '/api/carts/entries', {
          json: {
            userId: email,
            cartId,
            orderEntries: missing.slice(i, i + 100).map((code) => ({ product: { code }, quantity: 1 })),
          },
        });
        if (added.status !== 200)
          throw new Error(`filling the cart of ${email} answered ${added.status}: ${added.body.slice(0, 300)}`);
      }
      const cart = JSON.parse((await client.get(`/api/carts?userId=${encodeURIComponent(email)}`)).body);
      client.close();
      return { session, lines: cart.entries.length };
    };

    if (want('lighthouse')) {
      const { session, lines } = await fillCart(buyer, books500.slice(0, PLAN.lighthouseCartLines));
      const product = JSON.parse((await api.get('/api/products/search?q=history&pageSize=1')).body).products[0];
      const pages = [
        { name: 'home', path: '/' },
        { name: 'search results', path: '/search?q=history' },
        { name: 'product', path: `/products/${product.code}` },
        { name: `cart (${lines} lines, signed in)`, path: '/cart', cookie: session.cookie },
        { name: 'checkout (signed in)', path: '/checkout', cookie: session.cookie },
      ];
      log(`Lighthouse (mobile, ${PLAN.lighthouseRuns} runs a page)…`);
      try {
        lighthouse = await runLighthouse({ baseUrl, pages, runs: PLAN.lighthouseRuns, log, chromePath: chromiumPath });
        for (const page of lighthouse)
          if (page.runs < PLAN.lighthouseRuns)
            failures.push(
              `lighthouse ${page.name}: ${page.runs} of ${PLAN.lighthouseRuns} runs (first error: ${page.errors[0]})`,
            );
      } catch (error) {
        failures.push(`lighthouse: ${oneLine(error)}`);
      }
      loadDuring.lighthouse = loadNow();
      endPhase('lighthouse');
    }
    if (want('browser')) {
      const email = demo.DEMO_USERS.find((u) => u.email.startsWith('staff@'))?.email ?? buyer;
      const { session, lines } = await fillCart(email, books500);
      log(`Browser (Chromium, Playwright) as ${email}, cart of ${lines} lines…`);
      try {
        browser = await runBrowser({
          baseUrl,
          cookie: session.cookie,
          cartLines: lines,
          trials: PLAN.browserTrials,
          workbookRuns: PLAN.cartWorkbookRuns,
          log,
          executablePath: chromiumPath,
        });
        for (const error of browser.errors) failures.push(`browser ${error}`);
      } catch (error) {
        failures.push(`browser: ${oneLine(error)}`);
      }
      loadDuring.browser = loadNow();
      endPhase('browser');
    }
    api.close();
  }

  await stopAll();
  pg?.stop();
  endPhase('stop');
  const runtimeMs = performance.now() - begin;

  // ---- report ----
  report({ measured, staticJson, lighthouse, browser, books, servers });
  const loadAtEnd = loadNow();
  log(
    `Load average ${machine.loadAverageAtStart.join(' ')} at the start, ${loadAtEnd.join(' ')} at the end (${machine.cpus} CPUs, shared: figures are noisy).`,
  );

  const setupOf = (key) => {
    const r = servers[key]?.ready;
    if (!r) return null;
    return {
      restoredFromCache: r.restoredFromCache,
      copyMs: Math.round(r.copyMs),
      openMs: Math.round(r.openMs),
      migrateMs: Math.round(r.migrateMs),
      seedMs: Math.round(r.seedMs),
      cacheMs: Math.round(r.cacheMs),
      analyzeMs: Math.round(r.analyzeMs),
      searchIndexRead: r.searchIndexRead,
      searchIndexMs: Math.round(r.searchIndexMs),
      seeded: r.seeded,
      // Once seeded and the search index read.
      rssMBWhenReady: r.rssMB,
    };
  };
  const results = {
    date,
    runtimeSeconds: Number((runtimeMs / 1000).toFixed(1)),
    phasesSeconds: phases,
    machine: { ...machine, loadAverageDuring: loadDuring, loadAverageAtEnd: loadAtEnd },
    config: {
      books,
      quick,
      parts: [...parts],
      databases: {
        pglite: 'PGlite (embedded, in the server process), a temporary folder restored from bench/.cache or seeded',
        postgres: pg
          ? `${pg.version}, own temporary cluster on 127.0.0.1, default settings but fsync/synchronous_commit/full_page_writes off; node-postgres pool of 10`
          : null,
      },
      server:
        '@shelfmark/server dist, child process, 127.0.0.1, auth oidc, logger off, checkAnswers off (NODE_ENV=production)',
      client: 'node:http keep-alive agent in the runner process (shares the CPUs with the servers)',
      plan: PLAN,
    },
    servers: Object.fromEntries(Object.entries(measured).map(([key, m]) => [key, { setup: setupOf(key), ...m }])),
    staticJson,
    lighthouse,
    browser,
    upload,
    failures,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  log(
    `Wrote ${resultsFile} (run took ${seconds(runtimeMs)}: ${Object.entries(phases)
      .map(([name, s]) => `${name} ${s} s`)
      .join(', ')}).`,
  );

  if (failures.length) {
    console.error(`\n${failures.length} part(s) had failures:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

async function measureStatic({ baseUrl, noteFailures }) {
  const api = createClient(baseUrl);
  const siteConfig = await api.get('/api/site-config');
  api.close();
  if (siteConfig.status !== 200) throw new Error(`GET /api/site-config answered ${siteConfig.status}`);
  const baseline = await startChild(join(benchDir, 'baseline-server.mjs'), {
    name: 'the baseline server',
    timeoutMs: 30_000,
  });
  await ask(baseline.child, { type: 'body', body: siteConfig.body }, 'body-set');
  const targets = {
    shelfmark: { url: baseUrl, path: '/api/site-config', label: 'GET /api/site-config (fastify)' },
    baseline: { url: `http://127.0.0.1:${baseline.ready.port}`, path: '/', label: 'bare node:http, same JSON' },
  };
  log(
    `Static JSON (${siteConfig.body.length} bytes): ${PLAN.staticTrials} alternated trials of ${PLAN.staticSequential} sequential ` +
      `and ${PLAN.staticConcurrent} requests on ${PLAN.concurrency} connections, per server…`,
  );
  const runs = {};
  for (const [key, target] of Object.entries(targets)) {
    runs[key] = { sequential: [], concurrent: [] };
    target.seq = createClient(target.url);
    target.conc = createClient(target.url, { connections: PLAN.concurrency });
    await runLoad({
      count: PLAN.staticWarmup,
      concurrency: PLAN.concurrency,
      maxMs: PLAN.staticMaxMs,
      send: () => target.conc.get(target.path),
    });
  }
  for (let trial = 0; trial < PLAN.staticTrials; trial += 1) {
    for (const mode of ['sequential', 'concurrent']) {
      for (const [key, target] of Object.entries(targets)) {
        const run =
          mode === 'sequential'
            ? await runLoad({
                count: PLAN.staticSequential,
                concurrency: 1,
                maxMs: PLAN.staticMaxMs,
                send: () => target.seq.get(target.path),
              })
            : await runLoad({
                count: PLAN.staticConcurrent,
                concurrency: PLAN.concurrency,
                maxMs: PLAN.staticMaxMs,
                send: () => target.conc.get(target.path),
              });
        noteFailures(`${target.label}, ${mode}`, run);
        runs[key][mode].push(run);
      }
    }
  }
  const summary = {};
  for (const [key, target] of Object.entries(targets)) {
    target.seq.close();
    target.conc.close();
    summary[key] = { label: target.label };
    for (const mode of ['sequential', 'concurrent']) {
      const list = runs[key][mode];
      summary[key][mode] = {
        connections: mode === 'sequential' ? 1 : PLAN.concurrency,
        requestsPerSecond: Math.round(median(list.map(rps))),
        trialsRequestsPerSecond: list.map((run) => Math.round(rps(run))),
        requests: list.reduce((sum, run) => sum + run.completed, 0),
        failed: list.reduce((sum, run) => sum + run.failures, 0),
        stoppedByTime: list.some((run) => run.stoppedByTime),
        latencyMs: summarize(list.flatMap((run) => run.latencies)),
      };
    }
  }
  await stopChild(baseline.child);
  const ratio = (mode) => summary.shelfmark[mode].requestsPerSecond / summary.baseline[mode].requestsPerSecond;
  return {
    server: 'the PostgreSQL-backed server',
    bytes: siteConfig.body.length,
    ...summary,
    ratio: { sequential: Number(ratio('sequential').toFixed(2)), concurrent: Number(ratio('concurrent').toFixed(2)) },
  };
}

function report({ measured, staticJson, lighthouse, browser, books, servers }) {
  const row = (name, s, failed = 0) => [name, s.n, s.p50, s.p95, s.max, failed];
  for (const [key, m] of Object.entries(measured)) {
    log('');
    log(
      `${key === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'}, ${books.toLocaleString('en-US')} books (${servers[key].ready.seeded.products.toLocaleString('en-US')} products):`,
    );
    log(
      formatTable([
        ['Measure', 'n', 'p50 ms', 'p95 ms', 'max ms', 'failed'],
        row(
          `search, never-seen (${m.search.neverSeen.queries}, each once)`,
          m.search.neverSeen.first,
          m.search.neverSeen.failures,
        ),
        ...m.search.neverSeen.byKind.map((k) => row(`  never-seen: ${k.kind}`, k)),
        row('search, the never-seen set asked again', m.search.neverSeen.repeated),
        row('search, all queries', m.search.all, m.search.failures),
        ...m.search.byKind.map((k) => row(`  search: ${k.kind}`, k)),
        row("search, each query's first request", m.search.first),
        ...(m.productByCode
          ? [
              row('product by code', m.productByCode.latencyMs, m.productByCode.failures),
              row('cart: add entry (POST)', m.cart.add, m.cart.failures),
              row('cart: get cart, 1 entry', m.cart.get),
              row('cart: update quantity (PUT)', m.cart.update),
              row('cart: remove entry (DELETE)', m.cart.remove),
              row(`order placement (PO, ${m.orders.linesPerOrder} lines)`, m.orders.place, m.orders.failures),
              row('sign-in, whole OIDC flow', m.signIn.latencyMs),
              row(
                `search workbook, ${m.searchExport.rows} rows`,
                m.searchExport.latencyMs,
                m.searchExport.failure ? 1 : 0,
              ),
            ]
          : []),
      ]),
    );
    log(
      `Never-seen search: server RSS ${m.search.neverSeen.rssMB} MB after the pass; slowest: ${m.search.neverSeen.slowest
        .slice(0, 5)
        .map((q) => `"${q.label}" ${Math.round(q.ms)} ms (${q.totalResults} results)`)
        .join(', ')}.`,
    );
    if (m.searchExport) {
      log(
        `Search workbook: peak server RSS ${m.searchExport.peakRssMB} MB, at most ${m.searchExport.peakGrowthMB} MB above the RSS before the download.`,
      );
    }
    log(
      formatTable([
        ['Search query', 'kind', 'results', 'first ms', 'p50 ms', 'max ms'],
        ...m.search.queries.map((q) => [
          q.label,
          q.kind,
          q.totalResults,
          q.firstMs === null ? '' : Math.round(q.firstMs * 10) / 10,
          q.latencyMs.p50,
          q.latencyMs.max,
        ]),
      ]),
    );
  }
  if (staticJson) {
    log('');
    log(
      formatTable([
        ['Static JSON', 'requests', 'p50 ms', 'p95 ms', 'req/s', 'failed'],
        ...['sequential', 'concurrent'].flatMap((mode) =>
          ['shelfmark', 'baseline'].map((key) => {
            const s = staticJson[key][mode];
            return [
              `${staticJson[key].label}, ${s.connections} conn`,
              s.requests,
              s.latencyMs.p50,
              s.latencyMs.p95,
              s.requestsPerSecond,
              s.failed,
            ];
          }),
        ),
      ]),
    );
    log(
      `Static JSON, fastify / bare node:http: ${(staticJson.ratio.sequential * 100).toFixed(0)}% sequential, ${(staticJson.ratio.concurrent * 100).toFixed(0)}% on ${PLAN.concurrency} connections.`,
    );
  }
  if (lighthouse) {
    log('');
    log(
      formatTable([
        [
          'Lighthouse (mobile), median',
          'performance',
          'accessibility',
          'best practices',
          'FCP ms',
          'LCP ms',
          'LCP ms, median of runs',
          'TBT ms',
          'TTI ms',
          'CLS',
        ],
        ...lighthouse.map((p) => [
          p.name,
          p.median.performance,
          p.median.accessibility,
          p.median.bestPractices,
          p.medianRun?.metrics.fcpMs,
          p.medianRun?.metrics.lcpMs,
          p.medianMetrics?.lcpMs,
          p.medianRun?.metrics.tbtMs,
          p.medianRun?.metrics.ttiMs,
          p.medianRun?.metrics.cls,
        ]),
      ]),
    );
  }
  if (browser) {
    log('');
    const b = (name, x) =>
      x
        ? [
            [
              `${name}: click → painted`,
              x.clickToPaintMs.n,
              x.clickToPaintMs.p50,
              x.clickToPaintMs.p95,
              x.clickToPaintMs.max,
            ],
            ...(x.clickToPresentedMs?.n
              ? [
                  [
                    `${name}: click → a new result presented`,
                    x.clickToPresentedMs.n,
                    x.clickToPresentedMs.p50,
                    x.clickToPresentedMs.p95,
                    x.clickToPresentedMs.max,
                  ],
                ]
              : []),
            [
              `${name}: last API answer → painted`,
              x.lastAnswerToPaintMs.n,
              x.lastAnswerToPaintMs.p50,
              x.lastAnswerToPaintMs.p95,
              x.lastAnswerToPaintMs.max,
            ],
            [
              `${name}: click → first API call sent`,
              x.clickToRequestMs.n,
              x.clickToRequestMs.p50,
              x.clickToRequestMs.p95,
              x.clickToRequestMs.max,
            ],
          ]
        : [];
    log(
      formatTable([
        ['Browser', 'n', 'p50 ms', 'p95 ms', 'max ms'],
        ...b(`cart of ${browser.cart?.lines} lines, quantity change`, browser.cart),
        ...b('search, 50 a page, next page', browser.search),
        ...(browser.cartWorkbook
          ? [
              [
                `cart workbook, ${browser.cartWorkbook.lines} lines: click → file`,
                browser.cartWorkbook.clickToFileMs.n,
                browser.cartWorkbook.clickToFileMs.p50,
                browser.cartWorkbook.clickToFileMs.p95,
                browser.cartWorkbook.clickToFileMs.max,
              ],
            ]
          : []),
      ]),
    );
  }
}

/** What a run that cannot go on prints: one line, never a stack trace (BENCH_DEBUG=1 adds it). */
const stopOn = (error) => {
  console.error(`\nBenchmark stopped: ${oneLine(error)}`);
  if (process.env.BENCH_DEBUG && error instanceof Error) console.error(error.stack);
};
// A library's unhandled error event (a child process that could not start) ends the run the same way.
process.once('uncaughtException', async (error) => {
  stopOn(error);
  await stopAll();
  process.exit(1);
});

try {
  await main();
} catch (error) {
  stopOn(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}

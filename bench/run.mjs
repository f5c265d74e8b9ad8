#!/usr/bin/env node
/**
 * `npm run bench`: a modest benchmark of the reference server over real HTTP on 127.0.0.1.
 *
 * 1. Builds @shelfmark/api-client and @shelfmark/server when their dist is missing or stale.
 * 2. Starts the built server in a child process on a fresh embedded database (PGlite in a temporary
 *    folder) seeded with BENCH_BOOKS books (default 5,000), real OIDC sign-in, no request log.
 * 3. Measures, sequentially unless said: search (a fixed list of varied queries, facets, sorts and
 *    pages), product by code, cart add / get / update / remove for a signed-in demo buyer, and
 *    GET /api/site-config against a bare node:http server answering the same bytes (1 and 8
 *    connections).
 * 4. Prints tables and writes bench/results.json. Every server started is stopped.
 *
 * Timings are figures, not tests: nothing here fails on a slow number. The run fails (exit 1) only
 * when requests fail, because figures of failing requests mean nothing.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { assertNodeVersion, ensureBuilt } from '../packages/server/scripts/ensure-built.mjs';
import { ask, startChild, stopAll } from './lib/children.mjs';
import { createClient, runLoad } from './lib/http.mjs';
import { formatTable, median, summarize } from './lib/stats.mjs';
import { SEARCH_QUERIES, searchPath } from './queries.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const resultsFile = join(benchDir, 'results.json');

/** How much work each part does; small enough to finish in a few minutes on a shared 2-core machine. */
const PLAN = {
  searchRounds: 5, // measured passes over SEARCH_QUERIES, after one warm-up pass
  productRounds: 5, // measured passes over the product codes, after one warm-up pass
  productCodes: 30,
  cartWarmupCycles: 3,
  cartCycles: 40, // each: add, get, update, remove
  signIns: 3,
  staticWarmup: 300,
  staticTrials: 3, // alternated between the two servers; the median req/s is reported
  staticSequential: 2000, // requests per trial, one connection
  staticConcurrent: 4000, // requests per trial, 8 connections
  concurrency: 8,
  staticMaxMs: 10_000, // a trial also stops after this long
};

function readBooks() {
  const raw = process.env.BENCH_BOOKS?.trim();
  if (!raw) return 5000;
  const books = Number(raw);
  if (!Number.isInteger(books) || books < 1 || books > 1_000_000) {
    console.error(`BENCH_BOOKS must be a whole number from 1 to 1000000 (got "${raw}").`);
    process.exit(2);
  }
  return books;
}

const log = (line = '') => console.log(line);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rps = (run) => (run.wallMs > 0 ? run.completed / (run.wallMs / 1000) : 0);

function machineInfo() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    totalMemMB: Math.round(os.totalmem() / 1048576),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((x) => Number(x.toFixed(2))),
  };
}

async function main() {
  assertNodeVersion();
  const begin = performance.now();
  /** Seconds each phase took, wall clock, for results.json. */
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

  log(`Shelfmark benchmark — ${books.toLocaleString('en-US')} books, Node ${process.version}, ${machine.cpus} CPUs, load ${machine.loadAverageAtStart.join(' ')}`);
  const built = await ensureBuilt({ withHostApp: false, log });
  if (built.length) log(`Built ${built.join(', ')}.`);
  const { DEMO_PASSWORD, DEMO_TITLE, DEMO_TITLE_THORNDIKE, DEMO_USERS } = await import('@shelfmark/server/demo');
  // signInAs is a source-only test helper of the server (the real OIDC flow over HTTP); tsx loads its TypeScript.
  const { tsImport } = await import('tsx/esm/api');
  const { signInAs } = await tsImport('../packages/server/src/auth/testing.ts', import.meta.url);

  endPhase('build');
  // ---- the server, on a fresh database ----
  log(`Seeding a fresh embedded database with ${books.toLocaleString('en-US')} books…`);
  const server = await startChild(join(benchDir, 'server.mjs'), {
    name: 'the Shelfmark server',
    env: { BENCH_BOOKS: String(books), NODE_ENV: 'production' },
    timeoutMs: 180_000 + books * 6,
  });
  const setup = server.ready;
  const baseUrl = `http://127.0.0.1:${setup.port}`;
  log(`Server ready at ${baseUrl}: open ${seconds(setup.openMs)}, migrate ${seconds(setup.migrateMs)}, seed ${seconds(setup.seedMs)} ` +
    `(${setup.seeded.products.toLocaleString('en-US')} products), RSS ${setup.rssMB} MB.`);

  const api = createClient(baseUrl);

  endPhase('serverStartAndSeed');
  // ---- search ----
  log(`Search: ${SEARCH_QUERIES.length} queries × ${PLAN.searchRounds} rounds (+1 warm-up)…`);
  const perQuery = SEARCH_QUERIES.map((query) => ({ ...query, path: searchPath(query.params), latencies: [], totalResults: null }));
  let searchFailures = { failures: 0, firstFailure: null };
  for (let round = 0; round <= PLAN.searchRounds; round += 1) {
    for (const query of perQuery) {
      const response = await api.get(query.path);
      if (response.status !== 200) {
        searchFailures.failures += 1;
        searchFailures.firstFailure ??= `${query.path} → ${response.status}: ${response.body.slice(0, 200)}`;
        continue;
      }
      if (round === 0) query.totalResults = JSON.parse(response.body).pagination.totalResults;
      else query.latencies.push(response.ms);
    }
  }
  noteFailures('search', searchFailures);
  const searchAll = summarize(perQuery.flatMap((q) => q.latencies));
  const searchKinds = [...new Set(perQuery.map((q) => q.kind))].map((kind) => ({
    kind,
    ...summarize(perQuery.filter((q) => q.kind === kind).flatMap((q) => q.latencies)),
  }));

  endPhase('search');
  // ---- product by code ----
  const browse = JSON.parse((await api.get(searchPath({ q: 'the', pageSize: 100 }))).body);
  const codes = [DEMO_TITLE.code, DEMO_TITLE.isbn13, '978-0-00-000000-2', DEMO_TITLE_THORNDIKE.code];
  for (const product of browse.products) {
    if (codes.length >= PLAN.productCodes) break;
    codes.push(codes.length % 2 ? product.isbn13 : product.code);
  }
  log(`Product by code: ${codes.length} codes × ${PLAN.productRounds} rounds (+1 warm-up)…`);
  const productLatencies = [];
  const productFailures = { failures: 0, firstFailure: null };
  for (let round = 0; round <= PLAN.productRounds; round += 1) {
    for (const code of codes) {
      const response = await api.get(`/api/products/code?productCode=${encodeURIComponent(code)}`);
      if (response.status !== 200) {
        productFailures.failures += 1;
        productFailures.firstFailure ??= `${code} → ${response.status}: ${response.body.slice(0, 200)}`;
      } else if (round > 0) productLatencies.push(response.ms);
    }
  }
  noteFailures('product by code', productFailures);

  endPhase('productByCode');
  // ---- sign-in and cart ----
  const buyer = DEMO_USERS[0].email;
  log(`Sign-in (${PLAN.signIns}× the real OIDC flow) and cart cycles as ${buyer}…`);
  const signInMs = [];
  let session = null;
  for (let i = 0; i < PLAN.signIns; i += 1) {
    const t = performance.now();
    session = await signInAs(baseUrl, buyer, DEMO_PASSWORD);
    signInMs.push(performance.now() - t);
  }
  const cartClient = createClient(baseUrl, { headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, origin: baseUrl } });
  const userId = encodeURIComponent(buyer);
  const created = await cartClient.request('POST', '/api/carts', { json: { userId: buyer } });
  if (created.status !== 201) throw new Error(`POST /api/carts answered ${created.status}: ${created.body.slice(0, 300)}`);
  const cartId = JSON.parse(created.body).code;
  const printBooks = JSON.parse((await api.get(searchPath({ q: ':relevance:mediaType:print:productType:Print Book', pageSize: 100 }))).body)
    .products.filter((p) => p.customIsPurchasable !== false && p.clBindingFormat !== 'Bundle')
    .map((p) => p.code);
  if (printBooks.length === 0) throw new Error('No purchasable print book found for the cart cycles.');

  const cartOps = { add: [], get: [], update: [], remove: [] };
  const cartFailures = { failures: 0, firstFailure: null };
  const check = (op, response, ok) => {
    if (response.status === 200 && ok(JSON.parse(response.body))) return true;
    cartFailures.failures += 1;
    cartFailures.firstFailure ??= `${op} → ${response.status}: ${response.body.slice(0, 300)}`;
    return false;
  };
  const noErrors = (list) => list.every((item) => !item.errorList?.errors?.length && !item.cartModification?.errorList?.errors?.length);
  for (let cycle = 0; cycle < PLAN.cartWarmupCycles + PLAN.cartCycles; cycle += 1) {
    const measured = cycle >= PLAN.cartWarmupCycles;
    const code = printBooks[cycle % printBooks.length];
    const body = (quantity) => ({ json: { userId: buyer, cartId, orderEntries: [{ product: { code }, quantity }] } });
    const added = await cartClient.request('POST', '/api/carts/entries', body(1));
    const read = await cartClient.get(`/api/carts?userId=${userId}`);
    const updated = await cartClient.request('PUT', '/api/carts/entries', body(3));
    const removed = await cartClient.request('DELETE', `/api/carts/entries?userId=${userId}&cartId=${encodeURIComponent(cartId)}&entryNumber=0`);
    const ok = [
      check('add', added, (r) => noErrors(r.bulkCartModificationList)),
      check('get', read, (r) => r.code === cartId && r.entries.length === 1),
      check('update', updated, (r) => noErrors(r.cartModifications) && r.cartModifications[0]?.quantity === 3),
      check('remove', removed, (r) => r.ok === true),
    ];
    if (measured && ok.every(Boolean)) {
      cartOps.add.push(added.ms);
      cartOps.get.push(read.ms);
      cartOps.update.push(updated.ms);
      cartOps.remove.push(removed.ms);
    }
  }
  noteFailures('cart', cartFailures);
  cartClient.close();

  endPhase('signInAndCart');
  // ---- static JSON: /api/site-config vs a bare node:http server ----
  const siteConfig = await api.get('/api/site-config');
  if (siteConfig.status !== 200) throw new Error(`GET /api/site-config answered ${siteConfig.status}`);
  const baseline = await startChild(join(benchDir, 'baseline-server.mjs'), { name: 'the baseline server', timeoutMs: 30_000 });
  await ask(baseline.child, { type: 'body', body: siteConfig.body }, 'body-set');
  const targets = {
    shelfmark: { url: baseUrl, path: '/api/site-config', label: 'GET /api/site-config (fastify)' },
    baseline: { url: `http://127.0.0.1:${baseline.ready.port}`, path: '/', label: 'bare node:http, same JSON' },
  };
  log(`Static JSON (${siteConfig.body.length} bytes): ${PLAN.staticTrials} alternated trials of ${PLAN.staticSequential} sequential ` +
    `and ${PLAN.staticConcurrent} requests on ${PLAN.concurrency} connections, per server…`);
  const staticRuns = {};
  for (const [key, target] of Object.entries(targets)) {
    staticRuns[key] = { sequential: [], concurrent: [] };
    target.seq = createClient(target.url);
    target.conc = createClient(target.url, { connections: PLAN.concurrency });
    await runLoad({ count: PLAN.staticWarmup, concurrency: PLAN.concurrency, maxMs: PLAN.staticMaxMs, send: () => target.conc.get(target.path) });
  }
  for (let trial = 0; trial < PLAN.staticTrials; trial += 1) {
    for (const mode of ['sequential', 'concurrent']) {
      for (const [key, target] of Object.entries(targets)) {
        const run = mode === 'sequential'
          ? await runLoad({ count: PLAN.staticSequential, concurrency: 1, maxMs: PLAN.staticMaxMs, send: () => target.seq.get(target.path) })
          : await runLoad({ count: PLAN.staticConcurrent, concurrency: PLAN.concurrency, maxMs: PLAN.staticMaxMs, send: () => target.conc.get(target.path) });
        noteFailures(`${target.label}, ${mode}`, run);
        staticRuns[key][mode].push(run);
      }
    }
  }
  const staticSummary = {};
  for (const [key, target] of Object.entries(targets)) {
    target.seq.close();
    target.conc.close();
    staticSummary[key] = { label: target.label };
    for (const mode of ['sequential', 'concurrent']) {
      const runs = staticRuns[key][mode];
      staticSummary[key][mode] = {
        connections: mode === 'sequential' ? 1 : PLAN.concurrency,
        requestsPerSecond: Math.round(median(runs.map(rps))),
        trialsRequestsPerSecond: runs.map((run) => Math.round(rps(run))),
        requests: runs.reduce((sum, run) => sum + run.completed, 0),
        failed: runs.reduce((sum, run) => sum + run.failures, 0),
        stoppedByTime: runs.some((run) => run.stoppedByTime),
        latencyMs: summarize(runs.flatMap((run) => run.latencies)),
      };
    }
  }

  const memory = await ask(server.child, { type: 'memory' }, 'memory');
  api.close();
  await stopAll();
  endPhase('staticJsonAndStop');
  const runtimeMs = performance.now() - begin;

  // ---- report ----
  const row = (name, s, extra = {}) => [name, s.n, s.p50, s.p95, s.max, extra.rps ?? null, extra.failed ?? 0];
  const staticRow = (key, mode) => {
    const s = staticSummary[key][mode];
    return [`${staticSummary[key].label}, ${s.connections} conn`, s.requests, s.latencyMs.p50, s.latencyMs.p95, s.latencyMs.max, s.requestsPerSecond, s.failed];
  };
  const table = [
    ['Measure', 'n', 'p50 ms', 'p95 ms', 'max ms', 'req/s', 'failed'],
    row('search, all queries', searchAll, { failed: searchFailures.failures }),
    ...searchKinds.map((k) => row(`  search: ${k.kind}`, k)),
    row('product by code', summarize(productLatencies), { failed: productFailures.failures }),
    row('cart: add entry (POST)', summarize(cartOps.add), { failed: cartFailures.failures }),
    row('cart: get cart, 1 entry', summarize(cartOps.get)),
    row('cart: update quantity (PUT)', summarize(cartOps.update)),
    row('cart: remove entry (DELETE)', summarize(cartOps.remove)),
    row('sign-in, whole OIDC flow', summarize(signInMs)),
    staticRow('shelfmark', 'sequential'),
    staticRow('baseline', 'sequential'),
    staticRow('shelfmark', 'concurrent'),
    staticRow('baseline', 'concurrent'),
  ];
  const ratio = (mode) => staticSummary.shelfmark[mode].requestsPerSecond / staticSummary.baseline[mode].requestsPerSecond;
  log('');
  log(formatTable(table));
  log('');
  log(formatTable([
    ['Search query', 'kind', 'results', 'p50 ms', 'max ms'],
    ...perQuery.map((q) => {
      const s = summarize(q.latencies);
      return [q.label, q.kind, q.totalResults, s.p50, s.max];
    }),
  ]));
  log('');
  log(`Static JSON, fastify / bare node:http: ${(ratio('sequential') * 100).toFixed(0)}% sequential, ${(ratio('concurrent') * 100).toFixed(0)}% on ${PLAN.concurrency} connections.`);
  log(`Catalogue: ${books.toLocaleString('en-US')} books (${setup.seeded.products.toLocaleString('en-US')} products), seeded in ${seconds(setup.seedMs)}; ` +
    `server RSS ${setup.rssMB} MB after seeding, ${memory.rssMB} MB at the end.`);
  const loadAtEnd = os.loadavg().map((x) => Number(x.toFixed(2)));
  log(`Load average ${machine.loadAverageAtStart.join(' ')} at the start, ${loadAtEnd.join(' ')} at the end (${machine.cpus} CPUs, shared: figures are noisy).`);

  const results = {
    date,
    runtimeSeconds: Number((runtimeMs / 1000).toFixed(1)),
    phasesSeconds: phases,
    machine: { ...machine, loadAverageAtEnd: loadAtEnd },
    config: {
      books,
      database: 'PGlite (embedded), fresh temporary folder',
      server: '@shelfmark/server dist, child process, 127.0.0.1, auth oidc, logger off, checkAnswers off (NODE_ENV=production)',
      client: 'node:http keep-alive agent in the runner process (shares the CPUs with the server)',
      plan: PLAN,
    },
    setup: {
      openMs: Math.round(setup.openMs), migrateMs: Math.round(setup.migrateMs), seedMs: Math.round(setup.seedMs),
      seeded: setup.seeded, rssMBAfterSeed: setup.rssMB, rssMBAtEnd: memory.rssMB,
    },
    search: {
      all: searchAll,
      byKind: searchKinds,
      queries: perQuery.map((q) => ({ label: q.label, kind: q.kind, params: q.params, totalResults: q.totalResults, latencyMs: summarize(q.latencies) })),
      failures: searchFailures.failures,
    },
    productByCode: { codes, latencyMs: summarize(productLatencies), failures: productFailures.failures },
    signIn: { latencyMs: summarize(signInMs) },
    cart: { user: buyer, products: printBooks.length, add: summarize(cartOps.add), get: summarize(cartOps.get), update: summarize(cartOps.update), remove: summarize(cartOps.remove), failures: cartFailures.failures },
    staticJson: { bytes: siteConfig.body.length, ...staticSummary, ratio: { sequential: Number(ratio('sequential').toFixed(2)), concurrent: Number(ratio('concurrent').toFixed(2)) } },
    failures,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  log(`Wrote ${resultsFile} (run took ${seconds(runtimeMs)}: ${Object.entries(phases).map(([name, s]) => `${name} ${s} s`).join(', ')}).`);

  if (failures.length) {
    console.error(`\n${failures.length} part(s) had failing requests:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark stopped: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}

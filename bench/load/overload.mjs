/**
 * `npm run bench:load -- --overload` (or LOAD_MODE=overload): does the server shed load it cannot
 * carry? It measures the server's capacity (closed loop: LOAD_CAPACITY_WORKERS
 * operations at a time for LOAD_CAPACITY_SECONDS, the same mix as run.mjs), then offers LOAD_LEVELS
 * times that capacity (default 2 and 5) open loop — arrivals at a steady pace, whatever the answers
 * take — for LOAD_LEVEL_SECONDS each, while a probe asks for /api/site-config ten times a second.
 *
 * Every HTTP request has a deadline (LOAD_DEADLINE_MS, default 10 s): no answer by then is a
 * timeout. The run passes when every request was answered within its deadline with 2xx, or with 429
 * or 503 carrying Retry-After (nothing else: no other 4xx, no 5xx, no network error), and
 * /api/site-config's p95 stayed under 50 ms at every level. Anonymous visitors come from many
 * addresses (X-Forwarded-For 10.30.x.y, as behind a proxy), so per-address limits do not stand in
 * for the shedding being measured.
 *
 * The mix (MIX) includes anonymous server-rendered pages (the built host app, examples/host-app/dist or
 * LOAD_HOST_APP_DIR), signed-in cart reads and adds and checkouts; before the levels, anonymous pages alone are
 * measured (LOAD_PAGE_SECONDS, default 20; one page in LOAD_CRAWL_EVERY, default 10, at an address of its own), and
 * each level reports its operations by class (checkouts placed, anonymous pages answered 2xx a second).
 *
 * Options (environment): LOAD_LEVELS (default "2,5"), LOAD_LEVEL_SECONDS (default 120),
 * LOAD_CAPACITY_SECONDS (default 60), LOAD_CAPACITY_WORKERS (default 8), LOAD_CAPACITY (operations/s:
 * skip the measurement), LOAD_DEADLINE_MS (default 10,000), LOAD_BUYERS (default 100), BENCH_BOOKS
 * (default 5,000), LOAD_SOURCE=1, LOAD_DATABASE_URL (or LOAD_POSTGRES=1: a throwaway PostgreSQL server
 * started for the run, as bench/lib/postgres.mjs does for the benchmark), and the server's SHELFMARK_MAX_IN_FLIGHT,
 * SHELFMARK_MAX_QUEUED, SHELFMARK_QUEUE_TIMEOUT_MS. Figures go to bench/load/results-overload-<database>.json.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { assertNodeVersion } from '../../packages/server/scripts/ensure-built.mjs';
import { ask, stopAll } from '../lib/children.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { percentile } from '../lib/stats.mjs';
import { SEARCH_QUERIES, searchPath } from '../queries.mjs';
import { orderableCodes, signInBuyers, startLoadServer } from './setup.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SITE_CONFIG_P95_LIMIT_MS = 50;
const PROBE_INTERVAL_MS = 100;
const log = (line = '') => console.log(line);

const number = (name, fallback) => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number (got "${raw}").`);
    process.exit(2);
  }
  return value;
};

/**
 * What a crowd asks for: anonymous visitors' server-rendered pages (home, search results, product; each an address of
 * its own a tenth of the time, as a crawler's are), the API calls a browser makes after its first page (content,
 * search, product), signed-in buyers reading their cart and adding to it, and checkouts (cart, line, shipper, order).
 */
const MIX = [
  { name: 'page', share: 0.3 },
  { name: 'browse', share: 0.1 },
  { name: 'search', share: 0.2 },
  { name: 'product', share: 0.14 },
  { name: 'add to cart', share: 0.2 },
  { name: 'checkout', share: 0.06 },
];
const PAGE_KINDS = ['page: home', 'page: search', 'page: product'];
const crawlEvery = Math.floor(Number(process.env.LOAD_CRAWL_EVERY ?? 10));

/**
 * A keep-alive HTTP client whose every request has a deadline: resolves { status, headers, body, ms },
 * or { timeout: true, ms } when no whole answer came within `deadlineMs` (the request is then
 * abandoned), or { error, ms } when the connection failed.
 */
function createTimedClient(baseUrl, { connections, headers: defaultHeaders = {}, deadlineMs }) {
  const origin = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  function request(method, path, { json, headers = {} } = {}) {
    return new Promise((resolve) => {
      const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      const start = performance.now();
      let done = false;
      const finish = (result) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve({ ...result, ms: performance.now() - start });
      };
      const req = http.request(
        {
          host: origin.hostname,
          port: origin.port,
          method,
          path,
          agent,
          headers: {
            accept: 'application/json',
            ...defaultHeaders,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', (error) => finish({ error: error.message }));
          res.on('end', () =>
            finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      const timer = setTimeout(() => {
        finish({ timeout: true });
        req.destroy();
      }, deadlineMs);
      req.on('error', (error) => finish({ error: error.message }));
      req.end(payload);
    });
  }
  return { request, get: (path, options) => request('GET', path, options), close: () => agent.destroy() };
}

/** Counts of every request by what it asked for: statuses, missing Retry-After, timeouts, errors, latencies. */
function createRecorder() {
  const byKind = new Map();
  const slot = (kind) => {
    let s = byKind.get(kind);
    if (!s) {
      s = {
        statuses: {},
        timeouts: 0,
        errors: 0,
        firstError: null,
        unexpected: null,
        missingRetryAfter: 0,
        okMs: [],
        shedMs: [],
        allMs: [],
      };
      byKind.set(kind, s);
    }
    return s;
  };
  return {
    byKind,
    record(kind, answer) {
      const s = slot(kind);
      if (answer.timeout) {
        s.timeouts += 1;
        return;
      }
      if (answer.error) {
        s.errors += 1;
        s.firstError ??= answer.error;
        return;
      }
      s.statuses[answer.status] = (s.statuses[answer.status] ?? 0) + 1;
      s.allMs.push(answer.ms);
      if (answer.status >= 200 && answer.status < 300) s.okMs.push(answer.ms);
      else if (answer.status === 429 || answer.status === 503) {
        s.shedMs.push(answer.ms);
        if (!(Number(answer.headers['retry-after']) >= 1)) s.missingRetryAfter += 1;
      } else s.unexpected ??= `${answer.status}: ${answer.body.slice(0, 200)}`;
    },
  };
}

const round = (value) => (value === null || value === undefined ? null : Number(value.toFixed(1)));
const p = (values, q) =>
  round(
    percentile(
      [...values].sort((a, b) => a - b),
      q,
    ),
  );

function summarizeKinds(recorder) {
  const rows = [];
  for (const [kind, s] of recorder.byKind) {
    const count = Object.values(s.statuses).reduce((a, b) => a + b, 0) + s.timeouts + s.errors;
    const other = Object.entries(s.statuses)
      .filter(([status]) => !(status < 300 || status === '429' || status === '503'))
      .reduce((a, [, n]) => a + n, 0);
    rows.push({
      kind,
      count,
      statuses: s.statuses,
      other,
      timeouts: s.timeouts,
      errors: s.errors,
      missingRetryAfter: s.missingRetryAfter,
      okP50: p(s.okMs, 50),
      okP95: p(s.okMs, 95),
      shedP50: p(s.shedMs, 50),
      shedP95: p(s.shedMs, 95),
      shedMax: round(Math.max(...s.shedMs, 0) || null),
      allP95: p(s.allMs, 95),
      allMax: round(Math.max(...s.allMs, 0) || null),
      firstError: s.firstError,
      firstUnexpected: s.unexpected,
    });
  }
  return rows.sort((a, b) => b.count - a.count);
}

export async function main() {
  assertNodeVersion();
  const levels = (process.env.LOAD_LEVELS?.trim() || '2,5').split(',').map(Number);
  if (levels.some((l) => !Number.isFinite(l) || l <= 0))
    throw new Error(`LOAD_LEVELS must be positive numbers, e.g. "2,5" (got "${process.env.LOAD_LEVELS}").`);
  const levelSeconds = number('LOAD_LEVEL_SECONDS', 120);
  const capacitySeconds = number('LOAD_CAPACITY_SECONDS', 60);
  const capacityWorkers = Math.floor(number('LOAD_CAPACITY_WORKERS', 8));
  const deadlineMs = number('LOAD_DEADLINE_MS', 10_000);
  const books = number('BENCH_BOOKS', 5000);
  const buyerCount = Math.floor(number('LOAD_BUYERS', 100));
  const postgres =
    !process.env.LOAD_DATABASE_URL?.trim() && process.env.LOAD_POSTGRES === '1' ? await startPostgres({ log }) : null;
  try {
    return await run({
      levels,
      levelSeconds,
      capacitySeconds,
      capacityWorkers,
      deadlineMs,
      books,
      buyerCount,
      databaseUrl: process.env.LOAD_DATABASE_URL?.trim() || postgres?.url || null,
    });
  } finally {
    if (postgres) {
      await stopAll(); // the server (and its database) before the PostgreSQL server under it
      await postgres.stop();
    }
  }
}

async function run({
  levels,
  levelSeconds,
  capacitySeconds,
  capacityWorkers,
  deadlineMs,
  books,
  buyerCount,
  databaseUrl,
}) {
  const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));
  const machine = { cpus: os.cpus().length, loadAverageAtStart: loadAverage() };
  log(
    `Shelfmark overload run — capacity, then ${levels.map((l) => `${l}×`).join(' and ')} it for ${levelSeconds} s each; deadline ${deadlineMs} ms a request; ${books} books; ${machine.cpus} CPUs, load ${machine.loadAverageAtStart.join(' ')}`,
  );

  const { server, baseUrl, purchasers, demoPurchasers, password, createTestBrowser } = await startLoadServer({
    books,
    buyerCount,
    databaseUrl,
    log,
  });
  const sample = () => ask(server.child, { type: 'memory' }, 'memory', 30_000).catch(() => null);
  const signInStarted = performance.now();
  const buyers = await signInBuyers({
    baseUrl,
    purchasers,
    password,
    createTestBrowser,
    makeClient: (headers) => createTimedClient(baseUrl, { connections: 3, headers, deadlineMs }),
  });
  log(
    `Signed in ${buyers.length} buyers in ${((performance.now() - signInStarted) / 1000).toFixed(0)} s; server ${server.ready.driver ?? ''} ${server.ready.rssMB} MB.`,
  );
  const visitor = createTimedClient(baseUrl, { connections: 512, deadlineMs });
  const probe = createTimedClient(baseUrl, { connections: 4, deadlineMs });
  const codes = await orderableCodes({ visitor, buyers, demoCount: demoPurchasers.length });

  let n = 0;
  const pick = (list) => list[n++ % list.length];
  // A buyer does one cart thing at a time, and buyers who add to their cart are not the ones who
  // check out (a checkout places the cart the other would be adding to).
  const busy = new Set();
  let skipped = 0;
  const nextBuyerOf = { 'add to cart': 0, checkout: 1 };
  const withBuyer = async (kind, work) => {
    let buyer = null;
    for (let tries = 0; tries < buyers.length / 2 && (buyer === null || busy.has(buyer)); tries += 1) {
      buyer = buyers[nextBuyerOf[kind] % buyers.length];
      nextBuyerOf[kind] += 2;
    }
    if (busy.has(buyer)) {
      skipped += 1; // every buyer of this kind is busy: the operation is not sent
      return null;
    }
    busy.add(buyer);
    try {
      return await work(buyer);
    } finally {
      busy.delete(buyer);
    }
  };
  let nextAddress = 0;
  /** An anonymous visitor's address: one of 1,000, in turn. */
  const visitorHeaders = () => {
    const i = nextAddress++ % 1000;
    return { 'x-forwarded-for': `10.30.${Math.floor(i / 250)}.${(i % 250) + 1}` };
  };
  const ok = (a) => a.status >= 200 && a.status < 300;

  /** The operations, each recording every request it sends; resolves true when all of it got 2xx. */
  const operations = (recorder) => {
    const send = async (kind, client, method, path, options) => {
      const answer = await client.request(method, path, options);
      recorder.record(kind, answer);
      return answer;
    };
    let pageTurn = 0;
    return {
      page: async () => {
        const turn = pageTurn++;
        const kind = PAGE_KINDS[turn % PAGE_KINDS.length];
        const query = pick(SEARCH_QUERIES).params.q ?? 'history';
        const path =
          kind === 'page: home'
            ? '/'
            : kind === 'page: search'
              ? `/search?q=${encodeURIComponent(query)}`
              : `/products/${encodeURIComponent(pick(codes))}`;
        // One page in LOAD_CRAWL_EVERY (default 10; 0: none) at an address of its own (a crawler's), so not every page
        // can be a kept copy.
        const address =
          crawlEvery > 0 && turn % crawlEvery === crawlEvery - 1
            ? `${path}${path.includes('?') ? '&' : '?'}crawl=${turn}`
            : path;
        return ok(
          await send(kind, visitor, 'GET', address, {
            headers: { ...visitorHeaders(), accept: 'text/html', 'accept-encoding': 'br' },
          }),
        );
      },
      browse: async () => {
        const headers = visitorHeaders();
        return ok(
          n++ % 2
            ? await send('content page', visitor, 'GET', '/api/content/pages?path=%2F', { headers })
            : await send('site config', visitor, 'GET', '/api/site-config', { headers }),
        );
      },
      search: async () =>
        ok(
          await send('search', visitor, 'GET', searchPath(pick(SEARCH_QUERIES).params), { headers: visitorHeaders() }),
        ),
      product: async () =>
        ok(
          await send('product', visitor, 'GET', `/api/products/code?productCode=${encodeURIComponent(pick(codes))}`, {
            headers: visitorHeaders(),
          }),
        ),
      'add to cart': () =>
        withBuyer('add to cart', async (buyer) => {
          const got = await send('cart', buyer.client, 'GET', `/api/carts?userId=${encodeURIComponent(buyer.email)}`);
          if (!ok(got)) return false;
          return ok(
            await send('add to cart', buyer.client, 'POST', '/api/carts/entries', {
              json: {
                userId: buyer.email,
                cartId: JSON.parse(got.body).code,
                orderEntries: [{ product: { code: pick(codes) }, quantity: 1 }],
              },
            }),
          );
        }),
      checkout: () =>
        withBuyer('checkout', async (buyer) => {
          const created = await send('new cart', buyer.client, 'POST', '/api/carts', { json: { userId: buyer.email } });
          if (!ok(created)) return false;
          const cart = JSON.parse(created.body);
          const added = await send('add to cart', buyer.client, 'POST', '/api/carts/entries', {
            json: {
              userId: buyer.email,
              cartId: cart.code,
              orderEntries: [{ product: { code: pick(codes) }, quantity: 1 }],
            },
          });
          if (!ok(added)) return false;
          // Checkout sets the shipper on load (CHK-04); an order without one is refused.
          if (
            !ok(
              await send('set shipper', buyer.client, 'PUT', '/api/carts/shippers', { json: { userId: buyer.email } }),
            )
          )
            return false;
          return ok(
            await send('place order', buyer.client, 'POST', '/api/orders', {
              json: {
                userId: buyer.email,
                paymentType: 'ACCOUNT',
                purchaseOrderNumber: `LOAD-${n}`,
                cartCode: cart.code,
                ignoreAddressVerification: true,
              },
            }),
          );
        }),
    };
  };
  const nextOperation = (i) => {
    const roll = (i * 0.6180339887) % 1; // the mix spread evenly, deterministically
    let acc = 0;
    return MIX.find((m) => (acc += m.share) > roll) ?? MIX[0];
  };

  // Warm-up: every search and product once, one at a time (the first of each search counts its facets).
  for (const query of SEARCH_QUERIES) await visitor.get(searchPath(query.params), { headers: visitorHeaders() });
  for (const code of codes)
    await visitor.get(`/api/products/code?productCode=${encodeURIComponent(code)}`, { headers: visitorHeaders() });

  // Capacity: operations fully answered 2xx per second with a few at a time (the server never sheds these).
  let capacity = number('LOAD_CAPACITY', 0) || null;
  let capacityRun = null;
  if (!capacity) {
    const recorder = createRecorder();
    const ops = operations(recorder);
    let completed = 0;
    let i = 0;
    const begin = performance.now();
    const end = begin + capacitySeconds * 1000;
    await Promise.all(
      Array.from({ length: capacityWorkers }, async () => {
        while (performance.now() < end) {
          if (await ops[nextOperation(i++).name]()) completed += 1;
        }
      }),
    );
    const seconds = (performance.now() - begin) / 1000;
    capacity = Number((completed / seconds).toFixed(2));
    capacityRun = {
      workers: capacityWorkers,
      seconds: Number(seconds.toFixed(1)),
      completed,
      requests: summarizeKinds(recorder),
      loadAverage: loadAverage(),
    };
    log(
      `Capacity: ${capacity} operations/s (${completed} in ${seconds.toFixed(0)} s, ${capacityWorkers} at a time), load average ${loadAverage()[0]}.`,
    );
  }

  // Anonymous page throughput: server-rendered pages only, LOAD_CAPACITY_WORKERS at a time for LOAD_PAGE_SECONDS.
  const pageSeconds = number('LOAD_PAGE_SECONDS', 20);
  let pageCapacity;
  {
    const recorder = createRecorder();
    const ops = operations(recorder);
    let completed = 0;
    const begin = performance.now();
    const end = begin + pageSeconds * 1000;
    await Promise.all(
      Array.from({ length: capacityWorkers }, async () => {
        while (performance.now() < end) if (await ops.page()) completed += 1;
      }),
    );
    const seconds = (performance.now() - begin) / 1000;
    pageCapacity = {
      pagesPerSecond: Number((completed / seconds).toFixed(2)),
      workers: capacityWorkers,
      seconds: Number(seconds.toFixed(1)),
      completed,
      requests: summarizeKinds(recorder),
      loadAverage: loadAverage(),
    };
    log(
      `Anonymous pages: ${pageCapacity.pagesPerSecond} pages/s answered 2xx (${completed} in ${seconds.toFixed(0)} s, ${capacityWorkers} at a time, ${crawlEvery > 0 ? `one in ${crawlEvery}` : 'none'} at an address of its own), load average ${loadAverage()[0]}.`,
    );
  }

  const results = [];
  for (const level of levels) {
    const rate = capacity * level;
    const recorder = createRecorder();
    const ops = operations(recorder);
    const probeMs = [];
    const probeRecorder = createRecorder();
    let probing = true;
    const probes = new Set();
    const probeLoop = (async () => {
      const start = performance.now();
      for (let k = 0; probing; k += 1) {
        const wait = start + k * PROBE_INTERVAL_MS - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const sent = probe.get('/api/site-config').then((answer) => {
          probeRecorder.record('site config (probe)', answer);
          if (!answer.timeout && !answer.error) probeMs.push(answer.ms);
        });
        probes.add(sent);
        void sent.finally(() => probes.delete(sent));
      }
    })();
    const loadAtStart = loadAverage();
    skipped = 0;
    const cpuBefore = await sample();
    const pending = new Set();
    /** Operations by class: sent (and answered) and wholly 2xx (a checkout: its order placed). */
    const byOperation = {};
    let sent = 0;
    let completed = 0;
    const begin = performance.now();
    const interval = 1000 / rate;
    while (performance.now() - begin < levelSeconds * 1000) {
      const wait = begin + sent * interval - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const op = nextOperation(sent);
      sent += 1;
      const promise = ops[op.name]().then((fine) => {
        if (fine) completed += 1;
        if (fine === null) return; // not sent: every buyer of its kind was busy
        const tally = (byOperation[op.name] ??= { sent: 0, ok: 0 });
        tally.sent += 1;
        if (fine) tally.ok += 1;
      });
      pending.add(promise);
      void promise.finally(() => pending.delete(promise));
    }
    const offeredSeconds = (performance.now() - begin) / 1000;
    // Every request has its deadline: what is still pending ends within a few deadlines (an operation is up to three requests).
    await Promise.all(pending);
    probing = false;
    await probeLoop;
    await Promise.all(probes);
    const cpuAfter = await sample();
    const rows = summarizeKinds(recorder);
    const probeRows = summarizeKinds(probeRecorder);
    const siteConfigMs = [...probeMs, ...(recorder.byKind.get('site config')?.allMs ?? [])];
    const totals = rows.concat(probeRows).reduce(
      (t, r) => {
        t.requests += r.count;
        t.timeouts += r.timeouts;
        t.errors += r.errors;
        t.other += r.other;
        t.missingRetryAfter += r.missingRetryAfter;
        for (const [status, count] of Object.entries(r.statuses))
          t.statuses[status] = (t.statuses[status] ?? 0) + count;
        return t;
      },
      { requests: 0, timeouts: 0, errors: 0, other: 0, missingRetryAfter: 0, statuses: {} },
    );
    const result = {
      level,
      offeredOperationsPerSecond: Number(rate.toFixed(2)),
      seconds: Number(offeredSeconds.toFixed(1)),
      operations: sent,
      operationsAllOk: completed,
      operationsNotSentAllBuyersBusy: skipped,
      okOperationsPerSecond: Number((completed / offeredSeconds).toFixed(2)),
      byOperation,
      checkoutsPlacedShare:
        byOperation.checkout?.sent > 0
          ? Number((byOperation.checkout.ok / byOperation.checkout.sent).toFixed(4))
          : null,
      anonymousPagesOkPerSecond: Number(((byOperation.page?.ok ?? 0) / offeredSeconds).toFixed(2)),
      ...totals,
      siteConfig: {
        n: siteConfigMs.length,
        p50: p(siteConfigMs, 50),
        p95: p(siteConfigMs, 95),
        p99: p(siteConfigMs, 99),
        max: round(Math.max(...siteConfigMs)),
      },
      serverCpuSeconds: cpuBefore && cpuAfter ? Number((cpuAfter.cpuSeconds - cpuBefore.cpuSeconds).toFixed(1)) : null,
      serverMemoryMB: cpuAfter?.rssMB ?? null,
      loadAverage: { atStart: loadAtStart, atEnd: loadAverage() },
      requestsByKind: [...rows, ...probeRows],
    };
    result.passed =
      result.timeouts === 0 &&
      result.errors === 0 &&
      result.other === 0 &&
      result.missingRetryAfter === 0 &&
      result.siteConfig.p95 !== null &&
      result.siteConfig.p95 < SITE_CONFIG_P95_LIMIT_MS;
    results.push(result);

    log('');
    log(
      `${level}× capacity: ${result.offeredOperationsPerSecond} operations/s offered for ${result.seconds} s — ${sent} operations, ${completed} wholly answered 2xx (${result.okOperationsPerSecond}/s); load average ${loadAtStart[0]} → ${result.loadAverage.atEnd[0]}`,
    );
    log(
      `  ${totals.requests} requests: ${Object.entries(totals.statuses)
        .map(([s, c]) => `${c} × ${s}`)
        .join(
          ', ',
        )}; ${totals.timeouts} timeouts, ${totals.errors} network errors, ${totals.other} other statuses, ${totals.missingRetryAfter} 429/503 without Retry-After`,
    );
    log(
      `  by class: ${Object.entries(byOperation)
        .map(([name, t]) => `${name} ${t.ok}/${t.sent}`)
        .join(', ')}; checkouts placed ${
        result.checkoutsPlacedShare === null ? '—' : `${(result.checkoutsPlacedShare * 100).toFixed(1)} %`
      }; anonymous pages 2xx ${result.anonymousPagesOkPerSecond}/s`,
    );
    log(
      `  /api/site-config: p50 ${result.siteConfig.p50} ms, p95 ${result.siteConfig.p95} ms, max ${result.siteConfig.max} ms over ${result.siteConfig.n} requests`,
    );
    for (const r of result.requestsByKind) {
      log(
        `  ${r.kind.padEnd(20)} ${String(r.count).padStart(6)}  ${Object.entries(r.statuses)
          .map(([s, c]) => `${s}:${c}`)
          .join(' ')
          .padEnd(
            28,
          )} 2xx p50 ${r.okP50} p95 ${r.okP95} ms; 429/503 p50 ${r.shedP50} p95 ${r.shedP95} max ${r.shedMax} ms${r.timeouts ? `; ${r.timeouts} timeouts` : ''}${r.firstUnexpected ? `; first other: ${r.firstUnexpected}` : ''}${r.firstError ? `; first error: ${r.firstError}` : ''}`,
      );
    }
    log(
      `  ${result.passed ? 'PASSED' : 'FAILED'}: every request answered 2xx, or 429/503 with Retry-After, within ${deadlineMs} ms, and site config p95 < ${SITE_CONFIG_P95_LIMIT_MS} ms`,
    );
  }

  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    machine: { ...machine, loadAverageAtEnd: loadAverage() },
    database: server.ready.driver ?? 'pglite',
    hostApp: server.ready.hostApp ?? null,
    loadShedding: {
      SHELFMARK_MAX_IN_FLIGHT: process.env.SHELFMARK_MAX_IN_FLIGHT ?? null,
      SHELFMARK_MAX_QUEUED: process.env.SHELFMARK_MAX_QUEUED ?? null,
      SHELFMARK_QUEUE_TIMEOUT_MS: process.env.SHELFMARK_QUEUE_TIMEOUT_MS ?? null,
    },
    books,
    buyers: buyers.length,
    deadlineMs,
    capacityOperationsPerSecond: capacity,
    capacityRun,
    pageCapacity: { ...pageCapacity, crawlEvery },
    levels: results,
  };
  writeFileSync(join(here, `results-overload-${summary.database}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  for (const buyer of buyers) buyer.client.close();
  visitor.close();
  probe.close();
  return results.every((r) => r.passed) ? 0 : 1;
}

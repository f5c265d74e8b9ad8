/**
 * The server measures of `npm run bench`, run the same way against each database: search, product
 * by code, sign-in, cart add / get / update / remove, order placement (PO checkout) and the search
 * results workbook (SRCH-02). Sequential requests over one keep-alive connection; every answer is
 * checked, and a failing answer is counted instead of timed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createClient } from './http.mjs';
import { summarize } from './stats.mjs';
import { SEARCH_QUERIES, searchPath } from '../queries.mjs';

/** Print books a cart can take (no bundles, purchasable), in search order, up to `count`. */
export async function purchasablePrintBooks(api, count) {
  const codes = [];
  for (let page = 1; codes.length < count && page <= 50; page += 1) {
    const answer = await api.get(
      searchPath({ q: ':relevance:mediaType:print:productType:Print Book', pageSize: 100, page }),
    );
    if (answer.status !== 200)
      throw new Error(`print book search answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    const products = JSON.parse(answer.body).products;
    if (products.length === 0) break;
    for (const p of products) if (p.customIsPurchasable !== false && p.clBindingFormat !== 'Bundle') codes.push(p.code);
  }
  return codes.slice(0, count);
}

/** Resident and peak resident memory of a process (Linux /proc), in MB; null elsewhere. */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMB: Math.round(kb('VmRSS') / 1024), peakRssMB: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** Resets the kernel's peak-RSS mark of a process (Linux ≥ 4.0, our own child); false when refused. */
export function resetPeakMemory(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs every measure against one server (only search with `plan.searchOnly`). `server`: { baseUrl, pid }.
 * Returns the figures and a list of failures (strings); the caller reports them.
 */
export async function measureServer({ server, plan, demo, signInAs, exportQuery, log }) {
  const { baseUrl, pid } = server;
  const { DEMO_PASSWORD, DEMO_TITLE, DEMO_TITLE_THORNDIKE, DEMO_USERS } = demo;
  const failures = [];
  const tally = () => ({ failures: 0, firstFailure: null });
  const fail = (t, what) => {
    t.failures += 1;
    t.firstFailure ??= what;
  };
  const noteFailures = (what, t) => {
    if (t.failures > 0) failures.push(`${what}: ${t.failures} failed (first: ${t.firstFailure})`);
  };
  const api = createClient(baseUrl);
  const phases = {};
  let phaseStart = performance.now();
  const endPhase = (name) => {
    const now = performance.now();
    phases[name] = Number(((now - phaseStart) / 1000).toFixed(1));
    phaseStart = now;
  };

  // ---- search: never-seen queries, each asked once on the fresh server, then the same set again ----
  const neverSeen = { first: [], repeated: [], failures: tally(), byKind: new Map(), slowest: [] };
  if (plan.neverSeen?.length) {
    log(`  search: ${plan.neverSeen.length} never-seen queries, each once, then the same set again…`);
    for (const pass of ['first', 'repeated']) {
      for (const query of plan.neverSeen) {
        const response = await api.get(searchPath(query.params));
        if (response.status !== 200) {
          fail(neverSeen.failures, `${searchPath(query.params)} → ${response.status}: ${response.body.slice(0, 200)}`);
          continue;
        }
        neverSeen[pass].push(response.ms);
        if (pass === 'first') {
          if (!neverSeen.byKind.has(query.kind)) neverSeen.byKind.set(query.kind, []);
          neverSeen.byKind.get(query.kind).push(response.ms);
          neverSeen.slowest.push({
            label: query.label,
            ms: response.ms,
            totalResults: JSON.parse(response.body).pagination.totalResults,
          });
        }
      }
    }
    noteFailures('never-seen search', neverSeen.failures);
  }
  const neverSeenSearch = {
    queries: plan.neverSeen?.length ?? 0,
    seed: plan.neverSeenSeed ?? null,
    /** Each query's only request on a fresh server: the search figure. */
    first: summarize(neverSeen.first),
    /** The same set asked again, beside it. */
    repeated: summarize(neverSeen.repeated),
    byKind: [...neverSeen.byKind].map(([kind, ms]) => ({ kind, ...summarize(ms) })),
    slowest: neverSeen.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10),
    rssMB: pid ? (processMemory(pid)?.rssMB ?? null) : null,
    failures: neverSeen.failures.failures,
  };

  // ---- search: the fixed list ----
  log(`  search: ${SEARCH_QUERIES.length} queries × ${plan.searchRounds} rounds (+1 warm-up)…`);
  const perQuery = SEARCH_QUERIES.map((query) => ({
    ...query,
    path: searchPath(query.params),
    latencies: [],
    totalResults: null,
  }));
  const searchFailures = tally();
  for (let round = 0; round <= plan.searchRounds; round += 1) {
    for (const query of perQuery) {
      const response = await api.get(query.path);
      if (response.status !== 200) {
        fail(searchFailures, `${query.path} → ${response.status}: ${response.body.slice(0, 200)}`);
        continue;
      }
      if (round === 0) {
        query.totalResults = JSON.parse(response.body).pagination.totalResults;
        // The warm-up pass is each query's first: what the server keeps is not there yet.
        query.firstMs = response.ms;
      } else {
        query.latencies.push(response.ms);
      }
    }
  }
  noteFailures('search', searchFailures);
  const search = {
    all: summarize(perQuery.flatMap((q) => q.latencies)),
    byKind: [...new Set(perQuery.map((q) => q.kind))].map((kind) => ({
      kind,
      ...summarize(perQuery.filter((q) => q.kind === kind).flatMap((q) => q.latencies)),
    })),
    /** Each query's first request (the uncounted warm-up pass): nothing kept for it yet. */
    first: summarize(perQuery.map((q) => q.firstMs).filter((ms) => ms !== undefined)),
    queries: perQuery.map((q) => ({
      label: q.label,
      kind: q.kind,
      params: q.params,
      totalResults: q.totalResults,
      firstMs: q.firstMs ?? null,
      latencyMs: summarize(q.latencies),
    })),
    failures: searchFailures.failures,
    neverSeen: neverSeenSearch,
  };
  endPhase('search');
  if (plan.searchOnly) {
    api.close();
    return { phasesSeconds: phases, search, failures };
  }

  // ---- product by code ----
  const browse = JSON.parse((await api.get(searchPath({ q: 'the', pageSize: 100 }))).body);
  const codes = [DEMO_TITLE.code, DEMO_TITLE.isbn13, '978-0-00-000000-2', DEMO_TITLE_THORNDIKE.code];
  for (const product of browse.products) {
    if (codes.length >= plan.productCodes) break;
    codes.push(codes.length % 2 ? product.isbn13 : product.code);
  }
  log(`  product by code: ${codes.length} codes × ${plan.productRounds} rounds (+1 warm-up)…`);
  const productLatencies = [];
  const productFailures = tally();
  for (let round = 0; round <= plan.productRounds; round += 1) {
    for (const code of codes) {
      const response = await api.get(`/api/products/code?productCode=${encodeURIComponent(code)}`);
      if (response.status !== 200)
        fail(productFailures, `${code} → ${response.status}: ${response.body.slice(0, 200)}`);
      else if (round > 0) productLatencies.push(response.ms);
    }
  }
  noteFailures('product by code', productFailures);
  endPhase('productByCode');

  // ---- sign-in, cart cycles, order placement ----
  const buyer = DEMO_USERS[0].email;
  log(
    `  sign-in (${plan.signIns}× the real OIDC flow), ${plan.cartCycles} cart cycles and ${plan.orders} PO orders as ${buyer}…`,
  );
  const signInMs = [];
  let session = null;
  for (let i = 0; i < plan.signIns; i += 1) {
    const t = performance.now();
    session = await signInAs(baseUrl, buyer, DEMO_PASSWORD);
    signInMs.push(performance.now() - t);
  }
  const cartClient = createClient(baseUrl, {
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, origin: baseUrl },
  });
  const userId = encodeURIComponent(buyer);
  const newCart = async () => {
    const created = await cartClient.request('POST', '/api/carts', { json: { userId: buyer } });
    if (created.status !== 201)
      throw new Error(`POST /api/carts answered ${created.status}: ${created.body.slice(0, 300)}`);
    return JSON.parse(created.body).code;
  };
  const cartId = await newCart();
  const printBooks = await purchasablePrintBooks(api, 100);
  if (printBooks.length < plan.orderLines) throw new Error('Too few purchasable print books for the cart cycles.');

  const cartOps = { add: [], get: [], update: [], remove: [] };
  const cartFailures = tally();
  const check = (t, op, response, ok, status = 200) => {
    if (response.status === status && ok(JSON.parse(response.body))) return true;
    fail(t, `${op} → ${response.status}: ${response.body.slice(0, 300)}`);
    return false;
  };
  const noErrors = (list) =>
    list.every((item) => !item.errorList?.errors?.length && !item.cartModification?.errorList?.errors?.length);
  for (let cycle = 0; cycle < plan.cartWarmupCycles + plan.cartCycles; cycle += 1) {
    const measured = cycle >= plan.cartWarmupCycles;
    const code = printBooks[cycle % printBooks.length];
    const body = (quantity) => ({ json: { userId: buyer, cartId, orderEntries: [{ product: { code }, quantity }] } });
    const added = await cartClient.request('POST', '/api/carts/entries', body(1));
    const read = await cartClient.get(`/api/carts?userId=${userId}`);
    const updated = await cartClient.request('PUT', '/api/carts/entries', body(3));
    const removed = await cartClient.request(
      'DELETE',
      `/api/carts/entries?userId=${userId}&cartId=${encodeURIComponent(cartId)}&entryNumber=0`,
    );
    const ok = [
      check(cartFailures, 'add', added, (r) => noErrors(r.bulkCartModificationList)),
      check(cartFailures, 'get', read, (r) => r.code === cartId && r.entries.length === 1),
      check(
        cartFailures,
        'update',
        updated,
        (r) => noErrors(r.cartModifications) && r.cartModifications[0]?.quantity === 3,
      ),
      check(cartFailures, 'remove', removed, (r) => r.ok === true),
    ];
    if (measured && ok.every(Boolean)) {
      cartOps.add.push(added.ms);
      cartOps.get.push(read.ms);
      cartOps.update.push(updated.ms);
      cartOps.remove.push(removed.ms);
    }
  }
  noteFailures('cart', cartFailures);
  endPhase('signInAndCart');

  // Order placement (CHK-06): each order is a fresh cart of `orderLines` print books, placed on a
  // purchase order; only POST /api/orders is timed (it prices the cart, writes the order and its
  // lines and deletes the cart in one transaction).
  const orderMs = [];
  const orderFailures = tally();
  await cartClient.request('DELETE', `/api/carts?userId=${userId}&cartId=${encodeURIComponent(cartId)}`);
  for (let i = 0; i < plan.orderWarmup + plan.orders; i += 1) {
    const code = await newCart();
    const lines = Array.from({ length: plan.orderLines }, (_, k) => ({
      product: { code: printBooks[(i * plan.orderLines + k) % printBooks.length] },
      quantity: 1 + k,
    }));
    const added = await cartClient.request('POST', '/api/carts/entries', {
      json: { userId: buyer, cartId: code, orderEntries: lines },
    });
    if (!check(orderFailures, 'order: add lines', added, (r) => noErrors(r.bulkCartModificationList))) continue;
    // Checkout sets the shipper on load (CHK-04); an order without one is refused.
    const shipped = await cartClient.request('PUT', '/api/carts/shippers', { json: { userId: buyer } });
    if (!check(orderFailures, 'order: set shipper', shipped, (r) => r.code === code)) continue;
    const placed = await cartClient.request('POST', '/api/orders', {
      json: {
        userId: buyer,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: `BENCH-${i + 1}`,
        cartCode: code,
        shippingChoice: { specialShippingInstructions: '' },
      },
    });
    const ok = check(
      orderFailures,
      'order: place',
      placed,
      (r) => /^W\d{8}$/.test(r.code) && r.entries.length === plan.orderLines,
    );
    if (ok && i >= plan.orderWarmup) orderMs.push(placed.ms);
  }
  noteFailures('order placement', orderFailures);
  cartClient.close();
  endPhase('orders');

  // ---- the search results workbook ----
  const downloads = createClient(baseUrl, { localAddress: DOWNLOAD_ADDRESS });
  const exported = await measureExport({ api: downloads, pid, query: exportQuery, runs: plan.exportRuns, log });
  downloads.close();
  if (exported.failure) failures.push(`search export: ${exported.failure}`);
  endPhase('export');

  api.close();
  return {
    phasesSeconds: phases,
    search,
    productByCode: { codes, latencyMs: summarize(productLatencies), failures: productFailures.failures },
    signIn: { latencyMs: summarize(signInMs) },
    cart: {
      user: buyer,
      add: summarize(cartOps.add),
      get: summarize(cartOps.get),
      update: summarize(cartOps.update),
      remove: summarize(cartOps.remove),
      failures: cartFailures.failures,
    },
    orders: { linesPerOrder: plan.orderLines, place: summarize(orderMs), failures: orderFailures.failures },
    searchExport: exported,
    failures,
  };
}

/**
 * The server allows 10 exports a minute per client address. The benchmark's probes and downloads
 * each come from a loopback address of their own (Linux answers all of 127/8), as other buyers'
 * would, so the limit does not refuse them.
 */
const PROBE_ADDRESS = '127.0.0.2';
const DOWNLOAD_ADDRESS = '127.0.0.3';

/** The row count a search's workbook would have (its x-export-rows header); the download is cut off after the headers. */
function exportRows(baseUrl, q) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/products/search/export?${new URLSearchParams({ q })}`,
      { agent: false, localAddress: PROBE_ADDRESS },
      (response) => {
        const rows = Number(response.headers['x-export-rows']);
        response.destroy();
        resolve(response.statusCode === 200 && Number.isFinite(rows) ? rows : null);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Picks, among a few broad searches, the one whose workbook has the row count nearest `target`
 * (the export has no page size: it writes every match). Returns { q, rows }.
 */
export async function pickExportQuery(baseUrl, target) {
  const candidates = [
    ':relevance:publicationYear:2020',
    ':relevance:publicationYear:2019:publicationYear:2020',
    ':relevance:publicationYear:2018:publicationYear:2019:publicationYear:2020',
    ':relevance:mediaType:print:bindingFormat:Hardcover',
    ':relevance:bindingFormat:Paperback',
    'history',
    'introduction',
    'the',
    ':relevance:mediaType:eBook',
    ':relevance:mediaType:print',
  ];
  let best = null;
  for (const q of candidates) {
    const rows = await exportRows(baseUrl, q);
    if (rows !== null && (!best || Math.abs(rows - target) < Math.abs(best.rows - target))) best = { q, rows };
  }
  if (!best) throw new Error('no export query answered');
  return best;
}

/**
 * Downloads the workbook `runs` times (after one warm-up); times each to the last byte and reads
 * the server process's memory from /proc: resident before, peak during (the kernel's high-water
 * mark, reset before each download) and after.
 */
async function measureExport({ api, pid, query, runs, log }) {
  const path = `/api/products/search/export?${new URLSearchParams({ q: query.q })}`;
  log(`  search export: "${query.q}" (${query.rows.toLocaleString('en-US')} rows), ${runs} downloads (+1 warm-up)…`);
  const trials = [];
  let failure = null;
  for (let i = 0; i <= runs; i += 1) {
    const before = processMemory(pid);
    const peakReset = resetPeakMemory(pid);
    const response = await api.request('GET', path, { headers: { accept: '*/*' }, raw: true });
    const after = processMemory(pid);
    if (response.status !== 200 || response.body.subarray(0, 2).toString('latin1') !== 'PK') {
      failure ??= `${path} → ${response.status}: ${response.body.subarray(0, 200).toString('utf8')}`;
      continue;
    }
    if (i === 0) continue;
    trials.push({
      ms: Math.round(response.ms),
      bytes: response.bytes,
      rowsHeader: Number(response.headers['x-export-rows'] ?? NaN) || null,
      rssBeforeMB: before?.rssMB ?? null,
      peakRssMB: peakReset ? (after?.peakRssMB ?? null) : null,
      rssAfterMB: after?.rssMB ?? null,
    });
  }
  const worst = (key) => (trials.length ? Math.max(...trials.map((t) => t[key] ?? -Infinity)) : null);
  const growth = trials
    .filter((t) => t.peakRssMB !== null && t.rssBeforeMB !== null)
    .map((t) => t.peakRssMB - t.rssBeforeMB);
  return {
    q: query.q,
    // The workbook's own row count (x-export-rows).
    rows: trials.length ? Math.max(...trials.map((t) => t.rowsHeader ?? 0)) : query.rows,
    latencyMs: summarize(trials.map((t) => t.ms)),
    peakRssMB: worst('peakRssMB'),
    peakGrowthMB: growth.length ? Math.max(...growth) : null,
    trials,
    failure,
  };
}

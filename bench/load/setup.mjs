/**
 * What both load runs (run.mjs: the design-load run; overload.mjs: 2× and 5× the measured capacity)
 * set up: the Shelfmark server in a child process on a fresh seeded database, signed-in buyers each
 * from its own address, and titles every buyer can order.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../../packages/server/scripts/ensure-built.mjs';
import { startChild } from '../lib/children.mjs';
import { searchPath } from '../queries.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Starts bench/load/server.mjs with `books` books and `buyerCount` purchasers (the demo ones plus
 * `load-<n>@shelfmark.test` copies). LOAD_SOURCE=1 runs the server from its TypeScript sources (tsx),
 * without building — no shared dist folder is touched while other runs use it. The default builds
 * when stale and runs dist. `env` reaches the server (e.g. SHELFMARK_MAX_IN_FLIGHT).
 */
export async function startLoadServer({ books, buyerCount, databaseUrl, log, env = {} }) {
  const fromSource = process.env.LOAD_SOURCE === '1';
  if (!fromSource) {
    const built = await ensureBuilt({ withHostApp: false, log });
    if (built.length) log(`Built ${built.join(', ')}.`);
  }
  const { DEMO_PASSWORD, DEMO_USERS } = fromSource
    ? await (await import('tsx/esm/api')).tsImport('../../packages/server/src/seed/demo.ts', import.meta.url)
    : await import('@shelfmark/server/demo');
  const { tsImport } = await import('tsx/esm/api');
  const { createTestBrowser } = await tsImport('../../packages/server/src/auth/testing.ts', import.meta.url);
  // The demo purchasers who order the catalogue's titles online; the international buyer's are sold through a rep
  // (quotes), so a cart of theirs takes none of the titles the crowd adds.
  const demoPurchasers = DEMO_USERS.filter((u) => /^(buyer|staff)@/.test(u.email)).map((u) => u.email);
  const purchasers = [
    ...demoPurchasers,
    ...Array.from(
      { length: Math.max(0, buyerCount - demoPurchasers.length) },
      (_, i) => `load-${i + 1}@shelfmark.test`,
    ),
  ];

  log(
    `Seeding a fresh ${databaseUrl ? 'PostgreSQL' : 'embedded'} database with ${books} books and ${purchasers.length} purchasers…`,
  );
  const server = await startChild(join(here, 'server.mjs'), {
    name: 'the Shelfmark server',
    env: {
      BENCH_BOOKS: String(books),
      LOAD_EXTRA_BUYERS: String(purchasers.length - demoPurchasers.length),
      NODE_ENV: 'production',
      // The server process reads its database from here: a URL that came from LOAD_POSTGRES=1's throwaway
      // server, not from the environment, reached it only when this was set (without it the run used PGlite).
      ...(databaseUrl ? { LOAD_DATABASE_URL: databaseUrl } : {}),
      ...env,
      ...(fromSource
        ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=shelfmark-source --import=tsx`.trim() }
        : {}),
    },
    timeoutMs: 180_000 + books * 6,
  });
  const baseUrl = `http://127.0.0.1:${server.ready.port}`;
  return { server, baseUrl, purchasers, demoPurchasers, password: DEMO_PASSWORD, createTestBrowser };
}

/** The address buyer `i` comes from (X-Forwarded-For; the server trusts its proxy). */
export const buyerAddress = (i) => `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/**
 * Signs every purchaser in through the real OIDC flow, four at a time, each from its own address.
 * `makeClient(session headers, address)` makes the buyer's HTTP client. Returns the buyers.
 */
export async function signInBuyers({ baseUrl, purchasers, password, createTestBrowser, makeClient }) {
  const buyers = new Array(purchasers.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < purchasers.length) {
        const i = next++;
        const address = buyerAddress(i);
        const session = await signIn(createTestBrowser, baseUrl, purchasers[i], password, address);
        buyers[i] = {
          email: purchasers[i],
          address,
          queue: Promise.resolve(),
          client: makeClient({ ...session, origin: baseUrl, 'x-forwarded-for': address }),
        };
      }
    }),
  );
  return buyers;
}

/** The real sign-in (store → provider login page → form post → callback) from `address`; the session's headers. */
export async function signIn(createTestBrowser, baseUrl, email, password, address) {
  const browser = createTestBrowser(baseUrl);
  const headers = { 'x-forwarded-for': address };
  const loginPage = await browser.navigate('/api/auth/login?return=%2Fapi%2Fauth%2Fsession', { headers });
  if (!/name="password"/.test(loginPage.body))
    throw new Error(`${email}: no login form at ${loginPage.url} (status ${loginPage.response.status})`);
  const landed = await browser.submitForm(loginPage, { email, password }, { headers });
  const sessionId = browser.jar.get('shelfmark_session', new URL('/', baseUrl));
  let csrfToken = null;
  try {
    csrfToken = JSON.parse(landed.body).csrfToken;
  } catch {
    /* reported below */
  }
  if (!sessionId || !csrfToken)
    throw new Error(`${email}: no session after sign-in (ended at ${landed.url}, status ${landed.response.status})`);
  return { cookie: `shelfmark_session=${sessionId}`, 'x-csrf-token': csrfToken };
}

/**
 * Up to ten titles every buyer can order: candidates from a search, kept when a scratch cart of
 * each checked buyer takes them. The load-<n> buyers are copies of the first: checking the demo
 * purchasers and one copy covers all.
 */
export async function orderableCodes({ visitor, buyers, demoCount }) {
  const search = await visitor.get(searchPath({ q: 'history', pageSize: 50 }));
  const codes = [];
  for (const code of JSON.parse(search.body).products.map((p) => p.code)) {
    let takenByAll = true;
    for (const buyer of buyers.slice(0, demoCount + 1)) {
      const scratch = JSON.parse(
        (await buyer.client.request('POST', '/api/carts', { json: { userId: buyer.email } })).body,
      );
      const added = await buyer.client.request('POST', '/api/carts/entries', {
        json: { userId: buyer.email, cartId: scratch.code, orderEntries: [{ product: { code }, quantity: 1 }] },
      });
      takenByAll &&=
        added.status === 200 &&
        !JSON.parse(added.body).bulkCartModificationList.some((m) => m.errorList?.errors?.length);
      await buyer.client.request('DELETE', `/api/carts?cartId=${encodeURIComponent(scratch.code)}`);
    }
    if (takenByAll) codes.push(code);
    if (codes.length >= 10) break;
  }
  if (codes.length === 0) throw new Error('the catalogue search found no title every buyer can order');
  return codes;
}

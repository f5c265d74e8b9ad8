/**
 * The storefront rendered on the server. The real server (PGlite, test sessions) serves pages through
 * the host app's server entry — loaded from its source here, as `npm start` loads its build — and the HTML
 * that comes back, before any script runs, holds the page's visible text, its head and its data.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roundMoney,
  toMoney,
  type ApiClient,
  type Cart,
  type Product,
  type SearchResponse,
} from '@shelfmark/api-client';
import { DEMO_TITLE } from '../seed/demo';
import { freshDatabase, type FreshDatabase } from '../../test/helpers/testDatabase';
import { startTestServer, type TestServer } from '../../test/helpers/testServer';
import { defaultLoadShedding } from '../http/loadShedding';

const BUYER = 'buyer@shelfmark.test';
const STAFF = 'staff@shelfmark.test';
const ENTRY_SOURCE = resolve(import.meta.dirname, '../../../../examples/host-app/src/entry-server.tsx');

let db: FreshDatabase;
let server: TestServer;
let hostAppDir: string;
let buyer: ApiClient;
let cart: Cart;

beforeAll(async () => {
  db = await freshDatabase();
  // A host app build whose server entry is the source (vitest transforms it) and whose manifest names one
  // entry module and one stylesheet.
  hostAppDir = mkdtempSync(join(tmpdir(), 'shelfmark-ssr-'));
  mkdirSync(join(hostAppDir, 'assets'));
  mkdirSync(join(hostAppDir, 'server'));
  mkdirSync(join(hostAppDir, '.vite'));
  writeFileSync(join(hostAppDir, 'index.html'), '<!doctype html><title>unrendered shell</title><div id="root"></div>');
  writeFileSync(join(hostAppDir, 'assets', 'index-test.js'), 'export {};');
  writeFileSync(join(hostAppDir, 'assets', 'index-test.js.br'), brotliCompressSync('export {};'));
  writeFileSync(join(hostAppDir, 'server', 'entry-server.js'), `export * from ${JSON.stringify(ENTRY_SOURCE)};\n`);
  writeFileSync(
    join(hostAppDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-test.js',
        src: 'index.html',
        isEntry: true,
        imports: ['_vendor.js'],
        css: ['assets/index-test.css'],
      },
      '_vendor.js': { file: 'assets/vendor-test.js' },
      // The script the page bootstraps: it fetches the entry and its imports once the page has painted.
      'src/boot.ts': { file: 'assets/boot-test.js', src: 'src/boot.ts', isEntry: true },
      'src/pages/SearchPage.tsx': { file: 'assets/SearchPage-test.js', isDynamicEntry: true, imports: ['_vendor.js'] },
      // Content blocks, with the modules they hold as the build names them (the home page places the covers list, not
      // the tabs).
      '../../packages/blocks/src/content/covers-list/coversListBlock.tsx': {
        file: 'assets/coversListBlock-test.js',
        isDynamicEntry: true,
        imports: ['_blockParts.js'],
        modules: ['@shelfmark/blocks/content/covers-list/coversListBlock'],
      },
      '_blockParts.js': { file: 'assets/blockParts-test.js' },
      '../../packages/blocks/src/content/tabs/tabsBlock.tsx': {
        file: 'assets/tabsBlock-test.js',
        isDynamicEntry: true,
        modules: ['@shelfmark/blocks/content/tabs/tabsBlock'],
      },
    }),
  );
  server = await startTestServer(db.database, {
    hostAppDir,
    ownPublicUrl: { allowedHosts: ['shop.example'] },
    // Every page here must be answered, a burst of eight included: shedding pages is tested on its own
    // (test/reliability/shedPagesBeforeCheckout.test.ts).
    loadShedding: {
      ...defaultLoadShedding(db.database),
      pages: { maxInFlight: 2, maxQueued: 64 },
      queueTimeoutMs: 60_000,
    },
  });
  buyer = server.clientFor(BUYER);
  const current = await buyer.carts.get({ userId: BUYER });
  cart = await buyer.carts
    .addEntries({
      userId: BUYER,
      cartId: current.code,
      orderEntries: [{ product: { code: DEMO_TITLE.code }, quantity: 3 }],
    })
    .then(() => buyer.carts.get({ userId: BUYER }));
}, 300_000);

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
  if (hostAppDir) rmSync(hostAppDir, { recursive: true, force: true });
});

/** A page as a browser asks for it (Accept: text/html), optionally signed in. */
async function page(path: string, uid?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { accept: 'text/html', ...(uid ? server.headersFor(uid) : {}), ...headers },
  });
  const html = await response.text();
  return { response, html, text: visibleText(html), state: stateOf(html) };
}

/** The text a reader sees before any script runs: the body without the JSON script, tags dropped, entities read. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.indexOf('<script id="shelfmark-state"'));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** Every <script> element's opening tag and content. */
function scriptsOf(html: string): { tag: string; content: string }[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].map(([, tag, content]) => ({
    tag: tag!,
    content: content!,
  }));
}

function stateOf(html: string): {
  phoneLayout?: boolean;
  pagePreloads?: string[];
  queries: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
} | null {
  const state = scriptsOf(html).find(({ tag }) => tag.includes('id="shelfmark-state"'));
  return state ? JSON.parse(state.content) : null;
}

describe('server-rendered storefront', () => {
  it('CMS-01 HEAD-01 the home page arrives with its blocks, header, footer and one head from its document', async () => {
    const { response, html, text, state } = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(text).toContain('Welcome to Shelfmark');
    expect(text).toContain('Tools for buyers');
    expect(text).toContain('Terms of Use');
    const head = headOf(html);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Home | Shelfmark</title>');
    expect(head).toContain(
      '<meta name="description" content="Shelfmark: books and research databases for libraries and schools."/>',
    );
    expect(head).toContain('<meta name="keywords" content="library books, school books, ISBN ordering, large print"/>');
    expect(head).toContain(`<link rel="canonical" href="${server.baseUrl}/"/>`);
    expect(head).toContain('<meta property="og:title" content="Home | Shelfmark"/>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/index-test.css" data-precedence="default"/>');
    // No script of the app before the page has painted: the HTML bootstraps the boot script and names the app's modules,
    // entry first, for it to fetch afterwards.
    expect(head).toContain('<meta name="shelfmark-app" content="/assets/index-test.js /assets/vendor-test.js"/>');
    expect(head).not.toMatch(/<link rel="modulepreload" href="\/assets\/(index|vendor)-test\.js"/);
    // The code of the blocks the document places comes with the page, and only theirs: named for the entry to link as
    // it starts hydrating, not by the head, so it does not hold up the first paint.
    expect(state!.pagePreloads).toEqual(['/assets/coversListBlock-test.js', '/assets/blockParts-test.js']);
    expect(head).not.toContain('coversListBlock-test.js');
    expect(html).not.toContain('tabsBlock-test.js');
    // Nobody signed in: a shared cache may keep it for a minute.
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, must-revalidate');
  });

  it('SRCH-01 HEAD-01 a search arrives with its results, prices and facets, and the document head with the search as its title', async () => {
    const { total } = await server
      .clientFor(null)
      .products.search({ q: 'history', page: 0, pageSize: 10, sort: 'relevance', brand: 'shelfmark' })
      .then((answer: SearchResponse) => ({ total: answer.pagination.totalResults }));
    const { html, text, state } = await page('/search?q=history');
    // The page module's chunk goes with the page, after its first paint (the entry links it as it hydrates).
    expect(state!.pagePreloads).toEqual(['/assets/SearchPage-test.js']);
    expect(text).toContain(`${total} results for “history”`);
    // The page shows every result of the answer it rendered from (and hands to the browser); the count is checked
    // against a separate call above.
    const results = state!.queries.queries.find((q) => q.queryKey[0] === 'search')!.state.data as SearchResponse;
    expect(results.products.length).toBeGreaterThan(0);
    for (const product of results.products) {
      expect(text).toContain(product.fullTitle);
      if (product.price) expect(text).toContain(product.price.formattedValue);
    }
    expect(text).toContain(results.facets[0]!.name);
    const head = headOf(html);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Search results for “history” | Shelfmark</title>');
    expect(head).toContain('<meta name="description" content="Search the catalogue by title, author or ISBN."/>');
    expect(head).toContain(`<link rel="canonical" href="${server.baseUrl}/search"/>`);
    expect(head).toContain('<meta property="og:url"');
    expect(head).not.toContain('SearchPage-test.js');
  });

  it('PDP-01 PDP-03 a product page, signed in, arrives with its title and the price for the account, private to the visitor', async () => {
    const product = (await buyer.products.byCode({ productCode: DEMO_TITLE.isbn13, tierLevel: 'T1' })) as Product;
    const { response, html, text } = await page(`/products/${DEMO_TITLE.isbn13}`, BUYER);
    expect(response.status).toBe(200);
    expect(text).toContain(DEMO_TITLE.title);
    expect(text).toContain(product.price!.formattedValue);
    expect(headOf(html)).toContain(`<title>${DEMO_TITLE.title.replace(/'/g, '&#x27;')} | Shelfmark</title>`);
    // HEAD-01: the head names the product, with a canonical link on the public URL, before any script runs.
    expect(headOf(html)).toContain(
      `<meta property="og:title" content="${DEMO_TITLE.title.replace(/'/g, '&#x27;')} | Shelfmark"/>`,
    );
    expect(headOf(html)).toContain(`<link rel="canonical" href="${server.baseUrl}/products/${DEMO_TITLE.isbn13}"/>`);
    // Rendered signed in: the header offers no sign-in (a visitor's does), and the page is nobody else's.
    expect(html).not.toContain('href="/api/auth/login');
    expect((await page(`/products/${DEMO_TITLE.isbn13}`)).html).toContain('href="/api/auth/login');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('CART-01 the cart, signed in, arrives with its lines, and hands the session with its CSRF token to the browser', async () => {
    const { response, html, text, state } = await page('/cart', BUYER);
    expect(response.status).toBe(200);
    const [line] = cart.entries;
    expect(line).toBeDefined();
    expect(text).toContain(DEMO_TITLE.title);
    expect(text).toContain(line!.totalPrice!.formattedValue);
    expect(headOf(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const session = state!.queries.queries.find((q) => q.queryKey[0] === 'session')!.state.data as {
      user: { uid: string };
      csrfToken: string;
    };
    expect(session.user.uid).toBe(BUYER);
    expect(session.csrfToken).toBe(server.headersFor(BUYER)['x-csrf-token']);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('CART-06 a phone gets the cart with the order summary as the phone\u2019s accordion, and the browser is told to hydrate from it; a desk the panel', async () => {
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const DESKTOP =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
    const accordion = /<button[^>]*class="sm-order-summary__trigger"/;
    const panel = /<section class="sm-order-summary"/;
    for (const [device, headers, phone] of [
      ['Chromium on a phone (client hint)', { 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP }, true],
      ['Chromium at a desk (client hint)', { 'sec-ch-ua-mobile': '?0', 'user-agent': IPHONE }, false],
      ['Safari on an iPhone (no hint)', { 'user-agent': IPHONE }, true],
      ['a desktop browser (no hint)', { 'user-agent': DESKTOP }, false],
    ] as const) {
      const { response, html, text, state } = await page('/cart', BUYER, headers);
      expect(text, device).toContain('Order summary');
      expect(html, device).toMatch(phone ? accordion : panel);
      expect(html, device).not.toMatch(phone ? panel : accordion);
      expect(state!.phoneLayout, device).toBe(phone);
      expect(response.headers.get('vary'), device).toBe('Cookie, Sec-CH-UA-Mobile, Accept-Encoding');
    }
  });

  it('CSP: every <script> is a same-origin module file or JSON data; the data cannot close its element', async () => {
    const { html } = await page('/search?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', BUYER);
    const scripts = scriptsOf(html);
    expect(scripts.map(({ tag }) => tag)).toEqual([
      '<script id="shelfmark-state" type="application/json">',
      '<script type="module" src="/assets/boot-test.js" id="_R_" async="">',
    ]);
    const [data] = scripts;
    // Not executable, and no '<' in it at all: nothing in a value can end the element or open markup.
    expect(data!.content).not.toMatch(/[<>]/);
    expect(() => JSON.parse(data!.content)).not.toThrow();
    expect(data!.content).toContain('\\u003c/script\\u003e');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('the page travels compressed for a browser that accepts it, and plain for one that does not', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const response = await fetch(`${server.baseUrl}/search?q=history`, {
        headers: { accept: 'text/html', 'accept-encoding': accept },
      });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Cookie, Sec-CH-UA-Mobile, Accept-Encoding');
      expect(visibleText(await response.text())).toContain('results for “history”');
    }
  });

  it('a script goes out as the build\u2019s brotli copy to a browser that accepts it; the server build is not served', async () => {
    const script = await fetch(`${server.baseUrl}/assets/index-test.js`, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(await script.text()).toBe('export {};');
    const serverEntry = await fetch(`${server.baseUrl}/server/entry-server.js`);
    expect(serverEntry.status).toBe(404);
    expect(await serverEntry.text()).not.toContain('entry-server.tsx');
    expect((await fetch(`${server.baseUrl}/.vite/manifest.json`)).status).toBe(404);
  });

  it('ORD-01 ORD-04 an order opened from My Orders, signed in, arrives with its details, not "Loading the order…"', async () => {
    const list = await page('/my-orders', BUYER);
    const orderNumber = /href="\/my-orders\/(\d+)"/.exec(list.html)?.[1];
    expect(orderNumber, 'My Orders arrives with links to the orders').toBeDefined();
    const { response, text } = await page(`/my-orders/${orderNumber}`, BUYER);
    expect(response.status).toBe(200);
    expect(text).toContain(`Order ${orderNumber}`);
    expect(text).toContain('Order total');
    expect(text).not.toContain('Loading the order');
  });

  it('ORD-03 a staff member\u2019s /my-orders?shipTo= arrives with that ship-to\u2019s orders, not their own', async () => {
    const own = await page('/my-orders', STAFF);
    const typed = await page('/my-orders?shipTo=1000101', STAFF);
    expect(typed.response.status).toBe(200);
    expect(typed.text).toContain('Showing orders of ship-to account 1000101.');
    const links = (html: string) => [...html.matchAll(/href="\/my-orders\/(\d+)[^"]*"/g)].map((m) => m[1]);
    expect(links(typed.html).length).toBeGreaterThan(0);
    // The rows link to the typed ship-to's orders, keeping it in the address; none of the staff member's own.
    expect(typed.html).toMatch(/href="\/my-orders\/\d+\?shipTo=1000101"/);
    expect(links(typed.html).filter((n) => links(own.html).includes(n))).toEqual([]);
  });

  it('an address nothing knows is a 404 with the not-found page', async () => {
    const { response, text, html } = await page('/no/such/page');
    expect(response.status).toBe(404);
    expect(text).toContain('Page not found');
    expect(text).toContain('/no/such/page');
    expect(headOf(html)).toContain('<title>Page not found | Shelfmark</title>');
  });

  it('PDP-01 a product that does not exist is a 404 whose page says so', async () => {
    const { response, text } = await page('/products/9789999999991');
    expect(response.status).toBe(404);
    expect(text).toMatch(/not found|does not exist|no product/i);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a failing API call renders the widget\u2019s error state, not a blank page, and that page is not kept', async () => {
    const { render } = (await import(ENTRY_SOURCE)) as typeof import('../../../../examples/host-app/src/entry-server');
    // The server entry on its own, its API over loopback except the search, which fails.
    const failingSearch: typeof fetch = async (input, init) => {
      const path = String(input);
      if (path.startsWith('/api/products/search')) {
        return Response.json({ status: 500, code: 'INTERNAL', message: 'The search index is down.' }, { status: 500 });
      }
      return fetch(`${server.baseUrl}${path}`, init);
    };
    const response = await render(
      new Request(`${server.baseUrl}/search?q=history`, { headers: { accept: 'text/html' } }),
      { fetch: failingSearch },
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain('Search results');
    expect(text).toContain('We could not load the search results.');
    expect(text).toContain('The search index is down.');
    expect(text).toContain('Terms of Use');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("PDP-01 PDP-03 SRCH-01 a buyer with a discount gets the product page and search results rendered with their account's price, the one price and availability and the cart show; a visitor no price at all, not even in the page's state", async () => {
    const [row] = await db.database.query<{ price: string }>(
      sql`SELECT price::text FROM products WHERE isbn13 = ${DEMO_TITLE.isbn13}`,
    );
    const catalogue = toMoney(Number(row!.price));
    const current = (await buyer.auth.session()).user!.defaultShipToAccount!;
    await db.database.query(sql`UPDATE account_pricing SET discount_percent = 20 WHERE account_number = ${current}`);
    try {
      const pna = await buyer.products.priceAndAvailability({ productCode: DEMO_TITLE.isbn13 });
      expect(pna.customUnitPrice!.value).toBe(roundMoney(catalogue.value * 0.8));
      const price = pna.customUnitPrice!.formattedValue;
      const product = await page(`/products/${DEMO_TITLE.isbn13}`, BUYER);
      expect(product.text).toContain(price);
      const search = await page(`/search?q=${DEMO_TITLE.isbn13}`, BUYER);
      expect(search.text).toContain(DEMO_TITLE.title);
      expect(search.text).toContain(price);
      expect(search.text).not.toContain(catalogue.formattedValue);
      // "Sign in to see your price": neither price is on the visitor's pages, nor in their served JSON state.
      for (const path of [`/search?q=${DEMO_TITLE.isbn13}`, `/products/${DEMO_TITLE.isbn13}`]) {
        const visitor = await page(path);
        expect(visitor.text).toContain(DEMO_TITLE.title);
        for (const shown of [catalogue.formattedValue, price]) expect(visitor.html).not.toContain(shown);
        expect(JSON.stringify(visitor.state)).not.toMatch(/"(customPrice|customListPrice|price)":\{/);
      }
    } finally {
      await db.database.query(sql`UPDATE account_pricing SET discount_percent = 0 WHERE account_number = ${current}`);
    }
  });
});

/** The page's JSON-LD blocks, parsed (a block that does not parse fails the test). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return scriptsOf(html)
    .filter(({ tag }) => tag.includes('type="application/ld+json"'))
    .map(({ content }) => JSON.parse(content) as Record<string, unknown>);
}

describe('HEAD-01 a product page names the product in its head and in schema.org JSON-LD', () => {
  it('HEAD-01 PDP-03 signed in: og:title, the product\u2019s description, an absolute canonical and a Book with its ISBN and the account\u2019s price', async () => {
    const product = (await buyer.products.byCode({ productCode: DEMO_TITLE.isbn13, tierLevel: 'T1' })) as Product;
    expect(product.entitlement?.priceShown).toBe(true);
    const { html } = await page(`/products/${DEMO_TITLE.isbn13}`, BUYER);
    const head = headOf(html);
    const title = DEMO_TITLE.title.replace(/'/g, '&#x27;');
    expect(head).toContain(`<meta property="og:title" content="${title} | Shelfmark"/>`);
    expect(product.description).toBeTruthy();
    const description = product
      .description!.replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const attribute = description.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(head).toContain(`<meta name="description" content="${attribute}"/>`);
    expect(head).toContain(`<meta property="og:description" content="${attribute}"/>`);
    const canonical = `${server.baseUrl}/products/${DEMO_TITLE.isbn13}`;
    expect(head).toContain(`<link rel="canonical" href="${canonical}"/>`);
    const [book, ...others] = jsonLdOf(html);
    expect(others).toEqual([]);
    expect(book).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: DEMO_TITLE.title,
      isbn: DEMO_TITLE.isbn13,
      url: canonical,
      offers: {
        '@type': 'Offer',
        price: (product.customPrice ?? product.price)!.value.toFixed(2),
        priceCurrency: 'USD',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|BackOrder)$/),
      },
    });
  });

  it('HEAD-01 PDP-03 a visitor told to sign in for the price finds no price in the JSON-LD, nor anywhere in the HTML', async () => {
    const priced = (await buyer.products.byCode({ productCode: DEMO_TITLE.isbn13, tierLevel: 'T1' })) as Product;
    const visitorAnswer = (await server.clientFor(null).products.byCode({ productCode: DEMO_TITLE.isbn13 })) as Product;
    expect(visitorAnswer.entitlement).toMatchObject({ priceShown: false, reason: 'visitor' });
    const { html, text } = await page(`/products/${DEMO_TITLE.isbn13}`);
    expect(text).toContain('Sign in to see your price');
    const [book] = jsonLdOf(html);
    expect(book).toMatchObject({ '@type': 'Book', isbn: DEMO_TITLE.isbn13 });
    expect(book!.offers).not.toHaveProperty('price');
    expect(book!.offers).not.toHaveProperty('priceCurrency');
    for (const money of [priced.customPrice, priced.price]) {
      if (!money) continue;
      expect(html).not.toContain(money.formattedValue);
      expect(html).not.toContain(`"${money.value.toFixed(2)}"`);
    }
  });

  it('HEAD-01 a title holding </script> and <!-- cannot break out of the JSON-LD: it parses back to the same title', async () => {
    const hostile = `${DEMO_TITLE.title} </script><script>alert(1)</script><!-- & -->`;
    await db.database.query(sql`UPDATE products SET full_title = ${hostile} WHERE isbn13 = ${DEMO_TITLE.isbn13}`);
    try {
      const { html } = await page(`/products/${DEMO_TITLE.isbn13}`, BUYER);
      const blocks = scriptsOf(html).filter(({ tag }) => tag.includes('type="application/ld+json"'));
      expect(blocks).toHaveLength(1);
      expect(blocks[0]!.content).not.toMatch(/[<>]/);
      expect(jsonLdOf(html)[0]).toMatchObject({ name: hostile });
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!-- & -->');
      // Nothing but the state, the JSON-LD and the boot module: no script came out of the title.
      expect(scriptsOf(html).map(({ tag }) => tag)).toEqual([
        '<script type="application/ld+json">',
        '<script id="shelfmark-state" type="application/json">',
        '<script type="module" src="/assets/boot-test.js" id="_R_" async="">',
      ]);
    } finally {
      await db.database.query(
        sql`UPDATE products SET full_title = ${DEMO_TITLE.title} WHERE isbn13 = ${DEMO_TITLE.isbn13}`,
      );
    }
  });

  it('HEAD-01 an attacker\u2019s Host header does not change the JSON-LD\u2019s addresses: they name the public URL', async () => {
    const answer = await pageWithHost(`/products/${DEMO_TITLE.isbn13}`, 'evil.example');
    expect(answer.status).toBe(200);
    const [book] = jsonLdOf(answer.html);
    expect(book!.url).toBe(`${server.baseUrl}/products/${DEMO_TITLE.isbn13}`);
    expect(JSON.stringify(book)).not.toContain('evil.example');
  });
});

/** A page asked for with a Host header of the test's choosing (fetch would send the real one). */
function pageWithHost(path: string, host: string): Promise<{ status: number; cacheControl: string; html: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, agent: false, headers: { host, accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cacheControl: String(res.headers['cache-control']),
          html: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The server entry on its own, its API over loopback through `answer`, which sees (and may replace) every call. */
async function renderCounting(path: string, answer?: (path: string) => Response | null) {
  const { render } = (await import(ENTRY_SOURCE)) as typeof import('../../../../examples/host-app/src/entry-server');
  const calls: string[] = [];
  const response = await render(new Request(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } }), {
    fetch: async (input, init) => {
      const called = String(input);
      calls.push(called);
      return answer?.(called) ?? fetch(`${server.baseUrl}${called}`, init);
    },
  });
  return { response, calls, text: visibleText(await response.text()) };
}

describe('a server render asks the API once per call (no retry of a refusal, one retry of a shed call per page)', () => {
  it('PDP-01 a product page for a code that cannot be one (/products/abc) answers 404 "Product not found." after one call', async () => {
    const { response, calls, text } = await renderCounting('/products/abc');
    expect(response.status).toBe(404);
    expect(text).toContain('Product not found.');
    expect(
      calls.filter((call) => call.startsWith('/api/products/') && call.includes('abc')),
      calls.join(' '),
    ).toHaveLength(1);
    // The same through the server, with its status.
    const served = await page('/products/abc');
    expect(served.response.status).toBe(404);
    expect(served.text).toContain('Product not found.');
  });

  it('a busy server’s 503 is asked again once for the whole page, however many of its calls were shed', async () => {
    const shed = () =>
      Response.json(
        { status: 503, code: 'OVERLOADED', message: 'busy' },
        { status: 503, headers: { 'retry-after': '0' } },
      );
    const { response, calls } = await renderCounting(`/products/${DEMO_TITLE.isbn13}`, (path) =>
      path.startsWith('/api/site-config') ? null : shed(),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(calls.length).toBe(new Set(calls).size + 1);
  });
});

describe('absolute addresses come from the configured public URL, not the Host header', () => {
  it.each(['x@y', 'evil.example/path', 'a<b>', 'shop.example:port'])(
    'a malformed Host (%s) is refused with 400, never a 500',
    async (host) => {
      for (const path of ['/', '/search?q=history', '/api/products/search?q=history']) {
        const answer = await pageWithHost(path, host);
        expect(answer.status, path).toBe(400);
        expect(answer.html, path).toContain('The Host header is malformed.');
      }
    },
  );

  it('HEAD-01 a foreign Host never reaches a page a shared cache may keep: canonical, og:url and the state name the public URL', async () => {
    for (const path of ['/', '/search?q=history', `/products/${DEMO_TITLE.isbn13}`]) {
      const answer = await pageWithHost(path, 'evil.example');
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl, path).toBe('public, max-age=0, s-maxage=60, must-revalidate');
      expect(answer.html, path).not.toContain('evil.example');
      // Every absolute address in the page is on the public URL (each of these pages has a canonical link).
      const absolute = [...answer.html.matchAll(/(?:href|content)="(https?:\/\/[^"]*)"/g)].map(([, url]) => url!);
      expect(absolute.length, path).toBeGreaterThan(0);
      for (const url of absolute) expect(url.startsWith(`${server.baseUrl}/`), url).toBe(true);
      expect(stateOf(answer.html), path).toMatchObject({ origin: server.baseUrl });
    }
  });

  it('HEAD-01 a host the operator allowed (SHELFMARK_ALLOWED_HOSTS) gets its own host in the page', async () => {
    const answer = await pageWithHost('/', 'shop.example');
    expect(answer.status).toBe(200);
    expect(headOf(answer.html)).toContain('<link rel="canonical" href="http://shop.example/"/>');
    expect(answer.html).toContain('<meta property="og:url" content="http://shop.example/"/>');
  });
});

describe('anonymous pages are kept per address and catalogue and content version', () => {
  it('CMS-01 the home page is answered from its kept copy (with Age) until a publish; the next request shows the edit', async () => {
    const first = await page('/');
    const again = await page('/');
    expect(again.response.headers.get('age')).not.toBeNull();
    expect(again.html).toBe(first.html);
    await db.database.query(sql`
      UPDATE content_pages SET document = jsonb_set(document, '{components,0,document,heading}', '"Welcome to the edited Shelfmark"')
      WHERE site = 'shelfmark' AND path = '/'`);
    try {
      const edited = await page('/');
      expect(edited.text).toContain('Welcome to the edited Shelfmark');
      expect(edited.response.headers.get('age')).toBeNull();
    } finally {
      await db.database.query(sql`
        UPDATE content_pages SET document = jsonb_set(document, '{components,0,document,heading}', '"Welcome to Shelfmark"')
        WHERE site = 'shelfmark' AND path = '/'`);
    }
    expect((await page('/')).text).toContain('Welcome to Shelfmark');
  });

  it('PDP-01 a product page kept for visitors shows a changed title on the next request', async () => {
    const path = `/products/${DEMO_TITLE.isbn13}`;
    await page(path);
    expect((await page(path)).response.headers.get('age')).not.toBeNull();
    await db.database.query(
      sql`UPDATE products SET full_title = full_title || ' (Revised)' WHERE isbn13 = ${DEMO_TITLE.isbn13}`,
    );
    try {
      expect((await page(path)).text).toContain(`${DEMO_TITLE.title} (Revised)`);
    } finally {
      await db.database.query(
        sql`UPDATE products SET full_title = ${DEMO_TITLE.title} WHERE isbn13 = ${DEMO_TITLE.isbn13}`,
      );
    }
    expect((await page(path)).text).not.toContain('(Revised)');
  });

  it('PDP-01 a signed-in buyer never gets the copy kept for visitors, and a not-found page is never kept', async () => {
    const path = `/products/${DEMO_TITLE.isbn13}`;
    await page(path);
    expect((await page(path)).response.headers.get('age')).not.toBeNull();
    const signedIn = await page(path, BUYER);
    expect(signedIn.response.headers.get('age')).toBeNull();
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.html).not.toContain('href="/api/auth/login');
    for (let i = 0; i < 2; i += 1) {
      const missing = await page('/no/such/page');
      expect(missing.response.status).toBe(404);
      expect(missing.response.headers.get('age')).toBeNull();
    }
  });

  it('a page asked for by many at once is rendered once: the others wait for it (no stampede)', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => page('/search?q=lighthouse')));
    for (const answer of answers) expect(answer.text).toContain('results for “lighthouse”');
    expect(answers.filter((answer) => answer.response.headers.get('age') === null)).toHaveLength(1);
  });
});

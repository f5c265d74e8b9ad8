/**
 * In real Chromium against the real server: the storefront is rendered on the server. With
 * JavaScript off, the home page, a search, a product page and (signed in) the cart arrive with their
 * visible text — results with prices, the product and its price, the cart's lines — and their head tags.
 * With JavaScript on, the browser hydrates that HTML without a console error or warning and without asking
 * the API for anything the page already carries, and the head stays right across client navigation.
 * scripts/test-e2e.mjs runs the tests tagged with the brand the server was started for.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expect, test } from '../support/fixtures';
import { emptyCart } from '../support/cart';
import { signIn } from '../support/signIn';

const brands = [
  { brand: 'shelfmark', name: 'Shelfmark', email: 'buyer@shelfmark.test', q: 'history', title: DEMO_TITLE },
  {
    brand: 'thorndike',
    name: 'Thorndike Press',
    email: 'buyer@thorndike.test',
    q: 'Harbour Tales',
    title: DEMO_TITLE_THORNDIKE,
  },
] as const;

interface Money {
  formattedValue: string;
}
interface SearchAnswer {
  pagination: { totalResults: number };
  products: { fullTitle: string; price?: Money | null }[];
  facets: { name: string }[];
}
interface Session {
  user: { uid: string } | null;
  csrfToken: string | null;
}
interface CartAnswer {
  code: string;
  entries: { entryNumber: number; product: { isbn13: string; fullTitle?: string }; totalPrice?: Money | null }[];
}

const json = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const answer = await request.get(path);
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return (await answer.json()) as T;
};

/** The data of the first query under `key` in the state the server-rendered page carries (its JSON script). */
async function renderedAnswer<T>(page: Page, key: string): Promise<T> {
  const text = await page.locator('#shelfmark-state').textContent();
  const state = JSON.parse(text ?? '{}') as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const query = state.queries.queries.find((q) => q.queryKey[0] === key);
  expect(query, `the page carries a '${key}' answer`).toBeDefined();
  return query!.state.data as T;
}

/** A browser context with scripts off (nothing but the server's HTML), the network cut at the machine's edge (CHROMIUM_ARGS). */
async function withoutJavaScript(
  browser: Browser,
  baseURL: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  return browser.newContext({ baseURL, javaScriptEnabled: false, ...(storageState ? { storageState } : {}) });
}

/** The head tags every page of the document carries: one title, and the document's description and open graph. */
async function expectServedHead(page: Page, title: string | RegExp) {
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
}

/** /api calls the page makes from the moment it is asked for until it settles. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** Console errors and warnings (the fixture fails on errors; hydration would warn or err here). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** The buyer's current cart with the demo title in it (added through the API, as the page's own client would). */
async function cartWithDemoTitle(
  request: APIRequestContext,
  isbn13: string,
  code: string,
): Promise<{ cart: CartAnswer; added: boolean }> {
  const session = await json<Session>(request, '/api/auth/session');
  const userId = session.user!.uid;
  let cart = await json<CartAnswer>(request, `/api/carts?userId=${encodeURIComponent(userId)}`);
  const added = !cart.entries.some((e) => e.product.isbn13 === isbn13);
  if (added) {
    const answer = await request.post('/api/carts/entries', {
      headers: { 'x-csrf-token': session.csrfToken! },
      data: { userId, cartId: cart.code, orderEntries: [{ product: { code }, quantity: 1 }] },
    });
    expect(answer.ok(), 'POST /api/carts/entries').toBe(true);
    cart = await json<CartAnswer>(request, `/api/carts?userId=${encodeURIComponent(userId)}`);
  }
  return { cart, added };
}

async function removeLine(request: APIRequestContext, cart: CartAnswer, isbn13: string) {
  const session = await json<Session>(request, '/api/auth/session');
  const line = cart.entries.find((e) => e.product.isbn13 === isbn13)!;
  const query = new URLSearchParams({
    userId: session.user!.uid,
    cartId: cart.code,
    entryNumber: String(line.entryNumber),
  });
  const answer = await request.delete(`/api/carts/entries?${query}`, {
    headers: { 'x-csrf-token': session.csrfToken! },
  });
  expect(answer.ok(), 'DELETE /api/carts/entries').toBe(true);
}

for (const { brand, name, email, q, title } of brands) {
  test.describe(`the ${brand} storefront rendered on the server`, { tag: `@${brand}` }, () => {
    test(`CMS-01 HEAD-01 SRCH-01 PDP-01 with JavaScript off, home, search and product pages show their content and head (a product's og:title, canonical and JSON-LD) @${brand}`, async ({
      browser,
      baseURL,
      page,
    }) => {
      const search = await json<SearchAnswer>(
        page.request,
        `/api/products/search?q=${encodeURIComponent(q)}&page=0&pageSize=10&sort=relevance&brand=${brand}`,
      );
      expect(search.products.length).toBeGreaterThan(0);
      const context = await withoutJavaScript(browser, baseURL!);
      const plain = await context.newPage();

      await test.step('home: the document\u2019s blocks, header and footer', async () => {
        const answer = await plain.goto('/');
        expect(answer?.status()).toBe(200);
        await expect(plain.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
        await expect(plain.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' })).toBeVisible();
        await expectServedHead(plain, `Home | ${name}`);
        await expect(plain.locator('head link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${new URL(baseURL!).origin}/`,
        );
      });

      await test.step('search: the results with their prices, and the facets', async () => {
        await plain.goto(`/search?q=${encodeURIComponent(q)}`);
        const found = search.pagination.totalResults;
        await expect(plain.getByText(`${found === 1 ? '1 result' : `${found} results`} for “${q}”`)).toBeVisible();
        // Every result of the answer the page rendered from (the JSON it hands the browser) is on the page.
        const shown = await renderedAnswer<SearchAnswer>(plain, 'search');
        expect(shown.products.length).toBeGreaterThan(0);
        const results = plain.getByRole('list', { name: 'Results' });
        for (const result of shown.products) {
          await expect(results.getByRole('heading', { level: 2, name: result.fullTitle }).first()).toBeVisible();
          if (result.price) await expect(results.getByText(result.price.formattedValue).first()).toBeVisible();
        }
        if (shown.facets[0])
          await expect(plain.getByRole('main').getByText(shown.facets[0].name, { exact: true }).first()).toBeVisible();
        await expectServedHead(plain, `Search results for “${q}” | ${name}`);
      });

      await test.step('product: its title, and a visitor\u2019s form that signs in and comes back to it', async () => {
        await plain.goto(`/products/${title.isbn13}`);
        await expect(plain.getByRole('heading', { level: 1, name: title.title, exact: true })).toBeVisible();
        await expect(plain.locator('main input[type="hidden"][name="return"]')).toHaveValue(
          `/products/${title.isbn13}`,
        );
        await expectServedHead(plain, `${title.title} | ${name}`);
        const canonical = `${new URL(baseURL!).origin}/products/${title.isbn13}`;
        await expect(plain.locator('head meta[property="og:title"]')).toHaveAttribute(
          'content',
          `${title.title} | ${name}`,
        );
        await expect(plain.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
        // The product as a schema.org Book; a visitor is asked to sign in for the price, so the offer names none.
        const jsonLd = await plain.locator('script[type="application/ld+json"]').allTextContents();
        expect(jsonLd).toHaveLength(1);
        const book = JSON.parse(jsonLd[0]!) as { offers?: Record<string, unknown> };
        expect(book).toMatchObject({ '@type': 'Book', name: title.title, isbn: title.isbn13, url: canonical });
        expect(book.offers ?? {}).not.toHaveProperty('price');
      });

      await test.step('an address nothing knows: 404 and the not-found page', async () => {
        const answer = await plain.goto('/no/such/page');
        expect(answer?.status()).toBe(404);
        await expect(plain.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      });
      await context.close();
    });

    test(`PDP-03 CART-01 with JavaScript off, a signed-in buyer sees the account's price and the cart's lines, on pages nobody else may keep @${brand}`, async ({
      browser,
      baseURL,
      page,
    }) => {
      await signIn(page, email);
      // Other journeys shop as this buyer too: this one starts from an empty cart, so its line is on the first page.
      await emptyCart(page);
      const { cart, added } = await cartWithDemoTitle(page.request, title.isbn13, title.code);
      const line = cart.entries.find((e) => e.product.isbn13 === title.isbn13)!;
      const session = await json<{ user: { tierLevel?: string | null } }>(page.request, '/api/auth/session');
      const tier = session.user.tierLevel ? `&tierLevel=${encodeURIComponent(session.user.tierLevel)}` : '';
      const product = await json<{ price?: Money | null }>(
        page.request,
        `/api/products/code?productCode=${title.isbn13}${tier}`,
      );
      expect(product.price, 'the demo title has a price for the account').toBeTruthy();
      const context = await withoutJavaScript(browser, baseURL!, await page.context().storageState());
      const plain = await context.newPage();

      const productPage = await plain.goto(`/products/${title.isbn13}`);
      expect(productPage?.headers()['cache-control']).toBe('private, no-store');
      await expect(plain.getByRole('heading', { level: 1, name: title.title, exact: true })).toBeVisible();
      await expect(plain.getByRole('main').getByText(product.price!.formattedValue).first()).toBeVisible();
      await expect(plain.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();

      const answer = await plain.goto('/cart');
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await expect(plain.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
      const table = plain.getByRole('table', { name: 'Items in your cart' });
      await expect(table.getByText(title.title).first()).toBeVisible();
      if (line.totalPrice) await expect(table.getByText(line.totalPrice.formattedValue).first()).toBeVisible();
      // Rendered signed in: the header offers no sign-in.
      await expect(plain.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
      await expectServedHead(plain, `Cart | ${name}`);
      await context.close();
      if (added) await removeLine(page.request, cart, title.isbn13);
    });

    test(`with JavaScript on, the pages hydrate with no console error or warning and ask the API for nothing they carry @${brand}`, async ({
      page,
    }) => {
      const calls = apiCalls(page);
      const problems = consoleProblems(page);
      for (const path of ['/', `/search?q=${encodeURIComponent(q)}`, `/products/${title.isbn13}`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(calls, `API calls while ${path} hydrated`).toEqual([]);
      }
      await signIn(page, email);
      await page.waitForLoadState('networkidle');
      calls.length = 0;
      for (const path of ['/cart', `/products/${title.isbn13}`, '/my-orders']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();
        expect(calls, `API calls while ${path} hydrated, signed in`).toEqual([]);
      }
      expect(problems).toEqual([]);
    });

    test(`the page paints from its HTML and stylesheet: its only script until it has loaded is the small boot script, which then fetches the app and hydrates @${brand}`, async ({
      page,
    }) => {
      const scriptsFetched = () =>
        page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const scripts = performance
            .getEntriesByType('resource')
            .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
            .filter(({ path }) => /^\/assets\/[^/]+\.js$/.test(path));
          return { loadEventStart: navigation.loadEventStart, scripts };
        });
      const check = async (path: string) => {
        // goto returns once the page's controls are hydrated (support/fixtures.ts): the app's scripts have come.
        await page.goto(path);
        const { loadEventStart, scripts } = await scriptsFetched();
        const boot = scripts.filter((script) => /^\/assets\/boot-/.test(script.path));
        const app = scripts.filter((script) => !boot.includes(script));
        expect(boot, `${path}: the boot script`).toHaveLength(1);
        expect(boot[0]!.startTime, `${path}: the boot script comes with the HTML`).toBeLessThan(loadEventStart);
        expect(app.length, `${path}: the app's scripts`).toBeGreaterThan(1);
        expect(
          app.filter((script) => script.startTime < loadEventStart).map((script) => script.path),
          `${path}: scripts fetched before the page had loaded`,
        ).toEqual([]);
      };
      await check('/');
      await check(`/products/${title.isbn13}`);
      await signIn(page, email);
      await check('/cart');
    });

    test(`the first page carries neither zod nor the API client's schemas; once hydrated it fetches them at low priority @${brand}`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
      const first = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)].map(([, src]) => src!);
      expect(first.length, 'the page names its scripts').toBeGreaterThan(0);
      expect(
        first.filter((src) => /\/(zod|schemas)-/.test(src)),
        'zod and the schemas in the first load',
      ).toEqual([]);
      const fetched: string[] = [];
      page.on('request', (req) => {
        if (/\/assets\/(zod|schemas)-[^/]+\.js$/.test(new URL(req.url()).pathname))
          fetched.push(new URL(req.url()).pathname);
      });
      await page.goto('/');
      // Linked once the page has hydrated and the main thread is idle, one link per idle task, then fetched.
      const lowPriority = () =>
        page
          .locator('head link[rel="modulepreload"][fetchpriority="low"]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
      await expect(page.locator('head link[rel="modulepreload"][fetchpriority="low"][href*="/zod-"]')).toHaveCount(1);
      // The schemas come one chunk per domain (the client builds them one domain per task).
      for (const domain of ['common', 'product', 'cart', 'checkout', 'search', 'order', 'content', 'site']) {
        await expect
          .poll(async () => (await lowPriority()).filter((href) => href.includes(`/schemas-${domain}-`)), {
            message: `the ${domain} schemas`,
          })
          .toHaveLength(1);
      }
      await expect
        .poll(
          async () => {
            const linked = (await lowPriority()).filter((href) => /\/(zod|schemas)-/.test(href)).sort();
            const got = [...fetched].sort();
            return got.length === linked.length && got.every((href, index) => href === linked[index]);
          },
          { message: 'every zod and schemas chunk linked is fetched, and no other' },
        )
        .toBe(true);
    });

    test(`CMS-01 the code of the blocks a page places is named in its HTML, so it loads with the page's own @${brand}`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // The head preloads only the boot script; the page's state names the rest its first render needs.
      const state = JSON.parse(
        /<script id="shelfmark-state" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!,
      ) as {
        pagePreloads: string[];
      };
      const preloaded = new Set(state.pagePreloads);
      expect(
        [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].filter(([, href]) => preloaded.has(href!)),
      ).toEqual([]);
      const blockChunks: string[] = [];
      page.on('request', (req) => {
        const path = new URL(req.url()).pathname;
        if (/\/assets\/[a-zA-Z]+Block-[^/]+\.js$/.test(path)) blockChunks.push(path);
      });
      await page.goto('/');
      // The page's blocks hydrate: the covers list's links answer, and its cover loaded.
      await expect(page.locator('.sm-covers-list__image').first()).toBeVisible();
      await expect.poll(() => blockChunks.length, "the browser loads the blocks' code").toBeGreaterThan(0);
      expect(
        blockChunks.filter((path) => !preloaded.has(path)),
        'block chunks the HTML did not name',
      ).toEqual([]);
    });

    test(`CART-06 CHK-01 on a phone, the cart and checkout hydrate from the phone layout the server rendered, keeping its order summary, with no console error or warning @${brand}`, async ({
      browser,
      baseURL,
      page,
    }) => {
      await signIn(page, email);
      const { cart, added } = await cartWithDemoTitle(page.request, title.isbn13, title.code);
      // A phone's browser: its user agent says "Mobile" (Playwright sends no client hint for it).
      const phone = await browser.newContext({
        baseURL,
        storageState: await page.context().storageState(),
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
      });
      const tab = await phone.newPage();
      const problems = consoleProblems(tab);
      // The summary's trigger as the HTML brought it, before any script ran.
      await tab.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { served: Element | null }).served =
            document.querySelector('.sm-order-summary__trigger');
        });
      });
      for (const path of ['/cart', '/checkout']) {
        await tab.goto(path);
        await tab.waitForLoadState('networkidle');
        const trigger = tab.getByRole('button', { name: /^Order summary/ });
        await expect(trigger, `${path}: the phone's summary`).toBeVisible();
        // Hydrated: only then (and once the browser is idle) does the page link the schemas to fetch.
        await expect(
          tab.locator('head link[rel="modulepreload"][fetchpriority="low"][href*="/zod-"]'),
          `${path} hydrated`,
        ).toHaveCount(1);
        expect(
          await tab.evaluate(() => {
            const served = (window as unknown as { served: Element | null }).served;
            return served !== null && served === document.querySelector('.sm-order-summary__trigger');
          }),
          `${path}: hydrating kept the summary the server rendered`,
        ).toBe(true);
      }
      expect(problems).toEqual([]);
      await phone.close();
      if (added) await removeLine(page.request, cart, title.isbn13);
    });

    test(`HEAD-01 the head stays one title with the page's canonical and open graph across client navigation, while pages load too @${brand}`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      // Every moment the head does not hold exactly one <title> (while a page's document or code loads, too).
      await page.addInitScript(() => {
        const gaps: string[] = [];
        (window as unknown as { titleGaps: string[] }).titleGaps = gaps;
        new MutationObserver(() => {
          const count = document.head ? document.head.querySelectorAll('title').length : 1;
          if (count !== 1) gaps.push(`${location.pathname}: ${count} titles`);
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto('/privacy');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}/privacy`);

      const box = page.getByRole('search').getByLabel('Search', { exact: true });
      await box.fill(q);
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/search');
      await expect(page).toHaveTitle(`Search results for “${q}” | ${name}`);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}/search`);
      await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${origin}/search`);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
      await expect(page).toHaveTitle(`Terms of Use | ${name}`);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}/terms`);
      // All of it without loading another document: the browser navigated inside the hydrated page.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { titleGaps: string[] }).titleGaps),
        'moments without one <title>',
      ).toEqual([]);
    });
  });
}

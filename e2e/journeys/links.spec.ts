/**
 * The link crawler (HDR-01, FTR-01, CMS-01, PDP-03, NECP-01, PROF-01), in real Chromium against the
 * real server and its seeded documents, for each brand (its tag), signed out and signed in as the user kinds
 * whose links differ (a buyer, an international buyer, staff). Starting from the home page, a search, the demo
 * product and a catalogue page, it opens the storefront's pages breadth first — the header, footer and menus
 * come with every page — and reads every same-origin link each one renders. A page it opens must not be
 * 'Page not found' (nor 'Product not found.') and must not answer 4xx; every link it found and did not open is
 * asked for as a browser would (an HTML GET) and must not answer 4xx or 5xx. Pages of one kind (product pages,
 * searches, orders) are opened a few at a time, so the crawl covers every kind within its cap.
 */
import type { Page } from '@playwright/test';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expect, STORE_ORIGIN, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

/** Pages opened in the browser per crawl, and per kind of page. */
const MAX_PAGES = 36;
const MAX_PER_KIND = 3;
/** Links found but not opened that are asked for over HTTP, per kind (every kind is asked for). */
const MAX_CHECKED_PER_KIND = 6;

/** Addresses that are no page to open: sign-in and sign-out (they would end the session being crawled). */
const isAuthLink = (path: string) => path.startsWith('/api/auth/');
/** Files (a MARC record, a cover, a video, an invoice): asked for over HTTP, never opened as a page (they download). */
const isFile = (path: string) => /^\/(api|marc|images|media|assets)\//.test(path) || /\.[a-z0-9]{2,5}$/i.test(path);
/** Where the identity provider's pages live: their links are not the storefront's. */
const isProviderPage = (path: string) => /^\/(oidc|interaction)(\/|$)/.test(path);

/** A page's kind: its path with every segment holding a digit as ':n', searches as one kind. */
function kindOf(url: URL): string {
  if (url.pathname.startsWith('/search')) return '/search';
  return url.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':n' : segment))
    .join('/');
}

/** The address without its hash: what the crawl opens and checks once. */
const keyOf = (url: URL) => `${url.pathname}${url.search}`;

interface FoundLink {
  href: string;
  name: string;
  /** The page it was found on. */
  on: string;
}

interface Crawl {
  opened: string[];
  /** Links asked for over HTTP. */
  checked: number;
  /** Every same-origin link found (by address), with where it was first seen. */
  found: Map<string, FoundLink>;
  problems: string[];
}

async function linksOn(page: Page): Promise<{ href: string; name: string }[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().replace(/\s+/g, ' '),
    })),
  );
}

/** Opens the page and waits until it has settled (no request for half a second), or gives up waiting after 15 s. */
async function open(page: Page, path: string): Promise<number | null> {
  const response = await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  return response?.status() ?? null;
}

async function crawl(page: Page, starts: string[]): Promise<Crawl> {
  const result: Crawl = { opened: [], checked: 0, found: new Map(), problems: [] };
  const queue: URL[] = starts.map((s) => new URL(s, STORE_ORIGIN));
  const queued = new Set(queue.map(keyOf));
  const perKind = new Map<string, number>();

  while (queue.length > 0 && result.opened.length < MAX_PAGES) {
    // The next page of the kind opened least so far (first found first): every kind gets its turn within the cap.
    let next = 0;
    for (let i = 1; i < queue.length; i += 1) {
      if ((perKind.get(kindOf(queue[i]!)) ?? 0) < (perKind.get(kindOf(queue[next]!)) ?? 0)) next = i;
    }
    const url = queue.splice(next, 1)[0]!;
    const kind = kindOf(url);
    if ((perKind.get(kind) ?? 0) >= MAX_PER_KIND) continue;
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);

    const path = keyOf(url);
    const status = await open(page, path);
    result.opened.push(path);
    const landed = new URL(page.url());
    if (status !== null && status >= 400) result.problems.push(`${path} answered ${status}`);
    if ((await page.getByRole('heading', { name: 'Page not found' }).count()) > 0)
      result.problems.push(`${path} shows 'Page not found'`);
    if ((await page.getByText('Product not found.', { exact: true }).count()) > 0)
      result.problems.push(`${path} shows 'Product not found.'`);
    if (landed.origin !== STORE_ORIGIN || isProviderPage(landed.pathname)) continue;

    for (const link of await linksOn(page)) {
      const target = new URL(link.href, landed);
      if (target.origin !== STORE_ORIGIN || !/^https?:$/.test(target.protocol)) continue;
      const key = keyOf(target);
      if (!result.found.has(key)) result.found.set(key, { href: key, name: link.name, on: path });
      if (isAuthLink(target.pathname) || isFile(target.pathname) || queued.has(key)) continue;
      queued.add(key);
      queue.push(target);
    }
  }

  // Every link found and not opened, asked for as a browser asks for a page (the session's cookies go with it).
  const opened = new Set(result.opened);
  const checkedPerKind = new Map<string, number>();
  const unchecked = [...result.found.values()].filter((l) => {
    const url = new URL(l.href, STORE_ORIGIN);
    if (opened.has(l.href) || isAuthLink(url.pathname)) return false;
    const count = checkedPerKind.get(kindOf(url)) ?? 0;
    checkedPerKind.set(kindOf(url), count + 1);
    return count < MAX_CHECKED_PER_KIND;
  });
  result.checked = unchecked.length;
  for (const link of unchecked) {
    const answer = await page.request.get(link.href, {
      headers: { accept: 'text/html,*/*' },
      maxRedirects: 5,
      failOnStatusCode: false,
    });
    if (answer.status() >= 400)
      result.problems.push(`${link.href} ('${link.name}' on ${link.on}) answered ${answer.status()}`);
  }
  return result;
}

/** The first product of a search that is a non-ecommerce catalogue product (its card links to the catalogue route). */
async function catalogueStart(page: Page): Promise<string[]> {
  await open(page, '/search?q=Research%20Database');
  const href = await page
    .locator('a[href^="/catalog/"]')
    .first()
    .getAttribute('href')
    .catch(() => null);
  return href ? [href] : [];
}

const users = {
  shelfmark: [
    // A visitor: Contact Representative (the demo title's eBook), the catalogue page's Find Your Rep, Request a
    // Trial and its section / discipline link.
    {
      who: 'a visitor',
      email: null,
      mustFind: [
        '/find-your-rep',
        /^\/request-a-trial\?/,
        /^\/(collections|archives|reference|periodicals|special-collections)\/[a-z-]+$/,
      ],
    },
    { who: 'a buyer', email: 'buyer@shelfmark.test', mustFind: ['/account-help'] },
    // International: Contact your rep and Request a Trial in their international variants.
    {
      who: 'an international buyer',
      email: 'intl@shelfmark.test',
      mustFind: ['/find-your-rep/international', /^\/request-a-trial\/international\?/, '/account-help'],
    },
    { who: 'staff', email: 'staff@shelfmark.test', mustFind: ['/account-help'] },
  ],
  thorndike: [
    { who: 'a visitor', email: null, mustFind: ['/fast-order'] },
    { who: 'a buyer', email: 'buyer@thorndike.test', mustFind: ['/account-help'] },
  ],
} as const;

const starts = {
  shelfmark: [
    '/',
    '/search?q=history',
    `/products/${DEMO_TITLE.isbn13}`,
    '/search?q=%3Arelevance%3AgradeLevel%3AProfessional',
    '/profile',
  ],
  thorndike: ['/', '/search?q=large%20print', `/products/${DEMO_TITLE_THORNDIKE.isbn13}`, '/profile'],
} as const;

for (const brand of ['shelfmark', 'thorndike'] as const) {
  test.describe(`every link of the ${brand} storefront opens a page`, { tag: `@${brand}` }, () => {
    for (const { who, email, mustFind } of users[brand]) {
      test(`HDR-01 FTR-01 CMS-01 PDP-03 NECP-01 PROF-01 no link the storefront renders for ${who} leads to a 404 @${brand}`, async ({
        page,
      }) => {
        test.setTimeout(360_000);
        if (email) await signIn(page, email);
        const result = await crawl(page, [
          ...starts[brand],
          ...(brand === 'shelfmark' ? await catalogueStart(page) : []),
        ]);
        test.info().annotations.push({
          type: 'crawl',
          description: `opened ${result.opened.length} pages, found ${result.found.size} links, asked for ${result.checked} more`,
        });

        expect(result.opened.length).toBeGreaterThan(15);
        expect(result.problems, 'pages that were not found').toEqual([]);
        const found = [...result.found.keys()];
        for (const expected of mustFind) {
          expect(
            found.some((href) => (typeof expected === 'string' ? href === expected : expected.test(href))),
            `a link to ${String(expected)}`,
          ).toBe(true);
        }
        // Still signed in at the end: the crawl never followed sign-out.
        if (email) expect((await (await page.request.get('/api/auth/session')).json()).user?.uid).toBe(email);
      });
    }
  });
}

for (const { brand, isbn13 } of [
  { brand: 'shelfmark', isbn13: DEMO_TITLE.isbn13 },
  { brand: 'thorndike', isbn13: DEMO_TITLE_THORNDIKE.isbn13 },
] as const) {
  test(
    `PDP-01 the demo title shows Look Inside, and its pages open @${brand}`,
    { tag: `@${brand}` },
    async ({ page }) => {
      await page.goto(`/products/${isbn13}`);
      await page.getByRole('button', { name: 'Look Inside' }).click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveText(['Cover', 'Contents']);
      for (const href of await items.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
        const answer = await page.request.get(href);
        expect(answer.status(), href).toBe(200);
        expect(answer.headers()['content-type'], href).toContain('image/svg+xml');
      }
    },
  );
}

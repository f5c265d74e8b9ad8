import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { RouteObject } from 'react-router';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE, seededPages } from '@shelfmark/server/testing';
import { createAppRoutes, NOT_FOUND_ROUTE_ID } from '../../examples/host-app/src/app/routes';
import type { RouteDataContext } from '../../examples/host-app/src/app/routeData';
import { createSiteConfig, type ShelfmarkRoutes } from '@shelfmark/forms/site';

/** The storefront's page modules (examples/host-app/src/app/pageModules.ts): every page is one of them. */
export { pageModules } from '../../examples/host-app/src/app/pageModules';

/** One address per route of the host app's table. */
export interface StorefrontRoute {
  /** The route's id in examples/host-app/src/app/routes.tsx. */
  id: string;
  path: string;
}

/**
 * Every route of the host app's route table (examples/host-app/src/app/routes.tsx, built with the store's own
 * configured paths), each as an address to open: a route's parameters (`:code`, `:orderNumber`) take the values
 * given, the '*' route an address no route knows. A route added to the table is opened without this file changing;
 * one with a parameter not given fails here, naming it.
 */
export function storefrontRoutes(routes: ShelfmarkRoutes, params: Record<string, string>): StorefrontRoute[] {
  // The table's prefetches are never run here: only its paths are read.
  const table = createAppRoutes(routes, {} as RouteDataContext);
  const found: StorefrontRoute[] = [];
  const seen = new Set<string>();
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      const joined = route.index
        ? base
        : route.path === undefined
          ? base
          : route.path.startsWith('/')
            ? route.path
            : `${base.replace(/\/$/, '')}/${route.path}`;
      if (route.children) {
        walk(route.children, joined);
        continue;
      }
      const path =
        route.id === NOT_FOUND_ROUTE_ID
          ? '/no/such/page'
          : joined.replace(/:(\w+)/g, (_, name: string) => {
              const value = params[name];
              if (value === undefined) throw new Error(`the route ${route.id} (${joined}) needs a value for :${name}`);
              return encodeURIComponent(value);
            });
      if (seen.has(path)) continue;
      seen.add(path);
      found.push({ id: route.id ?? joined, path });
    }
  };
  walk(table, '/');
  return found;
}

/**
 * The page documents the server seeds that no route of the table names (help pages, the contact form, Find Your
 * Rep…; packages/server/src/seed/content), shown by the '*' route: one of each family of generated pages of one
 * template (the catalogue's section and discipline pages), every other one.
 */
export function contentOnlyPaths(seeded: readonly { path: string }[], routes: readonly StorefrontRoute[]): string[] {
  const routed = new Set(routes.map((route) => route.path));
  const families = new Map<string, string[]>();
  for (const { path } of seeded) {
    if (path.includes(':') || routed.has(path)) continue;
    const family = path.split('/')[1] ?? '';
    families.set(family, [...(families.get(family) ?? []), path]);
  }
  return [...families.values()].flatMap((paths) => (paths.length > 3 ? paths.slice(0, 1) : paths));
}

type Brand = 'shelfmark' | 'thorndike';
export const DEMO_TITLES = { shelfmark: DEMO_TITLE, thorndike: DEMO_TITLE_THORNDIKE } as const;
export const BUYERS = { shelfmark: 'buyer@shelfmark.test', thorndike: 'buyer@thorndike.test' } as const;
/** A catalogue page whose description holds an unbroken address, and the first brand's buyer's order with long facts. */
const CATALOG_CODE = '9780000050403';
export const ORDER_NUMBER = '5000004';

/** The first order on the signed-in user's My Orders, else ORDER_NUMBER. */
export async function firstOrder(page: Page): Promise<string> {
  await page.goto('/my-orders');
  const link = page.locator('a[href^="/my-orders/"]').first();
  await link.waitFor({ timeout: 15_000 }).catch(() => undefined);
  const href = await link.getAttribute('href', { timeout: 1_000 }).catch(() => null);
  return href ? href.slice('/my-orders/'.length).split('?')[0]! : ORDER_NUMBER;
}

/** The addresses to open: every route of the table, then the content-only pages. */
export async function storefrontAddresses(
  request: APIRequestContext,
  brand: Brand,
  orderNumber = ORDER_NUMBER,
): Promise<string[]> {
  const config = (await (await request.get('/api/site-config')).json()) as { routes?: Record<string, string> };
  const routes = { ...createSiteConfig(brand).routes, ...config.routes };
  const table = storefrontRoutes(routes, { code: DEMO_TITLES[brand].isbn13, orderNumber });
  const catalog = table.find((route) => route.id === 'catalog');
  if (catalog) catalog.path = `${routes.catalog}/${CATALOG_CODE}`;
  return [...table.map((route) => route.path), ...contentOnlyPaths(seededPages(brand, []), table)];
}

/** The buyer's cart holds the demo title (added through the API, as the page's own client would). */
export async function fillCart(request: APIRequestContext, isbn13: string): Promise<void> {
  const session = (await (await request.get('/api/auth/session')).json()) as {
    user: { uid: string };
    csrfToken: string;
  };
  const cart = (await (await request.get(`/api/carts?userId=${encodeURIComponent(session.user.uid)}`)).json()) as {
    code: string;
    entries: { product: { isbn13: string } }[];
  };
  if (cart.entries.some((e) => e.product.isbn13 === isbn13)) return;
  const answer = await request.post('/api/carts/entries', {
    headers: { 'x-csrf-token': session.csrfToken },
    data: { userId: session.user.uid, cartId: cart.code, orderEntries: [{ product: { code: isbn13 }, quantity: 2 }] },
  });
  expect(answer.ok(), 'POST /api/carts/entries').toBe(true);
}

import { lazy, useRef, type ReactNode } from 'react';
import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import { PageTitle } from '../layout/PageTitle';
import { useOrigin } from '../content/documentHead';
import { RootLayout } from '../layout/RootLayout';
import { NOT_FOUND_PAGE_ID, pageModules, type PageModule } from './pageModules';
import { awaitingLoader, pagePrefetch, shellPrefetch, type RouteDataContext, type RoutePrefetch } from './routeData';
import { type ShelfmarkRoutes } from '@shelfmark/forms/site';

/** The '*' route: an address no route and no page document knows (answered 404 by the server). */
export const NOT_FOUND_ROUTE_ID = NOT_FOUND_PAGE_ID;

/**
 * The head a page module declares (`head`), for the address shown: rendered beside the page, inside the same Suspense
 * boundary, so it shows with the page (the loading page's title meanwhile), on the server and in the browser alike.
 */
function PageModuleHead({ head }: { head: NonNullable<PageModule['head']> }) {
  const { pathname, search } = useLocation();
  const params = useParams();
  // A head reads the address's path and query; the origin only completes the URL where none is provided.
  const origin = useOrigin() ?? 'http://localhost';
  const { title, subject } = head({ url: new URL(`${pathname}${search}`, origin), params });
  return <PageTitle title={title} subject={subject} />;
}

/** A page module's element: its declared head, then the page. */
const pageElement = (module: PageModule) => (
  <>
    {module.head && <PageModuleHead head={module.head} />}
    <module.component />
  </>
);

const NotBuiltPage = lazy(() => import('../pages/NotBuiltPage'));

/** Pages the storefront names (specs 000-002) that later issues build; each says so plainly. */
export const notBuiltPages: readonly { path: string; page: string }[] = [];

/** What each route of the table carries besides its element. */
export interface AppRouteHandle {
  /** The page the route renders (pageModules.ts: its chunk, data and not-found rule); none for the layout. */
  module?: PageModule;
  /** Starts loading what the route shows into the QueryClient (routeData.ts). */
  prefetch: RoutePrefetch;
}

/**
 * The storefront's routes. Paths of the named routes come from the site configuration
 * (home, searchResults, products, catalog, cart, checkout, …), the rest are fixed.
 *
 * Every address is rendered from its page document (RootLayout → DocumentPage): a document places
 * the route's element where it names the commerce widget ('Cart', 'Search Result', …) and shows
 * its own blocks around it; content pages (home, help pages, /contact) need no route of their own —
 * the '*' route's element shows only when the address has no document either. A page is one module of
 * `pageModules` (pageModules.ts); it works with or without a document.
 *
 * One table for the server and the browser. Each route's handle names its prefetch — the layout's the session, the
 * page document, the menus and the cart badge; a page's its module's data (pageModules.ts) — through `data`'s
 * API client and QueryClient. On the server they are the routes' loaders (`withServerLoaders`, React Router's data
 * APIs), awaited before the page renders; in the browser `AppRoutes` starts them on each client navigation and does
 * not wait (the page shows its own loading states).
 */
export function createAppRoutes(routes: ShelfmarkRoutes, data: RouteDataContext): RouteObject[] {
  const configured: Record<string, string> = {
    '/checkout': routes.checkout,
    '/order-confirmation': routes.orderConfirmation,
    '/wishlist': routes.wishlist,
    '/account-confirmation': routes.accountConfirmation,
  };
  const route = (id: string, path: string, element: ReactNode, module?: PageModule): RouteObject => ({
    id,
    ...(path === '/' ? { index: true } : { path }),
    element,
    handle: (module
      ? { module, prefetch: pagePrefetch(data, module) }
      : { prefetch: () => Promise.resolve() }) satisfies AppRouteHandle,
  });
  const notFound = pageModules.find((module) => module.id === NOT_FOUND_PAGE_ID)!;
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      handle: { prefetch: shellPrefetch(data) } satisfies AppRouteHandle,
      children: [
        ...pageModules
          .filter((module) => module !== notFound)
          .flatMap((module) =>
            module
              .paths(routes)
              .map((path, i) => route(i === 0 ? module.id : `${module.id}-alias`, path, pageElement(module), module)),
          ),
        ...notBuiltPages.map(({ path, page: name }) =>
          route(`not-built:${path}`, configured[path] ?? path, <NotBuiltPage page={name} />),
        ),
        // Last: the router tries the pages and the not-built pages first.
        ...notFound.paths(routes).map((path) => route(NOT_FOUND_ROUTE_ID, path, pageElement(notFound), notFound)),
      ],
    },
  ];
}

const handleOf = (route: RouteObject) => route.handle as AppRouteHandle | undefined;

/** The table with each route's prefetch as its loader, awaited: for `createStaticHandler` on the server. */
export function withServerLoaders(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const handle = handleOf(route);
    const children = route.children ? withServerLoaders(route.children) : undefined;
    return {
      ...route,
      ...(handle ? { loader: awaitingLoader(handle.prefetch) } : {}),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}

/** Starts the prefetch of every route `url` matches; returns at once. */
export function prefetchRoutes(table: RouteObject[], url: URL): void {
  for (const match of matchRoutes(table, url.pathname) ?? []) {
    void handleOf(match.route)?.prefetch({ url, params: match.params });
  }
}

/**
 * The route table in the browser (React Router's declarative router: the data router's own code is about 19 kB
 * gzipped more, against the initial route's budget). A client navigation starts the new address's prefetch while React renders it —
 * during render, as TanStack Query's `usePrefetchQuery` does, so a lazy page's code and its data load side by side.
 * The first address is not prefetched when `prefetchFirst` is false: a server-rendered page has its data already.
 */
export function AppRoutes({ table, prefetchFirst }: { table: RouteObject[]; prefetchFirst: boolean }) {
  const location = useLocation();
  const prefetched = useRef(prefetchFirst ? null : location.key);
  if (prefetched.current !== location.key) {
    prefetched.current = location.key;
    prefetchRoutes(table, new URL(`${location.pathname}${location.search}`, window.location.origin));
  }
  return useRoutes(table, location);
}

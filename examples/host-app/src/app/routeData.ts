import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import type { ApiClient, Session, SessionUser } from '@shelfmark/api-client';
import { cartQueries, contentQueries, sessionQueries } from '@shelfmark/api-client/react';
import { getHeaderAccess } from '@shelfmark/blocks';
import type { ShelfmarkSiteConfig } from '@shelfmark/commerce';
import { pageDocumentQuery } from '../content/usePageDocument';
import { placesRouteElement } from '../content/routeSlots';

/**
 * What a route loader needs: the request's API client and QueryClient (the same injected client the widgets
 * use, through the same query factories, so the widgets find their answers under the keys they ask for).
 */
export interface RouteDataContext {
  api: ApiClient;
  queryClient: QueryClient;
  site: ShelfmarkSiteConfig;
}

/** The menus the layout shows (GET /api/content/menus). */
export const MENU_NAMES = ['main-menu', 'footer-menu', 'footer-legal-menu', 'footer-social-menu'] as const;

const ignore = () => undefined;

/** The session (who is signed in, the CSRF token): fetched once per page load, shared by every loader. */
export const sessionOf = (ctx: RouteDataContext): Promise<Session | undefined> =>
  ctx.queryClient.ensureQueryData(sessionQueries.current(ctx.api)).catch(ignore);

/**
 * The address's page document (null: the address has none): the editor's draft while the session says preview is on
 * (CMS-01: entered through GET /api/content/preview, kept by its cookie across every navigation).
 */
const pageOf = (ctx: RouteDataContext, url: URL) =>
  sessionOf(ctx)
    .then((session) =>
      ctx.queryClient.ensureQueryData(pageDocumentQuery(ctx.api, url.pathname, session?.preview === true)),
    )
    .catch(ignore);

/**
 * True when the route's own page shows: its document places it (a commerce slot), or there is no document
 * (or it could not be loaded). A content document without a slot (the home page's) shows only its blocks.
 */
async function routeElementShows(ctx: RouteDataContext, url: URL): Promise<boolean> {
  const page = await pageOf(ctx, url);
  return !page || placesRouteElement(page.components);
}

export interface LoadArgs {
  url: URL;
  params: Params;
  user: SessionUser | null;
}

/** A route's own content, prefetched only when its page shows (see routeElementShows). */
export type RouteContent = (ctx: RouteDataContext, args: LoadArgs) => Promise<unknown>;

/** The routes with content of their own (routeContent.ts). */
export type RouteContentName =
  | 'home'
  | 'search'
  | 'product'
  | 'catalog'
  | 'cart'
  | 'checkout'
  | 'wishlist'
  | 'myOrders'
  | 'myQuotes'
  | 'profile'
  | 'orderConfirmation';

/**
 * What a route starts loading for its page, into the QueryClient (the widgets read the cache). It never throws:
 * a failed call stays in the cache as that query's error, and the widget that asks for it renders its own error
 * state.
 */
export type RoutePrefetch = (args: { url: URL; params: Params }) => Promise<unknown>;

function prefetch(load: RoutePrefetch): RoutePrefetch {
  return (args) => load(args).catch(ignore);
}

/**
 * The layout's prefetch: the session (with its CSRF token), the page document, the menus and, for a buyer whose
 * header shows the cart, the cart behind its badge. (The site configuration is in the cache before the routes
 * exist: their paths come from it.)
 */
export function shellPrefetch(ctx: RouteDataContext): RoutePrefetch {
  return prefetch(({ url }) =>
    Promise.all([
      pageOf(ctx, url),
      ...MENU_NAMES.map((name) =>
        ctx.queryClient.prefetchQuery({ ...contentQueries.menu(ctx.api, name), retry: false }),
      ),
      sessionOf(ctx).then((session) => {
        const user = session?.user;
        if (user && getHeaderAccess(user, { brand: ctx.site.brand, market: ctx.site.market }).showCart) {
          return ctx.queryClient.prefetchQuery(cartQueries.current(ctx.api, user.uid));
        }
        return undefined;
      }),
    ]),
  );
}

/**
 * The prefetch of a page whose content is `content` (nothing more than the shell's when omitted). The content
 * prefetchers are a chunk of their own (loaded with the first page that has content, alongside its own chunk), so
 * the first load carries none of the routes' query code.
 */
export function pagePrefetch(ctx: RouteDataContext, content?: RouteContentName): RoutePrefetch {
  return prefetch(async ({ url, params }) => {
    if (!content) return;
    const [session, shows, { routeContent }] = await Promise.all([
      sessionOf(ctx),
      routeElementShows(ctx, url),
      import('./routeContent'),
    ]);
    if (shows) await routeContent[content](ctx, { url, params, user: session?.user ?? null });
  });
}

/**
 * The server's route loader (React Router's data APIs, `createStaticHandler`): it returns once the route's
 * prefetch is answered, so the page renders with the data and the data is handed to the browser. It returns null:
 * the data is in the QueryClient, not in the router.
 */
export function awaitingLoader(load: RoutePrefetch): LoaderFunction {
  return async ({ request, params }) => {
    await load({ url: new URL(request.url), params });
    return null;
  };
}

import { lazy, useRef, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { ShelfmarkRoutes } from '@shelfmark/commerce';
import { RootLayout } from '../layout/RootLayout';
import {
  awaitingLoader,
  pagePrefetch,
  shellPrefetch,
  type RouteContentName,
  type RouteDataContext,
  type RoutePrefetch,
} from './routeData';

/** The '*' route: an address no route and no page document knows (answered 404 by the server). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

// Every page is its own chunk: the first load carries the shell (header, footer) and one page.
const HomePage = lazy(() => import('../pages/HomePage'));
const SearchPage = lazy(() => import('../pages/SearchPage'));
const ProductPage = lazy(() => import('../pages/ProductPage'));
const CartRoute = lazy(() => import('../pages/CartRoute'));
const CheckoutRoute = lazy(() => import('../pages/CheckoutPage'));
const OrderConfirmationPage = lazy(() => import('../pages/OrderConfirmationPage'));
const CatalogPage = lazy(() => import('../pages/CatalogPage'));
const InternalProductSearchPage = lazy(() => import('../pages/InternalProductSearchPage'));
const WishlistPage = lazy(() => import('../pages/WishlistPage'));
const MyOrdersPage = lazy(() => import('../pages/MyOrdersPage'));
const MyQuotesPage = lazy(() => import('../pages/MyQuotesPage'));
const OrderDetailsPage = lazy(() => import('../pages/OrderDetailsPage'));
const OrderTrackingPage = lazy(() => import('../pages/OrderTrackingPage'));
const AccessCodesPage = lazy(() => import('../pages/AccessCodesPage'));
const FastOrderPage = lazy(() => import('../pages/FastOrderPage'));
const PriceAvailabilityPage = lazy(() => import('../pages/PriceAvailabilityPage'));
const RegistrationPage = lazy(() => import('../pages/RegistrationPage'));
const ProfilePage = lazy(() => import('../pages/ProfilePage'));
const AccountConfirmationPage = lazy(() => import('../pages/AccountConfirmationPage'));
const NotBuiltPage = lazy(() => import('../pages/NotBuiltPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** Pages the storefront names (specs 000-002) that later issues build; each says so plainly. */
export const notBuiltPages: readonly { path: string; page: string }[] = [];

/** What each route of the table carries besides its element. */
export interface AppRouteHandle {
  /** The page module the route renders (its chunk is preloaded with a server-rendered page); none for the layout. */
  page?: string;
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
 * the '*' route's element shows only when the address has no document either. Add a page with one
 * line here; it works with or without a document.
 *
 * One table for the server and the browser. Each route's handle names its prefetch — the layout's the session, the
 * page document, the menus and the cart badge; a page's its primary content (routeContent.ts) — through `data`'s
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
  const page = (
    id: string,
    path: string | undefined,
    pageModule: string,
    element: ReactNode,
    content?: RouteContentName,
  ): RouteObject => ({
    id,
    ...(path === undefined ? { index: true } : { path }),
    element,
    handle: { page: pageModule, prefetch: pagePrefetch(data, content) } satisfies AppRouteHandle,
  });
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      handle: { prefetch: shellPrefetch(data) } satisfies AppRouteHandle,
      children: [
        page('home', undefined, 'HomePage', <HomePage />, 'home'),
        ...(routes.home !== '/' ? [page('home-alias', routes.home, 'HomePage', <HomePage />, 'home')] : []),
        page('search', routes.searchResults, 'SearchPage', <SearchPage />, 'search'),
        page('product', `${routes.products}/:code`, 'ProductPage', <ProductPage />, 'product'),
        page('catalog', `${routes.catalog}/:code`, 'CatalogPage', <CatalogPage />, 'catalog'),
        page(
          'internal-product-search',
          '/internal-product-search',
          'InternalProductSearchPage',
          <InternalProductSearchPage />,
        ),
        page('cart', routes.cart, 'CartRoute', <CartRoute />, 'cart'),
        page('checkout', routes.checkout, 'CheckoutPage', <CheckoutRoute />, 'checkout'),
        page(
          'order-confirmation',
          routes.orderConfirmation,
          'OrderConfirmationPage',
          <OrderConfirmationPage />,
          'orderConfirmation',
        ),
        page('wishlist', routes.wishlist, 'WishlistPage', <WishlistPage />, 'wishlist'),
        page('my-orders', routes.myOrders, 'MyOrdersPage', <MyOrdersPage />, 'myOrders'),
        page('my-quotes', `${routes.myOrders}/quotes`, 'MyQuotesPage', <MyQuotesPage />, 'myQuotes'),
        page('order-details', `${routes.myOrders}/:orderNumber`, 'OrderDetailsPage', <OrderDetailsPage />),
        page('order-tracking', routes.orderTracking, 'OrderTrackingPage', <OrderTrackingPage />),
        page('access-codes', routes.accessCodes, 'AccessCodesPage', <AccessCodesPage />),
        page('fast-order', routes.fastOrder, 'FastOrderPage', <FastOrderPage />),
        page('price-and-availability', routes.priceAndAvailability, 'PriceAvailabilityPage', <PriceAvailabilityPage />),
        page('register', routes.register, 'RegistrationPage', <RegistrationPage />),
        page('profile', routes.profile, 'ProfilePage', <ProfilePage />, 'profile'),
        page(
          'account-confirmation',
          routes.accountConfirmation,
          'AccountConfirmationPage',
          <AccountConfirmationPage />,
        ),
        ...notBuiltPages.map(({ path, page: name }) =>
          page(`not-built:${path}`, configured[path] ?? path, 'NotBuiltPage', <NotBuiltPage page={name} />),
        ),
        page(NOT_FOUND_ROUTE_ID, '*', 'NotFoundPage', <NotFoundPage />),
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

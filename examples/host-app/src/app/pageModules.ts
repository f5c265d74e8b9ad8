import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiClient, type Session } from '@shelfmark/api-client';
import { productQueries, sessionQueries } from '@shelfmark/api-client/react';
import type { ShelfmarkRoutes, ShelfmarkSiteConfig } from '@shelfmark/forms/site';
import { pageDocumentQuery } from '../content/usePageDocument';
import { readSearchParams } from './searchAddress';
import type { PageSubject } from '../layout/PageTitle';

/** What a page's data and not-found rule are given: the address, its route parameters and the site. */
export interface PageArgs {
  url: URL;
  params: Params;
  site: ShelfmarkSiteConfig;
}

/** What a page module's head declares (layout/PageTitle.tsx renders it). */
export interface PageHeadDeclaration {
  title: string;
  subject?: PageSubject;
}

/**
 * One page of the storefront, declared once. The route table (routes.tsx), the server's loaders and 404 status
 * (entry-server.tsx), the preload list of a server-rendered page and the no-JavaScript journey
 * (e2e/journeys/page-modules.spec.ts) are all read from `pageModules`: a page added here is a route, rendered with
 * its data on the server, preloaded, and tested without JavaScript.
 */
export interface PageModule {
  /** The route's id (routes.tsx), unique. */
  id: string;
  /** The addresses it answers, from the site's configured routes; '/' is the layout's index route. */
  paths: (routes: ShelfmarkRoutes) => readonly string[];
  /** The page: its own chunk, so the first load carries the shell and one page. */
  component: LazyExoticComponent<ComponentType>;
  /**
   * The page's source module as the client build's manifest names it: its chunk (and what it imports) is what a
   * server-rendered page preloads for its first render in the browser.
   */
  chunk: string;
  /**
   * What the page's first render reads, written into the QueryClient by the commerce widgets' own prefetch
   * (`@shelfmark/commerce/prefetch`, built from the query options their hooks use), so the server's HTML holds the
   * content and the browser hydrates without asking again. Loaded on demand: the first load carries none of it.
   * Never throws (a failed call stays in the cache as that query's error).
   */
  prefetch?: (queryClient: QueryClient, api: ApiClient, args: PageArgs) => Promise<unknown>;
  /**
   * The page's head, from its address: its title ('Title | Brand', with the page document's description, canonical and
   * open graph), and for a page about one thing its `subject`. Rendered with the page (routes.tsx `PageModuleHead`,
   * through `PageTitle`), so the server's HTML head and the browser's title after a client navigation come from this
   * one declaration. A page whose head needs its data (a product's) renders `PageTitle` itself and declares none.
   */
  head?: (args: Pick<PageArgs, 'url' | 'params'>) => PageHeadDeclaration;
  /** After the prefetch, from the cache: the address names nothing, and the server answers 404. */
  notFound?: (queryClient: QueryClient, api: ApiClient, args: PageArgs) => boolean;
}

const commerce = () => import('@shelfmark/commerce/prefetch');

const sessionIn = (queryClient: QueryClient, api: ApiClient) =>
  queryClient.getQueryData<Session>(sessionQueries.current(api).queryKey);

/** A product code the API does not know, or one that cannot be a code (its 400, `/products/abc`). */
const productNotFound: PageModule['notFound'] = (queryClient, api, { params }) => {
  const key = productQueries.byCode(api, params.code ?? '', sessionIn(queryClient, api)?.user).queryKey;
  const error = queryClient.getQueryState(key)?.error;
  return isApiError(error) && (error.status === 404 || error.status === 400);
};

const productData: PageModule['prefetch'] = async (queryClient, api, { params }) =>
  (await commerce()).prefetchProductDetail(queryClient, api, { code: params.code ?? '' });

/** The id of the '*' route: an address no route and no page document knows. */
export const NOT_FOUND_PAGE_ID = 'not-found';

/** The storefront's pages, in the order the router tries them (the '*' route last). */
export const pageModules: readonly PageModule[] = [
  {
    id: 'home',
    paths: (routes) => (routes.home === '/' ? ['/'] : ['/', routes.home]),
    component: lazy(() => import('../pages/HomePage')),
    chunk: 'src/pages/HomePage.tsx',
    head: () => ({ title: 'Home' }),
    // The home page without a document: a few recent titles (HomePage's useSearch).
    prefetch: async (queryClient, api, { site }) =>
      (await commerce()).prefetchSearchResults(queryClient, api, {
        q: '',
        page: 1,
        pageSize: 4,
        sort: 'date-desc',
        brand: site.brand,
      }),
  },
  {
    id: 'search',
    paths: (routes) => [routes.searchResults],
    component: lazy(() => import('../pages/SearchPage')),
    chunk: 'src/pages/SearchPage.tsx',
    head: ({ url }) => {
      const { q } = readSearchParams(url.searchParams);
      return { title: q ? `Search results for “${q.split(':')[0]}”` : 'Search results' };
    },
    // Results with facets for q / page / pageSize / sort of the address (SRCH-01).
    prefetch: async (queryClient, api, { url, site }) =>
      (await commerce()).prefetchSearchResults(queryClient, api, {
        ...readSearchParams(url.searchParams),
        brand: site.brand,
      }),
  },
  {
    id: 'product',
    paths: (routes) => [`${routes.products}/:code`],
    component: lazy(() => import('../pages/ProductPage')),
    chunk: 'src/pages/ProductPage.tsx',
    prefetch: productData,
    notFound: productNotFound,
  },
  {
    id: 'catalog',
    paths: (routes) => [`${routes.catalog}/:code`],
    component: lazy(() => import('../pages/CatalogPage')),
    chunk: 'src/pages/CatalogPage.tsx',
    prefetch: productData,
    notFound: productNotFound,
  },
  {
    id: 'internal-product-search',
    paths: () => ['/internal-product-search'],
    component: lazy(() => import('../pages/InternalProductSearchPage')),
    chunk: 'src/pages/InternalProductSearchPage.tsx',
    head: () => ({ title: 'Internal Product Search' }),
  },
  {
    id: 'cart',
    paths: (routes) => [routes.cart],
    component: lazy(() => import('../pages/CartRoute')),
    chunk: 'src/pages/CartRoute.tsx',
    head: () => ({ title: 'Cart' }),
    prefetch: async (queryClient, api) => (await commerce()).prefetchCartPage(queryClient, api),
  },
  {
    id: 'checkout',
    paths: (routes) => [routes.checkout],
    component: lazy(() => import('../pages/CheckoutPage')),
    chunk: 'src/pages/CheckoutPage.tsx',
    head: () => ({ title: 'Checkout' }),
    prefetch: async (queryClient, api) => (await commerce()).prefetchCheckoutPage(queryClient, api),
  },
  {
    id: 'order-confirmation',
    paths: (routes) => [routes.orderConfirmation],
    component: lazy(() => import('../pages/OrderConfirmationPage')),
    chunk: 'src/pages/OrderConfirmationPage.tsx',
    head: () => ({ title: 'Order confirmation' }),
    prefetch: async (queryClient, api) => (await commerce()).prefetchOrderConfirmation(queryClient, api),
  },
  {
    id: 'wishlist',
    paths: (routes) => [routes.wishlist],
    component: lazy(() => import('../pages/WishlistPage')),
    chunk: 'src/pages/WishlistPage.tsx',
    head: () => ({ title: 'Wish Lists' }),
    prefetch: async (queryClient, api) => (await commerce()).prefetchWishListPage(queryClient, api),
  },
  {
    id: 'my-orders',
    paths: (routes) => [routes.myOrders],
    component: lazy(() => import('../pages/MyOrdersPage')),
    chunk: 'src/pages/MyOrdersPage.tsx',
    head: () => ({ title: 'My Orders' }),
    // The list its address names: a staff member's ?shipTo=, the archive with ?archived=true (ORD-01, ORD-03).
    prefetch: async (queryClient, api, { url }) =>
      (await commerce()).prefetchMyOrders(queryClient, api, { search: url.search }),
  },
  {
    id: 'my-quotes',
    paths: (routes) => [`${routes.myOrders}/quotes`],
    component: lazy(() => import('../pages/MyQuotesPage')),
    chunk: 'src/pages/MyQuotesPage.tsx',
    head: () => ({ title: 'Quotes' }),
    // The current ship-to's quotes, as My Orders reads the ship-to.
    prefetch: async (queryClient, api) => (await commerce()).prefetchMyQuotes(queryClient, api),
  },
  {
    id: 'order-details',
    paths: (routes) => [`${routes.myOrders}/:orderNumber`],
    component: lazy(() => import('../pages/OrderDetailsPage')),
    chunk: 'src/pages/OrderDetailsPage.tsx',
    head: ({ params }) => ({ title: `Order ${params.orderNumber ?? ''}` }),
    // As OrderDetailsPage reads its address (ORD-04, ORD-05).
    prefetch: async (queryClient, api, { url, params }) =>
      (await commerce()).prefetchOrderDetails(queryClient, api, {
        orderNumber: params.orderNumber ?? '',
        isArchived: url.searchParams.get('archived') === 'true',
        staffShipTo: url.searchParams.get('shipTo'),
      }),
  },
  {
    id: 'order-tracking',
    paths: (routes) => [routes.orderTracking],
    component: lazy(() => import('../pages/OrderTrackingPage')),
    chunk: 'src/pages/OrderTrackingPage.tsx',
    head: () => ({ title: 'Order tracking' }),
  },
  {
    id: 'access-codes',
    paths: (routes) => [routes.accessCodes],
    component: lazy(() => import('../pages/AccessCodesPage')),
    chunk: 'src/pages/AccessCodesPage.tsx',
    head: () => ({ title: 'Access code checker' }),
  },
  {
    id: 'fast-order',
    paths: (routes) => [routes.fastOrder],
    component: lazy(() => import('../pages/FastOrderPage')),
    chunk: 'src/pages/FastOrderPage.tsx',
    head: () => ({ title: 'Fast Order Entry' }),
  },
  {
    id: 'price-and-availability',
    paths: (routes) => [routes.priceAndAvailability],
    component: lazy(() => import('../pages/PriceAvailabilityPage')),
    chunk: 'src/pages/PriceAvailabilityPage.tsx',
    head: () => ({ title: 'Price And Availability' }),
  },
  {
    id: 'register',
    paths: (routes) => [routes.register],
    component: lazy(() => import('../pages/RegistrationPage')),
    chunk: 'src/pages/RegistrationPage.tsx',
    head: () => ({ title: 'Register' }),
    prefetch: async (queryClient, api) => (await commerce()).prefetchRegistrationForm(queryClient, api),
  },
  {
    id: 'profile',
    paths: (routes) => [routes.profile],
    component: lazy(() => import('../pages/ProfilePage')),
    chunk: 'src/pages/ProfilePage.tsx',
    head: () => ({ title: 'Profile' }),
    prefetch: async (queryClient, api) => (await commerce()).prefetchProfilePage(queryClient, api),
  },
  {
    id: 'account-confirmation',
    paths: (routes) => [routes.accountConfirmation],
    component: lazy(() => import('../pages/AccountConfirmationPage')),
    chunk: 'src/pages/AccountConfirmationPage.tsx',
    head: () => ({ title: 'Account Confirmation' }),
  },
  {
    id: NOT_FOUND_PAGE_ID,
    paths: () => ['*'],
    component: lazy(() => import('../pages/NotFoundPage')),
    chunk: 'src/pages/NotFoundPage.tsx',
    head: () => ({ title: 'Page not found' }),
    // An address with no page document either (content pages need no route of their own).
    notFound: (queryClient, api, { url }) =>
      queryClient.getQueryData(
        pageDocumentQuery(api, url.pathname, sessionIn(queryClient, api)?.preview === true).queryKey,
      ) === null,
  },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { ShelfmarkRoutes } from '@shelfmark/commerce';
import { RootLayout } from '../layout/RootLayout';

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
export const notBuiltPages: readonly { path: string; page: string }[] = [
];

/**
 * The storefront's routes. Paths of the named routes come from the site configuration
 * (home, searchResults, products, catalog, cart, checkout, …), the rest are fixed.
 *
 * Every address is rendered from its page document (RootLayout → DocumentPage): a document places
 * the route's element where it names the commerce widget ('Cart', 'Search Result', …) and shows
 * its own blocks around it; content pages (home, help pages, /contact) need no route of their own —
 * the '*' route's element shows only when the address has no document either. Add a page with one
 * line here; it works with or without a document.
 */
export function createAppRoutes(routes: ShelfmarkRoutes): RouteObject[] {
  const configured: Record<string, string> = {
    '/checkout': routes.checkout,
    '/order-confirmation': routes.orderConfirmation,
    '/wishlist': routes.wishlist,
    '/account-confirmation': routes.accountConfirmation,
  };
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <HomePage /> },
        ...(routes.home !== '/' ? [{ path: routes.home, element: <HomePage /> }] : []),
        { path: routes.searchResults, element: <SearchPage /> },
        { path: `${routes.products}/:code`, element: <ProductPage /> },
        { path: `${routes.catalog}/:code`, element: <CatalogPage /> },
        { path: '/internal-product-search', element: <InternalProductSearchPage /> },
        { path: routes.cart, element: <CartRoute /> },
        { path: routes.checkout, element: <CheckoutRoute /> },
        { path: routes.orderConfirmation, element: <OrderConfirmationPage /> },
        { path: routes.wishlist, element: <WishlistPage /> },
        { path: routes.myOrders, element: <MyOrdersPage /> },
        { path: `${routes.myOrders}/:orderNumber`, element: <OrderDetailsPage /> },
        { path: routes.orderTracking, element: <OrderTrackingPage /> },
        { path: routes.accessCodes, element: <AccessCodesPage /> },
        { path: routes.fastOrder, element: <FastOrderPage /> },
        { path: routes.priceAndAvailability, element: <PriceAvailabilityPage /> },
        { path: routes.register, element: <RegistrationPage /> },
        { path: routes.profile, element: <ProfilePage /> },
        { path: routes.accountConfirmation, element: <AccountConfirmationPage /> },
        ...notBuiltPages.map(({ path, page }) => ({ path: configured[path] ?? path, element: <NotBuiltPage page={page} /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

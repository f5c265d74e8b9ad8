import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { ShelfmarkRoutes } from '@shelfmark/commerce';
import { RootLayout } from '../layout/RootLayout';

// Every page is its own chunk: the first load carries the shell (header, footer) and one page.
const HomePage = lazy(() => import('../pages/HomePage'));
const SearchPage = lazy(() => import('../pages/SearchPage'));
const ProductPage = lazy(() => import('../pages/ProductPage'));
const CartRoute = lazy(() => import('../pages/CartRoute'));
const WishlistPage = lazy(() => import('../pages/WishlistPage'));
const MyOrdersPage = lazy(() => import('../pages/MyOrdersPage'));
const OrderDetailsPage = lazy(() => import('../pages/OrderDetailsPage'));
const OrderTrackingPage = lazy(() => import('../pages/OrderTrackingPage'));
const AccessCodesPage = lazy(() => import('../pages/AccessCodesPage'));
const NotBuiltPage = lazy(() => import('../pages/NotBuiltPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** Pages the storefront names (specs 000-002) that later issues build; each says so plainly. */
export const notBuiltPages: readonly { path: string; page: string }[] = [
  { path: '/checkout', page: 'Checkout' },
  { path: '/order-confirmation', page: 'Order Confirmation' },
  { path: '/account-confirmation', page: 'Account Confirmation' },
  { path: '/profile', page: 'Profile' },
  { path: '/fast-order', page: 'Fast Order' },
  { path: '/price-and-availability', page: 'Price And Availability' },
  { path: '/register', page: 'Registration' },
  { path: '/privacy', page: 'Privacy' },
  { path: '/terms', page: 'Terms of Use' },
  { path: '/accessibility', page: 'Accessibility' },
];

/**
 * The storefront's routes. Paths of the named routes come from the site configuration
 * (home, searchResults, products, catalog, cart, checkout, …), the rest are fixed.
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
        { path: `${routes.catalog}/:code`, element: <NotBuiltPage page="Product Catalogue" /> },
        { path: routes.cart, element: <CartRoute /> },
        { path: routes.wishlist, element: <WishlistPage /> },
        { path: routes.myOrders, element: <MyOrdersPage /> },
        { path: `${routes.myOrders}/:orderNumber`, element: <OrderDetailsPage /> },
        { path: routes.orderTracking, element: <OrderTrackingPage /> },
        { path: routes.accessCodes, element: <AccessCodesPage /> },
        ...notBuiltPages.map(({ path, page }) => ({ path: configured[path] ?? path, element: <NotBuiltPage page={page} /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

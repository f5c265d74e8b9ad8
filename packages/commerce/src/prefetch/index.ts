// @shelfmark/commerce/prefetch: what a server calls before rendering a commerce widget (no React, no "use client").
export {
  prefetchSession,
  prefetchCartPage,
  prefetchCartBadgeCount,
  prefetchAccountCard,
  prefetchCheckoutPage,
  prefetchProductDetail,
  prefetchSearchResults,
  prefetchMyOrders,
  prefetchOrderDetails,
  prefetchWishListPage,
  prefetchProfilePage,
  prefetchRegistrationForm,
  prefetchOrderConfirmation,
} from './prefetchWidgets';
export type { SearchParams } from '../search/searchRequest';
export { prefetchMyQuotes } from './prefetchQuotes';

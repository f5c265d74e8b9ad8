// @shelfmark/forms/site, the site core under @shelfmark/blocks and @shelfmark/commerce: one provider for the site
// configuration and the host app's navigation, the hydration hooks, the cart badge rule and the routes.
export {
  ShelfmarkSiteProvider,
  useSiteConfig,
  useSiteNavigation,
  type ShelfmarkSiteProviderProps,
  type ShelfmarkSiteConfig,
  type ShelfmarkRoutes,
  type ShelfmarkLinkProps,
  type SiteNavigation,
} from './SiteProvider';
// The configuration and the badge rule are the contract's (the server serves and counts with the same functions).
export { createSiteConfig, SITE_ROUTES as defaultRoutes, formatCartBadge } from '@shelfmark/api-client';
export { useHydrated, useBrowserValue, useCurrentPath } from '../hydration/useHydrated';

export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { useSiteHeader, type UseSiteHeaderOptions, type UseSiteHeaderResult } from './useSiteHeader';
export {
  getHeaderAccess,
  isEligibleForEcommerce,
  siteSellsOnline,
  type HeaderAccess,
  type HeaderSite,
} from './headerAccess';
export { siteHeaderLabels, type SiteHeaderLabels } from './siteHeader.labels';
export { buildSearchHref } from './HeaderSearch';
export { MegaMenu, type MegaMenuProps } from './MegaMenu';
export { useHeaderDrawer, type HeaderDrawerState, type UseHeaderDrawerResult } from './useHeaderDrawer';
export { regionLabels, regionOptions } from './regionOptions';

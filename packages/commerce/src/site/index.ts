export {
  ShelfmarkSiteProvider,
  useSiteConfig,
  useSiteNavigation,
  type ShelfmarkSiteProviderProps,
  type ShelfmarkLinkProps,
} from './ShelfmarkSiteProvider';
export { createSiteConfig, defaultRoutes, type ShelfmarkSiteConfig, type ShelfmarkRoutes } from './siteConfig';

export {
  ShelfmarkSiteProvider, useSiteConfig, createSiteConfig, defaultRoutes,
  type ShelfmarkSiteProviderProps, type ShelfmarkSiteConfig, type ShelfmarkRoutes,
} from './site/index';

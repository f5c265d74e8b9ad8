export { ShelfmarkSiteProvider, useSiteConfig, type ShelfmarkSiteProviderProps } from './ShelfmarkSiteProvider';
export { createSiteConfig, defaultRoutes, type ShelfmarkSiteConfig, type ShelfmarkRoutes } from './siteConfig';

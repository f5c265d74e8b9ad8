import type { SiteConfig, SiteRoutes } from '@shelfmark/api-client';

/**
 * The site configuration a storefront runs with (spec 000 §3 "Global config"), served by the reference server at
 * GET /api/site-config and passed to `<ShelfmarkSiteProvider config={...}>`. One shape, from the contract.
 */
export type ShelfmarkSiteConfig = SiteConfig;
/** Route paths the widgets link to; the host app maps them to its router (spec 001 §2 route names). */
export type ShelfmarkRoutes = SiteRoutes;

export { createSiteConfig, SITE_ROUTES as defaultRoutes } from '@shelfmark/api-client';

import type { ApiClient, SiteConfig } from '@shelfmark/api-client';
import { createSiteConfig, type ShelfmarkRoutes, type ShelfmarkSiteConfig } from '@shelfmark/forms/site';

/**
 * Turns the server's site configuration (validated by the contract's `siteConfigSchema`) into the one the
 * widgets use. Route values that are not paths are ignored, so a bad entry cannot become a link elsewhere.
 */
export function toShelfmarkSite(config: SiteConfig): ShelfmarkSiteConfig {
  const routes: Partial<ShelfmarkRoutes> = {};
  for (const [name, path] of Object.entries(config.routes)) {
    if (path.startsWith('/') && !path.startsWith('//')) (routes as Record<string, string>)[name] = path;
  }
  return createSiteConfig(config.brand, { ...config, routes: routes as ShelfmarkRoutes });
}

/** Loads the site configuration the server was started with (GET /api/site-config, SHELFMARK_SITE). */
export async function loadSiteConfig(api: ApiClient): Promise<ShelfmarkSiteConfig> {
  return toShelfmarkSite(await api.site.config());
}

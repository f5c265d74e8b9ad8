import { createContext, useContext, type ReactNode } from 'react';
import type { ShelfmarkSiteConfig } from './siteConfig';

const SiteConfigContext = createContext<ShelfmarkSiteConfig | undefined>(undefined);

export interface ShelfmarkSiteProviderProps {
  /** The site configuration (brand, market, currency, maxProductQuantity, routes…), usually from GET /api/site-config. */
  config: ShelfmarkSiteConfig;
  children?: ReactNode;
}

/** Gives every Shelfmark commerce widget below it the site's brand, limits and routes. */
export function ShelfmarkSiteProvider({ config, children }: ShelfmarkSiteProviderProps) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

/** The site configuration; throws a clear error outside `<ShelfmarkSiteProvider>`. */
export function useSiteConfig(): ShelfmarkSiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) {
    throw new Error(
      'useSiteConfig must be used within <ShelfmarkSiteProvider config={...}>: Shelfmark commerce widgets need the site configuration (maxProductQuantity, routes).',
    );
  }
  return config;
}

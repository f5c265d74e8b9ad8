import type { SiteConfig, SiteRoutes } from '@shelfmark/api-client';
import {
  createContext,
  useContext,
  useMemo,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * The site configuration a storefront runs with (spec 000 §3 "Global config"), served by the reference server at
 * GET /api/site-config. One shape, from the contract.
 */
export type ShelfmarkSiteConfig = SiteConfig;
/** Route paths the header, blocks and widgets link to; the host app maps them to its router (spec 001 §2 route names). */
export type ShelfmarkRoutes = SiteRoutes;

/** Props a link component receives: an anchor's props with a required `href` (a path of the storefront). */
export type ShelfmarkLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** The host app's navigation: the link blocks and widgets render, and the function that moves to another page. */
export interface SiteNavigation {
  Link: ComponentType<ShelfmarkLinkProps>;
  navigate: (href: string) => void;
}

interface SiteContextValue extends SiteNavigation {
  config: ShelfmarkSiteConfig | undefined;
}

function PlainLink(props: ShelfmarkLinkProps) {
  return <a {...props} />;
}

function assignLocation(href: string) {
  window.location.assign(href);
}

/** Without a provider: no configuration, plain anchors and full-page navigation. */
const noProvider: SiteContextValue = { config: undefined, Link: PlainLink, navigate: assignLocation };

const SiteContext = createContext<SiteContextValue>(noProvider);

export interface ShelfmarkSiteProviderProps {
  /** The site configuration (brand, market, currency, maxProductQuantity, routes…), usually from GET /api/site-config. @default the enclosing provider's */
  config?: ShelfmarkSiteConfig;
  /** Client-side navigation of the host app (e.g. react-router's `navigate`). @default the enclosing provider's, else full-page `window.location.assign` */
  navigate?: (href: string) => void;
  /** The link rendered for storefront paths (e.g. a wrapper of the router's Link that maps `href` to `to`). @default the enclosing provider's, else a plain `<a>` */
  linkComponent?: ComponentType<ShelfmarkLinkProps>;
  children?: ReactNode;
}

/**
 * The one site provider of @shelfmark/blocks and @shelfmark/commerce: the site's brand, market, limits and routes,
 * and the host app's link and navigation, for the header, every block and every widget below it. What a nested
 * provider leaves out it takes from the enclosing one, so a layout can add the router to a configuration given
 * higher up.
 */
export function ShelfmarkSiteProvider({ config, navigate, linkComponent, children }: ShelfmarkSiteProviderProps) {
  const outer = useContext(SiteContext);
  const value = useMemo<SiteContextValue>(
    () => ({
      config: config ?? outer.config,
      navigate: navigate ?? outer.navigate,
      Link: linkComponent ?? outer.Link,
    }),
    [config, navigate, linkComponent, outer],
  );
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The site configuration; throws a clear error when no `<ShelfmarkSiteProvider config={...}>` is above. */
export function useSiteConfig(): ShelfmarkSiteConfig {
  const { config } = useContext(SiteContext);
  if (!config) {
    throw new Error(
      'useSiteConfig must be used within <ShelfmarkSiteProvider config={...}>: the Shelfmark header and widgets need the site configuration (brand, market, maxProductQuantity, routes).',
    );
  }
  return config;
}

/** The host app's link component and navigate function; plain anchors and full-page loads without a provider. */
export function useSiteNavigation(): SiteNavigation {
  return useContext(SiteContext);
}

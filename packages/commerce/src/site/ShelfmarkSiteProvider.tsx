import {
  createContext,
  useContext,
  useMemo,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ShelfmarkSiteConfig } from './siteConfig';

/** Props a link component receives: an anchor's props with a required `href` (a path of the storefront). */
export type ShelfmarkLinkProps = ComponentPropsWithRef<'a'> & { href: string };

interface SiteContextValue {
  config: ShelfmarkSiteConfig;
  navigate: (to: string) => void;
  Link: ComponentType<ShelfmarkLinkProps>;
}

const SiteContext = createContext<SiteContextValue | undefined>(undefined);

function PlainLink(props: ShelfmarkLinkProps) {
  return <a {...props} />;
}

function assignLocation(to: string) {
  window.location.assign(to);
}

export interface ShelfmarkSiteProviderProps {
  /** The site configuration (brand, market, currency, maxProductQuantity, routes…), usually from GET /api/site-config. */
  config: ShelfmarkSiteConfig;
  /** Client-side navigation of the host app (e.g. react-router's `navigate`). @default full-page `window.location.assign` */
  navigate?: (to: string) => void;
  /** The link the widgets render for storefront paths (e.g. a wrapper of the router's Link that maps `href` to `to`). @default a plain `<a>` */
  linkComponent?: ComponentType<ShelfmarkLinkProps>;
  children?: ReactNode;
}

/** Gives every Shelfmark commerce widget below it the site's brand, limits, routes and the host app's navigation. */
export function ShelfmarkSiteProvider({
  config,
  navigate = assignLocation,
  linkComponent = PlainLink,
  children,
}: ShelfmarkSiteProviderProps) {
  const value = useMemo(() => ({ config, navigate, Link: linkComponent }), [config, navigate, linkComponent]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

function useSiteContext(hook: string): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) {
    throw new Error(
      `${hook} must be used within <ShelfmarkSiteProvider config={...}>: Shelfmark commerce widgets need the site configuration (maxProductQuantity, routes).`,
    );
  }
  return value;
}

/** The site configuration; throws a clear error outside `<ShelfmarkSiteProvider>`. */
export function useSiteConfig(): ShelfmarkSiteConfig {
  return useSiteContext('useSiteConfig').config;
}

/** The host app's navigation and link component. */
export function useSiteNavigation(): Pick<SiteContextValue, 'navigate' | 'Link'> {
  const { navigate, Link } = useSiteContext('useSiteNavigation');
  return { navigate, Link };
}

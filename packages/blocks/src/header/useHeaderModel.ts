import { SECOND_BRAND, type Brand, type SessionUser } from '@shelfmark/api-client';
import type { MenuConfiguration } from '@shelfmark/api-client/schemas';
import { useApiClient } from '@shelfmark/api-client/react';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSiteConfig, useSiteNavigation, type ShelfmarkRoutes, type SiteNavigation } from '@shelfmark/forms/site';
import { siteHeaderLabels, type SiteHeaderLabels } from './siteHeader.labels';
import { useSiteHeader, type UseSiteHeaderResult } from './useSiteHeader';

export interface HeaderModelOptions {
  user?: SessionUser | null;
  cartCount?: number;
  returnTo?: string;
  onSearch?: (query: string, href: string) => void;
  configuration?: MenuConfiguration;
  labels?: LabelOverrides<typeof siteHeaderLabels>;
}

/** What the header's bar and drawer both show: the site's brand and routes, the texts, the account's links. */
export interface HeaderModel {
  brand: Brand;
  isThorndike: boolean;
  /** The brand's display name (the site configuration's `affiliation`). */
  name: string;
  text: SiteHeaderLabels;
  routes: ShelfmarkRoutes;
  access: UseSiteHeaderResult;
  /** The logo's address: the menu configuration's, else the home route. */
  logoHref: string;
  registerHref: string;
  signInUrl: (here: string) => string;
  signOutUrl: string;
  runSearch: (query: string, href: string) => void;
  /** The host app's link component (the site core's). */
  Link: SiteNavigation['Link'];
}

/**
 * The header's data: brand, market and routes from the site core's configuration, the session and cart through the
 * API client, the texts (labels over the CMS menu configuration over the English defaults) and the account links.
 */
export function useHeaderModel({
  user,
  cartCount,
  returnTo,
  onSearch,
  configuration,
  labels,
}: HeaderModelOptions): HeaderModel {
  const { brand, market, affiliation, routes } = useSiteConfig();
  const { Link, navigate } = useSiteNavigation();
  const api = useApiClient();
  const access = useSiteHeader({ site: { brand, market }, user, cartCount });
  const text = resolveLabels(resolveLabels(siteHeaderLabels, configuredLabels(configuration)), labels);
  const links = configuredLinks(configuration);
  return {
    brand,
    isThorndike: brand === SECOND_BRAND,
    name: affiliation,
    text,
    routes,
    access,
    logoHref: links.logo ?? routes.home,
    registerHref: links.registration ?? routes.register,
    signInUrl: (here) =>
      links.signIn ? withReturn(links.signIn, returnTo ?? here) : api.auth.signInUrl(returnTo ?? here),
    signOutUrl: links.signOut ? withReturn(links.signOut, '/') : api.auth.federatedLogoutUrl('/'),
    runSearch: onSearch ?? ((_query, href) => navigate(href)),
    Link,
  };
}

/** The texts the menu configuration sets; an absent or blank field keeps the default. */
function configuredLabels(configuration: MenuConfiguration | undefined): LabelOverrides<typeof siteHeaderLabels> {
  const c = configuration;
  const nonBlank = (value: string | undefined) => (value?.trim() ? value : undefined);
  return {
    signIn: nonBlank(c?.signIn?.text),
    register: nonBlank(c?.registration?.text),
    signOut: nonBlank(c?.signOut?.text),
    logoLink: nonBlank(c?.logo?.alt),
    searchPlaceholder: nonBlank(c?.searchPlaceholder),
    regionSelector: nonBlank(c?.regionSelectorAriaLabel),
  };
}

/** A link an editor may configure: a site path or an http(s) address; anything else keeps the default. */
function safeLink(value: string | undefined): string | undefined {
  const link = value?.trim();
  return link && /^(\/(?!\/)|https?:\/\/)/i.test(link) ? link : undefined;
}

function configuredLinks(configuration: MenuConfiguration | undefined) {
  return {
    signIn: safeLink(configuration?.signIn?.link),
    signOut: safeLink(configuration?.signOut?.link),
    registration: safeLink(configuration?.registration?.link),
    logo: safeLink(configuration?.logo?.link),
  };
}

/** The link with a `return` parameter: where signing in or out comes back to. */
function withReturn(link: string, returnTo: string): string {
  return `${link}${link.includes('?') ? '&' : '?'}return=${encodeURIComponent(returnTo)}`;
}

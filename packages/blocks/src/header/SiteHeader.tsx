import { PRODUCT, PRODUCT_TITLE, SECOND_BRAND, type Brand, type SessionUser } from '@shelfmark/api-client';
import type { MenuConfiguration, MenuContentCard } from '@shelfmark/api-client/schemas';
import { useApiClient } from '@shelfmark/api-client/react';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { MenuLink } from '../menu/MenuLink';
import type { MenuItem } from '../menu/menuItem';
import { useSiteNavigation, useCurrentPath, useHydrated } from '@shelfmark/forms/site';
import { BrandLogo } from './BrandLogo';
import { CartLink } from './CartLink';
import { HeaderDrawerButton } from './HeaderDrawerButton';
import { HeaderSearch } from './HeaderSearch';
import { MenuIcon, SearchIcon, UserIcon } from './icons';
import { MegaMenu } from './MegaMenu';
import { MenuCards } from './MenuCards';
import { useHeaderDrawer, type HeaderDrawerState } from './useHeaderDrawer';
import { siteHeaderLabels } from './siteHeader.labels';
import { useSiteHeader } from './useSiteHeader';

// The menu (Radix dropdown and its positioning) loads only for signed-in users: visitors never pay for it.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

// The parts of the header that differ between a server and the browser are components of their own: once hydrated,
// React renders them again at once (and synchronously), and only they render, not the whole header (on a
// phone that render held the main thread for tens of milliseconds after hydration).

/** `children` once hydrated; `fallback` on a server and while hydrating (the account menu, a Radix dropdown, is client-only: its icon stands in). */
function WhenHydrated({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
}

/** Sign-in comes back to the host's `returnTo`, else the address ('/' on a server and while hydrating: a server passes returnTo). */
function SignInLink({ className, href, label }: { className: string; href: (here: string) => string; label: string }) {
  return (
    <a className={className} href={href(useCurrentPath())}>
      {label}
    </a>
  );
}

/** Routes the header links to; names follow the site configuration's routes. */
export interface SiteHeaderRoutes {
  home: string;
  searchResults: string;
  cart: string;
  register: string;
  profile: string;
  myOrders: string;
  wishlist: string;
}

export const defaultHeaderRoutes: SiteHeaderRoutes = {
  home: '/',
  searchResults: '/search',
  cart: '/cart',
  register: '/register',
  profile: '/profile',
  myOrders: '/my-orders',
  wishlist: '/wishlist',
};

export interface SiteHeaderProps {
  /** The storefront brand: the second brand has its own layout, logo, colours and cart icon. @default 'shelfmark' */
  brand?: Brand;
  /** The site's market; sign-in and the cart exist where the site sells online. @default 'NA' */
  market?: 'NA' | 'INTERNATIONAL';
  /** The brand's display name next to the logo. @default 'Shelfmark' or 'Thorndike Press' */
  brandName?: string;
  /** The signed-in user or null; when omitted the header reads the session through the API client. */
  user?: SessionUser | null;
  /** Units in the cart; when omitted the header reads the user's cart through the API client. */
  cartCount?: number;
  /** Route paths (site configuration routes); missing ones use the defaults. */
  routes?: Partial<SiteHeaderRoutes>;
  /** The path to come back to after signing in. @default the current location */
  returnTo?: string;
  /** The main menu's entries. @default [] */
  menu?: MenuItem[];
  /** A page flagged reduced header/footer hides the menus (HDR-01). @default false */
  isReduced?: boolean;
  /** Text already in the search box (e.g. the current results' query). */
  defaultQuery?: string;
  /** Called on a search instead of navigating to the results route. */
  onSearch?: (query: string, href: string) => void;
  /** The id of the page's main content, target of the skip link. @default 'main-content' */
  mainContentId?: string;
  /**
   * The main menu's configuration as the CMS serves it (GET /api/content/menus, spec 002 §3): sign-in,
   * registration and sign-out texts and links, the logo's name and link, the search placeholder and the
   * region selector's name. A missing field keeps the label's English default; `labels` win over it.
   */
  configuration?: MenuConfiguration;
  /** The main menu's content cards (spec 002 §3): in the mega menu's panels and the mobile menu drawer. @default [] */
  cards?: MenuContentCard[];
  /** Regions the visitor may switch to (spec 002 §6); the selector shows with two or more. @default [] */
  regions?: { code: string; label: string }[];
  /** The current region's code. */
  region?: string;
  /** Called with the chosen region's code. */
  onRegionChange?: (code: string) => void;
  /** The mobile drawer's state on first render (stories). @default 'closed' */
  defaultDrawer?: HeaderDrawerState;
  /** Editable texts; English defaults from spec 002. */
  labels?: LabelOverrides<typeof siteHeaderLabels>;
}

// Defaults shared by every render, so the memoised menu keeps its props when a host passes none.
const NO_ITEMS: MenuItem[] = [];
const NO_CARDS: MenuContentCard[] = [];

/**
 * The site header (HDR-01..03): logo, search, the account area by user state and the cart badge.
 * Needs `<ApiClientProvider>` and a QueryClient unless `user` and `cartCount` are given.
 */
export function SiteHeader({
  brand = PRODUCT,
  market = 'NA',
  brandName,
  user,
  cartCount,
  routes,
  returnTo,
  menu = NO_ITEMS,
  isReduced = false,
  defaultQuery,
  onSearch,
  mainContentId = 'main-content',
  regions = [],
  region,
  onRegionChange,
  defaultDrawer = 'closed',
  labels,
  configuration,
  cards = NO_CARDS,
}: SiteHeaderProps) {
  const drawerId = useId();
  const drawer = useHeaderDrawer(defaultDrawer);
  const text = resolveLabels(resolveLabels(siteHeaderLabels, configuredLabels(configuration)), labels);
  const links = configuredLinks(configuration);
  const api = useApiClient();
  const { Link, navigate } = useSiteNavigation();
  const header = useSiteHeader({ site: { brand, market }, user, cartCount });
  const paths = { ...defaultHeaderRoutes, ...routes };
  const isThorndike = brand === SECOND_BRAND;
  const name = brandName ?? (isThorndike ? 'Thorndike Press' : PRODUCT_TITLE);

  const runSearch = onSearch ?? ((_query: string, href: string) => navigate(href));
  const search = (
    <HeaderSearch searchRoute={paths.searchResults} defaultQuery={defaultQuery} onSearch={runSearch} labels={text} />
  );
  const signInUrl = (here: string) =>
    links.signIn ? withReturn(links.signIn, returnTo ?? here) : api.auth.signInUrl(returnTo ?? here);
  const signOutUrl = links.signOut ? withReturn(links.signOut, '/') : api.auth.federatedLogoutUrl('/');
  const registerHref = links.registration ?? paths.register;

  const accountMenuPlaceholder = (
    <span className="sm-header-account__trigger" aria-hidden="true">
      <UserIcon />
    </span>
  );
  const account = header.isSessionLoading ? null : (
    <div className="sm-header-account">
      {header.showSignIn && (
        <>
          {/* Full-page: sign-in goes through the federated provider. */}
          <SignInLink className="sm-header-account__link" href={signInUrl} label={text.signIn} />
          <Link className="sm-header-account__link" href={registerHref}>
            {text.register}
          </Link>
        </>
      )}
      {header.state === 'pending' && <span className="sm-header-account__notice">{text.pendingNotice}</span>}
      {header.showPendingSignOut && (
        <a className="sm-header-account__link" href={signOutUrl}>
          {text.signOut}
        </a>
      )}
      {header.showAccountMenu && header.user && (
        <>
          <span className="sm-header-account__greeting">
            {formatLabel(text.greeting, { firstName: header.user.firstName })}
          </span>
          <WhenHydrated fallback={accountMenuPlaceholder}>
            <Suspense fallback={accountMenuPlaceholder}>
              <AccountMenu
                label={text.accountMenu}
                links={[
                  { label: text.profile, href: paths.profile },
                  { label: text.myOrders, href: paths.myOrders },
                  { label: text.wishlists, href: paths.wishlist },
                ]}
                signOutLabel={text.signOut}
                signOutUrl={signOutUrl}
              />
            </Suspense>
          </WhenHydrated>
        </>
      )}
    </div>
  );

  const cart = header.showCart ? (
    <CartLink
      href={paths.cart}
      label={header.cartCount === 1 ? text.cartLinkOne : formatLabel(text.cartLink, { count: header.cartCount })}
      badge={header.cartBadge}
      icon={isThorndike ? 'bag' : 'cart'}
    />
  ) : null;

  // The menu changes only with its entries: it is not rendered again at each navigation.
  const { primaryNav, newWindow } = text;
  const nav = useMemo(
    () =>
      !isReduced && menu.length > 0 ? (
        <MegaMenu items={menu} label={primaryNav} newWindowText={newWindow} cards={cards} />
      ) : null,
    [isReduced, menu, primaryNav, newWindow, cards],
  );

  const regionSelector =
    regions.length > 1 ? (
      <select
        className="sm-header-region"
        aria-label={formatLabel(text.regionSelector, {
          selectedRegion: regions.find((r) => r.code === region)?.label ?? '',
        })}
        value={region}
        onChange={(event) => onRegionChange?.(event.target.value)}
      >
        {regions.map((r) => (
          <option key={r.code} value={r.code}>
            {r.label}
          </option>
        ))}
      </select>
    ) : null;

  // The mobile top bar's buttons and the drawer they open (HDR-01); hidden on desktop by the stylesheet.
  const hasMenuDrawer = !isReduced;
  const mobile = (
    <div className="sm-header__mobile" ref={drawer.regionRef} onKeyDown={drawer.onKeyDown}>
      <div className="sm-header__mobile-buttons">
        <HeaderDrawerButton
          drawer={drawer}
          kind="search"
          controls={drawerId}
          icon={<SearchIcon />}
          label={text.searchButton}
        />
        {hasMenuDrawer && (
          <HeaderDrawerButton
            drawer={drawer}
            kind="menu"
            controls={drawerId}
            icon={<MenuIcon />}
            label={text.menuButton}
          />
        )}
      </div>
      <div
        id={drawerId}
        ref={drawer.panelRef}
        className="sm-header-drawer"
        role="region"
        aria-label={drawer.state === 'search' ? text.searchDrawer : text.menuDrawer}
        hidden={drawer.state === 'closed'}
        data-drawer={drawer.state}
      >
        {drawer.state === 'search' && (
          <HeaderSearch
            searchRoute={paths.searchResults}
            defaultQuery={defaultQuery}
            onSearch={(query, href) => {
              drawer.close();
              runSearch(query, href);
            }}
            labels={text}
          />
        )}
        {drawer.state === 'menu' && (
          <>
            {menu.length > 0 && (
              <nav className="sm-header-drawer__nav" aria-label={text.primaryNav}>
                <ul className="sm-header-drawer__list">
                  {menu.map((item, i) => (
                    <li key={`${i}|${item.href ?? ''}|${item.displayText}`}>
                      <MenuLink className="sm-header-drawer__link" item={item} newWindowText={text.newWindow} />
                      {item.childMenuItems?.length ? (
                        <ul className="sm-header-drawer__sublist">
                          {item.childMenuItems
                            .flatMap((child) => (child.childMenuItems?.length ? child.childMenuItems : [child]))
                            .map((leaf, j) => (
                              <li key={`${j}|${leaf.href ?? ''}|${leaf.displayText}`}>
                                <MenuLink
                                  className="sm-header-drawer__link"
                                  item={leaf}
                                  newWindowText={text.newWindow}
                                />
                              </li>
                            ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <MenuCards cards={cards} newWindowText={text.newWindow} />
              </nav>
            )}
            {!header.isSessionLoading && (
              <section className="sm-header-drawer__account" aria-label={text.accountSection}>
                <ul className="sm-header-drawer__list">
                  {header.showSignIn && (
                    <>
                      <li>
                        <SignInLink className="sm-header-drawer__link" href={signInUrl} label={text.signIn} />
                      </li>
                      <li>
                        <Link className="sm-header-drawer__link" href={registerHref}>
                          {text.register}
                        </Link>
                      </li>
                    </>
                  )}
                  {header.showAccountMenu && (
                    <>
                      <li>
                        <Link className="sm-header-drawer__link" href={paths.profile}>
                          {text.profile}
                        </Link>
                      </li>
                      <li>
                        <Link className="sm-header-drawer__link" href={paths.myOrders}>
                          {text.myOrders}
                        </Link>
                      </li>
                      <li>
                        <Link className="sm-header-drawer__link" href={paths.wishlist}>
                          {text.wishlists}
                        </Link>
                      </li>
                    </>
                  )}
                  {(header.showAccountMenu || header.showPendingSignOut) && (
                    <li>
                      <a className="sm-header-drawer__link" href={signOutUrl}>
                        {text.signOut}
                      </a>
                    </li>
                  )}
                </ul>
                {regionSelector}
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );

  const logo = (
    <Link
      className="sm-header__logo"
      href={links.logo ?? paths.home}
      aria-label={formatLabel(text.logoLink, { brandName: name })}
    >
      <BrandLogo brand={brand} brandName={name} />
    </Link>
  );

  return (
    <header className="sm-header" data-brand={brand} data-reduced={isReduced || undefined} data-account={header.state}>
      <a className="sm-skip-link" href={`#${mainContentId}`}>
        {text.skipToContent}
      </a>
      {isThorndike ? (
        <>
          <div className="sm-header__bar sm-header__bar--main">
            {logo}
            <div className="sm-header__desktop sm-header__search-slot">{search}</div>
            <div className="sm-header__desktop">{account}</div>
            {regionSelector && <div className="sm-header__desktop">{regionSelector}</div>}
            {cart}
            {mobile}
          </div>
          {nav && <div className="sm-header__bar sm-header__bar--nav sm-header__desktop">{nav}</div>}
        </>
      ) : (
        <>
          <div className="sm-header__bar sm-header__bar--secondary sm-header__desktop">
            {regionSelector}
            {account}
          </div>
          <div className="sm-header__bar sm-header__bar--main">
            {logo}
            {nav}
            <div className="sm-header__desktop sm-header__search-slot">{search}</div>
            {cart}
            {mobile}
          </div>
        </>
      )}
    </header>
  );
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

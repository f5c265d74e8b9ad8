import { PRODUCT, PRODUCT_TITLE, SECOND_BRAND, type Brand, type SessionUser } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { lazy, Suspense } from 'react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { MenuLink } from '../menu/MenuLink';
import type { MenuItem } from '../menu/menuItem';
import { useBlockNavigation } from '../navigation/BlockNavigationProvider';
import { BrandLogo } from './BrandLogo';
import { CartLink } from './CartLink';
import { HeaderSearch } from './HeaderSearch';
import { UserIcon } from './icons';
import { siteHeaderLabels } from './siteHeader.labels';
import { useSiteHeader } from './useSiteHeader';

// The menu (Radix dropdown and its positioning) loads only for signed-in users: visitors never pay for it.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

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
  /** Editable texts; English defaults from spec 002. */
  labels?: LabelOverrides<typeof siteHeaderLabels>;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/**
 * The site header (HDR-01..03): logo, search, the account area by user state and the cart badge.
 * Needs `<ApiClientProvider>` and a QueryClient unless `user` and `cartCount` are given.
 */
export function SiteHeader({
  brand = PRODUCT, market = 'NA', brandName, user, cartCount, routes, returnTo, menu = [], isReduced = false,
  defaultQuery, onSearch, mainContentId = 'main-content', labels,
}: SiteHeaderProps) {
  const text = resolveLabels(siteHeaderLabels, labels);
  const api = useApiClient();
  const { Link, navigate } = useBlockNavigation();
  const header = useSiteHeader({ site: { brand, market }, user, cartCount });
  const paths = { ...defaultHeaderRoutes, ...routes };
  const isThorndike = brand === SECOND_BRAND;
  const name = brandName ?? (isThorndike ? 'Thorndike Press' : PRODUCT_TITLE);

  const search = (
    <HeaderSearch
      searchRoute={paths.searchResults}
      defaultQuery={defaultQuery}
      onSearch={onSearch ?? ((_query, href) => navigate(href))}
      labels={text}
    />
  );

  const account = header.isSessionLoading ? null : (
    <div className="sm-header-account">
      {header.showSignIn && (
        <>
          {/* Full-page: sign-in goes through the federated provider. */}
          <a className="sm-header-account__link" href={api.auth.signInUrl(returnTo ?? currentPath())}>{text.signIn}</a>
          <Link className="sm-header-account__link" href={paths.register}>{text.register}</Link>
        </>
      )}
      {header.state === 'pending' && <span className="sm-header-account__notice">{text.pendingNotice}</span>}
      {header.showPendingSignOut && (
        <a className="sm-header-account__link" href={api.auth.federatedLogoutUrl('/')}>{text.signOut}</a>
      )}
      {header.showAccountMenu && header.user && (
        <>
          <span className="sm-header-account__greeting">{formatLabel(text.greeting, { firstName: header.user.firstName })}</span>
          <Suspense fallback={<span className="sm-header-account__trigger" aria-hidden="true"><UserIcon /></span>}>
            <AccountMenu
              label={text.accountMenu}
              links={[
                { label: text.profile, href: paths.profile },
                { label: text.myOrders, href: paths.myOrders },
                { label: text.wishlists, href: paths.wishlist },
              ]}
              signOutLabel={text.signOut}
              signOutUrl={api.auth.federatedLogoutUrl('/')}
            />
          </Suspense>
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

  const nav = !isReduced && menu.length > 0 ? (
    <nav className="sm-header-nav" aria-label={text.primaryNav}>
      <ul className="sm-header-nav__list">
        {menu.map((item) => (
          <li key={`${item.href ?? ''}|${item.displayText}`}><MenuLink className="sm-header-nav__link" item={item} /></li>
        ))}
      </ul>
    </nav>
  ) : null;

  const logo = (
    <Link className="sm-header__logo" href={paths.home} aria-label={formatLabel(text.logoLink, { brandName: name })}>
      <BrandLogo brand={brand} brandName={name} />
    </Link>
  );

  return (
    <header className="sm-header" data-brand={brand} data-reduced={isReduced || undefined} data-account={header.state}>
      <a className="sm-skip-link" href={`#${mainContentId}`}>{text.skipToContent}</a>
      {isThorndike ? (
        <>
          <div className="sm-header__bar sm-header__bar--main">
            {logo}
            {search}
            {account}
            {cart}
          </div>
          {nav && <div className="sm-header__bar sm-header__bar--nav">{nav}</div>}
        </>
      ) : (
        <>
          <div className="sm-header__bar sm-header__bar--secondary">{account}</div>
          <div className="sm-header__bar sm-header__bar--main">
            {logo}
            {nav}
            {search}
            {cart}
          </div>
        </>
      )}
    </header>
  );
}

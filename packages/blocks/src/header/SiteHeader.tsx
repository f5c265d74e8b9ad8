import type { SessionUser } from '@shelfmark/api-client';
import type { MenuConfiguration, MenuContentCard } from '@shelfmark/api-client/schemas';
import { useId, useMemo, type ReactNode } from 'react';
import { formatLabel, type LabelOverrides } from '@shelfmark/forms';
import type { MenuItem } from '../menu/menuItem';
import { BrandLogo } from './BrandLogo';
import { CartLink } from './CartLink';
import { HeaderAccount } from './HeaderAccount';
import { HeaderDrawer } from './HeaderDrawer';
import { HeaderSearch } from './HeaderSearch';
import { MegaMenu } from './MegaMenu';
import { RegionSelector } from './RegionSelector';
import { siteHeaderLabels } from './siteHeader.labels';
import type { HeaderDrawerState } from './useHeaderDrawer';
import { useHeaderModel } from './useHeaderModel';

/**
 * What the page gives the header: its texts, menus and slots. Brand, market, display name and routes are the site
 * configuration's (`<ShelfmarkSiteProvider config>` of `@shelfmark/forms/site`).
 */
export interface SiteHeaderProps {
  /** The signed-in user or null; when omitted the header reads the session through the API client. */
  user?: SessionUser | null;
  /** Units in the cart; when omitted the header reads the user's cart through the API client. */
  cartCount?: number;
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
const NO_REGIONS: { code: string; label: string }[] = [];

/**
 * The site header (HDR-01..03): logo, search, the account area by user state and the cart badge, in the brand's
 * bars (`HeaderBar`) and the phone's drawer (`HeaderDrawer`). Needs `<ShelfmarkSiteProvider config>`, and
 * `<ApiClientProvider>` with a QueryClient unless `user` and `cartCount` are given.
 */
export function SiteHeader({
  user,
  cartCount,
  returnTo,
  menu = NO_ITEMS,
  isReduced = false,
  defaultQuery,
  onSearch,
  mainContentId = 'main-content',
  regions = NO_REGIONS,
  region,
  onRegionChange,
  defaultDrawer = 'closed',
  labels,
  configuration,
  cards = NO_CARDS,
}: SiteHeaderProps) {
  const drawerId = useId();
  const model = useHeaderModel({ user, cartCount, returnTo, onSearch, configuration, labels });
  const { text, access, Link } = model;

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
      <RegionSelector regions={regions} region={region} onRegionChange={onRegionChange} label={text.regionSelector} />
    ) : null;

  return (
    <header
      className="sm-header"
      data-brand={model.brand}
      data-reduced={isReduced || undefined}
      data-account={access.state}
    >
      <a className="sm-skip-link" href={`#${mainContentId}`}>
        {text.skipToContent}
      </a>
      <HeaderBar
        isThorndike={model.isThorndike}
        parts={{
          logo: (
            <Link
              className="sm-header__logo"
              href={model.logoHref}
              aria-label={formatLabel(text.logoLink, { brandName: model.name })}
            >
              <BrandLogo brand={model.brand} brandName={model.name} />
            </Link>
          ),
          nav,
          search: (
            <HeaderSearch
              searchRoute={model.routes.searchResults}
              defaultQuery={defaultQuery}
              onSearch={model.runSearch}
              labels={text}
            />
          ),
          account: <HeaderAccount model={model} />,
          regionSelector,
          // The cart link with its badge (HDR-02) for users who can buy online; the second brand's icon is a bag.
          cart: access.showCart ? (
            <CartLink
              href={model.routes.cart}
              label={
                access.cartCount === 1 ? text.cartLinkOne : formatLabel(text.cartLink, { count: access.cartCount })
              }
              badge={access.cartBadge}
              icon={model.isThorndike ? 'bag' : 'cart'}
            />
          ) : null,
          drawer: (
            <HeaderDrawer
              model={model}
              id={drawerId}
              defaultDrawer={defaultDrawer}
              menu={menu}
              cards={cards}
              isReduced={isReduced}
              defaultQuery={defaultQuery}
              regionSelector={regionSelector}
            />
          ),
        }}
      />
    </header>
  );
}

/** The parts the header's bars place: each is rendered once by SiteHeader. */
interface HeaderBarParts {
  logo: ReactNode;
  /** The mega menu, or null on a reduced page or without entries. */
  nav: ReactNode;
  search: ReactNode;
  account: ReactNode;
  /** The region selector, or null with fewer than two regions. */
  regionSelector: ReactNode;
  /** The cart link, or null where the user cannot buy online. */
  cart: ReactNode;
  /** The phone's buttons and drawer. */
  drawer: ReactNode;
}

/**
 * The header's bars (HDR-01). The first brand: a secondary bar (region, account) over the main bar (logo, menu,
 * search, cart). The second brand: one main bar (logo, search, account, region, cart) over the menu's own bar.
 */
function HeaderBar({ isThorndike, parts }: { isThorndike: boolean; parts: HeaderBarParts }) {
  const { logo, nav, search, account, regionSelector, cart, drawer } = parts;
  if (isThorndike) {
    return (
      <>
        <div className="sm-header__bar sm-header__bar--main">
          {logo}
          <div className="sm-header__desktop sm-header__search-slot">{search}</div>
          <div className="sm-header__desktop">{account}</div>
          {regionSelector && <div className="sm-header__desktop">{regionSelector}</div>}
          {cart}
          {drawer}
        </div>
        {nav && <div className="sm-header__bar sm-header__bar--nav sm-header__desktop">{nav}</div>}
      </>
    );
  }
  return (
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
        {drawer}
      </div>
    </>
  );
}

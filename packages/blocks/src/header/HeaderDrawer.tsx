import type { MenuContentCard } from '@shelfmark/api-client/schemas';
import type { ReactNode } from 'react';
import { MenuLink } from '../menu/MenuLink';
import type { MenuItem } from '../menu/menuItem';
import { SignInLink } from './HeaderAccount';
import { HeaderDrawerButton } from './HeaderDrawerButton';
import { HeaderSearch } from './HeaderSearch';
import { MenuIcon, SearchIcon } from './icons';
import { MenuCards } from './MenuCards';
import { useHeaderDrawer, type HeaderDrawerState } from './useHeaderDrawer';
import type { HeaderModel } from './useHeaderModel';

export interface HeaderDrawerProps {
  model: HeaderModel;
  /** The drawer panel's id, named by its buttons' `aria-controls`. */
  id: string;
  defaultDrawer: HeaderDrawerState;
  menu: MenuItem[];
  cards: MenuContentCard[];
  isReduced: boolean;
  defaultQuery?: string;
  /** The region selector, under the drawer's account links. */
  regionSelector: ReactNode;
}

/**
 * The phone's top-bar buttons and the drawer they open (HDR-01): search, or the menu with the account links; hidden
 * on desktop by the stylesheet.
 */
export function HeaderDrawer({
  model,
  id,
  defaultDrawer,
  menu,
  cards,
  isReduced,
  defaultQuery,
  regionSelector,
}: HeaderDrawerProps) {
  const drawer = useHeaderDrawer(defaultDrawer);
  const { text } = model;
  return (
    <div className="sm-header__mobile" ref={drawer.regionRef} onKeyDown={drawer.onKeyDown}>
      <div className="sm-header__mobile-buttons">
        <HeaderDrawerButton
          drawer={drawer}
          kind="search"
          controls={id}
          icon={<SearchIcon />}
          label={text.searchButton}
        />
        {!isReduced && (
          <HeaderDrawerButton drawer={drawer} kind="menu" controls={id} icon={<MenuIcon />} label={text.menuButton} />
        )}
      </div>
      <div
        id={id}
        ref={drawer.panelRef}
        className="sm-header-drawer"
        role="region"
        aria-label={drawer.state === 'search' ? text.searchDrawer : text.menuDrawer}
        hidden={drawer.state === 'closed'}
        data-drawer={drawer.state}
      >
        {drawer.state === 'search' && (
          <HeaderSearch
            searchRoute={model.routes.searchResults}
            defaultQuery={defaultQuery}
            onSearch={(query, href) => {
              drawer.close();
              model.runSearch(query, href);
            }}
            labels={text}
          />
        )}
        {drawer.state === 'menu' && (
          <>
            {menu.length > 0 && (
              <DrawerMenu menu={menu} cards={cards} label={text.primaryNav} newWindowText={text.newWindow} />
            )}
            {!model.access.isSessionLoading && <DrawerAccount model={model} regionSelector={regionSelector} />}
          </>
        )}
      </div>
    </div>
  );
}

/** The main menu in the drawer: each entry with its leaves (a column's links) in one list, then the content cards. */
function DrawerMenu({
  menu,
  cards,
  label,
  newWindowText,
}: {
  menu: MenuItem[];
  cards: MenuContentCard[];
  label: string;
  newWindowText: string;
}) {
  return (
    <nav className="sm-header-drawer__nav" aria-label={label}>
      <ul className="sm-header-drawer__list">
        {menu.map((item, i) => (
          <li key={`${i}|${item.href ?? ''}|${item.displayText}`}>
            <MenuLink className="sm-header-drawer__link" item={item} newWindowText={newWindowText} />
            {item.childMenuItems?.length ? (
              <ul className="sm-header-drawer__sublist">
                {item.childMenuItems
                  .flatMap((child) => (child.childMenuItems?.length ? child.childMenuItems : [child]))
                  .map((leaf, j) => (
                    <li key={`${j}|${leaf.href ?? ''}|${leaf.displayText}`}>
                      <MenuLink className="sm-header-drawer__link" item={leaf} newWindowText={newWindowText} />
                    </li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <MenuCards cards={cards} newWindowText={newWindowText} />
    </nav>
  );
}

/** The account links in the drawer (HDR-03), as the desktop account area has them, and the region selector. */
function DrawerAccount({ model, regionSelector }: { model: HeaderModel; regionSelector: ReactNode }) {
  const { access, text, routes, Link } = model;
  return (
    <section className="sm-header-drawer__account" aria-label={text.accountSection}>
      <ul className="sm-header-drawer__list">
        {access.showSignIn && (
          <>
            <li>
              <SignInLink className="sm-header-drawer__link" href={model.signInUrl} label={text.signIn} />
            </li>
            <li>
              <Link className="sm-header-drawer__link" href={model.registerHref}>
                {text.register}
              </Link>
            </li>
          </>
        )}
        {access.showAccountMenu && (
          <>
            <li>
              <Link className="sm-header-drawer__link" href={routes.profile}>
                {text.profile}
              </Link>
            </li>
            <li>
              <Link className="sm-header-drawer__link" href={routes.myOrders}>
                {text.myOrders}
              </Link>
            </li>
            <li>
              <Link className="sm-header-drawer__link" href={routes.wishlist}>
                {text.wishlists}
              </Link>
            </li>
          </>
        )}
        {(access.showAccountMenu || access.showPendingSignOut) && (
          <li>
            <a className="sm-header-drawer__link" href={model.signOutUrl}>
              {text.signOut}
            </a>
          </li>
        )}
      </ul>
      {regionSelector}
    </section>
  );
}

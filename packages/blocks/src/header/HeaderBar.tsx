import type { ReactNode } from 'react';

/** The parts the header's bars place: each is rendered once by SiteHeader. */
export interface HeaderBarParts {
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
export function HeaderBar({ isThorndike, parts }: { isThorndike: boolean; parts: HeaderBarParts }) {
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

import { SECOND_BRAND, type Brand, type SessionUser } from '@shelfmark/api-client';

/** The part of the site configuration the header's rules depend on. */
export interface HeaderSite {
  brand: Brand;
  market: 'NA' | 'INTERNATIONAL';
}

/** What the account area shows (spec 002 §4 "Account block" and §6). */
export interface HeaderAccess {
  /** 'anonymous', 'pending' (account not yet approved) or 'active'. */
  state: 'anonymous' | 'pending' | 'active';
  /** Sign-in and registration links: unauthenticated visitors of a site that sells online. */
  showSignIn: boolean;
  /** The account menu: signed-in users whose account is active. */
  showAccountMenu: boolean;
  /** A plain sign-out link: authenticated North American users whose account is pending. */
  showPendingSignOut: boolean;
  /** The cart link and badge: signed-in users eligible to buy online. */
  showCart: boolean;
}

/** Online shopping exists in North America and on the second-brand site (spec 001 §6). */
export function siteSellsOnline(site: HeaderSite): boolean {
  return site.market === 'NA' || site.brand === SECOND_BRAND;
}

/**
 * Eligible for e-commerce: an active, North American user of the site's brand. The second-brand header
 * shows the cart to every signed-in active user (spec 002 §6: the eligibility check is the default header's).
 */
export function isEligibleForEcommerce(user: SessionUser, site: HeaderSite): boolean {
  if (user.accountStatus !== 'ACTIVE' || !siteSellsOnline(site)) return false;
  if (site.brand === SECOND_BRAND) return true;
  return !user.isInternational && user.isShelfmarkUser;
}

/** Derives the header's account area from the signed-in user (or null) and the site. */
export function getHeaderAccess(user: SessionUser | null, site: HeaderSite): HeaderAccess {
  if (!user) {
    return {
      state: 'anonymous',
      showSignIn: siteSellsOnline(site),
      showAccountMenu: false,
      showPendingSignOut: false,
      showCart: false,
    };
  }
  if (user.accountStatus === 'PENDING') {
    return {
      state: 'pending',
      showSignIn: false,
      showAccountMenu: false,
      showPendingSignOut: !user.isInternational,
      showCart: false,
    };
  }
  return {
    state: 'active',
    showSignIn: false,
    showAccountMenu: true,
    showPendingSignOut: false,
    showCart: isEligibleForEcommerce(user, site),
  };
}

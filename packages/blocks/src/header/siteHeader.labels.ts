/** Every text of the site header, with the English defaults of spec 002 (placeholders in braces). */
export const siteHeaderLabels = {
  /** Accessible name of the search input (shared e2e contract: "Search"). */
  searchLabel: 'Search',
  searchPlaceholder: 'Search by title, author or ISBN',
  searchSubmit: 'Submit search',
  signIn: 'Sign in',
  register: 'Register',
  signOut: 'Sign out',
  accountMenu: 'Account menu',
  greeting: 'Hi, {firstName}',
  myOrders: 'My Orders',
  profile: 'Profile',
  wishlists: 'Wish Lists',
  /** Accessible name of the cart link; {count} is the total number of units. */
  cartLink: 'Cart, {count} items',
  cartLinkOne: 'Cart, 1 item',
  logoLink: '{brandName} home',
  primaryNav: 'Main',
  skipToContent: 'Skip to main content',
  pendingNotice: 'Your account is pending approval.',
  /** Mobile top bar: the buttons that open the drawer on the search or on the menu (HDR-01). */
  searchButton: 'Search',
  menuButton: 'Menu',
  searchDrawer: 'Search the catalogue',
  menuDrawer: 'Site menu',
  accountSection: 'Your account',
  /** The region selector's name; {selectedRegion} is the current region (spec 002 §3 menu configuration). */
  regionSelector: 'Region: {selectedRegion}',
  /** Read after menu links that open a new window. */
  newWindow: '(opens in a new window)',
};

export type SiteHeaderLabels = typeof siteHeaderLabels;

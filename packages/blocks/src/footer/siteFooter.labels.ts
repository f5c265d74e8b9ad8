/** Every text of the site footer, with English defaults. */
export const siteFooterLabels = {
  mainNav: 'Footer',
  legalNav: 'Legal',
  socialNav: 'Follow us',
  /** Read after a link that opens a new window. */
  newWindow: '(opens in a new window)',
  copyright: '© {brandName}. All rights reserved.',
  logoLink: '{brandName} home',
};

export type SiteFooterLabels = typeof siteFooterLabels;

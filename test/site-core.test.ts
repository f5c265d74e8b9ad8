/**
 * One site core under blocks and commerce (@shelfmark/forms/site): one provider for the configuration and the host
 * app's navigation, one badge rule, one set of hydration hooks. Blocks and commerce publish no copy of their own, so
 * a host app cannot nest two providers that disagree.
 */
import { formatCartBadge as contractBadge, createSiteConfig as contractConfig } from '@shelfmark/api-client';
import * as blocks from '@shelfmark/blocks';
import * as commerce from '@shelfmark/commerce';
import * as commerceInternal from '@shelfmark/commerce/internal';
import * as forms from '@shelfmark/forms';
import * as site from '@shelfmark/forms/site';

const SITE_NAMES = [
  'ShelfmarkSiteProvider',
  'BlockNavigationProvider',
  'useSiteConfig',
  'useSiteNavigation',
  'useBlockNavigation',
  'createSiteConfig',
  'defaultRoutes',
  'formatCartBadge',
  'formatBadgeCount',
  'useHydrated',
  'useBrowserValue',
  'useCurrentPath',
];

describe('one site core under blocks and commerce', () => {
  it("HDR-02 the header's badge and commerce's badge count are one rule: up to 9, then '9+'", () => {
    expect(site.formatCartBadge).toBe(contractBadge);
    expect([0, 1, 9, 10, 99, -1, 2.5].map(site.formatCartBadge)).toEqual(['0', '1', '9', '9+', '9+', '0', '2']);
  });

  it("the site configuration is the contract's: the one the server serves", () => {
    expect(site.createSiteConfig).toBe(contractConfig);
    expect(site.defaultRoutes).toEqual(contractConfig().routes);
  });

  it('blocks, commerce and the forms root publish no provider, configuration, badge or hydration hook of their own', () => {
    for (const entry of [blocks, commerce, commerceInternal, forms]) {
      expect(SITE_NAMES.filter((name) => name in entry)).toEqual([]);
    }
  });
});

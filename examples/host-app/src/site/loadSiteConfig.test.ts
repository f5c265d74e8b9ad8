import { loadSiteConfig, parseSiteConfig, SiteConfigError } from './loadSiteConfig';

describe('site configuration', () => {
  it('reads the server answer, keeping the demo defaults for what it leaves out', () => {
    const site = parseSiteConfig({ brand: 'thorndike', market: 'NA', maxProductQuantity: 999, currency: 'USD', routes: { cart: '/basket' } });
    expect(site).toMatchObject({ brand: 'thorndike', isThorndike: true, maxProductQuantity: 999, affiliation: 'Thorndike Press' });
    expect(site.routes.cart).toBe('/basket');
    expect(site.routes.searchResults).toBe('/search');
  });

  it('refuses an unknown brand, market or a bad maximum quantity, naming the field', () => {
    expect(() => parseSiteConfig({ brand: 'acme' })).toThrow(/brand must be one of shelfmark, thorndike/);
    expect(() => parseSiteConfig({ brand: 'shelfmark', market: 'EU' })).toThrow(/market must be NA or INTERNATIONAL/);
    expect(() => parseSiteConfig({ brand: 'shelfmark', maxProductQuantity: 0 })).toThrow(/maxProductQuantity/);
    expect(() => parseSiteConfig('nope')).toThrow(SiteConfigError);
  });

  it('ignores route values that are not paths', () => {
    expect(parseSiteConfig({ brand: 'shelfmark', routes: { cart: 'javascript:alert(1)' } }).routes.cart).toBe('/cart');
  });

  it('says clearly when the server does not answer', async () => {
    await expect(loadSiteConfig(async () => { throw new TypeError('Failed to fetch'); })).rejects.toThrow(/Is the Shelfmark server running/);
    await expect(loadSiteConfig(async () => new Response('{}', { status: 500 }))).rejects.toThrow(/answered 500/);
  });
});

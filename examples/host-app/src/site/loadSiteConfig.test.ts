import { ApiError, type SiteConfig } from '@shelfmark/api-client';
import { createStorefrontClient } from './createStorefrontClient';
import { loadSiteConfig, toShelfmarkSite } from './loadSiteConfig';

const thorndike = {
  brand: 'thorndike',
  market: 'NA',
  currency: 'USD',
  maxProductQuantity: 999,
  enabledGtm: false,
  gtmId: null,
  affiliation: 'Thorndike Press',
  isThorndike: true,
  routes: { cart: '/basket', searchResults: '/search' },
};

function answering(body: unknown, status = 200) {
  return (async () => Response.json(body, { status })) as unknown as typeof fetch;
}

describe('site configuration', () => {
  it('loads the server answer, keeping the default paths for routes it leaves out', async () => {
    const site = await loadSiteConfig(createStorefrontClient({ fetch: answering(thorndike) }));
    expect(site).toMatchObject({
      brand: 'thorndike',
      isThorndike: true,
      maxProductQuantity: 999,
      affiliation: 'Thorndike Press',
    });
    expect(site.routes.cart).toBe('/basket');
    expect(site.routes.products).toBe('/products');
  });

  it('refuses a malformed answer with an error naming the field', async () => {
    const error = await loadSiteConfig(
      createStorefrontClient({ fetch: answering({ ...thorndike, brand: 'acme' }) }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/brand/);
  });

  it('says when the server cannot answer', async () => {
    await expect(
      loadSiteConfig(
        createStorefrontClient({ fetch: answering({ status: 500, code: 'INTERNAL', message: 'Boom' }, 500) }),
      ),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('ignores route values that are not paths', () => {
    const site = toShelfmarkSite({
      ...thorndike,
      brand: 'thorndike',
      market: 'NA',
      routes: { cart: 'javascript:alert(1)', wishlist: '//evil.example' } as SiteConfig['routes'],
    });
    expect(site.routes.cart).toBe('/cart');
    expect(site.routes.wishlist).toBe('/wishlist');
  });
});

import { PRODUCT, SECOND_BRAND, type Brand } from './brand';
import type { SiteConfig, SiteRoutes } from './schemas/site';

/** The host app's route paths (spec 001 §2 route names). */
export const SITE_ROUTES: SiteRoutes = {
  home: '/',
  searchResults: '/search',
  products: '/products',
  catalog: '/catalog',
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  wishlist: '/wishlist',
  accountConfirmation: '/account-confirmation',
  myOrders: '/my-orders',
  profile: '/profile',
  fastOrder: '/fast-order',
  priceAndAvailability: '/price-and-availability',
  orderTracking: '/order-tracking',
  accessCodes: '/access-codes',
  register: '/register',
};

/** The demo limit of one product per cart (global config maxProductQuantity; the specs leave the value open). */
export const DEMO_MAX_PRODUCT_QUANTITY = 999;

/**
 * The demo configuration of a brand (North America, USD, maxProductQuantity 999): what the reference server
 * serves at GET /api/site-config, and what stories and tests start from.
 */
export function createSiteConfig(brand: Brand = PRODUCT, overrides: Partial<SiteConfig> = {}): SiteConfig {
  const isThorndike = brand === SECOND_BRAND;
  return {
    brand,
    market: 'NA',
    currency: 'USD',
    maxProductQuantity: DEMO_MAX_PRODUCT_QUANTITY,
    enabledGtm: false,
    gtmId: null,
    affiliation: isThorndike ? 'Thorndike Press' : 'Shelfmark',
    isThorndike,
    carrierTrackingLinks:
      'UPS^https://www.ups.com/track?tracknum={trackingID}|FEDEX^https://www.fedex.com/fedextrack/?trknbr={trackingID}|USPS^https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingID}',
    perPageOrdersCount: 10,
    accountHelpUrl: '/account-help',
    changePasswordUrl: null,
    captcha: { provider: 'altcha', siteKey: null },
    video: { provider: 'local' },
    allowedRegions: ['NA', 'INTERNATIONAL'],
    ...overrides,
    routes: { ...SITE_ROUTES, ...overrides.routes },
  };
}

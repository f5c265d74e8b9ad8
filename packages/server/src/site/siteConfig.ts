import { BRANDS, PRODUCT, SECOND_BRAND, type Brand, type SiteConfig } from '@shelfmark/api-client/schemas';

/** Paths of the host app's named routes (spec 001 §2), served so widgets never hard-code them. */
export const SITE_ROUTES = {
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
} as const;

/** The demo limit of one product per cart (global config maxProductQuantity). */
export const MAX_PRODUCT_QUANTITY = 999;

/** Reads SHELFMARK_SITE; anything but the two brands is refused with a message naming the variable. */
export function parseSite(value: string | undefined): Brand {
  const site = (value ?? '').trim() || PRODUCT;
  if (!(BRANDS as readonly string[]).includes(site)) {
    throw new Error(`SHELFMARK_SITE must be one of ${BRANDS.join(', ')} (got "${value}").`);
  }
  return site as Brand;
}

/** The site configuration of a brand, as GET /api/site-config answers it. */
export function createSiteConfig(brand: Brand = PRODUCT): SiteConfig {
  const isThorndike = brand === SECOND_BRAND;
  return {
    brand,
    market: 'NA',
    currency: 'USD',
    maxProductQuantity: MAX_PRODUCT_QUANTITY,
    enabledGtm: false,
    gtmId: null,
    affiliation: isThorndike ? 'Thorndike Press' : 'Shelfmark',
    isThorndike,
    routes: { ...SITE_ROUTES },
    carrierTrackingLinks:
      'UPS^https://www.ups.com/track?tracknum={trackingID}|FEDEX^https://www.fedex.com/fedextrack/?trknbr={trackingID}|USPS^https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingID}',
    perPageOrdersCount: 10,
    accountHelpUrl: '/account-help',
    changePasswordUrl: null,
  };
}

import { PRODUCT, SECOND_BRAND, type Brand } from '@shelfmark/api-client';

/** Route paths the widgets link to; the host app maps them to its router (spec 001 §2 route names). */
export interface ShelfmarkRoutes {
  home: string;
  searchResults: string;
  /** Product page prefix; the widget appends `/{isbn13}`. */
  products: string;
  /** Product catalogue route prefix for non-ecommerce items; the widget appends `/{code}`. */
  catalog: string;
  cart: string;
  checkout: string;
  orderConfirmation: string;
  wishlist: string;
  accountConfirmation: string;
}

/**
 * The site configuration a storefront runs with (spec 000 §3 "Global config"), served by the reference server at
 * GET /api/site-config and passed to `<ShelfmarkSiteProvider config={...}>`.
 */
export interface ShelfmarkSiteConfig {
  brand: Brand;
  /** North America or international (spec 001 §6). */
  market: 'NA' | 'INTERNATIONAL';
  /** ISO 4217 code used to format money the server did not format. */
  currency: string;
  /** The most of one product a cart may hold (global config maxProductQuantity). */
  maxProductQuantity: number;
  enabledGtm: boolean;
  gtmId: string | null;
  affiliation: string;
  isThorndike: boolean;
  routes: ShelfmarkRoutes;
}

export const defaultRoutes: ShelfmarkRoutes = {
  home: '/',
  searchResults: '/search',
  products: '/products',
  catalog: '/catalog',
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  wishlist: '/wishlist',
  accountConfirmation: '/account-confirmation',
};

/**
 * The demo configuration of a brand (maxProductQuantity 999, North America, USD): what the reference server
 * serves by default, and what stories and tests start from.
 */
export function createSiteConfig(brand: Brand = PRODUCT, overrides: Partial<ShelfmarkSiteConfig> = {}): ShelfmarkSiteConfig {
  const isThorndike = brand === SECOND_BRAND;
  return {
    brand,
    market: 'NA',
    currency: 'USD',
    maxProductQuantity: 999,
    enabledGtm: false,
    gtmId: null,
    affiliation: isThorndike ? 'Thorndike Press' : 'Shelfmark',
    isThorndike,
    ...overrides,
    routes: { ...defaultRoutes, ...overrides.routes },
  };
}

import type { cartShipping, promoCodes, shippers } from '../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferInsert;
export type ShipperRow = typeof shippers.$inferInsert;
export type { cartShipping };

/**
 * The demo promo codes (README): a percentage, a free-shipping code and an expired one. Unknown
 * codes count as failed attempts; the third within 30 s starts the countdown (CHK-03).
 */
export const DEMO_PROMO_CODES: readonly PromoCodeRow[] = [
  { code: 'SAVE10', description: '10% off the order', percentOff: '10', freeShipping: false },
  { code: 'FREESHIP', description: 'Free shipping', percentOff: '0', freeShipping: true },
  {
    code: 'SPRING2020',
    description: 'An expired spring promotion',
    percentOff: '15',
    freeShipping: false,
    expiresAt: '2020-06-01T00:00:00Z',
  },
];

/**
 * Shippers, by position: the first serving the ship-to address's country and region is set on the
 * cart (CHK-04). Alaska and Hawaii have none, so a ship-to there shows the shipper notice.
 */
export const DEMO_SHIPPERS: readonly ShipperRow[] = [
  {
    code: 'GROUND',
    name: 'Ground (3–5 business days)',
    cost: '9.95',
    countries: ['US', 'CA'],
    excludedRegions: ['US-AK', 'US-HI'],
    position: 0,
  },
  {
    code: 'INTL',
    name: 'International priority',
    cost: '24.95',
    countries: ['IE', 'GB', 'AU', 'NZ', 'DE', 'FR'],
    excludedRegions: [],
    position: 1,
  },
];

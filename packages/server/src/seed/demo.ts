/**
 * Fixed names of the demo data, for the README, `npm start` and the e2e journeys. This module has no
 * dependencies so tests and scripts can import it cheaply.
 */

/** The password of every demo user. */
export const DEMO_PASSWORD = 'shelfmark';

/** A first-brand print title that is always in stock (e2e: search, open, add 2). */
export const DEMO_TITLE = {
  title: "The Lighthouse Keeper's Almanac",
  isbn13: '9780000000002',
  code: '9780000000002@PRINT',
  brand: 'shelfmark',
} as const;

/** The library funds of every demo ship-to: the fund codes a cart line is offered (the memory twin seeds the same). */
export const DEMO_FUNDS: readonly string[] = ['ADULT-NF-2027', 'YA-FIC-2027', 'REF-2027'];

/**
 * The international buyer's quote request, not answered yet (status requested), as the memory twin's DEMO_QUOTE: the
 * first-brand demo title, which the selling rule offers them only through a rep (outside North America).
 */
export const DEMO_QUOTE = {
  number: 'Q1000001',
  shipTo: '1000600',
  requestedBy: 'intl@shelfmark.test',
  note: 'Prices for the spring term, please: delivery to the main library.',
  isbn13: DEMO_TITLE.isbn13,
  quantity: 12,
} as const;

/** The second brand's large-print demo title. */
export const DEMO_TITLE_THORNDIKE = {
  title: 'Large Print Harbour Tales',
  isbn13: '9780000000019',
  code: '9780000000019@PRINT',
  brand: 'thorndike',
} as const;

export interface DemoUser {
  email: string;
  password: string;
  /** What the user is for, as printed by `npm start`. */
  role: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'buyer@shelfmark.test',
    password: DEMO_PASSWORD,
    role: 'first-brand purchaser, 4 ship-to accounts incl. a parent unit',
  },
  { email: 'buyer@thorndike.test', password: DEMO_PASSWORD, role: 'second-brand (Thorndike) purchaser' },
  { email: 'inquiry@shelfmark.test', password: DEMO_PASSWORD, role: 'inquiry-only user (no purchaser rights)' },
  { email: 'staff@shelfmark.test', password: DEMO_PASSWORD, role: 'staff (isCengageEmployee), purchaser' },
  { email: 'pending@shelfmark.test', password: DEMO_PASSWORD, role: 'PENDING account, not yet confirmed' },
  { email: 'intl@shelfmark.test', password: DEMO_PASSWORD, role: 'international purchaser (outside North America)' },
  {
    email: 'orders@shelfmark.test',
    password: DEMO_PASSWORD,
    role: 'North American purchaser for fast order and price and availability',
  },
  {
    email: 'checkout@shelfmark.test',
    password: DEMO_PASSWORD,
    role: 'purchaser whose ship-tos reach every checkout error: incomplete, unverifiable, no shipper',
  },
];

/** Default size of the seeded catalogue (books, print and ebook editions). */
export const DEFAULT_SEED_BOOKS = 5000;
/** The PRNG seed: the same seed gives the same catalogue. */
export const DEFAULT_SEED = 20_261_122;

/** The fast-order buyer's ship-to and the title it ordered before ("already ordered" flags, e2e journeys). */
export const ORDERED_TITLE = { title: 'Kinesiology in Practice', shipTo: '1000800', billTo: '2000800' } as const;

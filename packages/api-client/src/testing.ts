/**
 * `@shelfmark/api-client/testing` — the in-memory twin of the API and fixture builders, for stories
 * and unit tests. No React here.
 */
export { createMemoryApiClient, type MemoryApiClient, type MemoryControls } from './testing/createMemoryApiClient';
export {
  defaultSiteConfig,
  type MemoryApiClientOptions,
  type MemorySeed,
  type MemoryOrder,
  type MemoryCoupon,
  type MemoryQuote,
} from './testing/memoryState';
export {
  buildProduct,
  buildCart,
  buildCartEntry,
  buildUser,
  buildAccounts,
  buildShipToAccount,
  buildAddress,
  coverImages,
  nextIsbn13,
  resetFixtureSequence,
  withTotals,
} from './testing/fixtures';
export { demoSeed, DEMO_FUNDS, DEMO_ORDERED_TITLE, DEMO_QUOTE, DEMO_UIDS } from './testing/demoSeed';
export {
  demoOrders,
  demoWishLists,
  demoCoupons,
  demoAccessCodes,
  demoForms,
  demoMenus,
  demoPages,
  demoBlockDocuments,
  xssCorpus,
  xssSurvivors,
  type DemoBlockDocument,
} from './testing/demoContent';
export { DECLINED_CARD_NUMBER } from './testing/memoryOrders';
export { WISH_LIST_LIFETIME_DAYS } from './testing/memoryWishlists';
export { postToMemoryProvider, PROMO_MAX_FAILURES, PROMO_WINDOW_MS } from './testing/memoryCheckout';

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient';
import { isApiError } from '../errors';
import { productAccounts } from '../catalogueAccounts';
import { PURCHASE_HISTORY_MAX_ISBNS } from '../purchaseHistoryLimits';
import type {
  ArchivedOrdersQuery,
  OrderDetailQuery,
  OrdersQuery,
  PriceAndAvailabilityQuery,
  ProductLookupQuery,
  QuoteQuery,
  QuotesQuery,
  StaffQuotesQuery,
  SearchQuery,
  SessionUser,
  TrackingQuery,
} from '../schemas';

/** Carts: keyed by user, no retry, no refetch on focus, 30 s stale (spec 000 §4, CART-16). */
export const cartQueries = {
  all: () => ['carts'] as const,
  current: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...cartQueries.all(), 'current', userId] as const,
      queryFn: () => api.carts.get({ userId }),
      staleTime: 30_000,
      retry: false,
      refetchOnWindowFocus: false,
    }),
};

/** Search: cached 2 minutes (spec 001 §9, SRCH-01). */
export const searchQueries = {
  all: () => ['search'] as const,
  results: (api: ApiClient, query: SearchQuery) =>
    queryOptions({
      queryKey: [...searchQueries.all(), query] as const,
      queryFn: () => api.products.search(query),
      staleTime: 120_000,
      gcTime: 120_000,
    }),
};

/**
 * Up to three retries of a failed call, none of a refusal (4xx: a 404, or a 400 to a malformed code): asking again
 * will not make a missing thing exist.
 */
const retryUnlessNotFound = (failureCount: number, error: Error): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 3;

export const productQueries = {
  all: () => ['products'] as const,
  /**
   * One product, priced for the signed-in `user`: their tier level (spec 001 §6, PDP-03) and current ship-to
   * (`productAccounts`) are sent and are part of the key, so another account's price is never shown from the cache.
   * An unknown code (404) is not retried, so 'Product not found.' shows at once.
   */
  byCode: (api: ApiClient, productCode: string, user?: SessionUser | null) => {
    const accounts = productAccounts(user);
    return queryOptions({
      queryKey: [...productQueries.all(), 'code', productCode, accounts] as const,
      queryFn: () => api.products.byCode({ productCode, ...accounts }),
      staleTime: 60_000,
      retry: retryUnlessNotFound,
    });
  },
  /** A product priced for an account: the internal lookup (IPS-01). */
  lookup: (api: ApiClient, query: ProductLookupQuery) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'lookup', query] as const,
      queryFn: () => api.products.lookup(query),
      staleTime: 60_000,
      retry: false,
    }),
};

export const sessionQueries = {
  all: () => ['session'] as const,
  current: (api: ApiClient) =>
    queryOptions({
      queryKey: [...sessionQueries.all()] as const,
      queryFn: () => api.auth.session(),
      staleTime: 60_000,
      retry: false,
    }),
};

export const accountQueries = {
  all: () => ['accounts'] as const,
  forUser: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), userId] as const,
      queryFn: () => api.users.accounts({ userId }),
      staleTime: 60_000,
      retry: false,
    }),
};

/** Wish lists of a user and one list's content (WISH-01). */
export const wishlistQueries = {
  all: () => ['wishlists'] as const,
  list: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...wishlistQueries.all(), 'list', userId] as const,
      queryFn: () => api.wishlists.list({ userId, savedCartsOnly: true, fieldsFullness: 'FULL' }),
      staleTime: 30_000,
      retry: false,
    }),
  detail: (api: ApiClient, cartId: string) =>
    queryOptions({
      queryKey: [...wishlistQueries.all(), 'detail', cartId] as const,
      queryFn: () => api.wishlists.get({ cartId }),
      staleTime: 30_000,
      retry: false,
    }),
};

/**
 * "Already ordered / in your cart / on a list" flags of one screen's ISBN-13s: keyed by the user and their current
 * ship-to (so another buyer or another ship-to never reads them from the cache) and by the sorted ISBNs; 30 s stale as
 * the cart, whose copies they count. Prefetched on the server for a signed-in buyer's pages only (never kept or
 * shared); a visitor's page never holds them. A screen is one call; a longer list (an uploaded spreadsheet's rows) is
 * asked in batches of PURCHASE_HISTORY_MAX_ISBNS, answered as one.
 */
export const purchaseHistoryQueries = {
  all: () => ['purchase-history'] as const,
  forIsbns: (api: ApiClient, user: Pick<SessionUser, 'uid' | 'defaultShipToAccount'>, isbns: readonly string[]) => {
    const sorted = [...new Set(isbns)].sort();
    return queryOptions({
      queryKey: [...purchaseHistoryQueries.all(), user.uid, user.defaultShipToAccount ?? null, sorted] as const,
      queryFn: async () => {
        // A screen is one call; only an uploaded spreadsheet's rows need more, asked together and answered as one.
        const answers = await Promise.all(
          Array.from({ length: Math.max(1, Math.ceil(sorted.length / PURCHASE_HISTORY_MAX_ISBNS)) }, (_, i) =>
            api.products.purchaseHistory({
              isbns: sorted.slice(i * PURCHASE_HISTORY_MAX_ISBNS, (i + 1) * PURCHASE_HISTORY_MAX_ISBNS),
            }),
          ),
        );
        return { ...answers[0]!, flags: answers.flatMap((answer) => answer.flags) };
      },
      staleTime: 30_000,
      retry: false,
      refetchOnWindowFocus: false,
    });
  },
};

/** Priced lookups: the internal product search (IPS-01) and one ISBN's price and availability. */
export const pricingQueries = {
  all: () => ['pricing'] as const,
  lookup: (api: ApiClient, query: ProductLookupQuery) =>
    queryOptions({
      queryKey: [...pricingQueries.all(), 'lookup', query] as const,
      queryFn: () => api.products.lookup(query),
      retry: false,
    }),
  priceAndAvailability: (api: ApiClient, query: PriceAndAvailabilityQuery) =>
    queryOptions({
      queryKey: [...pricingQueries.all(), 'pna', query] as const,
      queryFn: () => api.products.priceAndAvailability(query),
      retry: false,
    }),
};

/** Order history (ORD-01..04). Archived orders are a separate key, fetched only after the toggle. */
export const orderQueries = {
  all: () => ['orders'] as const,
  list: (api: ApiClient, query: OrdersQuery) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', query] as const,
      queryFn: () => api.orders.list(query),
      retry: false,
    }),
  archived: (api: ApiClient, query: ArchivedOrdersQuery) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'archived', query] as const,
      queryFn: () => api.orders.archived(query),
      retry: false,
    }),
  detail: (api: ApiClient, query: OrderDetailQuery) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', query] as const,
      queryFn: () => api.orders.detail(query),
      retry: false,
    }),
  archivedDetail: (api: ApiClient, query: OrderDetailQuery) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'archivedDetail', query] as const,
      queryFn: () => api.orders.archivedDetail(query),
      retry: false,
    }),
};

/**
 * Quotes of a ship-to and one quote. Not retried (a 404 is another buyer's or an unknown quote); after a request or
 * an accept, invalidate `quoteQueries.all()` (and the cart after an accept). A quote's status turns expired when read
 * after its last day, so the list is stale after 30 s.
 */
export const quoteQueries = {
  all: () => ['quotes'] as const,
  list: (api: ApiClient, query: QuotesQuery) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), 'list', query] as const,
      queryFn: () => api.quotes.list(query),
      staleTime: 30_000,
      retry: false,
    }),
  detail: (api: ApiClient, query: QuoteQuery) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), 'detail', query] as const,
      queryFn: () => api.quotes.get(query),
      staleTime: 30_000,
      retry: false,
    }),
  staffList: (api: ApiClient, query: StaffQuotesQuery = {}) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), 'staff', query] as const,
      queryFn: () => api.quotes.staffList(query),
      retry: false,
    }),
};

/** Public order tracking (TRK-01). */
export const trackingQueries = {
  all: () => ['tracking'] as const,
  search: (api: ApiClient, query: TrackingQuery) =>
    queryOptions({
      queryKey: [...trackingQueries.all(), query] as const,
      queryFn: () => api.tracking.search(query),
      retry: false,
    }),
};

/** The profile page's user (PROF-01). */
export const profileQueries = {
  all: () => ['profile'] as const,
  forUser: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...profileQueries.all(), userId] as const,
      queryFn: () => api.users.profile({ userId }),
      staleTime: 60_000,
      retry: false,
    }),
};

/** CMS page documents and menus (CMS-01, HDR-01, FTR-01). */
export const contentQueries = {
  all: () => ['content'] as const,
  page: (api: ApiClient, path: string, preview = false) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'page', path, preview] as const,
      queryFn: () => api.content.page({ path, preview }),
      staleTime: 5 * 60_000,
    }),
  menu: (api: ApiClient, name: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'menu', name] as const,
      queryFn: () => api.content.menu({ name }),
      staleTime: 5 * 60_000,
    }),
};

/** The site configuration; it does not change while the app runs. */
export const siteQueries = {
  all: () => ['site'] as const,
  config: (api: ApiClient) =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'config'] as const,
      queryFn: () => api.site.config(),
      staleTime: Infinity,
    }),
};

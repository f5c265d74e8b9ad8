import {
  catalogueAccounts,
  DEFAULT_SEARCH_SORT,
  SEARCH_SORTS,
  type AccountsResponse,
  type SearchSort,
  type SessionUser,
} from '@shelfmark/api-client';
import {
  accountQueries,
  cartQueries,
  orderQueries,
  productQueries,
  profileQueries,
  purchaseHistoryQueries,
  searchQueries,
  wishlistQueries,
} from '@shelfmark/api-client/react';
import { prefetchQuotes } from './quotesContent';
import type { RouteContent, RouteContentName, RouteDataContext } from './routeData';

const ignore = () => undefined;

/** Reads a positive whole number from the address; anything else falls back. */
function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** Reads the results' parameters from the address bar: q, page (1-based), pageSize and sort (SRCH-01). */
export function readSearchParams(params: URLSearchParams): {
  q: string;
  page: number;
  pageSize: number;
  sort: SearchSort;
} {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), 10),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : DEFAULT_SEARCH_SORT,
  };
}

/** The search the widgets run: the brand and the signed-in user's tier level and accounts go with it (`useSearch`). */
async function prefetchSearch(
  ctx: RouteDataContext,
  user: SessionUser | null,
  search: { q: string; page: number; pageSize: number; sort: SearchSort },
) {
  const accounts = user ? await accountsOf(ctx, user) : undefined;
  await ctx.queryClient.prefetchQuery(
    searchQueries.results(ctx.api, {
      q: search.q,
      page: Math.max(0, search.page - 1),
      pageSize: search.pageSize,
      sort: search.sort,
      brand: ctx.site.brand,
      ...catalogueAccounts(user, accounts),
    }),
  );
}

/** One product, priced for the signed-in user's tier and account (`useProduct`). */
const prefetchProduct = (ctx: RouteDataContext, user: SessionUser | null, code: string) =>
  ctx.queryClient.prefetchQuery(productQueries.byCode(ctx.api, code, user));

const prefetchCart = (ctx: RouteDataContext, user: SessionUser) =>
  ctx.queryClient.prefetchQuery(cartQueries.current(ctx.api, user.uid));
const prefetchWishLists = (ctx: RouteDataContext, user: SessionUser) =>
  ctx.queryClient.prefetchQuery(wishlistQueries.list(ctx.api, user.uid));
/** A signed-in buyer's "already ordered" flags of these ISBN-13s (their pages are never kept; a visitor's never ask). */
const prefetchFlags = (ctx: RouteDataContext, user: SessionUser, isbns: string[]) =>
  user.accountStatus === 'ACTIVE' && isbns.length > 0
    ? ctx.queryClient.prefetchQuery(purchaseHistoryQueries.forIsbns(ctx.api, user, isbns))
    : undefined;
const accountsOf = (ctx: RouteDataContext, user: SessionUser): Promise<AccountsResponse | undefined> =>
  ctx.queryClient.ensureQueryData(accountQueries.forUser(ctx.api, user.uid)).catch(ignore);

/**
 * The order history of the user's current ship-to and default bill-to: the accounts `useOrderAccounts`
 * reads, then the list `useMyOrders` asks for with them (ORD-01). With My Orders' address (`params`),
 * a staff member's `shipTo` and `archived=true` are read as the widget reads them, so the server
 * renders the list the address names.
 */
async function prefetchOrders(ctx: RouteDataContext, user: SessionUser, params?: URLSearchParams) {
  const accounts = await accountsOf(ctx, user);
  const typed = user.isCengageEmployee ? params?.get('shipTo')?.trim() || null : null;
  const bill = typed ?? accounts?.customerDefaultBillToAccount?.uid ?? user.defaultBillToAccount ?? null;
  const ship = typed ?? accounts?.shipToAccount?.accountNumber ?? user.defaultShipToAccount ?? null;
  if (!bill || !ship) return;
  const pair = { billToAccountNumber: bill, shipToAccountNumber: ship };
  const org = typed ? null : (user.orgUnit?.accountNumber ?? null);
  await Promise.all([
    ctx.queryClient.prefetchQuery(orderQueries.list(ctx.api, pair)),
    params?.get('archived') === 'true'
      ? ctx.queryClient.prefetchQuery(
          orderQueries.archived(ctx.api, { ...pair, ...(org ? { orgAccountNumber: org } : {}) }),
        )
      : undefined,
  ]);
}

/** Each route's primary content, as its widgets ask for it. */
export const routeContent = {
  /** The home page without a document: a few recent titles (`HomePage`). */
  home: (ctx, { user }) => prefetchSearch(ctx, user, { q: '', page: 1, pageSize: 4, sort: 'date-desc' }),
  /** Results with facets for q / page / pageSize / sort of the address (SRCH-01). */
  search: (ctx, { url, user }) => prefetchSearch(ctx, user, readSearchParams(url.searchParams)),
  /** The product with the signed-in account's price, and the buyer's wish lists its "Add to wish list" offers. */
  product: (ctx, { params, user }) =>
    Promise.all([
      prefetchProduct(ctx, user, params.code ?? ''),
      user ? prefetchWishLists(ctx, user) : undefined,
      user && /^\d{13}$/.test(params.code ?? '') ? prefetchFlags(ctx, user, [params.code!]) : undefined,
    ]),
  catalog: (ctx, { params, user }) => prefetchProduct(ctx, user, params.code ?? ''),
  /** The cart lines, the account card's accounts, and the wish lists "Save cart as wish list" offers. */
  cart: (ctx, { user }) =>
    user
      ? Promise.all([
          prefetchCart(ctx, user).then(() => {
            const cart = ctx.queryClient.getQueryData(cartQueries.current(ctx.api, user.uid).queryKey);
            return prefetchFlags(ctx, user, cart?.entries.map((entry) => entry.product.isbn13) ?? []);
          }),
          accountsOf(ctx, user),
          prefetchWishLists(ctx, user),
        ])
      : Promise.resolve(),
  checkout: (ctx, { user }) =>
    user ? Promise.all([prefetchCart(ctx, user), accountsOf(ctx, user)]) : Promise.resolve(),
  wishlist: (ctx, { user }) => (user ? prefetchWishLists(ctx, user) : Promise.resolve()),
  /** The order list (ORD-01) the address names (its filters and page apply to it in the widget). */
  myOrders: (ctx, { user, url }) => (user ? prefetchOrders(ctx, user, url.searchParams) : Promise.resolve()),
  myQuotes: (ctx, { user }) => (user ? prefetchQuotes(ctx, user) : Promise.resolve()),
  /** The order history a confirmation number is looked up in when checkout kept nothing (CONF-01). */
  orderConfirmation: (ctx, { user }) => (user ? prefetchOrders(ctx, user) : Promise.resolve()),
  profile: (ctx, { user }) =>
    user
      ? Promise.all([ctx.queryClient.prefetchQuery(profileQueries.forUser(ctx.api, user.uid)), accountsOf(ctx, user)])
      : Promise.resolve(),
} satisfies Record<RouteContentName, RouteContent>;

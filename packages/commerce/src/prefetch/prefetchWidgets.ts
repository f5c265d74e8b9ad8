/**
 * Server prefetch of the commerce widgets: each `prefetch<Widget>(queryClient, api, params)` asks the
 * API, through the same query factories and keys as the widget's own hooks, for everything the widget shows on its
 * first render. A host renders the widget after it, with that QueryClient, and hands the cache to the browser
 * (`dehydrate` → `<HydrationBoundary>`): the server's HTML then holds the widget's content instead of its loading
 * state, and the browser does not fetch it again.
 *
 * No React here and no "use client": `@shelfmark/commerce/prefetch` can be imported by a server, a route loader
 * or a React Server Component. A prefetch never throws: a failed call stays in the cache as that query's error.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, Brand, Session, SessionUser } from '@shelfmark/api-client';
import {
  accountQueries,
  cartQueries,
  orderQueries,
  productQueries,
  profileQueries,
  purchaseHistoryQueries,
  searchQueries,
  sessionQueries,
  siteQueries,
  wishlistQueries,
} from '@shelfmark/api-client/queries';
import { orderAccountNumbers, orderDetailRequest } from '../orders/orderRequests';
import { readOrdersScope } from '../orders/ordersScope';
import { searchRequest, type SearchParams } from '../search/searchRequest';

const ignore = () => undefined;

/**
 * The session every widget reads (who is signed in, the CSRF token); null when it could not be read, now or before
 * this prefetch (a host that asked already, as a route loader does, is not made to ask again).
 */
async function sessionUser(queryClient: QueryClient, api: ApiClient): Promise<SessionUser | null> {
  const query = sessionQueries.current(api);
  if (queryClient.getQueryState(query.queryKey)?.status === 'error') return null;
  const session: Session | undefined = await queryClient.ensureQueryData(query).catch(ignore);
  return session?.user ?? null;
}

const prefetchCart = (queryClient: QueryClient, api: ApiClient, user: SessionUser) =>
  queryClient.prefetchQuery(cartQueries.current(api, user.uid));
const prefetchAccounts = (queryClient: QueryClient, api: ApiClient, user: SessionUser) =>
  queryClient.prefetchQuery(accountQueries.forUser(api, user.uid));
const prefetchWishLists = (queryClient: QueryClient, api: ApiClient, user: SessionUser) =>
  queryClient.prefetchQuery(wishlistQueries.list(api, user.uid));
/**
 * The signed-in buyer's "already ordered" flags of these ISBN-13s, so the page hydrates without asking for them. Only
 * for an active signed-in user: a visitor's page (the one kept and shared) never holds a flag.
 */
const prefetchPurchaseFlags = (queryClient: QueryClient, api: ApiClient, user: SessionUser, isbns: string[]) =>
  user.accountStatus === 'ACTIVE' && isbns.length > 0
    ? queryClient.prefetchQuery(purchaseHistoryQueries.forIsbns(api, user, isbns))
    : undefined;

/**
 * The session alone: for the widgets that show nothing else before the visitor acts (`AddToCartForm`,
 * `ProductOffer`, `FastOrderForm`, `PriceAvailability`, `InternalProductSearch`, `OrderTracking`,
 * `AccessCodeChecker`, `SearchExportButton`).
 */
export async function prefetchSession(queryClient: QueryClient, api: ApiClient): Promise<void> {
  await sessionUser(queryClient, api);
}

/** `CartPage`: the session, the cart, the account card's accounts and the wish lists of "Save as wish list". */
export async function prefetchCartPage(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const user = await sessionUser(queryClient, api);
  if (!user) return;
  await Promise.all([
    prefetchCart(queryClient, api, user).then(() => {
      const cart = queryClient.getQueryData(cartQueries.current(api, user.uid).queryKey);
      const isbns = cart?.entries.map((entry) => entry.product.isbn13) ?? [];
      return prefetchPurchaseFlags(queryClient, api, user, isbns);
    }),
    prefetchAccounts(queryClient, api, user),
    prefetchWishLists(queryClient, api, user),
  ]);
}

/** `CartBadgeCount`: the session and the cart. */
export async function prefetchCartBadgeCount(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const user = await sessionUser(queryClient, api);
  if (user) await prefetchCart(queryClient, api, user);
}

/** `AccountCard`: the session and the user's accounts. */
export async function prefetchAccountCard(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const user = await sessionUser(queryClient, api);
  if (user) await prefetchAccounts(queryClient, api, user);
}

/** `CheckoutPage`: the session, the cart and the accounts. */
export async function prefetchCheckoutPage(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const user = await sessionUser(queryClient, api);
  if (!user) return;
  await Promise.all([prefetchCart(queryClient, api, user), prefetchAccounts(queryClient, api, user)]);
}

/**
 * `ProductDetail` and `CatalogProductPage`: the session, the product priced for the user's tier level and account and, for a
 * signed-in user, the wish lists offered under the buy control.
 */
export async function prefetchProductDetail(
  queryClient: QueryClient,
  api: ApiClient,
  { code }: { code: string },
): Promise<void> {
  const user = await sessionUser(queryClient, api);
  await Promise.all([
    queryClient.prefetchQuery(productQueries.byCode(api, code, user)),
    user ? prefetchWishLists(queryClient, api, user) : undefined,
    // The product page's flag is keyed by the ISBN-13 the product answer carries: prefetched when the address names it.
    user && /^\d{13}$/.test(code) ? prefetchPurchaseFlags(queryClient, api, user, [code]) : undefined,
  ]);
}

/** `SearchResults`: the session and the page of results, with the site's brand and the user's tier level and accounts. */
export async function prefetchSearchResults(
  queryClient: QueryClient,
  api: ApiClient,
  params: SearchParams & { brand: Brand },
): Promise<void> {
  const user = await sessionUser(queryClient, api);
  const accounts = user
    ? await queryClient.ensureQueryData(accountQueries.forUser(api, user.uid)).catch(ignore)
    : undefined;
  await queryClient.prefetchQuery(searchQueries.results(api, searchRequest(params, params.brand, user, accounts)));
}

/** The user's accounts and the account numbers an order call sends (a staff member's typed ship-to as the hooks read it). */
async function orderAccounts(queryClient: QueryClient, api: ApiClient, user: SessionUser, staffShipTo: string | null) {
  const accounts = await queryClient.ensureQueryData(accountQueries.forUser(api, user.uid)).catch(ignore);
  return orderAccountNumbers(user, accounts, staffShipTo);
}

/**
 * `MyOrders`: the session, the accounts and the orders its address names (`search`, the query string `MyOrders` is
 * given): a staff member's typed `shipTo`, and the archived orders too with `archived=true` on an E1 account. Read as
 * the widget reads its address, so the server renders the list the browser shows.
 */
export async function prefetchMyOrders(
  queryClient: QueryClient,
  api: ApiClient,
  { search = '' }: { search?: string } = {},
): Promise<void> {
  const user = await sessionUser(queryClient, api);
  if (!user) return;
  const address = readOrdersScope(search);
  const numbers = await orderAccounts(queryClient, api, user, address.shipTo);
  if (!numbers.billToAccountNumber || !numbers.shipToAccountNumber) return;
  const pair = { billToAccountNumber: numbers.billToAccountNumber, shipToAccountNumber: numbers.shipToAccountNumber };
  const org = numbers.orgAccountNumber;
  await Promise.all([
    queryClient.prefetchQuery(orderQueries.list(api, pair)),
    address.showArchived && numbers.isE1
      ? queryClient.prefetchQuery(orderQueries.archived(api, { ...pair, ...(org ? { orgAccountNumber: org } : {}) }))
      : undefined,
  ]);
}

/** `OrderDetails`: the session, the accounts and the order (from the archive when `isArchived`; a staff member's typed ship-to's). */
export async function prefetchOrderDetails(
  queryClient: QueryClient,
  api: ApiClient,
  {
    orderNumber,
    isArchived = false,
    staffShipTo = null,
  }: { orderNumber: string; isArchived?: boolean; staffShipTo?: string | null },
): Promise<void> {
  const user = await sessionUser(queryClient, api);
  if (!user || !orderNumber) return;
  const numbers = await orderAccounts(queryClient, api, user, staffShipTo);
  if (!numbers.billToAccountNumber) return;
  const request = orderDetailRequest(orderNumber, numbers);
  if (isArchived) await queryClient.prefetchQuery(orderQueries.archivedDetail(api, request));
  else await queryClient.prefetchQuery(orderQueries.detail(api, request));
}

/**
 * `OrderConfirmation`: the session and, for a signed-in buyer, the order history of the current accounts, where a
 * number checkout did not keep is looked up, so the server's HTML thanks for a real order and says a
 * made-up one was not found instead of "Looking up…".
 */
export async function prefetchOrderConfirmation(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const user = await sessionUser(queryClient, api);
  if (!user) return;
  const numbers = await orderAccounts(queryClient, api, user, null);
  if (!numbers.billToAccountNumber || !numbers.shipToAccountNumber) return;
  await queryClient.prefetchQuery(
    orderQueries.list(api, {
      billToAccountNumber: numbers.billToAccountNumber,
      shipToAccountNumber: numbers.shipToAccountNumber,
    }),
  );
}

/** `WishListPage`: the session and the wish lists. */
export async function prefetchWishListPage(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const user = await sessionUser(queryClient, api);
  if (user) await prefetchWishLists(queryClient, api, user);
}

/** `ProfilePage`: the session, the profile and the default accounts' addresses. */
export async function prefetchProfilePage(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const user = await sessionUser(queryClient, api);
  if (!user) return;
  await Promise.all([
    queryClient.prefetchQuery(profileQueries.forUser(api, user.uid)),
    prefetchAccounts(queryClient, api, user),
  ]);
}

/** `RegistrationForm`: the session and the site configuration, which names the captcha the form shows. */
export async function prefetchRegistrationForm(queryClient: QueryClient, api: ApiClient): Promise<void> {
  await Promise.all([sessionUser(queryClient, api), queryClient.prefetchQuery(siteQueries.config(api))]);
}

import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shelfmark/api-client';
import { cartQueries, sessionQueries, useApiClient } from '@shelfmark/api-client/react';
import { getHeaderAccess, type HeaderAccess, type HeaderSite } from './headerAccess';
import { formatCartBadge } from '@shelfmark/forms/site';

export interface UseSiteHeaderOptions {
  site: HeaderSite;
  /** The signed-in user, or null; when omitted the header asks the API client for the session. */
  user?: SessionUser | null;
  /** Units in the cart; when omitted the header asks the API client for the user's cart. */
  cartCount?: number;
}

export interface UseSiteHeaderResult extends HeaderAccess {
  user: SessionUser | null;
  /** True until the session is known: the account area stays empty rather than flash "Sign in". */
  isSessionLoading: boolean;
  /** Total units in the cart (0 without a cart). */
  cartCount: number;
  /** The badge text: the count up to 9, then "9+". */
  cartBadge: string;
}

/**
 * The header's data and rules: the session and the cart through the injected API client (the same
 * query keys as every other widget, so adding to the cart updates the badge), unless given as props.
 */
export function useSiteHeader({
  site,
  user: givenUser,
  cartCount: givenCount,
}: UseSiteHeaderOptions): UseSiteHeaderResult {
  const api = useApiClient();
  const session = useQuery({ ...sessionQueries.current(api), enabled: givenUser === undefined });
  const user = givenUser !== undefined ? givenUser : (session.data?.user ?? null);
  const isSessionLoading = givenUser === undefined && session.isPending;
  const access = getHeaderAccess(user, site);

  const cart = useQuery({
    ...cartQueries.current(api, user?.uid ?? ''),
    enabled: access.showCart && givenCount === undefined && Boolean(user?.uid),
  });
  // A user without a cart yet ('Cart not found.') simply has nothing in it; the badge never blocks the page.
  const cartCount = givenCount ?? cart.data?.totalUnitCount ?? 0;

  return { ...access, user, isSessionLoading, cartCount, cartBadge: formatCartBadge(cartCount) };
}

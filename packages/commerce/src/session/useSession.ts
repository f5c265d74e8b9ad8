import { useQuery } from '@tanstack/react-query';
import type { Session, SessionUser } from '@shelfmark/api-client';
import { sessionQueries, useApiClient } from '@shelfmark/api-client/react';

export interface UseSessionResult {
  /** The whole answer of GET /api/auth/session, once loaded. */
  session: Session | undefined;
  /** The signed-in user; null for a visitor or while loading. */
  user: SessionUser | null;
  isLoading: boolean;
  isError: boolean;
  error: Error | null;
  isSignedIn: boolean;
  /** Signed in, but the account is not confirmed yet (accountStatus PENDING). */
  isPending: boolean;
  /** May look but not buy (isUserInquiryOnly). */
  isInquiryOnly: boolean;
  /** Active, not inquiry-only and with purchaser rights: may add to cart and check out. */
  canPurchase: boolean;
  /** The token every mutation must echo in `x-csrf-token`. */
  csrfToken: string | null;
}

/** Who is signed in, from the session query (GET /api/auth/session), with the flags the widgets branch on. */
export function useSession(): UseSessionResult {
  const api = useApiClient();
  const query = useQuery(sessionQueries.current(api));
  const user = query.data?.user ?? null;
  const isPending = user?.accountStatus === 'PENDING';
  const isInquiryOnly = Boolean(user?.isUserInquiryOnly);
  return {
    session: query.data,
    user,
    isLoading: query.isPending,
    isError: query.isError,
    error: query.error,
    isSignedIn: user !== null,
    isPending,
    isInquiryOnly,
    canPurchase: user !== null && !isPending && !isInquiryOnly && user.hasPurchaserRights,
    csrfToken: query.data?.csrfToken ?? null,
  };
}

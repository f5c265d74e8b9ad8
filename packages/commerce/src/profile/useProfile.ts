import { useQuery } from '@tanstack/react-query';
import type { Address, UserProfile } from '@shelfmark/api-client';
import { accountQueries, profileQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';

export interface UseProfileResult {
  status: 'loading' | 'signed-out' | 'error' | 'ready';
  profile: UserProfile | null;
  /** The first address of the default ship-to account, or null. */
  shippingAddress: Address | null;
  /** The first address of the default bill-to account, or null. */
  billingAddress: Address | null;
  /** The brand's account-help link (new tab). */
  accountHelpUrl: string | null;
  /** Shown only when configured (spec 002 §2). */
  changePasswordUrl: string | null;
}

/** The profile page's data (PROF-01): the user's contact data and the default accounts' addresses. */
export function useProfile(): UseProfileResult {
  const api = useApiClient();
  const site = useSiteConfig();
  const session = useSession();
  const uid = session.user?.uid ?? '';
  const profile = useQuery({ ...profileQueries.forUser(api, uid), enabled: uid !== '' });
  const accounts = useQuery({ ...accountQueries.forUser(api, uid), enabled: uid !== '' });
  const links = { accountHelpUrl: site.accountHelpUrl ?? null, changePasswordUrl: site.changePasswordUrl ?? null };
  const none = { profile: null, shippingAddress: null, billingAddress: null, ...links };
  if (session.isLoading) return { status: 'loading', ...none };
  if (!session.user) return { status: 'signed-out', ...none };
  if (profile.isError) return { status: 'error', ...none };
  if (profile.isPending || accounts.isPending) return { status: 'loading', ...none };
  return {
    status: 'ready',
    profile: profile.data,
    // A failed accounts call leaves the addresses as dashes rather than hiding the whole profile.
    shippingAddress: accounts.data?.customerDefaultShipToAccount?.addresses[0] ?? null,
    billingAddress: accounts.data?.customerDefaultBillToAccount?.addresses[0] ?? null,
    ...links,
  };
}

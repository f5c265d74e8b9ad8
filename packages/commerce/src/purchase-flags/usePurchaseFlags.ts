import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PurchaseFlag } from '@shelfmark/api-client';
import { purchaseHistoryQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';

export interface UsePurchaseFlagsResult {
  /** The flag of an ISBN-13: undefined when it is neither ordered, in the cart nor on a list (or not known yet). */
  flagOf: (isbn13: string) => PurchaseFlag | undefined;
  isLoading: boolean;
}

const NONE: UsePurchaseFlagsResult = { flagOf: () => undefined, isLoading: false };

/**
 * The flags of every ISBN-13 a screen shows, in one call (POST /api/products/purchase-history) for the whole screen,
 * never one per card. Only for an active signed-in buyer: a visitor's page (the one kept and shared) never asks for or
 * holds a flag; a signed-in buyer's product and cart pages carry theirs from the server (`@shelfmark/commerce/prefetch`).
 */
export function usePurchaseFlags(isbns: readonly string[]): UsePurchaseFlagsResult {
  const api = useApiClient();
  const { user } = useSession();
  const wanted = useMemo(() => [...new Set(isbns.filter((isbn) => /^\d{13}$/.test(isbn)))].sort(), [isbns]);
  const enabled = !!user && user.accountStatus === 'ACTIVE' && wanted.length > 0;
  const query = useQuery({
    ...purchaseHistoryQueries.forIsbns(api, user ?? { uid: '', defaultShipToAccount: null }, wanted),
    enabled,
  });
  const byIsbn = useMemo(() => new Map((query.data?.flags ?? []).map((flag) => [flag.isbn13, flag])), [query.data]);
  if (!enabled) return NONE;
  return { flagOf: (isbn13) => byIsbn.get(isbn13), isLoading: query.isPending };
}

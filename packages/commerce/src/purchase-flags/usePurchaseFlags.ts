import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PurchaseFlag, PurchaseHistory } from '@shelfmark/api-client';
import { purchaseHistoryQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { purchaseHistoryBatches } from './purchaseHistoryBatches';

export interface UsePurchaseFlagsResult {
  /** The flag of an ISBN-13: undefined when it is neither ordered, in the cart nor on a list (or not known yet). */
  flagOf: (isbn13: string) => PurchaseFlag | undefined;
  isLoading: boolean;
}

const NONE: UsePurchaseFlagsResult = { flagOf: () => undefined, isLoading: false };

// Module-level so the combined answer is recomputed only when one of the calls' answers changes.
const combine = (results: UseQueryResult<PurchaseHistory>[]) => ({
  flags: results.flatMap((result) => result.data?.flags ?? []),
  isPending: results.some((result) => result.isPending),
});

/**
 * The flags of every ISBN-13 a screen shows, in one call (POST /api/products/purchase-history) for the whole screen,
 * never one per card; only a list longer than the call takes (an uploaded spreadsheet) is asked in batches. Only for
 * an active signed-in buyer: a visitor's page (the one kept and shared) never asks for or holds a flag; a signed-in
 * buyer's product and cart pages carry theirs from the server (`@shelfmark/commerce/prefetch`).
 */
export function usePurchaseFlags(isbns: readonly string[]): UsePurchaseFlagsResult {
  const api = useApiClient();
  const { user } = useSession();
  const batches = useMemo(() => purchaseHistoryBatches(isbns), [isbns]);
  const enabled = !!user && user.accountStatus === 'ACTIVE' && batches.length > 0;
  const answer = useQueries({
    queries: batches.map((batch) => ({
      ...purchaseHistoryQueries.forIsbns(api, user ?? { uid: '', defaultShipToAccount: null }, batch),
      enabled,
    })),
    combine,
  });
  const byIsbn = useMemo(() => new Map(answer.flags.map((flag) => [flag.isbn13, flag])), [answer.flags]);
  if (!enabled) return NONE;
  return { flagOf: (isbn13) => byIsbn.get(isbn13), isLoading: answer.isPending };
}

import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { purchaseHistoryQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';

/** A title about to be added that the buyer's ship-to ordered before. */
export interface OrderedBeforeTitle {
  isbn13: string;
  orderNumber: string;
  /** YYYY-MM-DD. */
  orderDate: string;
}

/** The buyer's answer: add every title, or leave out those ordered before. */
export type OrderedBeforeChoice = 'add' | 'skip';

/** Where "don't ask again" is kept: for this browser tab's session only, as asked. */
export const DONT_ASK_ORDERED_BEFORE_KEY = 'shelfmark.orderedBefore.dontAsk';

const dontAsk = () => {
  try {
    return globalThis.sessionStorage?.getItem(DONT_ASK_ORDERED_BEFORE_KEY) === '1';
  } catch {
    return false;
  }
};

export interface UseOrderedBeforeGateResult {
  /**
   * Before adding `isbns`: the ISBN-13s to leave out (empty: add them all). Asks the buyer through the dialog when
   * some were ordered before for the current ship-to, unless they chose "don't ask again" in this session. A failed
   * look-up never stops an add: the titles are added as before.
   */
  confirm: (isbns: readonly string[]) => Promise<Set<string>>;
  /** The titles the open dialog asks about; null when it is closed. */
  asking: OrderedBeforeTitle[] | null;
  /** The dialog's answer. */
  answer: (choice: OrderedBeforeChoice, dontAskAgain: boolean) => void;
}

/** The question before adding titles ordered before (Fast Order, bulk add): add anyway or skip them. */
export function useOrderedBeforeGate(): UseOrderedBeforeGateResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [asking, setAsking] = useState<OrderedBeforeTitle[] | null>(null);
  const pending = useRef<((choice: OrderedBeforeChoice) => void) | null>(null);

  const confirm = async (isbns: readonly string[]): Promise<Set<string>> => {
    const wanted = isbns.filter((isbn) => /^\d{13}$/.test(isbn));
    if (!user || user.accountStatus !== 'ACTIVE' || wanted.length === 0 || dontAsk()) return new Set();
    let ordered: OrderedBeforeTitle[];
    try {
      const answer = await queryClient.fetchQuery({
        ...purchaseHistoryQueries.forIsbns(api, user, wanted),
        staleTime: 0,
      });
      ordered = answer.flags.flatMap((flag) => (flag.lastOrder ? [{ isbn13: flag.isbn13, ...flag.lastOrder }] : []));
    } catch {
      return new Set();
    }
    if (ordered.length === 0) return new Set();
    const choice = await new Promise<OrderedBeforeChoice>((resolve) => {
      pending.current = resolve;
      setAsking(ordered);
    });
    return choice === 'skip' ? new Set(ordered.map((title) => title.isbn13)) : new Set();
  };

  const answer = (choice: OrderedBeforeChoice, dontAskAgain: boolean) => {
    if (dontAskAgain) {
      try {
        globalThis.sessionStorage?.setItem(DONT_ASK_ORDERED_BEFORE_KEY, '1');
      } catch {
        // Storage refused (private mode): the question comes back next time, which is the safe side.
      }
    }
    setAsking(null);
    pending.current?.(choice);
    pending.current = null;
  };

  return { confirm, asking, answer };
}

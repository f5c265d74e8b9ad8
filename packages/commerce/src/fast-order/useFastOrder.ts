import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ERROR_TYPES, isApiError, type ApiClient, type Cart } from '@shelfmark/api-client';
import { cartQueries, purchaseHistoryQueries, useApiClient } from '@shelfmark/api-client/react';
import {
  canSubmitPaste,
  MAX_PASTE_LINES,
  parsePasteLines,
  type PasteEntry,
  type PasteParseResult,
} from '@shelfmark/forms';
import { INVALID_ISBNS_KEY, storeAddedForCart, storeFailedIsbns } from '../cart/bulk/failedIsbns';
import { quantityInCart } from '../cart/quantityInCart';
import { backorderOf } from '../cart/useGuardedAddToCart';
import { useOrderedBeforeGate, type UseOrderedBeforeGateResult } from '../purchase-flags/useOrderedBeforeGate';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';

/** A title kept out of the cart because the cart would pass the maximum (the exceeded modal, spec 001 §8). */
export interface FastOrderExceeded {
  isbn: string;
  quantity: number;
  inCart: number;
  /** How many more could be added (0 or less: none). */
  remaining: number;
}

/** Why the cart refused a title: the `refused_*` label that says it (unknown ISBN, not purchasable…). */
export type FastOrderRefusal = 'notFound' | 'notPurchasable' | 'contactRep' | 'maxQuantity' | 'other';

/** The selling rule's reasons (the server's errorList `reason`) whose offer is Contact your rep. */
const REP_REASONS = new Set(['market', 'grade-level', 'not-purchasable']);

/** What one submission came to. */
export interface FastOrderOutcome {
  /** Titles that went in; `backordered`: how many of this add stock could not cover (the product page's warning). */
  added: { isbn: string; quantity: number; backordered: number }[];
  /** Titles the cart refused, and why (their lines stay in the field). */
  refused: { isbn: string; quantity: number; reason: FastOrderRefusal }[];
  exceeded: FastOrderExceeded[];
}

const refusals: Record<string, FastOrderRefusal> = {
  [ERROR_TYPES.productNotFound]: 'notFound',
  [ERROR_TYPES.notPurchasable]: 'notPurchasable',
  [ERROR_TYPES.maxQuantityExceeded]: 'maxQuantity',
};

/** The pasted text without the given lines (1-based, blank lines counted, as the parser numbers them), blank ends dropped. */
function withoutLines(text: string, lines: ReadonlySet<number>): string {
  const kept = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .filter((_, index) => !lines.has(index + 1));
  while (kept.length > 0 && kept[0]!.trim() === '') kept.shift();
  while (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
  return kept.join('\n');
}

export interface UseFastOrderResult {
  text: string;
  setText: (text: string) => void;
  clear: () => void;
  /** The text parsed on every change (FOE-01 rules). */
  parsed: PasteParseResult;
  /** False for an empty field, more than 100 lines, no good line, or while adding. */
  canSubmit: boolean;
  submit: () => Promise<void>;
  isPending: boolean;
  outcome: FastOrderOutcome | null;
  /** The exceeded modal is open. */
  isExceededOpen: boolean;
  closeExceeded: () => void;
  error: Error | null;
  /** Inquiry-only users may not order: field disabled, no submit or clear (spec 001 §6). */
  isInquiryOnly: boolean;
  isSignedIn: boolean;
  /** The session is still loading. */
  isLoading: boolean;
  maxQuantity: number;
  /** The question before adding titles ordered before: its titles and the buyer's answer (`OrderedBeforeDialog`). */
  orderedBefore: Pick<UseOrderedBeforeGateResult, 'asking' | 'answer'>;
}

async function currentCart(api: ApiClient, fetchCart: () => Promise<Cart>, userId: string): Promise<Cart> {
  try {
    return await fetchCart();
  } catch (error) {
    if (isApiError(error) && error.isCartNotFound) return api.carts.create({ userId });
    throw error;
  }
}

/**
 * Fast order entry (spec 001 §5; FOE-01): the pasted text is parsed on every change; on submit the
 * cart is read afresh, titles the cart plus the new quantity would push past maxProductQuantity are
 * set aside for the exceeded modal, and the rest go to the cart in one add-entries call whose
 * per-entry results say which were refused. The lines that went in leave the field and are listed; the refused ones
 * are kept with their reasons for the cart's failed list, and what went in for the cart to announce (the form then
 * goes to the cart, spec 000 §4). A pending account is sent to accountConfirmation.
 */
export function useFastOrder({
  describeRefusal,
}: {
  /** The text of a refusal, kept with its ISBN for the cart's failed list. */
  describeRefusal?: (refused: FastOrderOutcome['refused'][number]) => string;
} = {}): UseFastOrderResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { maxProductQuantity, routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const { user, isSignedIn, isLoading, isPending: isPendingAccount } = useSession();
  const [text, setText] = useState('');
  const [isExceededOpen, setExceededOpen] = useState(false);
  const gate = useOrderedBeforeGate();
  const parsed = useMemo(
    () => parsePasteLines(text, { maxQuantity: maxProductQuantity, maxLines: MAX_PASTE_LINES }),
    [text, maxProductQuantity],
  );

  const mutation = useMutation<FastOrderOutcome, Error, { entries: PasteEntry[]; text: string }>({
    mutationFn: async ({ entries }) => {
      if (!user) throw new Error('Sign in to order.');
      const cart = await currentCart(
        api,
        () => queryClient.fetchQuery({ ...cartQueries.current(api, user.uid), staleTime: 0 }),
        user.uid,
      );
      const outcome: FastOrderOutcome = { added: [], refused: [], exceeded: [] };
      const toSend: PasteEntry[] = [];
      for (const entry of entries) {
        const inCart = quantityInCart(cart, entry.isbn13);
        if (inCart + entry.quantity > maxProductQuantity) {
          outcome.exceeded.push({
            isbn: entry.isbn13,
            quantity: entry.quantity,
            inCart,
            remaining: maxProductQuantity - inCart,
          });
        } else toSend.push(entry);
      }
      if (toSend.length === 0) return outcome;
      const answer = await api.carts.addEntries({
        userId: user.uid,
        cartId: cart.code,
        orderEntries: toSend.map((e) => ({ product: { code: e.isbn13 }, quantity: e.quantity })),
      });
      toSend.forEach((entry, index) => {
        const line = answer.bulkCartModificationList[index];
        const errors = [...(line?.errorList?.errors ?? []), ...(line?.cartModification?.errorList?.errors ?? [])];
        if (errors.length > 0 || !line?.cartModification) {
          // The server's verdict says why: a title sold through reps says so, as its product page does.
          const reason = errors.some((e) => REP_REASONS.has(e.reason ?? ''))
            ? 'contactRep'
            : (errors.map((e) => refusals[e.type ?? '']).find(Boolean) ?? 'other');
          outcome.refused.push({ isbn: entry.isbn13, quantity: entry.quantity, reason });
        } else {
          const mod = line.cartModification;
          const held = mod.entry?.quantity ?? mod.quantity;
          const short = mod.entry?.backOrderedQty ?? 0;
          const backordered = short > 0 ? backorderOf(mod.quantityAdded, held - mod.quantityAdded, held - short) : 0;
          outcome.added.push({ isbn: entry.isbn13, quantity: entry.quantity, backordered });
        }
      });
      return outcome;
    },
    onSuccess: (outcome, { entries, text: sent }) => {
      setExceededOpen(outcome.exceeded.length > 0);
      // The cart lists what this add could not put in, as after the cart's own bulk add (spec 000 §4), and says what
      // went in, as its own bulk add does: the form goes to the cart next.
      storeFailedIsbns(
        outcome.refused.map((r) => r.isbn),
        INVALID_ISBNS_KEY,
        describeRefusal ? Object.fromEntries(outcome.refused.map((r) => [r.isbn, describeRefusal(r)])) : {},
      );
      storeAddedForCart(outcome.added.map((a) => ({ isbn13: a.isbn, quantity: a.quantity })));
      // What went in leaves the field, so a second click cannot add it again; what did not stays to be corrected.
      const added = new Set(outcome.added.map((a) => a.isbn));
      const lines = new Set(entries.filter((e) => added.has(e.isbn13)).flatMap((e) => e.lines));
      if (lines.size > 0) setText((current) => (current === sent ? withoutLines(sent, lines) : current));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
        queryClient.invalidateQueries({ queryKey: purchaseHistoryQueries.all() }),
      ]),
  });

  const isInquiryOnly = user?.isUserInquiryOnly ?? false;
  // Spec 001 §5: submit is disabled on error or empty — one bad line keeps the whole paste back.
  const canSubmit = isSignedIn && !isInquiryOnly && canSubmitPaste(parsed) && !mutation.isPending;
  return {
    text,
    setText,
    clear: () => {
      setText('');
      mutation.reset();
    },
    parsed,
    canSubmit,
    submit: async () => {
      if (!canSubmit || !canSubmitPaste(parsed)) return;
      // A pending account cannot order yet: it is sent to accountConfirmation (spec 001 §4).
      if (isPendingAccount) {
        navigate(routes.accountConfirmation);
        return;
      }
      // Titles the ship-to ordered before are added only if the buyer says so; skipped ones stay in the field.
      const skipped = await gate.confirm(parsed.entries.map((entry) => entry.isbn13));
      const entries = parsed.entries.filter((entry) => !skipped.has(entry.isbn13));
      if (entries.length === 0) return;
      await mutation.mutateAsync({ entries, text }).catch(() => undefined);
    },
    isPending: mutation.isPending,
    outcome: mutation.data ?? null,
    isExceededOpen,
    closeExceeded: () => setExceededOpen(false),
    error: mutation.error,
    isInquiryOnly,
    isSignedIn,
    isLoading,
    maxQuantity: maxProductQuantity,
    orderedBefore: { asking: gate.asking, answer: gate.answer },
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError, type ApiClient, type Cart } from '@shelfmark/api-client';
import { cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { canSubmitPaste, MAX_PASTE_LINES, parsePasteLines, type PasteEntry, type PasteParseResult } from '@shelfmark/forms';
import { quantityInCart } from '../cart/quantityInCart';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '../site/ShelfmarkSiteProvider';

/** A title kept out of the cart because the cart would pass the maximum (the exceeded modal, spec 001 §8). */
export interface FastOrderExceeded {
  isbn: string;
  quantity: number;
  inCart: number;
  /** How many more could be added (0 or less: none). */
  remaining: number;
}

/** What one submission came to. */
export interface FastOrderOutcome {
  added: { isbn: string; quantity: number }[];
  /** Titles the cart refused, with its messages (unknown ISBN, not purchasable…). */
  refused: { isbn: string; quantity: number; message: string }[];
  exceeded: FastOrderExceeded[];
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
 * per-entry results say which were refused. A pending account is sent to accountConfirmation.
 */
export function useFastOrder(): UseFastOrderResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { maxProductQuantity, routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const { user, isSignedIn, isLoading, isPending: isPendingAccount } = useSession();
  const [text, setText] = useState('');
  const [isExceededOpen, setExceededOpen] = useState(false);
  const parsed = useMemo(() => parsePasteLines(text, { maxQuantity: maxProductQuantity, maxLines: MAX_PASTE_LINES }), [text, maxProductQuantity]);

  const mutation = useMutation<FastOrderOutcome, Error, PasteEntry[]>({
    mutationFn: async (entries) => {
      if (!user) throw new Error('Sign in to order.');
      const cart = await currentCart(api, () => queryClient.fetchQuery({ ...cartQueries.current(api, user.uid), staleTime: 0 }), user.uid);
      const outcome: FastOrderOutcome = { added: [], refused: [], exceeded: [] };
      const toSend: PasteEntry[] = [];
      for (const entry of entries) {
        const inCart = quantityInCart(cart, entry.isbn13);
        if (inCart + entry.quantity > maxProductQuantity) {
          outcome.exceeded.push({ isbn: entry.isbn13, quantity: entry.quantity, inCart, remaining: maxProductQuantity - inCart });
        } else toSend.push(entry);
      }
      if (toSend.length === 0) return outcome;
      const answer = await api.carts.addEntries({
        userId: user.uid, cartId: cart.code, orderEntries: toSend.map((e) => ({ product: { code: e.isbn13 }, quantity: e.quantity })),
      });
      toSend.forEach((entry, index) => {
        const line = answer.bulkCartModificationList[index];
        const errors = [...(line?.errorList?.errors ?? []), ...(line?.cartModification?.errorList?.errors ?? [])];
        if (errors.length > 0 || !line?.cartModification) {
          outcome.refused.push({ isbn: entry.isbn13, quantity: entry.quantity, message: errors.map((e) => e.message).join(' ') });
        } else outcome.added.push({ isbn: entry.isbn13, quantity: entry.quantity });
      });
      return outcome;
    },
    onSuccess: (outcome) => setExceededOpen(outcome.exceeded.length > 0),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
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
      await mutation.mutateAsync(parsed.entries).catch(() => undefined);
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
  };
}

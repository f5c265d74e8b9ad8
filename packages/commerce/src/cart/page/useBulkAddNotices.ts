import { useEffect, useRef, useState } from 'react';
import { formatLabel } from '@shelfmark/forms';
import type { CartToastMessage } from '../actions/CartToast';
import { readFailedIsbns, readFailedReasons, takeAddedForCart } from '../bulk/failedIsbns';
import type { BulkAddResult } from '../bulk/useBulkAddToCart';
import type { CartPageLabels } from '../cartPage.labels';
import type { UseCartDialogResult } from './useCartDialog';

/** The most titles a bulk add's toast names one by one (CART-13). */
const TOAST_TITLES = 3;

export interface UseBulkAddNoticesResult {
  /** The toast shown, or null. */
  toast: CartToastMessage | null;
  /** Shows a toast in place of the one shown. */
  showToast: (kind: CartToastMessage['kind'], message: string) => void;
  dismissToast: () => void;
  /** The ISBNs the last bulk add could not add (CART-13). */
  failedIsbns: string[];
  setFailedIsbns: (isbns: string[]) => void;
  /** Says what a bulk add (Add by ISBN, a spreadsheet) did: toast, failed list, over-the-maximum dialog. */
  announceBulkAdd: (result: BulkAddResult) => void;
}

/** What a bulk add's toast is said from: the titles that went in and those refused, with why. */
interface BulkAddSummary {
  added: readonly { isbn13: string; quantity: number }[];
  failed: readonly { isbn13: string; messages: readonly string[] }[];
}

/**
 * What the toast says after a bulk add (CART-13): the failures first (an alert), then what went in, so an add that was
 * partly refused still says what it added; a long add is summed up in one sentence each, so it stays readable.
 */
function bulkAddToast(result: BulkAddSummary, text: CartPageLabels): Omit<CartToastMessage, 'id'> | null {
  const copies = result.added.reduce((sum, a) => sum + a.quantity, 0);
  const added =
    result.added.length > TOAST_TITLES
      ? formatLabel(text.bulkAddSuccessMany, { count: result.added.length, quantity: copies })
      : result.added.map((a) => formatLabel(text.bulkAddSuccess, { isbn13: a.isbn13, quantity: a.quantity })).join(' ');
  const failed =
    result.failed.length > TOAST_TITLES
      ? formatLabel(text.bulkAddFailureMany, { count: result.failed.length })
      : result.failed
          .map((f) => [formatLabel(text.bulkAddFailure, { isbn13: f.isbn13 }), ...f.messages].join(' '))
          .join(' ');
  if (failed) return { kind: 'danger', message: [failed, added].filter(Boolean).join(' ') };
  return added ? { kind: 'success', message: added } : null;
}

/** The cart page's toast and what it says after a bulk add (CART-13, CART-16), its own or one handed to it. */
export function useBulkAddNotices(text: CartPageLabels, dialogs: UseCartDialogResult): UseBulkAddNoticesResult {
  const [toast, setToast] = useState<CartToastMessage | null>(null);
  const showToast = (kind: CartToastMessage['kind'], message: string) =>
    setToast({ kind, message, id: Date.now() + Math.random() });
  // The ISBNs the last bulk add kept in session storage: read once hydrated (a server has no session storage). A bulk
  // add made on another page (Fast Order) handed over what went in too: said once, as the cart's own bulk add says it.
  const [failedIsbns, setFailedIsbns] = useState<string[]>([]);
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    const stored = readFailedIsbns();
    if (stored.length > 0) setFailedIsbns(stored);
    const added = takeAddedForCart();
    if (!added) return;
    const reasons = readFailedReasons();
    const said = bulkAddToast(
      { added, failed: stored.map((isbn13) => ({ isbn13, messages: reasons[isbn13] ? [reasons[isbn13]] : [] })) },
      text,
    );
    if (said) setToast({ ...said, id: Date.now() + Math.random() });
  }, [text]);

  const announceBulkAdd = (result: BulkAddResult) => {
    // Each ISBN once, and only this add's.
    setFailedIsbns([...new Set(result.failed.map((f) => f.isbn13))]);
    if (result.exceeded.length > 0) dialogs.open({ kind: 'exceeded', exceeded: result.exceeded });
    else dialogs.close('exceeded');
    const said = bulkAddToast(result, text);
    if (said) showToast(said.kind, said.message);
  };

  return { toast, showToast, dismissToast: () => setToast(null), failedIsbns, setFailedIsbns, announceBulkAdd };
}

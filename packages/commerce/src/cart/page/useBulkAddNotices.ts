import { useEffect, useState } from 'react';
import { formatLabel } from '@shelfmark/forms';
import type { CartToastMessage } from '../actions/CartToast';
import { readFailedIsbns } from '../bulk/failedIsbns';
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

/** The cart page's toast and what it says after a bulk add (CART-13, CART-16). */
export function useBulkAddNotices(text: CartPageLabels, dialogs: UseCartDialogResult): UseBulkAddNoticesResult {
  const [toast, setToast] = useState<CartToastMessage | null>(null);
  const showToast = (kind: CartToastMessage['kind'], message: string) =>
    setToast({ kind, message, id: Date.now() + Math.random() });
  // The ISBNs the last bulk add kept in session storage: read once hydrated (a server has no session storage).
  const [failedIsbns, setFailedIsbns] = useState<string[]>([]);
  useEffect(() => {
    const stored = readFailedIsbns();
    if (stored.length > 0) setFailedIsbns(stored);
  }, []);

  const announceBulkAdd = (result: BulkAddResult) => {
    // Each ISBN once, and only this add's.
    setFailedIsbns([...new Set(result.failed.map((f) => f.isbn13))]);
    if (result.exceeded.length > 0) dialogs.open({ kind: 'exceeded', exceeded: result.exceeded });
    else dialogs.close('exceeded');
    // A toast names a few titles; a longer add is summed up in one sentence, so it stays readable (CART-13).
    if (result.failed.length > TOAST_TITLES) {
      showToast('danger', formatLabel(text.bulkAddFailureMany, { count: result.failed.length }));
    } else if (result.failed.length > 0) {
      showToast(
        'danger',
        result.failed
          .map((f) => [formatLabel(text.bulkAddFailure, { isbn13: f.isbn13 }), ...f.messages].join(' '))
          .join(' '),
      );
    } else if (result.added.length > TOAST_TITLES) {
      const copies = result.added.reduce((sum, a) => sum + a.quantity, 0);
      showToast('success', formatLabel(text.bulkAddSuccessMany, { count: result.added.length, quantity: copies }));
    } else if (result.added.length > 0) {
      showToast(
        'success',
        result.added.map((a) => formatLabel(text.bulkAddSuccess, { isbn13: a.isbn13, quantity: a.quantity })).join(' '),
      );
    }
  };

  return { toast, showToast, dismissToast: () => setToast(null), failedIsbns, setFailedIsbns, announceBulkAdd };
}

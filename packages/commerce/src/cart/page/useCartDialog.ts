import { useCallback, useState } from 'react';
import type { CartEntry } from '@shelfmark/api-client';
import type { QuantityBackorder } from '../actions/useUpdateCartQuantity';
import type { RemainingQuantity } from '../useAddToCart';

/**
 * Which of the cart page's dialogs is open: one at a time, so a step that leads to another dialog (a quantity change
 * that ends backordered or refused) replaces the first instead of stacking on it.
 */
export type CartDialog =
  | { kind: 'none' }
  | { kind: 'removeSelected' }
  | { kind: 'clearCart' }
  | { kind: 'saveAsWishList' }
  | { kind: 'export' }
  | { kind: 'quantity'; entry: CartEntry }
  | { kind: 'quantityFailed'; message: string }
  | { kind: 'backorder'; backorder: QuantityBackorder }
  | { kind: 'replaceFailed' }
  | { kind: 'exceeded'; exceeded: RemainingQuantity[] };

/** The dialogs a button of the page opens by itself and Radix closes (Escape, Cancel, a click outside). */
export type CartToggledDialog = 'removeSelected' | 'clearCart' | 'saveAsWishList' | 'export';

export interface UseCartDialogResult {
  /** The open dialog; `{ kind: 'none' }` when none is. */
  dialog: CartDialog;
  /** Opens a dialog in place of whichever was open. */
  open: (next: CartDialog) => void;
  /** Closes the named dialog only: a late close from a dialog already replaced leaves its successor open. */
  close: (kind: CartDialog['kind']) => void;
  /** A Radix `onOpenChange` for a dialog its own button opens. */
  openChange: (kind: CartToggledDialog) => (open: boolean) => void;
}

const NO_DIALOG: CartDialog = { kind: 'none' };

/** The cart page's one "which dialog is open" state. */
export function useCartDialog(): UseCartDialogResult {
  const [dialog, setDialog] = useState<CartDialog>(NO_DIALOG);
  const close = useCallback(
    (kind: CartDialog['kind']) => setDialog((current) => (current.kind === kind ? NO_DIALOG : current)),
    [],
  );
  const openChange = useCallback(
    (kind: CartToggledDialog) => (open: boolean) => (open ? setDialog({ kind }) : close(kind)),
    [close],
  );
  return { dialog, open: setDialog, close, openChange };
}

import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useReturnFocus } from '../../dialogs/useReturnFocus';
import type { Cart } from '@shelfmark/api-client';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { cartExportLabels, type CartExportLabels } from './cartExport.labels';
import { productListMailto } from './cartRows';

export interface CartExportDialogProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the user closes it. */
  onOpenChange: (open: boolean) => void;
  /** The cart exported. */
  cart: Cart;
  /** Builds and downloads the workbook (loads exceljs on demand). */
  onDownload: () => Promise<void>;
  /** Prints the cart (the print view with totals). */
  onPrint: () => void;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<CartExportLabels>;
}

/** The download-or-print modal (CART-14): the .xlsx download, the print view and the mailto email list. */
export function CartExportDialog({ open, onOpenChange, cart, onDownload, onPrint, labels }: CartExportDialogProps) {
  const text = resolveLabels(cartExportLabels, labels);
  const [status, setStatus] = useState<'idle' | 'working' | 'failed'>('idle');
  // Opened by the page's own button, not a Trigger: focus goes back to that button when it closes.
  const returnFocus = useReturnFocus();
  const download = () => {
    setStatus('working');
    onDownload().then(
      () => {
        setStatus('idle');
        onOpenChange(false);
      },
      () => setStatus('failed'),
    );
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setStatus('idle');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="sm-dialog__overlay" />
        <Dialog.Content className="sm-dialog" {...returnFocus}>
          <Dialog.Title className="sm-dialog__title">{text.exportTitle}</Dialog.Title>
          <Dialog.Description className="sm-dialog__body">{text.exportDescription}</Dialog.Description>
          <div className="sm-cart-export__choices">
            <button
              type="button"
              className="sm-button sm-button--primary"
              onClick={download}
              disabled={status === 'working'}
              aria-busy={status === 'working' || undefined}
            >
              {status === 'working' ? text.downloading : text.downloadXlsx}
            </button>
            <button
              type="button"
              className="sm-button"
              onClick={() => {
                onOpenChange(false);
                onPrint();
              }}
            >
              {text.printCart}
            </button>
            <a className="sm-button" href={productListMailto(cart, text.emailSubject)}>
              {text.emailList}
            </a>
          </div>
          <p role="alert" className="sm-cart-export__error">
            {status === 'failed' ? text.downloadFailed : null}
          </p>
          <div className="sm-dialog__actions">
            <Dialog.Close className="sm-button">{text.exportClose}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { invoiceLabels, type InvoiceLabels } from './invoice.labels';
import { useInvoiceDownload, type InvoiceRef, type UseInvoiceDownloadOptions } from './useInvoiceDownload';

export interface InvoiceButtonProps extends InvoiceRef, UseInvoiceDownloadOptions {
  /** Texts; defaults in English. */
  labels?: LabelOverrides<InvoiceLabels>;
  /** Name the invoice number in the button's accessible name (lists with many buttons). @default false */
  named?: boolean;
}

/**
 * The invoice download (ORD-05): a button that saves {invoiceNumber}_invoice.pdf, or 'Invoice not
 * yet available' on a disabled button while the order has no invoice (or the server has none yet).
 */
export function InvoiceButton({ labels, named = false, save, ...ref }: InvoiceButtonProps) {
  const text = resolveLabels(invoiceLabels, labels);
  const invoice = useInvoiceDownload(ref, save ? { save } : {});
  const missing = !invoice.isAvailable || invoice.problem === 'missing';
  return (
    <span className="sm-invoice">
      <button
        type="button"
        className="sm-button sm-invoice__button"
        disabled={missing || invoice.isDownloading}
        aria-busy={invoice.isDownloading || undefined}
        aria-label={
          !missing && named && ref.invoiceNumber
            ? formatLabel(text.downloadNamed, { invoiceNumber: ref.invoiceNumber })
            : undefined
        }
        onClick={invoice.download}
      >
        {missing ? text.notAvailable : invoice.isDownloading ? text.downloading : text.download}
      </button>
      {invoice.problem === 'failed' ? (
        <span role="alert" className="sm-invoice__error">
          {text.failed}
        </span>
      ) : null}
    </span>
  );
}

/** English defaults of the invoice download (spec 001 §2, §8; ORD-05). */
export const invoiceLabels = {
  download: 'Download invoice',
  downloadNamed: 'Download invoice {invoiceNumber}',
  downloading: 'Downloading…',
  notAvailable: 'Invoice not yet available',
  failed: 'The invoice could not be downloaded. Please try again.',
};
export type InvoiceLabels = typeof invoiceLabels;

import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { saveBlob } from './saveBlob';

export interface InvoiceRef {
  invoiceNumber: string | null | undefined;
  invoiceType?: string | null | undefined;
  /** An archived order's invoice comes from the archived-invoices call. */
  isArchived?: boolean | null | undefined;
}

export interface UseInvoiceDownloadOptions {
  /** Where the PDF goes. @default a browser download named {invoiceNumber}_invoice.pdf */
  save?: (blob: Blob, fileName: string) => void;
}

export interface UseInvoiceDownloadResult {
  /** False while there is no invoice number yet: show 'Invoice not yet available', disabled. */
  isAvailable: boolean;
  download: () => void;
  isDownloading: boolean;
  /** 'missing' when the server has no invoice yet (404), 'failed' for any other failure. */
  problem: 'missing' | 'failed' | null;
}

/** Downloads an order's invoice PDF and saves it as {invoiceNumber}_invoice.pdf (ORD-05). */
export function useInvoiceDownload(
  ref: InvoiceRef,
  { save = saveBlob }: UseInvoiceDownloadOptions = {},
): UseInvoiceDownloadResult {
  const api = useApiClient();
  const invoiceNumber = ref.invoiceNumber ?? null;
  const mutation = useMutation<void, Error>({
    mutationFn: async () => {
      if (!invoiceNumber) return;
      const blob =
        ref.isArchived && ref.invoiceType
          ? await api.invoices.downloadArchived({ invoiceNumber, invoiceType: ref.invoiceType })
          : await api.invoices.download({ invoiceNumber });
      save(blob, api.invoices.fileName(invoiceNumber));
    },
  });
  const error = mutation.error;
  return {
    isAvailable: invoiceNumber !== null,
    download: () => mutation.mutate(),
    isDownloading: mutation.isPending,
    problem: !error ? null : error instanceof ApiError && error.status === 404 ? 'missing' : 'failed',
  };
}

import type * as s from '../schemas';
import type { Http } from './http';

/** Reads an answer body chunk by chunk, reporting the bytes received, then returns it as a Blob. */
export async function readWithProgress(res: Response, onProgress?: (receivedBytes: number) => void): Promise<Blob> {
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  if (!res.body || !onProgress) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** The file name of a Content-Disposition header, or null. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function productsApi(http: Http) {
  return {
    /** GET /api/products/code — per-ISBN lookup (spec 000 §7); the product page's product (PDP-01). */
    byCode: (query: s.ProductCodeQuery) =>
      http.call({ method: 'GET', path: '/api/products/code', query, answer: (schemas) => schemas.productSchema }),
    /** GET /api/products/search — search with facets, sorts and 0-based paging (spec 001 §7; SRCH-01). */
    search: (query: s.SearchQuery) =>
      http.call({
        method: 'GET',
        path: '/api/products/search',
        query,
        answer: (schemas) => schemas.searchResponseSchema,
      }),
    /**
     * GET /api/products/search/export — every match of a search as an Excel workbook (SRCH-02),
     * streamed by the server; `onProgress` hears the bytes received and the rows the workbook holds.
     */
    exportSearch: async (
      query: s.SearchExportQuery,
      options: { onProgress?: (progress: s.SearchExportProgress) => void } = {},
    ): Promise<s.SearchExportFile> => {
      const [res, { SEARCH_EXPORT_ROWS_HEADER, searchExportFileName }] = await Promise.all([
        http.response({ method: 'GET', path: '/api/products/search/export', query }),
        http.schemas(),
      ]);
      const rowsHeader = res.headers.get(SEARCH_EXPORT_ROWS_HEADER);
      const rows = rowsHeader === null ? null : Number(rowsHeader);
      const { onProgress } = options;
      onProgress?.({ receivedBytes: 0, rows });
      const blob = await readWithProgress(
        res,
        onProgress ? (receivedBytes) => onProgress({ receivedBytes, rows }) : undefined,
      );
      return {
        blob,
        rows,
        fileName: fileNameOf(res.headers.get('content-disposition')) ?? searchExportFileName(new Date(), undefined),
      };
    },
    /**
     * GET /api/products — a product priced for an account: the internal lookup (IPS-01) and the
     * per-ISBN price-and-availability call (PNA-01).
     */
    lookup: (query: s.ProductLookupQuery) =>
      http.call({ method: 'GET', path: '/api/products', query, answer: (schemas) => schemas.pricedProductSchema }),
    /** GET /api/products/priceAndAvailability — prices and stock of one ISBN (spec 001 §7). */
    priceAndAvailability: (query: s.PriceAndAvailabilityQuery) =>
      http.call({
        method: 'GET',
        path: '/api/products/priceAndAvailability',
        query,
        answer: (schemas) => schemas.priceAndAvailabilitySchema,
      }),
    /** POST /api/products/priceAndAvailability — rows of ISBN and quantity; invalid ISBNs first (PNA-01). */
    checkPrices: (body: s.PriceCheckBody) =>
      http.call({
        method: 'POST',
        path: '/api/products/priceAndAvailability',
        body,
        answer: (schemas) => schemas.priceCheckResultSchema,
      }),
    /**
     * POST /api/products/purchase-history — which of these ISBN-13s the signed-in buyer's current ship-to ordered
     * (within the look-back), holds in the cart or keeps on a wish list: one call per screen, never per card.
     */
    purchaseHistory: (body: s.PurchaseHistoryBody) =>
      http.call({
        method: 'POST',
        path: '/api/products/purchase-history',
        body,
        answer: (schemas) => schemas.purchaseHistorySchema,
      }),
  };
}

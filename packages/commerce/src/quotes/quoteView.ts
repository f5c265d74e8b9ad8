import type { Money } from '@shelfmark/api-client';

/**
 * Where a quote stands: asked for, priced by the rep, turned into cart lines, or past its last day unaccepted (the
 * contract's quote statuses).
 */
export type QuoteViewStatus = 'requested' | 'quoted' | 'accepted' | 'expired';

/** One title of a quote, as the buyer's list shows it (the contract's quote line). */
export interface QuoteLineView {
  productCode: string;
  isbn13: string;
  title: string;
  quantity: number;
  /** The rep's price per copy; null until the quote is priced. */
  unitPrice?: Money | null | undefined;
}

/** A quote as My Orders → Quotes shows it: the fields of the contract's quote that the buyer reads. */
export interface QuoteView {
  number: string;
  status: QuoteViewStatus;
  /** When the buyer asked (ISO time). */
  requestedAt: string;
  /** The last day the price holds (YYYY-MM-DD); null until priced. */
  expiresOn?: string | null | undefined;
  lines: readonly QuoteLineView[];
  /** Sum of the priced lines; null until priced. */
  total?: Money | null | undefined;
  /** The buyer's note with the request. */
  note?: string | null | undefined;
}

/** Longest note a request carries (the contract's limit, checked in the dialog before sending). */
export const QUOTE_NOTE_MAX_LENGTH = 1000;

/** Most copies of one title a request carries (the contract's limit). */
export const QUOTE_MAX_QUANTITY_SHOWN = 9999;

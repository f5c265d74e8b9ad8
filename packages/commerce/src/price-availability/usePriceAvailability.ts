import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { PriceCheckItem } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { canSubmitPaste, MAX_PASTE_LINES, parsePasteLines, type PasteParseResult } from '@shelfmark/forms';
import { priceCheckEvent } from '../analytics/analyticsEvents';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { useSession } from '../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';
import { emptyRows, MAX_PRICE_ROWS, priceRowError, quantityText, type PriceRow, type PriceRowError } from './priceRows';

/** idle, loading, results or failure (spec 001 §4, spec 002 §4). */
export type PriceCheckStatus = 'idle' | 'loading' | 'results' | 'failure';

export interface UsePriceAvailabilityResult {
  /** Option 1: the pasted text, parsed on every change with the fast-order rules. */
  text: string;
  setText: (text: string) => void;
  parsed: PasteParseResult;
  canCheckText: boolean;
  checkText: () => void;
  /** Option 2: the rows, each with its errors. */
  rows: PriceRow[];
  rowErrors: PriceRowError[];
  setRow: (index: number, row: Partial<PriceRow>) => void;
  /** Appends an empty row; false once there are 10. */
  canAddRow: boolean;
  addRow: () => void;
  /** Empties every row. */
  clearRows: () => void;
  /** False while a row has an error, all ISBNs are empty, or a check is running. */
  canCheckRows: boolean;
  checkRows: () => void;
  status: PriceCheckStatus;
  /** Invalid ISBNs first, then the priced titles. */
  items: PriceCheckItem[];
  isSignedIn: boolean;
  isLoading: boolean;
  isInquiryOnly: boolean;
  /** The account prices are for (the user's default ship-to). */
  accountNumber: string | null;
  maxQuantity: number;
}

/**
 * Price and availability (PNA-01): option 1 pastes ISBN and quantity lines (the shared parser);
 * option 2 fills up to 10 rows. Either way one price check of the user's account answers invalid
 * ISBNs first, then each title with its quantity available and prices.
 */
export function usePriceAvailability(): UsePriceAvailabilityResult {
  const api = useApiClient();
  const { maxProductQuantity, currency } = useSiteConfig();
  const analytics = useAnalytics();
  const { user, isSignedIn, isLoading } = useSession();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<PriceRow[]>(() => emptyRows());
  const parsed = useMemo(
    () => parsePasteLines(text, { maxQuantity: maxProductQuantity, maxLines: MAX_PASTE_LINES }),
    [text, maxProductQuantity],
  );
  const rowErrors = useMemo(
    () => rows.map((row) => priceRowError(row, maxProductQuantity)),
    [rows, maxProductQuantity],
  );

  const check = useMutation({
    mutationFn: (lines: { isbn: string; quantity: number }[]) => api.products.checkPrices({ rows: lines }),
    // GTM-01 (spec 001 §7): a product view for each valid ISBN of the answer.
    onSuccess: (result) => {
      for (const item of result.items)
        if (!item.invalidIsbn) analytics.track(priceCheckEvent(item, analytics.affiliation, currency));
    },
  });
  const pending = check.isPending;
  const hasRowError = rowErrors.some((e) => e.isbn || e.quantity);
  const filledRows = rows.filter((r) => r.isbn.trim() !== '');
  // Spec 001 §5 (as fast order): disabled on error or empty — one bad line keeps the whole paste back.
  const canCheckText = isSignedIn && !pending && canSubmitPaste(parsed);
  const canCheckRows = isSignedIn && !pending && !hasRowError && filledRows.length > 0;
  const status: PriceCheckStatus = pending
    ? 'loading'
    : check.isError
      ? 'failure'
      : check.isSuccess
        ? 'results'
        : 'idle';

  return {
    text,
    setText,
    parsed,
    canCheckText,
    checkText: () => {
      if (canCheckText && canSubmitPaste(parsed))
        check.mutate(parsed.entries.map((e) => ({ isbn: e.isbn13, quantity: e.quantity })));
    },
    rows,
    rowErrors,
    setRow: (index, change) =>
      setRows((current) =>
        current.map((row, i) =>
          i === index
            ? {
                ...row,
                ...change,
                ...(change.quantity !== undefined ? { quantity: quantityText(change.quantity) } : {}),
              }
            : row,
        ),
      ),
    canAddRow: rows.length < MAX_PRICE_ROWS,
    addRow: () =>
      setRows((current) => (current.length < MAX_PRICE_ROWS ? [...current, { isbn: '', quantity: '' }] : current)),
    clearRows: () => setRows((current) => emptyRows(current.length)),
    canCheckRows,
    checkRows: () => {
      if (canCheckRows)
        check.mutate(
          filledRows.map((r) => ({ isbn: r.isbn.trim(), quantity: r.quantity === '' ? 1 : Number(r.quantity) })),
        );
    },
    status,
    items: check.data?.items ?? [],
    isSignedIn,
    isLoading,
    isInquiryOnly: user?.isUserInquiryOnly ?? false,
    accountNumber: user?.defaultShipToAccount ?? null,
    maxQuantity: maxProductQuantity,
  };
}

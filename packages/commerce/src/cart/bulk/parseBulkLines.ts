import { MAX_CART_ENTRIES_PER_CALL } from '@shelfmark/api-client';
import { parsePasteLines } from '@shelfmark/forms';
import type { BulkAddItem } from './useBulkAddToCart';

/** Lines of "ISBN quantity" read for the cart's quick add: the items, or the 1-based number of the first bad line. */
export type BulkLinesResult =
  | { ok: true; items: BulkAddItem[] }
  | { ok: false; error: 'empty' }
  | { ok: false; error: 'line'; line: number }
  | { ok: false; error: 'tooMany'; count: number; max: number };

/**
 * The cart's quick add reads its lines by fast order's rules (FOE-01: `parsePasteLines` of @shelfmark/forms): one
 * ISBN-13 or ISBN-10 (dashes allowed, check digit verified) and an optional quantity (default 1, 1…max) per line,
 * separated by spaces, tabs, commas, semicolons or colons; blank lines skipped. Each line stays its own item
 * (`keepDuplicates`): the cart adds them one after another, so a second line of an ISBN meets the maximum with the
 * first already in (CART-13). isbnLines.test.ts holds both callers to one table. The cart takes at most MAX_CART_ENTRIES_PER_CALL lines in one
 * add: a longer paste is refused whole, with its count (CART-13).
 */
export function parseBulkLines(text: string, max: number): BulkLinesResult {
  const parsed = parsePasteLines(text, { maxQuantity: max, maxLines: MAX_CART_ENTRIES_PER_CALL, keepDuplicates: true });
  if (parsed.status === 'empty') return { ok: false, error: 'empty' };
  if (parsed.status === 'tooManyLines')
    return { ok: false, error: 'tooMany', count: parsed.lineCount, max: MAX_CART_ENTRIES_PER_CALL };
  const [bad] = parsed.errors;
  if (bad) return { ok: false, error: 'line', line: bad.line };
  return { ok: true, items: parsed.entries.map((entry) => ({ productCode: entry.isbn13, quantity: entry.quantity })) };
}

import { MAX_CART_ENTRIES_PER_CALL } from '@shelfmark/api-client/schemas';
import { parseQuantity } from '@shelfmark/forms';
import type { BulkAddItem } from './useBulkAddToCart';

/** Lines of "ISBN quantity" read for the cart's quick add: the items, or the 1-based number of the first bad line. */
export type BulkLinesResult =
  | { ok: true; items: BulkAddItem[] }
  | { ok: false; error: 'empty' }
  | { ok: false; error: 'line'; line: number }
  | { ok: false; error: 'tooMany'; count: number; max: number };

/**
 * Reads one ISBN-13 (dashes allowed) and an optional quantity (default 1, 1…max) per line, separated by spaces,
 * tabs, commas, semicolons or colons. Blank lines are skipped. The full paste rules of fast order live there (FOE-01).
 */
export function parseBulkLines(text: string, max: number): BulkLinesResult {
  const items: BulkAddItem[] = [];
  const lines = text.split(/\r?\n/);
  // The cart takes at most this many lines in one add: a longer paste is refused whole, with its count (CART-13).
  const count = lines.filter((l) => l.trim() !== '').length;
  if (count > MAX_CART_ENTRIES_PER_CALL) return { ok: false, error: 'tooMany', count, max: MAX_CART_ENTRIES_PER_CALL };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const [rawIsbn = '', rawQuantity, ...rest] = line.split(/[\s,;:]+/);
    const isbn = rawIsbn.replace(/-/g, '');
    const quantity = parseQuantity(rawQuantity ?? '1', { min: 1, max });
    if (!/^\d{13}$/.test(isbn) || !quantity.ok || rest.length > 0) return { ok: false, error: 'line', line: i + 1 };
    items.push({ productCode: isbn, quantity: quantity.value });
  }
  return items.length === 0 ? { ok: false, error: 'empty' } : { ok: true, items };
}

import { canSubmitPaste, MAX_PASTE_LINES, parsePasteLines } from '@shelfmark/forms';
import { parseBulkLines } from './parseBulkLines';

/**
 * One rule for ISBN lines (FOE-01, spec 001 "Fast order entry and price text input"): fast order and price and
 * availability read pasted lines with parsePasteLines, the cart's quick add with parseBulkLines; both must take and
 * refuse the same lines. Each row: the pasted text, then the copies read of each ISBN-13, or the first bad line. (Fast
 * order sums a repeated ISBN into one entry; the quick add keeps one item per line, added in turn, CART-13.)
 */
const MAX = 999;
type Verdict = { entries: [string, number][] } | { badLine: number };

const TABLE: [string, Verdict][] = [
  [
    '978-0-00-000000-2\t4\n\n9780000000019',
    {
      entries: [
        ['9780000000002', 4],
        ['9780000000019', 1],
      ],
    },
  ],
  ['9780000000002 2\n9780000000002 3', { entries: [['9780000000002', 5]] }],
  ['0-306-40615-2, 7', { entries: [['9780306406157', 7]] }],
  [
    '9780000000002:2;\n9780000000019;3',
    {
      entries: [
        ['9780000000002', 2],
        ['9780000000019', 3],
      ],
    },
  ],
  ['9780000000003', { badLine: 1 }],
  ['9780000000002\n978000000000', { badLine: 2 }],
  ['9780000000002 0', { badLine: 1 }],
  [`9780000000002 ${MAX + 1}`, { badLine: 1 }],
  ['9780000000002 1-2', { badLine: 1 }],
  ['9780000000002 2 3', { badLine: 1 }],
  ['9780000000002;2\n\nabc', { badLine: 3 }],
];

/** Copies per ISBN, in first-seen order. */
function totals(lines: [string, number][]): [string, number][] {
  const sums = new Map<string, number>();
  for (const [isbn, quantity] of lines) sums.set(isbn, (sums.get(isbn) ?? 0) + quantity);
  return [...sums];
}

/** Fast order's reading, as useFastOrder and usePriceAvailability call it. */
function fastOrder(text: string): Verdict {
  const parsed = parsePasteLines(text, { maxQuantity: MAX, maxLines: MAX_PASTE_LINES });
  if (parsed.status !== 'parsed') throw new Error(`unexpected ${parsed.status}`);
  const [bad] = parsed.errors;
  if (bad) return { badLine: bad.line };
  expect(canSubmitPaste(parsed)).toBe(true);
  return { entries: totals(parsed.entries.map((e) => [e.isbn13, e.quantity])) };
}

/** The cart's quick add. */
function quickAdd(text: string): Verdict {
  const parsed = parseBulkLines(text, MAX);
  if (parsed.ok) return { entries: totals(parsed.items.map((item) => [item.productCode, item.quantity])) };
  if (parsed.error !== 'line') throw new Error(`unexpected ${parsed.error}`);
  return { badLine: parsed.line };
}

describe('ISBN lines: fast order and the cart quick add read them by one rule (FOE-01)', () => {
  it.each(TABLE)('%j', (text, verdict) => {
    expect(fastOrder(text)).toEqual(verdict);
    expect(quickAdd(text)).toEqual(verdict);
  });

  it('the quick add keeps a repeated ISBN as one item per line, fast order sums it', () => {
    expect(parseBulkLines('9780000000002 2\n9780000000002 3', MAX)).toEqual({
      ok: true,
      items: [
        { productCode: '9780000000002', quantity: 2 },
        { productCode: '9780000000002', quantity: 3 },
      ],
    });
  });

  it('both refuse an empty paste, and the quick add a paste longer than one cart call whole', () => {
    expect(parsePasteLines(' \n ', { maxQuantity: MAX }).status).toBe('empty');
    expect(parseBulkLines(' \n ', MAX)).toEqual({ ok: false, error: 'empty' });
    expect(parseBulkLines(Array(501).fill('9780000000002').join('\n'), MAX)).toEqual({
      ok: false,
      error: 'tooMany',
      count: 501,
      max: 500,
    });
  });
});

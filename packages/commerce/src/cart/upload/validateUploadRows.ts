import { parsePasteLines, type PasteLineProblem } from '@shelfmark/forms';
import { MAX_UPLOAD_ROWS } from './readSpreadsheet';
import type { SpreadsheetColumns } from './spreadsheetColumns';

/** A row that can go to the cart: its row number in the file, the ISBN-13 read, the quantity (1 when blank). */
export interface UploadValidRow {
  row: number;
  isbn13: string;
  quantity: number;
}

/** A row refused by the fast order rules: its row number, what its ISBN and quantity cells hold, and why. */
export interface UploadInvalidRow {
  row: number;
  isbn: string;
  quantity: string;
  problem: PasteLineProblem;
}

/** One title to add: duplicate rows of an ISBN summed (as fast order sums duplicate lines), with the rows it came from. */
export interface UploadEntry {
  isbn13: string;
  quantity: number;
  rows: number[];
}

export type UploadValidation =
  | { status: 'tooManyRows'; rowCount: number }
  | { status: 'noRows' }
  | {
      status: 'checked';
      rowCount: number;
      valid: UploadValidRow[];
      invalid: UploadInvalidRow[];
      entries: UploadEntry[];
    };

/** A cell as one token of a pasted line: its own line breaks and tabs would split the line or the row. */
const flat = (cell: string | undefined) => (cell ?? '').replace(/[\t\r\n]+/g, ' ').trim();

/**
 * Checks every row below the headings with the fast order rules (FOE-01: `parsePasteLines` of @shelfmark/forms, the
 * one reader of ISBN and quantity lines): each row becomes the line "ISBN<tab>quantity", so a row is refused exactly
 * when fast order would refuse that line, and for the same reason. Rows whose ISBN and quantity cells are both blank
 * are skipped; more than 5,000 rows are refused whole.
 */
export function validateUploadRows(
  rows: readonly (readonly string[])[],
  columns: SpreadsheetColumns,
  limits: { maxQuantity: number },
): UploadValidation {
  const first = columns.headerRow + 1;
  const data = rows.slice(first);
  const isbnOf = (r: readonly string[]) => flat(r[columns.isbn]);
  const quantityOf = (r: readonly string[]) => (columns.quantity === null ? '' : flat(r[columns.quantity]));
  const lines = data.map((r) => `${isbnOf(r)}\t${quantityOf(r)}`);
  const parsed = parsePasteLines(lines.join('\n'), { maxQuantity: limits.maxQuantity, maxLines: MAX_UPLOAD_ROWS });
  if (parsed.status === 'empty') return { status: 'noRows' };
  if (parsed.status === 'tooManyLines') return { status: 'tooManyRows', rowCount: parsed.lineCount };
  // Line n of the text is the row `first + n` of the file, counted from 1.
  const rowOf = (line: number) => first + line;
  const refused = new Set(parsed.errors.map((e) => e.line));
  const invalid = parsed.errors.map((e) => {
    const r = data[e.line - 1]!;
    return { row: rowOf(e.line), isbn: isbnOf(r), quantity: quantityOf(r), problem: e.problem };
  });
  const valid: UploadValidRow[] = [];
  const isbnByLine = new Map<number, string>();
  for (const entry of parsed.entries) for (const line of entry.lines) isbnByLine.set(line, entry.isbn13);
  data.forEach((_, index) => {
    const line = index + 1;
    const isbn13 = isbnByLine.get(line);
    if (isbn13 === undefined || refused.has(line)) return;
    // The quantity as the parser read the line (its second value; none counts 1), so rows and entries agree.
    const second = lines[index]!.trim()
      .split(/[\s,;:]+/)
      .filter(Boolean)[1];
    const quantity = second ? Number.parseInt(second, 10) : 1;
    valid.push({ row: rowOf(line), isbn13, quantity });
  });
  const entries = parsed.entries.map((e) => ({ isbn13: e.isbn13, quantity: e.quantity, rows: e.lines.map(rowOf) }));
  return { status: 'checked', rowCount: parsed.lineCount, valid, invalid, entries };
}

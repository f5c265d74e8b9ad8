import { normaliseIsbn } from '@shelfmark/forms';

/** Headings that name an ISBN column, compared lower-case without spaces, dashes, dots or underscores. */
const ISBN_HEADINGS = new Set(['isbn', 'isbn13', 'isbn10', 'ean', 'ean13', 'isbnean', 'eanisbn', 'productisbn']);
/** Headings that name a quantity column, compared the same way. */
const QUANTITY_HEADINGS = new Set([
  'qty',
  'quantity',
  'quantities',
  'qtyordered',
  'quantityordered',
  'orderqty',
  'orderquantity',
  'copies',
  'numberofcopies',
]);
/** How far down a header row is looked for: the cart's own export has a logo row above it. */
export const HEADER_SEARCH_ROWS = 20;

const headingKey = (text: string) => text.toLowerCase().replace(/[\s\-_.#:()]+/g, '');
/** A heading's rank among ISBN headings: an ISBN-13 or EAN column is preferred over an ISBN-10 one. */
const isbnRank = (key: string) => (key === 'isbn10' ? 1 : 2);

/** Which columns hold the ISBN and the quantity (0-based), and the row of the headings (-1: no heading row). */
export interface SpreadsheetColumns {
  headerRow: number;
  isbn: number;
  /** null: no quantity column, each row counts 1 (spec 001 §5: a missing quantity counts as 1). */
  quantity: number | null;
}

export type ColumnDetection =
  /** Headings named one ISBN column: the rows can be read straight away. */
  | { status: 'found'; columns: SpreadsheetColumns; headings: string[] }
  /**
   * The buyer must say: no heading named the ISBN column but a column holds ISBNs, two columns could be the ISBN
   * or the quantity, or no column is named a quantity. `guess` is preselected in the column picker.
   */
  | { status: 'unsure'; guess: SpreadsheetColumns; headings: string[]; columnCount: number }
  /** Neither a heading nor the cells show an ISBN column. */
  | { status: 'none' };

/** True for a cell that reads as an ISBN-13 or ISBN-10 (dashes allowed), used only to guess a column. */
function looksLikeIsbn(cell: string): boolean {
  return /^(\d{13}|\d{9}[\dxX])$/.test(normaliseIsbn(cell));
}

function widest(rows: readonly (readonly string[])[]): number {
  return rows.reduce((max, r) => Math.max(max, r.length), 0);
}

/** The column whose cells (below `fromRow`) most often read as ISBNs, or null when none does. */
function isbnLikeColumn(rows: readonly (readonly string[])[], fromRow: number): number | null {
  const counts = new Map<number, number>();
  for (const row of rows.slice(fromRow + 1, fromRow + 1 + 200)) {
    row.forEach((cell, column) => {
      if (looksLikeIsbn(cell)) counts.set(column, (counts.get(column) ?? 0) + 1);
    });
  }
  let best: number | null = null;
  for (const [column, count] of counts) if (best === null || count > counts.get(best)!) best = column;
  return best;
}

/**
 * Finds the ISBN and quantity columns by their headings (ISBN, ISBN-13, ISBN13, EAN, Qty, Quantity…, any case) in
 * the first rows; the cart's export (a logo row, then Product Title, ISBN, …, Quantity) is found as any other file.
 * When the headings do not settle it, the best guess is returned for the buyer to confirm.
 */
export function detectColumns(rows: readonly (readonly string[])[]): ColumnDetection {
  const last = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < last; r += 1) {
    const headings = (rows[r] ?? []).map((h) => h.trim());
    const keys = headings.map(headingKey);
    const isbnColumns = keys.flatMap((k, i) => (ISBN_HEADINGS.has(k) ? [i] : []));
    if (isbnColumns.length === 0) continue;
    const quantityColumns = keys.flatMap((k, i) => (QUANTITY_HEADINGS.has(k) ? [i] : []));
    const topRank = Math.max(...isbnColumns.map((i) => isbnRank(keys[i]!)));
    const preferred = isbnColumns.filter((i) => isbnRank(keys[i]!) === topRank);
    const columns: SpreadsheetColumns = { headerRow: r, isbn: preferred[0]!, quantity: quantityColumns[0] ?? null };
    if (preferred.length === 1 && quantityColumns.length === 1) return { status: 'found', columns, headings };
    return { status: 'unsure', guess: columns, headings, columnCount: Math.max(headings.length, widest(rows)) };
  }
  // No heading names an ISBN: a column of ISBNs is offered (the first row may be data or headings of other names).
  const column = isbnLikeColumn(rows, -1);
  if (column === null) return { status: 'none' };
  const firstIsData = looksLikeIsbn(rows[0]?.[column] ?? '');
  const headerRow = firstIsData ? -1 : 0;
  const headings = headerRow === 0 ? (rows[0] ?? []).map((h) => h.trim()) : [];
  const sample = rows[headerRow + 1] ?? [];
  const quantity = sample.findIndex((cell, i) => i !== column && /^\d+$/.test(cell.trim()));
  return {
    status: 'unsure',
    guess: { headerRow, isbn: column, quantity: quantity >= 0 ? quantity : null },
    headings,
    columnCount: widest(rows),
  };
}

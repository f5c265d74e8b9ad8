import { HEADER_SEARCH_ROWS } from './spreadsheetColumns';
import { parseCsv } from './parseCsv';

/** The most rows of titles one upload takes; a longer file is refused whole, before anything is added. */
export const MAX_UPLOAD_ROWS = 5_000;
/** The largest file read: far above 5,000 rows of any sensible sheet, and small enough to read in a browser. */
export const MAX_UPLOAD_BYTES = 10_000_000;
/** What the file input offers (extensions and the types browsers report for them). */
export const UPLOAD_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** Why a file was refused; the key of its message in the upload's labels. Nothing is added for any of them. */
export type UploadFileProblem =
  'fileType' | 'fileEmpty' | 'fileCorrupt' | 'fileTooBig' | 'tooManyRows' | 'noIsbnColumn';

/** The error `readSpreadsheet` rejects with: `problem` names why (its `name` is 'UploadFileError'). */
export class UploadFileError extends Error {
  readonly problem: UploadFileProblem;
  constructor(problem: UploadFileProblem, detail?: string) {
    super(detail ? `${problem}: ${detail}` : problem);
    this.name = 'UploadFileError';
    this.problem = problem;
  }
}

/** A file as the browser's file input gives it (a `File`), or anything with its name, size and bytes. */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The kind of a file by its name: only .xlsx and .csv are read. */
export function spreadsheetKind(name: string): 'xlsx' | 'csv' | null {
  const lower = name.trim().toLowerCase();
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.csv')) return 'csv';
  return null;
}

/** An exceljs cell value as the text a buyer sees in the cell (numbers in full, rich text joined, a formula's result). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if (typeof v.error === 'string') return v.error;
  }
  return '';
}

/** The first worksheet with content, as rows of cell texts; index + 1 is the sheet's row number. */
async function readXlsx(bytes: ArrayBuffer): Promise<string[][]> {
  // A zip file starts with "PK": anything else is not a workbook, whatever its name says.
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  if (head[0] !== 0x50 || head[1] !== 0x4b) throw new UploadFileError('fileCorrupt', 'not a zip file');
  // exceljs is loaded on demand, as the cart's export does: the cart page does not carry it.
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as never);
  } catch (error) {
    throw new UploadFileError('fileCorrupt', error instanceof Error ? error.message : String(error));
  }
  for (const sheet of workbook.worksheets) {
    if (sheet.actualRowCount === 0) continue;
    if (sheet.actualRowCount > MAX_UPLOAD_ROWS + HEADER_SEARCH_ROWS) throw new UploadFileError('tooManyRows');
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell.value).trim();
      });
      rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
    });
    return Array.from(rows, (r) => r ?? []);
  }
  return [];
}

function readCsv(bytes: ArrayBuffer): string[][] {
  const text = new TextDecoder('utf-8').decode(bytes);
  // A NUL is never in a text file: a binary file renamed .csv (or an old .xls) is refused rather than read as noise.
  if (text.includes('\u0000')) throw new UploadFileError('fileCorrupt', 'binary content');
  return parseCsv(text).map((row) => row.map((cell) => cell.trim()));
}

/**
 * Reads an uploaded .xlsx or .csv into rows of cell texts (row index + 1 = the row number the buyer sees). Refuses,
 * with the problem named: another kind of file, an empty or unreadable one, one above 10 MB or with far more than
 * 5,000 rows. The ISBN and quantity columns are found afterwards (`detectColumns`).
 */
export async function readSpreadsheet(file: UploadedFile): Promise<string[][]> {
  const kind = spreadsheetKind(file.name);
  if (!kind) throw new UploadFileError('fileType');
  if (file.size === 0) throw new UploadFileError('fileEmpty');
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadFileError('fileTooBig');
  const bytes = await file.arrayBuffer();
  const rows = kind === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  const filled = rows.filter((r) => r.some((c) => c !== '')).length;
  if (filled === 0) throw new UploadFileError('fileEmpty');
  if (filled > MAX_UPLOAD_ROWS + HEADER_SEARCH_ROWS) throw new UploadFileError('tooManyRows');
  return rows;
}

import { z } from 'zod';
import { queryInt, textInput } from './common';
import { productSchema, type SearchExportRow } from './product';
import { SEARCH_SORTS } from './searchTerms';

export const facetValueSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
  /** The `q` that toggles this value, in the `term:sort:facet:value` form. */
  query: z.object({ query: z.object({ value: z.string() }) }),
});
export const facetSchema = z.object({
  name: z.string(),
  code: z.string().optional(),
  priority: z.number().int(),
  values: z.array(facetValueSchema),
});
export type Facet = z.infer<typeof facetSchema>;

export const sortSchema = z.object({ code: z.string(), name: z.string(), selected: z.boolean() });
export const breadcrumbSchema = z.object({
  facetCode: z.string().optional(),
  facetName: z.string(),
  facetValueName: z.string(),
  removeQuery: z.object({ query: z.object({ value: z.string() }) }),
});

export const paginationSchema = z.object({
  /** 0-based, as the backend sends it; the address bar's `page` is 1-based. */
  currentPage: z.number().int().min(0),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const searchResponseSchema = z.object({
  products: z.array(productSchema),
  facets: z.array(facetSchema),
  sorts: z.array(sortSchema),
  breadcrumbs: z.array(breadcrumbSchema),
  pagination: paginationSchema,
  freeTextSearch: z.string(),
  /**
   * "Did you mean": the text with its mistyped words corrected, when the text as typed found little
   * or nothing and the corrected text finds more. When it found nothing, the products are already
   * those of the corrected text.
   */
  suggestion: z.string().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export * from './searchTerms';
/** GET /api/products/search (spec 001 §7). `page` here is 0-based, like the answer's currentPage. */
export const searchQuerySchema = z.object({
  q: textInput().max(500, 'q is at most 500 characters').default(''),
  page: queryInt(0, 10_000).default(0),
  pageSize: queryInt(1, 100).default(10),
  /** Wins over a sort written inside `q`; without either, relevance. */
  sort: z.enum(SEARCH_SORTS).optional(),
  orgAccountNumber: textInput().max(40).optional(),
  billToAccountNumber: textInput().max(40).optional(),
  /**
   * The ship-to whose prices the products show, as the cart; the signed-in user's current one when
   * left out. Every account named must be the user's own (else 404); a visitor gets the catalogue price.
   */
  shipToAccountNumber: textInput().max(40).optional(),
  tierLevel: textInput().max(40).optional(),
  countryIsoCode: textInput().max(2).optional(),
  /** Which catalogue: the first brand's (default) or the second brand's. */
  brand: textInput().max(40).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchQueryParsed = z.output<typeof searchQuerySchema>;

// ---- Search export (spec 001 §9, SRCH-02) ----------------------------------------------------

/** The row the column headers are on; rows 1-5 hold the heading, date, term, link and count. */
export const SEARCH_EXPORT_HEADER_ROW = 8;
/** Default heading of the workbook (configurable). */
export const SEARCH_EXPORT_HEADING = 'Search Results Export';
/** The most rows one export writes; a larger result set is cut there (the count row says how many matched). */
export const SEARCH_EXPORT_MAX_ROWS = 100_000;
/** Response header with the number of result rows the workbook holds (for the download's progress). */
export const SEARCH_EXPORT_ROWS_HEADER = 'x-export-rows';

/**
 * GET /api/products/search/export — the search's own parameters (no paging: every match up to
 * SEARCH_EXPORT_MAX_ROWS), plus the configurable heading and file name.
 */
export const searchExportQuerySchema = searchQuerySchema.omit({ page: true, pageSize: true }).extend({
  /** Heading of the workbook. @default 'Search Results Export' */
  heading: textInput()
    .trim()
    .min(1, 'heading must not be empty')
    .max(120, 'heading is at most 120 characters')
    .optional(),
  /** File name without folders; `.xlsx` is added when missing. @default search-results-{date}.xlsx */
  fileName: z
    .string()
    .max(100, 'fileName is at most 100 characters')
    .regex(/^[\w][\w .()-]*$/, 'fileName may hold letters, digits, spaces, dots, dashes, underscores and brackets only')
    .optional(),
});
export type SearchExportQuery = z.input<typeof searchExportQuerySchema>;
export type SearchExportQueryParsed = z.output<typeof searchExportQuerySchema>;

/** What the client hands back after the download: the workbook, its file name and row count. */
export interface SearchExportFile {
  blob: Blob;
  fileName: string;
  /** Result rows in the workbook (from the answer's x-export-rows header), null when not sent. */
  rows: number | null;
}

/** Progress of a download: bytes received so far and, when known, the rows the workbook holds. */
export interface SearchExportProgress {
  receivedBytes: number;
  rows: number | null;
}

type ExportCell = string | number | null;
export interface SearchExportColumn {
  header: string;
  /** Column width in characters. */
  width: number;
  /** Cell value of one row. Text starting with = + - @ tab or CR is escaped later (escapeCellText). */
  value: (row: SearchExportRow) => ExportCell;
  /** Excel number format; '@' keeps ISBNs as text. */
  numFmt?: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** '2023-03-14' → 'March 2023' (the second brand's Published Date column). */
export function formatMonthYear(date: string | null): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : null;
}

/** Columns per brand (spec 001 §9): the normal catalogue's four, the second brand's seven. */
export const SEARCH_EXPORT_COLUMNS: Record<'shelfmark' | 'thorndike', readonly SearchExportColumn[]> = {
  shelfmark: [
    { header: 'Product Family', width: 30, value: (r) => r.productFamily },
    { header: 'Title', width: 60, value: (r) => r.fullTitle || r.title },
    { header: 'Product Type', width: 24, value: (r) => r.productType },
    { header: 'Price', width: 14, value: (r) => r.price },
  ],
  thorndike: [
    { header: 'ISBN-13', width: 16, value: (r) => r.isbn13, numFmt: '@' },
    {
      header: 'Author',
      width: 30,
      value: (r) =>
        (r.clAuthorsNames ?? '')
          .split('||')
          .map((a) => a.trim())
          .filter(Boolean)
          .join(', ') || null,
    },
    { header: 'Title', width: 60, value: (r) => r.fullTitle || r.title },
    { header: 'Format', width: 24, value: (r) => r.bindingFormat },
    { header: 'Price', width: 14, value: (r) => r.price },
    { header: 'Genre', width: 22, value: (r) => r.genre },
    { header: 'Published Date', width: 18, value: (r) => formatMonthYear(r.publicationDate) },
  ],
};

/** Characters an XML 1.0 document cannot hold (control characters, U+FFFE, U+FFFF, lone surrogates). */
const XML_INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for a workbook cell. Characters XML cannot hold are dropped: a workbook is XML, and one such
 * character in a search term or heading made the whole file unreadable. Formula injection: text
 * starting with = + - @ tab or carriage return gets a leading apostrophe, so a spreadsheet shows it
 * as text and never runs it.
 */
export function escapeCellText(text: string): string {
  const clean = text.replace(XML_INVALID, '');
  return /^[=+\-@\t\r]/.test(clean) ? `'${clean}` : clean;
}

/** The values of one data row for a brand's columns, text escaped. */
export function searchExportCells(row: SearchExportRow, brand: string): ExportCell[] {
  const columns = SEARCH_EXPORT_COLUMNS[brand === 'thorndike' ? 'thorndike' : 'shelfmark'];
  return columns.map((column) => {
    const value = column.value(row);
    return typeof value === 'string' ? escapeCellText(value) : value;
  });
}

/** The sheet name: "{product} Export". */
export const searchExportSheetName = (productTitle: string) => `${productTitle} Export`;

/** The file name: the configured one (with .xlsx), else search-results-{YYYY-MM-DD}.xlsx. */
export function searchExportFileName(date: Date, configured?: string): string {
  if (configured) return /\.xlsx$/i.test(configured) ? configured : `${configured}.xlsx`;
  return `search-results-${date.toISOString().slice(0, 10)}.xlsx`;
}

/** Rows 1-5 of the workbook: heading, retrieval date, search term, link to the results, count. */
export function searchExportPreamble(input: {
  heading: string;
  date: Date;
  term: string;
  link: string;
  count: number;
}): [string, string][] {
  const day = input.date.toISOString().slice(0, 10);
  return [
    [input.heading, ''],
    ['Date', day],
    ['Search term', input.term || '(all titles)'],
    ['Link', input.link],
    ['Results found', String(input.count)],
  ];
}

/** The parts of an exceljs worksheet the export writes (structural, so this package needs no exceljs). */
export interface ExportSheet {
  columns: { width?: number; style?: { numFmt?: string } }[] | unknown;
  getRow(index: number): ExportRow;
}
export interface ExportRow {
  getCell(index: number): ExportCellTarget;
  commit(): void;
}
export interface ExportCellTarget {
  value: unknown;
  font: unknown;
  fill: unknown;
  numFmt: string;
}

/**
 * Writes the column widths, rows 1-5 (heading, date, term, link, count) and the header row 8 of
 * the workbook, in the brand's columns and theme colours; the data rows follow with writeSearchExportRow.
 * Shared by the server's streaming writer and the memory twin, so both write the same workbook.
 */
export function writeSearchExportHead(
  sheet: ExportSheet,
  input: { brand: string; heading: string; date: Date; term: string; link: string; count: number },
): void {
  const columns = SEARCH_EXPORT_COLUMNS[input.brand === 'thorndike' ? 'thorndike' : 'shelfmark'];
  sheet.columns = columns.map((c) => ({ width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  searchExportPreamble(input).forEach(([label, value], index) => {
    const row = sheet.getRow(index + 1);
    const first = row.getCell(1);
    first.value = escapeCellText(label);
    first.font = index === 0 ? { bold: true, size: 16, color: { theme: 4 } } : { bold: true };
    if (label === 'Link') {
      const cell = row.getCell(2);
      cell.value = { text: input.link, hyperlink: input.link };
      cell.font = { underline: true, color: { theme: 10 } };
    } else if (index > 0) {
      row.getCell(2).value = escapeCellText(value);
    }
    row.commit();
  });
  const header = sheet.getRow(SEARCH_EXPORT_HEADER_ROW);
  columns.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.value = column.header;
    cell.font = { bold: true, color: { theme: 0 } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { theme: 4 } };
  });
  header.commit();
}

/** Writes one result on `rowNumber` (from SEARCH_EXPORT_HEADER_ROW + 1): ISBNs as text, text escaped. */
export function writeSearchExportRow(sheet: ExportSheet, rowNumber: number, row: SearchExportRow, brand: string): void {
  const columns = SEARCH_EXPORT_COLUMNS[brand === 'thorndike' ? 'thorndike' : 'shelfmark'];
  const target = sheet.getRow(rowNumber);
  searchExportCells(row, brand).forEach((value, i) => {
    const cell = target.getCell(i + 1);
    cell.value = value;
    const numFmt = columns[i]?.numFmt;
    if (numFmt) cell.numFmt = numFmt;
  });
  target.commit();
}

import type { Cart } from '@shelfmark/api-client';
import { cartExportLabels, type CartExportLabels } from './cartExport.labels';
import { cartExportRows } from './cartRows';
import { escapeCellText } from './escapeCellText';

/** Heights of the export's rows (spec 000 §9). */
export const LOGO_ROW_HEIGHT = 60;
export const DATA_ROW_HEIGHT = 30;

/**
 * The built workbook (an exceljs `Workbook`), typed by what a caller does with it: write it out. The public types
 * stay free of exceljs' own, which need Node's types and would break a browser app's type-check.
 */
export interface CartWorkbook {
  xlsx: {
    /** The .xlsx file's bytes. */
    writeBuffer(): Promise<ArrayBuffer>;
  };
}

export interface BuildCartWorkbookOptions {
  /** The logo's address (PNG or JPEG), drawn in a 60-high first row; a failing image is left out silently. */
  logoUrl?: string;
  /**
   * The site's name, written large in the 60-high logo row when there is no logo picture (none given, or it failed
   * to load): the row that heads the sheet is there either way. The cart page passes the site's affiliation.
   */
  logoText?: string;
  /** Column titles, sheet name. @default spec 000 §9 */
  labels?: Partial<CartExportLabels>;
  /** Fetch for the logo. @default globalThis.fetch */
  fetch?: typeof fetch;
}

async function loadLogo(
  url: string,
  fetchImpl: typeof fetch,
): Promise<{ buffer: ArrayBuffer; extension: 'png' | 'jpeg' } | null> {
  try {
    const response = await fetchImpl(url);
    if (!response.ok) return null;
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    // A workbook embeds only PNG and JPEG: an SVG, or a page a server answers for a missing file, would be a
    // broken picture in the sheet, so the logo row keeps the site's name instead.
    const extension = /^image\/jpe?g\b/.test(type)
      ? 'jpeg'
      : /^image\/png\b/.test(type)
        ? 'png'
        : type === '' && /\.jpe?g$/i.test(url)
          ? 'jpeg'
          : type === '' && /\.png$/i.test(url)
            ? 'png'
            : null;
    return extension ? { buffer: await response.arrayBuffer(), extension } : null;
  } catch {
    return null; // spec 000 §8: an image-load failure in the export is swallowed
  }
}

/**
 * The cart workbook (CART-14, spec 000 §9): sheet 'Products'; a logo row 60 high (the logo when one loads, else the
 * site's name when given); the header
 * Product Title, ISBN, Unit Price, Quantity, Authors, Copyright, Format, Ext. Price (and Fund code when a line has
 * one); one 30-high row per line.
 * ISBNs are written as text; every text cell is escaped against formula injection. exceljs is loaded here, on demand,
 * so it never weighs on a page that does not export.
 */
export async function buildCartWorkbook(cart: Cart, options: BuildCartWorkbookOptions = {}): Promise<CartWorkbook> {
  const text = { ...cartExportLabels, ...options.labels };
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Shelfmark';
  const sheet = workbook.addWorksheet(text.sheetName);
  sheet.columns = [
    { key: 'title', width: 48 },
    { key: 'isbn', width: 18 },
    { key: 'unitPrice', width: 12 },
    { key: 'quantity', width: 10 },
    { key: 'authors', width: 32 },
    { key: 'copyright', width: 11 },
    { key: 'format', width: 18 },
    { key: 'extPrice', width: 12 },
  ];
  // A cart whose lines carry fund codes gets them in a last column; without any, the export keeps the spec's columns.
  const withFunds = cart.entries.some((entry) => entry.fundCode);
  if (withFunds) sheet.getColumn(9).width = 18;

  const logo = options.logoUrl ? await loadLogo(options.logoUrl, options.fetch ?? globalThis.fetch) : null;
  if (logo) {
    const logoRow = sheet.addRow([]);
    logoRow.height = LOGO_ROW_HEIGHT;
    const image = workbook.addImage({ buffer: logo.buffer as never, extension: logo.extension });
    sheet.addImage(image, { tl: { col: 0, row: 0 }, ext: { width: 180, height: 60 } });
  } else if (options.logoText) {
    const logoRow = sheet.addRow([escapeCellText(options.logoText)]);
    logoRow.height = LOGO_ROW_HEIGHT;
    logoRow.font = { bold: true, size: 20 };
    logoRow.alignment = { vertical: 'middle' };
  }

  const header = sheet.addRow(
    [
      text.columnTitle,
      text.columnIsbn,
      text.columnUnitPrice,
      text.columnQuantity,
      text.columnAuthors,
      text.columnCopyright,
      text.columnFormat,
      text.columnExtPrice,
      ...(withFunds ? [text.columnFundCode] : []),
    ].map(escapeCellText),
  );
  header.font = { bold: true };
  header.height = DATA_ROW_HEIGHT;

  for (const row of cartExportRows(cart)) {
    const added = sheet.addRow([
      escapeCellText(row.title),
      escapeCellText(row.isbn),
      row.unitPrice,
      row.quantity,
      escapeCellText(row.authors),
      escapeCellText(row.copyright),
      escapeCellText(row.format),
      row.extPrice,
      ...(withFunds ? [escapeCellText(row.fundCode)] : []),
    ]);
    added.height = DATA_ROW_HEIGHT;
    added.getCell(2).numFmt = '@';
    added.getCell(3).numFmt = '#,##0.00';
    added.getCell(8).numFmt = '#,##0.00';
    added.alignment = { vertical: 'middle', wrapText: true };
  }
  return workbook;
}

/** Builds the workbook and hands it to the browser as products.xlsx (or the configured name). */
export async function downloadCartWorkbook(cart: Cart, options: BuildCartWorkbookOptions = {}): Promise<void> {
  const workbook = await buildCartWorkbook(cart, options);
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = options.labels?.fileName ?? cartExportLabels.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inArray, sql } from 'drizzle-orm';
import {
  PRODUCT_TITLE,
  SEARCH_EXPORT_HEADER_ROW,
  SEARCH_EXPORT_MAX_ROWS,
  searchExportSheetName,
  toMoney,
  writeSearchExportHead,
  writeSearchExportRow,
  type ExportSheet,
  type SearchExportQueryParsed,
  type SearchExportRow,
} from '@shelfmark/api-client/schemas';
import { products } from '../db/schema';
import type { Database } from '../db/openDatabase';
import { discounted } from '../pricing/priceForAccount';
import { decideEntitlement, type EntitlementCaller } from '@shelfmark/api-client/schemas';
import { prepareSearch } from '../products/searchProducts';

/** Rows read from the database per query while the workbook streams out. */
const BATCH = 1000;

export interface SearchExportPlan {
  /** ISBN-13s of every match in the search's order, cut at SEARCH_EXPORT_MAX_ROWS. */
  isbns: string[];
  /** Every match, before the cut. */
  total: number;
}

/**
 * The matches of an export in result order: one query for the ordered ISBNs (a few bytes each
 * even for the whole catalogue); the rows themselves are read in batches while writing.
 */
export async function planSearchExport(database: Database, query: SearchExportQueryParsed): Promise<SearchExportPlan> {
  const { filtered, orderBy } = await prepareSearch(database, query);
  const rows = await database.query<{ isbn13: string; total: number }>(sql`${filtered}
    SELECT isbn13, count(*) OVER ()::int AS total FROM filtered ORDER BY ${orderBy} LIMIT ${SEARCH_EXPORT_MAX_ROWS}`);
  return { isbns: rows.map((r) => r.isbn13), total: rows[0]?.total ?? 0 };
}

type Names = { name: string; code?: string }[];

/** Only the columns the export writes: the generated search vector and long texts stay in the database. */
const EXPORT_COLUMNS = {
  isbn13: products.isbn13,
  name: products.name,
  fullTitle: products.fullTitle,
  productType: products.productType,
  price: products.price,
  mediaType: products.mediaType,
  gradeLevels: products.gradeLevels,
  isPurchasable: products.isPurchasable,
  isEcommerce: products.isEcommerce,
  authors: products.authors,
  bindingFormat: products.bindingFormat,
  publicationDate: products.publicationDate,
  genre: products.genre,
  nonEcommCatSection: products.nonEcommCatSection,
  nonEcommCatDiscipline: products.nonEcommCatDiscipline,
};
type ExportRecord = { [K in keyof typeof EXPORT_COLUMNS]: (typeof products.$inferSelect)[K] };

/** One product row as the export reads it (spec 001 §3 "Search product (as read for export)"). */
function toExportRow(
  row: ExportRecord,
  currency: string,
  discount: number,
  caller?: EntitlementCaller,
  brand?: string,
): SearchExportRow {
  const disciplines = row.nonEcommCatDiscipline as Names;
  // The caller's verdict (spec 001 §6): a price they may not see is not in the workbook either.
  const shown =
    !caller ||
    decideEntitlement(
      {
        mediaType: row.mediaType ?? undefined,
        brand,
        gradeLevels: row.gradeLevels as string[],
        customIsPurchasable: row.isPurchasable && row.isEcommerce,
      },
      caller,
    ).priceShown;
  return {
    productFamily: disciplines[0]?.name ?? null,
    title: row.name,
    fullTitle: row.fullTitle,
    productType: row.productType,
    price:
      row.price === null || !shown ? null : toMoney(discounted(Number(row.price), discount), currency).formattedValue,
    mediaType: row.mediaType,
    gradeLevels: row.gradeLevels as string[],
    customIsPurchasable: row.isPurchasable && row.isEcommerce,
    isbn13: row.isbn13,
    clAuthorsNames: row.authors,
    bindingFormat: row.bindingFormat,
    publicationDate: row.publicationDate,
    genre: row.genre,
    largeImage: `/images/covers/${row.isbn13}.svg?w=216`,
    nonEcommCatSection: row.nonEcommCatSection as Names,
    nonEcommCatDiscipline: disciplines,
  };
}

export interface WriteSearchExportOptions {
  plan: SearchExportPlan;
  brand: string;
  currency: string;
  /** The signed-in account's discount in percent (0: the catalogue price), as search results show. */
  discount: number;
  /** Who asks: prices their verdict withholds are left out (the search answer's rule). */
  caller?: EntitlementCaller;
  heading: string;
  term: string;
  /** Absolute link to the same search in the storefront. */
  link: string;
  date: Date;
}

/**
 * Streams the workbook of spec 001 §9 into `out` with exceljs' streaming writer: each row is
 * committed (and leaves memory) as soon as it is written, so an export of the whole catalogue
 * holds one batch of rows at a time. Rows 1-5: heading, date, term, link, count; header row 8.
 */
export async function writeSearchExport(
  database: Database,
  out: Writable,
  options: WriteSearchExportOptions,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = PRODUCT_TITLE;
  workbook.created = options.date;
  const sheet = workbook.addWorksheet(searchExportSheetName(PRODUCT_TITLE), {
    views: [{ state: 'frozen', ySplit: SEARCH_EXPORT_HEADER_ROW }],
  });
  writeSearchExportHead(sheet as unknown as ExportSheet, {
    brand: options.brand,
    heading: options.heading,
    date: options.date,
    term: options.term,
    link: options.link,
    count: options.plan.total,
  });

  let next = SEARCH_EXPORT_HEADER_ROW + 1;
  for (let start = 0; start < options.plan.isbns.length; start += BATCH) {
    const slice = options.plan.isbns.slice(start, start + BATCH);
    const rows = await database.db.select(EXPORT_COLUMNS).from(products).where(inArray(products.isbn13, slice));
    const byIsbn = new Map(rows.map((r) => [r.isbn13, r]));
    for (const isbn of slice) {
      const record = byIsbn.get(isbn);
      if (!record) continue; // deleted between the plan and this batch
      writeSearchExportRow(
        sheet as unknown as ExportSheet,
        next++,
        toExportRow(record, options.currency, options.discount, options.caller, options.brand),
        options.brand,
      );
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** A stream the reply can send at once while the workbook is written into it. */
export function exportStream(): PassThrough {
  return new PassThrough();
}

import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeIsbn13,
  SEARCH_EXPORT_HEADER_ROW,
  SEARCH_EXPORT_ROWS_HEADER,
  type ApiClient,
} from '@shelfmark/api-client';
import { products } from '../src/db/schema';
import { DEMO_TITLE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

let db: FreshDatabase;
let server: TestServer;
let api: ApiClient;

/** A word no seeded title has, so a search for it finds exactly the rows added here. */
const WORD = 'Quillfeather';
const SHELFMARK_ROWS = 5000;
const THORNDIKE_ROWS = 5000;
/** Titles a spreadsheet would run as formulas if they were written unescaped. */
const HOSTILE = ['=HYPERLINK("http://evil.test","click")', '+SUM(1,2)', '-2+3', '@cmd'];

beforeAll(async () => {
  db = await freshDatabase();
  const [template] = await db.database.db.select().from(products).where(eq(products.isbn13, DEMO_TITLE.isbn13));
  const base = template!;
  const rows: (typeof products.$inferInsert)[] = Array.from({ length: SHELFMARK_ROWS + THORNDIKE_ROWS }, (_, i) => {
    const isbn13 = completeIsbn13(`979${String(i).padStart(9, '0')}`);
    const thorndike = i >= SHELFMARK_ROWS;
    const hostile = HOSTILE[i % 1000];
    return {
      ...base,
      isbn13,
      code: `${isbn13}@PRINT`,
      isbn10: null,
      brand: thorndike ? ('thorndike' as const) : ('shelfmark' as const),
      fullTitle: hostile && i < 4000 ? `${hostile} ${WORD}` : `${WORD} Volume ${String(i).padStart(4, '0')}`,
      name: `${WORD} ${i}`,
      authors: 'Ada Quill||Ben Feather',
      genre: thorndike ? 'Mystery' : 'Reference',
      publicationDate: '2023-03-14',
      price: '12.50',
      nonEcommCatDiscipline: i % 2 === 0 ? [{ name: 'Literature', code: 'lit' }] : [],
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.database.db.insert(products).values(rows.slice(i, i + 500));
  server = await startTestServer(db.database);
  // A signed-in buyer on a ship-to with the catalogue price: a visitor's workbook has no prices (spec 001 §6).
  api = server.clientFor('buyer@shelfmark.test');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('SRCH-02 search export', () => {
  it('streams 5,000 results as a workbook with header row 8 and the first brand’s columns', async () => {
    const progress: number[] = [];
    const started = performance.now();
    const file = await api.products.exportSearch(
      { q: WORD, brand: 'shelfmark', sort: 'title-asc' },
      {
        onProgress: (p) => progress.push(p.receivedBytes),
      },
    );
    const ms = performance.now() - started;
    expect(file.rows).toBe(SHELFMARK_ROWS);
    expect(file.fileName).toMatch(/^search-results-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(file.blob.size);

    const workbook = await readBack(file.blob);
    const sheet = workbook.getWorksheet('Shelfmark Export')!;
    expect(sheet).toBeDefined();
    expect(sheet.getCell('A1').value).toBe('Search Results Export');
    expect(rowValues(sheet, 2)).toEqual(['Date', new Date().toISOString().slice(0, 10)]);
    expect(rowValues(sheet, 3)).toEqual(['Search term', WORD]);
    const link = sheet.getCell('B4').value as { hyperlink: string };
    expect(link.hyperlink).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/search\\?q=${WORD}&page=1&sort=title-asc$`),
    );
    expect(rowValues(sheet, 5)).toEqual(['Results found', String(SHELFMARK_ROWS)]);
    expect(rowValues(sheet, SEARCH_EXPORT_HEADER_ROW)).toEqual(['Product Family', 'Title', 'Product Type', 'Price']);
    expect(sheet.actualRowCount).toBe(5 + 1 + SHELFMARK_ROWS);
    expect(sheet.rowCount).toBe(SEARCH_EXPORT_HEADER_ROW + SHELFMARK_ROWS);

    const data = Array.from({ length: SHELFMARK_ROWS }, (_, i) => rowValues(sheet, SEARCH_EXPORT_HEADER_ROW + 1 + i));
    const titles = data.map((r) => r[1] as string);
    expect(titles).toContain('Quillfeather Volume 0005');
    expect(data.find((r) => r[1] === 'Quillfeather Volume 0006')).toEqual([
      'Literature',
      'Quillfeather Volume 0006',
      'Print Book',
      '$12.50',
    ]);
    // Sorted as asked (by the database's collation, so compare to the search's own order).
    const firstPage = await api.products.search({ q: WORD, brand: 'shelfmark', sort: 'title-asc', pageSize: 100 });
    expect(titles.slice(0, 100).map((t) => t.replace(/^'/, ''))).toEqual(firstPage.products.map((p) => p.fullTitle));
    console.info(`SRCH-02 export of ${SHELFMARK_ROWS} rows: ${Math.round(ms)} ms, ${file.blob.size} bytes`);
  }, 60_000);

  it('escapes text that a spreadsheet would run as a formula', async () => {
    const file = await api.products.exportSearch({ q: WORD, brand: 'shelfmark' });
    const sheet = (await readBack(file.blob)).getWorksheet('Shelfmark Export')!;
    const titles = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > SEARCH_EXPORT_HEADER_ROW) titles.add(String(row.getCell(2).value));
    });
    for (const hostile of HOSTILE) expect(titles).toContain(`'${hostile} ${WORD}`);
    let formulas = 0;
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      }),
    );
    expect(formulas).toBe(0);
  }, 60_000);

  it('SRCH-02 streams 5,000 second-brand results with header row 8, its seven columns in order and every ISBN-13 cell as 13-digit text', async () => {
    const started = performance.now();
    const file = await api.products.exportSearch({ q: WORD, brand: 'thorndike', sort: 'title-asc' });
    const ms = performance.now() - started;
    expect(file.rows).toBe(THORNDIKE_ROWS);
    const sheet = (await readBack(file.blob)).getWorksheet('Shelfmark Export')!;
    expect(rowValues(sheet, 5)).toEqual(['Results found', String(THORNDIKE_ROWS)]);
    expect(rowValues(sheet, SEARCH_EXPORT_HEADER_ROW)).toEqual([
      'ISBN-13',
      'Author',
      'Title',
      'Format',
      'Price',
      'Genre',
      'Published Date',
    ]);
    expect(sheet.actualRowCount).toBe(5 + 1 + THORNDIKE_ROWS);
    expect(sheet.rowCount).toBe(SEARCH_EXPORT_HEADER_ROW + THORNDIKE_ROWS);

    const first = sheet.getRow(SEARCH_EXPORT_HEADER_ROW + 1);
    expect(first.getCell(2).value).toBe('Ada Quill, Ben Feather');
    expect(first.getCell(3).value).toBe('Quillfeather Volume 5000');
    expect(first.getCell(6).value).toBe('Mystery');
    expect(first.getCell(7).value).toBe('March 2023');
    const isbns: string[] = [];
    const notText: string[] = [];
    for (let n = SEARCH_EXPORT_HEADER_ROW + 1; n <= SEARCH_EXPORT_HEADER_ROW + THORNDIKE_ROWS; n += 1) {
      const cell = sheet.getRow(n).getCell(1);
      if (
        cell.type !== ExcelJS.ValueType.String ||
        typeof cell.value !== 'string' ||
        !/^\d{13}$/.test(cell.value) ||
        cell.numFmt !== '@'
      ) {
        notText.push(`row ${n}: ${String(cell.value)} (${typeof cell.value}, ${cell.numFmt})`);
      } else isbns.push(cell.value);
    }
    expect(notText).toEqual([]);
    const inserted = Array.from({ length: THORNDIKE_ROWS }, (_, i) =>
      completeIsbn13(`979${String(SHELFMARK_ROWS + i).padStart(9, '0')}`),
    );
    expect(isbns.toSorted()).toEqual(inserted.toSorted());
    console.info(
      `SRCH-02 second-brand export of ${THORNDIKE_ROWS} rows: ${Math.round(ms)} ms, ${file.blob.size} bytes`,
    );
  }, 60_000);

  it('names the file and heading as configured, and describes the filters in the term', async () => {
    const res = await fetch(
      `${server.baseUrl}/api/products/search/export?${new URLSearchParams({
        q: `${WORD}:relevance:mediaType:print`,
        brand: 'shelfmark',
        fileName: 'library-order',
        heading: 'Titles for the spring order',
      })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="library-order.xlsx"');
    expect(res.headers.get(SEARCH_EXPORT_ROWS_HEADER)).toBe(String(SHELFMARK_ROWS));
    const sheet = (await readBack(await res.blob())).getWorksheet('Shelfmark Export')!;
    expect(sheet.getCell('A1').value).toBe('Titles for the spring order');
    expect(sheet.getCell('B3').value).toBe(`${WORD} (Format: print)`);
  }, 60_000);

  // Control characters are refused with 400 (textInput); U+FFFE and U+FFFF are valid text, but not XML.
  it('drops the characters a workbook cannot hold (U+FFFE, U+FFFF) from the heading and the term', async () => {
    const res = await fetch(
      `${server.baseUrl}/api/products/search/export?${new URLSearchParams({
        q: `${WORD}\uFFFE`,
        brand: 'shelfmark',
        heading: 'Spring\uFFFF order \uFFFElist',
      })}`,
    );
    expect(res.status).toBe(200);
    const sheet = (await readBack(await res.blob())).getWorksheet('Shelfmark Export')!;
    expect(sheet.getCell('A1').value).toBe('Spring order list');
    expect(sheet.getCell('B3').value).toBe(WORD);
  }, 60_000);

  it('SRCH-02 exports values of one facet with OR and facets with AND, and names them so in the term', async () => {
    const res = await fetch(
      `${server.baseUrl}/api/products/search/export?${new URLSearchParams({
        q: `${WORD}:relevance:mediaType:print:mediaType:eBook:discipline:Literature`,
        brand: 'shelfmark',
      })}`,
    );
    expect(res.status).toBe(200);
    // Every added first-brand row is print; every other one is in Literature.
    expect(res.headers.get(SEARCH_EXPORT_ROWS_HEADER)).toBe(String(SHELFMARK_ROWS / 2));
    const sheet = (await readBack(await res.blob())).getWorksheet('Shelfmark Export')!;
    expect(sheet.getCell('B3').value).toBe(`${WORD} (Format: print or eBook; Discipline: Literature)`);
    expect(sheet.getCell('B5').value).toBe(String(SHELFMARK_ROWS / 2));
  }, 60_000);

  it('answers 400 naming the field for a bad file name or facet, before any workbook byte', async () => {
    const bad = await failure(api.products.exportSearch({ q: WORD, fileName: '../../etc/passwd' }));
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors?.fileName).toMatch(/letters, digits/);
    const facet = await failure(api.products.exportSearch({ q: `${WORD}:relevance:colour:red` }));
    expect(facet.status).toBe(400);
    expect(facet.fieldErrors?.q).toBe('Unknown facet "colour"');
  });

  it('exports an empty result set as a workbook with its header and a count of 0', async () => {
    const file = await api.products.exportSearch({ q: 'zzzz-no-such-title' });
    expect(file.rows).toBe(0);
    const sheet = (await readBack(file.blob)).getWorksheet('Shelfmark Export')!;
    expect(rowValues(sheet, 5)).toEqual(['Results found', '0']);
    expect(rowValues(sheet, SEARCH_EXPORT_HEADER_ROW)).toEqual(['Product Family', 'Title', 'Product Type', 'Price']);
  });
});

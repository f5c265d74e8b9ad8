import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCart, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { parsePasteLines } from '@shelfmark/forms';
import { demoProduct } from '../cart.fixtures';
import { buildCartWorkbook } from '../export/buildCartWorkbook';
import { detectCsvDelimiter, parseCsv } from './parseCsv';
import { MAX_UPLOAD_ROWS, readSpreadsheet, UploadFileError, type UploadFileProblem } from './readSpreadsheet';
import { detectColumns } from './spreadsheetColumns';
import { validateUploadRows } from './validateUploadRows';
import { isbnNumber } from './upload.fixtures';

const A = '9780306406157';
const B = '9780143127550';
const C = '9781593275990';

const fileOf = (name: string, content: BlobPart) => new File([content], name);

async function xlsxOf(rows: (string | number | null)[][]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Order');
  for (const row of rows) sheet.addRow(row);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

async function refusal(file: File): Promise<UploadFileProblem> {
  const error = await readSpreadsheet(file).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof UploadFileError)) throw new Error(`expected an UploadFileError, got ${String(error)}`);
  return error.problem;
}

describe('CART-13 spreadsheet upload: the CSV reader', () => {
  it('CART-13 reads quotes (separators, doubled quotes and line breaks inside), a BOM and CRLF lines', () => {
    const text = '\uFEFFISBN,Title,Qty\r\n' + `${A},"Smith, Jane: ""Notes""",2\r\n` + `${B},"two\r\nlines",3\r\n`;
    expect(parseCsv(text)).toEqual([
      ['ISBN', 'Title', 'Qty'],
      [A, 'Smith, Jane: "Notes"', '2'],
      [B, 'two\r\nlines', '3'],
    ]);
  });

  it('CART-13 detects `;` (Excel where the decimal mark is a comma), `,` and tab; CR-only and LF lines', () => {
    expect(detectCsvDelimiter('EAN;Quantity;Price\n1;2;3,50')).toBe(';');
    expect(detectCsvDelimiter('"a;b",c,d\n')).toBe(',');
    expect(detectCsvDelimiter('ISBN\tQty\n')).toBe('\t');
    expect(parseCsv(`EAN;Quantity;Price\r${A};4;"12,50"\r`)).toEqual([
      ['EAN', 'Quantity', 'Price'],
      [A, '4', '12,50'],
    ]);
    expect(parseCsv(`ISBN\n${A}\n\n${B}`)).toEqual([['ISBN'], [A], [''], [B]]);
  });
});

describe('CART-13 spreadsheet upload: finding the ISBN and quantity columns', () => {
  it.each([
    [['Title', 'ISBN', 'Qty']],
    [['title', 'isbn-13', 'QUANTITY']],
    [['Title', 'ISBN13', 'quantity']],
    [['Title', 'EAN', 'Qty.']],
    [['Title', 'ISBN 13', 'Order Qty']],
  ])('CART-13 finds them by their headings, in any case: %j', (headings) => {
    expect(detectColumns([headings, ['A book', A, '2']])).toEqual({
      status: 'found',
      columns: { headerRow: 0, isbn: 1, quantity: 2 },
      headings,
    });
  });

  it('CART-13 prefers ISBN-13 to ISBN-10 and finds headings below a title row', () => {
    const rows = [['Spring list'], [], ['ISBN-10', 'ISBN-13', 'Copies'], ['0306406152', A, '1']];
    expect(detectColumns(rows)).toMatchObject({ status: 'found', columns: { headerRow: 2, isbn: 1, quantity: 2 } });
  });

  it('CART-13 asks when unsure: two ISBN columns, no quantity heading, or no headings but a column of ISBNs', () => {
    expect(
      detectColumns([
        ['ISBN', 'EAN', 'Qty'],
        [A, B, '1'],
      ]),
    ).toMatchObject({
      status: 'unsure',
      guess: { headerRow: 0, isbn: 0, quantity: 2 },
    });
    expect(
      detectColumns([
        ['Title', 'ISBN', 'Count'],
        ['x', A, '1'],
      ]),
    ).toMatchObject({
      status: 'unsure',
      guess: { headerRow: 0, isbn: 1, quantity: null },
      columnCount: 3,
    });
    expect(
      detectColumns([
        ['A book', A, '3'],
        ['Another', B, '1'],
      ]),
    ).toEqual({ status: 'unsure', guess: { headerRow: -1, isbn: 1, quantity: 2 }, headings: [], columnCount: 3 });
  });

  it('CART-13 finds no ISBN column in a sheet without one', () => {
    expect(
      detectColumns([
        ['Title', 'Author'],
        ['A book', 'Someone'],
      ]),
    ).toEqual({ status: 'none' });
  });
});

describe('CART-13 spreadsheet upload: every row checked with the fast order rules', () => {
  const columns = { headerRow: 0, isbn: 0, quantity: 1 };
  const rows = [
    ['ISBN', 'Qty'],
    [A, '2'], // row 2
    ['978-0-14-312755-0', ''], // row 3: dashes; a blank quantity counts 1
    ['9780306406158', '1'], // row 4: check digit
    ['', ''], // row 5: blank, skipped
    ['12345', '1'], // row 6: not an ISBN
    [C, '0'], // row 7
    [C, '1000'], // row 8: above the maximum
    [C, '2.5'], // row 9
    ['ISBN 978', '1'], // row 10: letters
    [A, '3'], // row 11: duplicate of row 2, summed
  ];

  it('CART-13 lists each refused row by its row number with the reason fast order gives the same line', () => {
    const result = validateUploadRows(rows, columns, { maxQuantity: 999 });
    if (result.status !== 'checked') throw new Error(result.status);
    expect(result.invalid).toEqual([
      { row: 4, isbn: '9780306406158', quantity: '1', problem: 'checkDigit' },
      { row: 6, isbn: '12345', quantity: '1', problem: 'isbnLength' },
      { row: 7, isbn: C, quantity: '0', problem: 'quantityZero' },
      { row: 8, isbn: C, quantity: '1000', problem: 'quantityMax' },
      { row: 9, isbn: C, quantity: '2.5', problem: 'characters' },
      { row: 10, isbn: 'ISBN 978', quantity: '1', problem: 'characters' },
    ]);
    // The same verdicts as fast order's parser on the same lines (the one rule set, not a copy of it).
    const fastOrder = parsePasteLines(
      rows
        .slice(1)
        .map(([isbn, qty]) => `${isbn}\t${qty}`)
        .join('\n'),
      { maxQuantity: 999 },
    );
    if (fastOrder.status !== 'parsed') throw new Error(fastOrder.status);
    expect(result.invalid.map((r) => [r.row - 1, r.problem])).toEqual(fastOrder.errors.map((e) => [e.line, e.problem]));

    expect(result.valid).toEqual([
      { row: 2, isbn13: A, quantity: 2 },
      { row: 3, isbn13: B, quantity: 1 },
      { row: 11, isbn13: A, quantity: 3 },
    ]);
    expect(result.entries).toEqual([
      { isbn13: A, quantity: 5, rows: [2, 11] },
      { isbn13: B, quantity: 1, rows: [3] },
    ]);
    expect(result.rowCount).toBe(9);
  });

  it('CART-13 without a quantity column each row counts 1; no rows below the headings is said', () => {
    const result = validateUploadRows(
      [['EAN'], [A], [B]],
      { headerRow: 0, isbn: 0, quantity: null },
      { maxQuantity: 9 },
    );
    expect(result).toMatchObject({
      status: 'checked',
      entries: [
        { isbn13: A, quantity: 1 },
        { isbn13: B, quantity: 1 },
      ],
    });
    expect(
      validateUploadRows(
        [
          ['ISBN', 'Qty'],
          ['', ''],
        ],
        columns,
        { maxQuantity: 9 },
      ),
    ).toEqual({ status: 'noRows' });
  });

  it('CART-13 takes 5,000 rows and refuses 5,001 whole', () => {
    const many = (n: number) => [['ISBN', 'Qty'], ...Array.from({ length: n }, (_, i) => [isbnNumber(i), '1'])];
    const five = validateUploadRows(many(MAX_UPLOAD_ROWS), columns, { maxQuantity: 999 });
    expect(five).toMatchObject({ status: 'checked', rowCount: 5000, invalid: [] });
    expect(five.status === 'checked' && five.entries.length).toBe(5000);
    expect(validateUploadRows(many(MAX_UPLOAD_ROWS + 1), columns, { maxQuantity: 999 })).toEqual({
      status: 'tooManyRows',
      rowCount: 5001,
    });
  });
});

describe('CART-13 spreadsheet upload: reading files', () => {
  it('CART-13 reads the cart’s own export back: its lines with their quantities', async () => {
    const almanac = demoProduct("The Lighthouse Keeper's Almanac");
    const atlas = demoProduct('An Atlas of Ancient Trade Routes');
    const cart = buildCart({
      userId: DEMO_UIDS.buyer,
      lines: [
        { product: almanac, quantity: 2 },
        { product: atlas, quantity: 7 },
      ],
    });
    const exported = await buildCartWorkbook(cart, { logoText: 'Shelfmark' });
    const rows = await readSpreadsheet(fileOf('products.xlsx', await exported.xlsx.writeBuffer()));
    const found = detectColumns(rows);
    expect(found).toMatchObject({ status: 'found', columns: { headerRow: 1, isbn: 1, quantity: 3 } });
    if (found.status !== 'found') return;
    expect(validateUploadRows(rows, found.columns, { maxQuantity: 999 })).toMatchObject({
      status: 'checked',
      invalid: [],
      valid: [
        { row: 3, isbn13: almanac.isbn13, quantity: 2 },
        { row: 4, isbn13: atlas.isbn13, quantity: 7 },
      ],
    });
  });

  it('CART-13 reads numbers, formulas and rich text cells of an .xlsx as the text they show', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    sheet.addRow(['ISBN13', 'Qty']);
    sheet.addRow([Number(A), { formula: '1+1', result: 2 }]);
    sheet.addRow([{ richText: [{ text: '978-0-14' }, { text: '-312755-0' }] }, 3]);
    const rows = await readSpreadsheet(fileOf('list.xlsx', await workbook.xlsx.writeBuffer()));
    expect(rows).toEqual([
      ['ISBN13', 'Qty'],
      [A, '2'],
      ['978-0-14-312755-0', '3'],
    ]);
  });

  it('CART-13 refuses a bad file with its reason: wrong type, empty, corrupt, too big, more than 5,000 rows', async () => {
    expect(await refusal(fileOf('list.xls', 'ISBN\n'))).toBe('fileType');
    expect(await refusal(fileOf('list.pdf', '%PDF-1.7'))).toBe('fileType');
    expect(await refusal(fileOf('list.csv', ''))).toBe('fileEmpty');
    expect(await refusal(fileOf('list.csv', '\uFEFF\r\n , \r\n'))).toBe('fileEmpty');
    expect(await refusal(fileOf('list.xlsx', 'ISBN,Qty\n'))).toBe('fileCorrupt');
    const good = new Uint8Array(await xlsxOf([['ISBN'], [A]]));
    expect(await refusal(fileOf('cut.xlsx', good.slice(0, good.length / 2)))).toBe('fileCorrupt');
    expect(await refusal(fileOf('old.csv', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0])))).toBe('fileCorrupt');
    expect(await refusal(fileOf('empty.xlsx', await xlsxOf([])))).toBe('fileEmpty');
    expect(
      await refusal({
        name: 'huge.csv',
        size: 10_000_001,
        arrayBuffer: () => Promise.reject(new Error('read')),
      } as never),
    ).toBe('fileTooBig');
    const lines = ['ISBN,Qty', ...Array.from({ length: 5_100 }, (_, i) => `${isbnNumber(i)},1`)].join('\n');
    expect(await refusal(fileOf('long.csv', lines))).toBe('tooManyRows');
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCart, buildProduct, createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { demoProduct, fillCart } from '../cart.fixtures';
import { CartPage } from '../CartPage';
import { buildCartWorkbook, DATA_ROW_HEIGHT, LOGO_ROW_HEIGHT, type CartWorkbook } from './buildCartWorkbook';
import { renderToString } from 'react-dom/server';
import { CartPrintView, formatCartDate } from './CartPrintView';
import { productListMailto } from './cartRows';
import { escapeCellText } from './escapeCellText';

const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const injected = buildProduct({
  isbn13: '9780000000996',
  code: '9780000000996@PRINT',
  fullTitle: '=HYPERLINK("https://evil.example","Click me")',
  clAuthorsNames: '+Mallory||@Eve',
  copyrightYear: '2024',
  clBindingFormat: '-Hardcover',
});
const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const cart = buildCart({
  userId: DEMO_UIDS.buyer,
  lines: [
    { product: almanac, quantity: 2 },
    { product: injected, quantity: 3 },
  ],
});

async function readBack(workbook: CartWorkbook): Promise<ExcelJS.Workbook> {
  const buffer = await workbook.xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(buffer as ArrayBuffer);
  return read;
}

afterEach(() => vi.restoreAllMocks());

describe('CART-14 cart workbook', () => {
  it('CART-14 reads back: sheet Products, the eight columns in order, ISBN cells as strings, a =HYPERLINK title stored as text', async () => {
    const read = await readBack(await buildCartWorkbook(cart));
    const sheet = read.getWorksheet('Products')!;
    expect(sheet).toBeDefined();
    expect(read.worksheets.map((w) => w.name)).toEqual(['Products']);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Product Title',
      'ISBN',
      'Unit Price',
      'Quantity',
      'Authors',
      'Copyright',
      'Format',
      'Ext. Price',
    ]);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe("The Lighthouse Keeper's Almanac");
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(2).value).toBe(almanac.isbn13);
    expect(first.getCell(3).value).toBe(cart.entries[0]!.basePrice.value);
    expect(first.getCell(4).value).toBe(2);
    expect(first.getCell(5).value).toBe('Marguerite Hale');
    expect(first.getCell(8).value).toBe(cart.entries[0]!.totalPrice.value);
    expect(first.height).toBe(DATA_ROW_HEIGHT);

    const hostile = sheet.getRow(3);
    expect(hostile.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(hostile.getCell(1).value).toBe(`'=HYPERLINK("https://evil.example","Click me")`);
    expect(hostile.getCell(1).formula).toBeUndefined();
    expect(hostile.getCell(2).value).toBe('9780000000996');
    expect(hostile.getCell(5).value).toBe("'+Mallory, @Eve");
    expect(hostile.getCell(7).value).toBe("'-Hardcover");
  });

  it('CART-14 a cart whose lines carry fund codes exports them in a last Fund code column, empty for a line without one', async () => {
    const withCodes = {
      ...cart,
      entries: cart.entries.map((entry, index) => ({ ...entry, fundCode: index === 0 ? 'ADULT-NF-2027' : null })),
    };
    const sheet = (await readBack(await buildCartWorkbook(withCodes))).getWorksheet('Products')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Product Title',
      'ISBN',
      'Unit Price',
      'Quantity',
      'Authors',
      'Copyright',
      'Format',
      'Ext. Price',
      'Fund code',
    ]);
    expect(sheet.getRow(2).getCell(9).value).toBe('ADULT-NF-2027');
    expect(sheet.getRow(3).getCell(9).value || '').toBe('');
  });

  it('CART-14 draws the logo in a 60-high first row; a logo that fails to load is left out silently', async () => {
    const ok = vi.fn(async () => new Response(ONE_PIXEL_PNG, { headers: { 'content-type': 'image/png' } }));
    const withLogo = await readBack(
      await buildCartWorkbook(cart, { logoUrl: '/logo.png', fetch: ok as unknown as typeof fetch }),
    );
    const sheet = withLogo.getWorksheet('Products')!;
    expect(ok).toHaveBeenCalledWith('/logo.png');
    expect(sheet.getRow(1).height).toBe(LOGO_ROW_HEIGHT);
    expect(sheet.getImages()).toHaveLength(1);
    expect(sheet.getRow(2).getCell(1).value).toBe('Product Title');
    expect(sheet.getRow(3).height).toBe(DATA_ROW_HEIGHT);

    const failing = vi.fn(async () => {
      throw new TypeError('network down');
    });
    const without = await readBack(
      await buildCartWorkbook(cart, { logoUrl: '/logo.png', fetch: failing as unknown as typeof fetch }),
    );
    expect(without.getWorksheet('Products')!.getRow(1).getCell(1).value).toBe('Product Title');
    expect(without.getWorksheet('Products')!.getImages()).toHaveLength(0);
  });

  it("CART-14 without a logo picture (none, or one that fails) the 60-high logo row holds the site's name, above the header", async () => {
    const failing = vi.fn(async () => new Response('missing', { status: 404 }));
    for (const options of [
      { logoText: 'Shelfmark' },
      { logoText: 'Shelfmark', logoUrl: '/logo.png', fetch: failing as unknown as typeof fetch },
    ]) {
      const sheet = (await readBack(await buildCartWorkbook(cart, options))).getWorksheet('Products')!;
      expect(sheet.getRow(1).height).toBe(LOGO_ROW_HEIGHT);
      expect(sheet.getRow(1).getCell(1).value).toBe('Shelfmark');
      expect(sheet.getRow(1).font).toMatchObject({ bold: true });
      expect(sheet.getRow(2).getCell(1).value).toBe('Product Title');
      expect(sheet.getRow(3).getCell(2).value).toBe(almanac.isbn13);
      expect(sheet.getRow(3).height).toBe(DATA_ROW_HEIGHT);
    }
  });

  it("CART-14 a logo answered as SVG, or as the site's HTML page for a missing file, is no picture: the row keeps the site's name", async () => {
    for (const [body, type] of [
      ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'],
      ['<!doctype html><title>Shelfmark</title>', 'text/html; charset=utf-8'],
    ] as const) {
      const answer = vi.fn(async () => new Response(body, { headers: { 'content-type': type } }));
      const sheet = (
        await readBack(
          await buildCartWorkbook(cart, {
            logoText: 'Shelfmark',
            logoUrl: '/logo.png',
            fetch: answer as unknown as typeof fetch,
          }),
        )
      ).getWorksheet('Products')!;
      expect({ type, images: sheet.getImages().length, row1: sheet.getRow(1).getCell(1).value }).toEqual({
        type,
        images: 0,
        row1: 'Shelfmark',
      });
    }
  });

  it('CART-14 escapes text starting with = + - @ tab or CR, and nothing else', () => {
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(escapeCellText(bad)).toBe(`'${bad}`);
    for (const fine of ['Atlas', '978-0', '', ' =x', "'quoted"]) expect(escapeCellText(fine)).toBe(fine);
  });

  it('CART-14 no cart module imports exceljs statically: it is loaded only when the user downloads', () => {
    const root = join(__dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(root);
    const staticImports = files.filter((f) =>
      /^import\s+(?!type\b)[^;]*from\s+'exceljs'/m.test(readFileSync(f, 'utf8')),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(staticImports).toEqual([]);
    expect(readFileSync(join(__dirname, 'buildCartWorkbook.ts'), 'utf8')).toContain("await import('exceljs')");
  });
});

describe('CART-14 email list and print view', () => {
  it("CART-14 emails the list: subject 'Product List', each entry's title, ISBN, unit price and quantity", () => {
    const link = new URL(productListMailto(cart));
    expect(link.protocol).toBe('mailto:');
    expect(link.searchParams.get('subject')).toBe('Product List');
    const body = link.searchParams.get('body')!;
    expect(body).toContain(
      `The Lighthouse Keeper's Almanac\nISBN: ${almanac.isbn13}\nUnit Price: ${cart.entries[0]!.basePrice.formattedValue}\nQuantity: 2`,
    );
    expect(body).toContain('ISBN: 9780000000996\n');
  });

  it('CART-14 the download-or-print modal downloads products.xlsx, prints the view with totals, and offers the email list', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const filled = await fillCart(client, [{ product: almanac, quantity: 2 }]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const created: Blob[] = [];
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:cart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderWithProviders(<CartPage />, { client });

    await user.click(await screen.findByRole('button', { name: 'Download or print' }));
    let dialog = await screen.findByRole('dialog', { name: 'Download or print' });
    expect(within(dialog).getByRole('link', { name: 'Email the list' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Product%20List&body=/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Download spreadsheet (.xlsx)' }));
    await vi.waitFor(() => expect(downloads).toEqual(['products.xlsx']), { timeout: 10_000 });
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await created[0]!.arrayBuffer());
    // The logo row (spec 000 §9: 60 high) heads the sheet: the site's name, the host giving no logo picture.
    const sheet = read.getWorksheet('Products')!;
    expect([sheet.getRow(1).height, sheet.getRow(1).getCell(1).value]).toEqual([LOGO_ROW_HEIGHT, 'Shelfmark']);
    expect(sheet.getRow(2).getCell(1).value).toBe('Product Title');
    expect(sheet.getRow(3).getCell(2).value).toBe(almanac.isbn13);

    await user.click(screen.getByRole('button', { name: 'Download or print' }));
    dialog = await screen.findByRole('dialog', { name: 'Download or print' });
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    const view = document.querySelector<HTMLElement>('section.sm-cart-print')!;
    expect(view).not.toBeVisible(); // on screen; the print style sheet shows it
    expect(within(view).getByRole('heading', { hidden: true })).toHaveTextContent('Product List');
    for (const [label, value] of [
      ['Subtotal', filled.subTotal],
      ['Taxes', filled.totalTax],
      ['Total', filled.totalPriceWithTax],
    ] as const) {
      expect(within(view).getByText(label).nextSibling).toHaveTextContent(value.formattedValue);
    }
    expect(within(view).getByText('Shipping').nextSibling).toHaveTextContent('-');
  });

  it('CART-14 the print view names what an approver needs: the account billed and the ship-to (name, number, address), the date and the cart code', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const filled = await fillCart(client, [{ product: almanac, quantity: 2 }]);
    const accounts = await client.users.accounts({ userId: DEMO_UIDS.buyer });
    renderWithProviders(<CartPage />, { client });
    await screen.findByRole('button', { name: 'Download or print' });
    const view = document.querySelector<HTMLElement>('section.sm-cart-print')!;
    const term = (name: string) => within(view).getByText(name, { selector: 'dt' }).nextElementSibling;

    const shipTo = accounts.shipToAccount!;
    await vi.waitFor(() => expect(term('Ship to')).toHaveTextContent(`${shipTo.name} (${shipTo.accountNumber})`));
    expect(term('Ship to')).toHaveTextContent(shipTo.addresses[0]!.line1!);
    const billTo = accounts.customerDefaultBillToAccount!;
    expect(term('Account')).toHaveTextContent(`${billTo.name} (${billTo.uid})`);
    expect(term('Date')).toHaveTextContent(
      new Date().toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' }),
    );
    expect(term('Cart code')).toHaveTextContent(filled.code);
  });

  it('CART-14 the print date reads as en-US writes it (short month, 2-digit day, year) in every month, without Intl', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 12);
        expect(formatCartDate(date)).toBe(
          date.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' }),
        );
      }
    }
  });

  it('CART-14 on a server the print view names a given date, and leaves today to the browser (the server\u2019s day may be another)', () => {
    const cart = buildCart({ lines: [{ product: almanac, quantity: 1 }] });
    const dateOf = (html: string) => /<dt>Date<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1];
    expect(dateOf(renderToString(<CartPrintView cart={cart} details={{ date: new Date(2026, 10, 5, 12) }} />))).toBe(
      'Nov 05, 2026',
    );
    expect(dateOf(renderToString(<CartPrintView cart={cart} details={{}} />))).toBe('');
  });
});

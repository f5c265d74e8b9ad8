/**
 * Fund codes per cart line, on both brands, in real Chromium against the real server: a buyer sets a fund code on one
 * line with its own field and on another through "Set fund code" for the ticked line, downloads the cart workbook
 * (a Fund code column holding both), places the order by purchase order and finds each line's code on the order
 * details and in the order's spreadsheet. The cart page does not scroll sideways at 360 px with the fund code fields.
 */
import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { DONT_ASK_ORDERED_BEFORE_KEY } from '@shelfmark/commerce';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { emptyCart } from '../support/cart';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

const JOURNEYS = [
  { brand: 'shelfmark', buyer: 'staff@shelfmark.test', title: DEMO_TITLE, logo: 'logo.png' },
  { brand: 'thorndike', buyer: 'buyer@thorndike.test', title: DEMO_TITLE_THORNDIKE, logo: 'logo-thorndike.png' },
] as const;

/** A second title this buyer may buy on this site: the server's verdict for the signed-in buyer, no fixed ISBN. */
async function secondTitle(request: APIRequestContext, not: string): Promise<{ isbn13: string; title: string }> {
  const answer = await request.get('/api/products/search?q=&pageSize=50');
  expect(answer.ok()).toBe(true);
  const { products } = (await answer.json()) as { products: { isbn13: string }[] };
  for (const { isbn13 } of products) {
    if (isbn13 === not) continue;
    const product = await request.get(`/api/products/code?productCode=${isbn13}`);
    if (!product.ok()) continue;
    const p = (await product.json()) as {
      fullTitle: string;
      mediaType?: string;
      stock?: { stockLevel?: number };
      entitlement?: { purchasable: boolean };
    };
    if (p.entitlement?.purchasable && p.mediaType === 'print' && (p.stock?.stockLevel ?? 0) >= 5)
      return { isbn13, title: p.fullTitle };
  }
  throw new Error('no second purchasable print title in the first page of the catalogue');
}

for (const { brand, buyer, title, logo } of JOURNEYS) {
  const brandLogo = new URL(`../../examples/host-app/public/${logo}`, import.meta.url);
  test(
    `CART-05 CART-14 ORD-04 a ${brand} buyer sets fund codes on two lines, downloads them in the cart workbook, places the order by PO and finds them on the order details and its spreadsheet`,
    { tag: `@${brand}` },
    async ({ page }) => {
      await signIn(page, buyer);
      // Whether these titles were ordered before is not this journey's subject: "don't ask again" for the session.
      await page.evaluate((key) => sessionStorage.setItem(key, '1'), DONT_ASK_ORDERED_BEFORE_KEY);
      await emptyCart(page);
      const second = await secondTitle(page.request, title.isbn13);
      const table = page.getByRole('table', { name: 'Items in your cart' });

      await test.step('add two titles by ISBN', async () => {
        await page
          .getByRole('textbox', { name: 'ISBNs and quantities, one per line' })
          .fill(`${title.isbn13} 1\n${second.isbn13} 2`);
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await expect(table.getByRole('row')).toHaveCount(3);
      });

      await test.step("CART-05 a line's own field: pick the ship-to's fund and save", async () => {
        const field = table.getByRole('combobox', { name: `Fund code for ${title.title}` });
        const options = page.locator(`datalist[id="${await field.getAttribute('list')}"] option`);
        await expect(options).toHaveCount(3);
        expect(await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual([
          'ADULT-NF-2027',
          'YA-FIC-2027',
          'REF-2027',
        ]);
        await field.fill('ADULT NF');
        await field.press('Enter');
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await field.fill('ADULT-NF-2027');
        await table.getByRole('button', { name: `Save the fund code for ${title.title}` }).click();
        await expect(page.getByText('Fund code saved.')).toBeVisible();
      });

      await test.step('CART-05 "Set fund code" for the ticked line', async () => {
        await table.getByRole('checkbox', { name: new RegExp(`Select ${escapeRegExp(second.title)}`) }).check();
        await page.getByRole('combobox', { name: 'Fund code for the selected items' }).fill('REF-2027');
        await page.getByRole('button', { name: 'Set fund code (1)' }).click();
        await expect(page.getByText('Fund code set on 1 item.')).toBeVisible();
        await expect(table.getByRole('combobox', { name: `Fund code for ${second.title}` })).toHaveValue('REF-2027');
        await expectAccessible(page);
      });

      await test.step('the cart keeps the codes after a reload, and fits 360 px without sideways scrolling', async () => {
        await page.setViewportSize({ width: 360, height: 800 });
        await page.reload();
        await expect(table.getByRole('combobox', { name: `Fund code for ${title.title}` })).toHaveValue(
          'ADULT-NF-2027',
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await page.setViewportSize({ width: 1280, height: 800 });
      });

      await test.step('CART-14 the cart workbook has a Fund code column holding both codes', async () => {
        await page.getByRole('button', { name: 'Download or print' }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download spreadsheet (.xlsx)' }).click(),
        ]);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile((await download.path())!);
        const sheet = workbook.getWorksheet('Products')!;
        const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
        const header = rows.findIndex((r) => r.includes('Product Title'));
        const fundColumn = rows[header]!.indexOf('Fund code');
        expect(fundColumn).toBeGreaterThan(0);
        const isbnColumn = rows[header]!.indexOf('ISBN');
        const codes = Object.fromEntries(rows.slice(header + 1).map((r) => [r[isbnColumn], r[fundColumn] ?? null]));
        expect(codes).toEqual({ [title.isbn13]: 'ADULT-NF-2027', [second.isbn13]: 'REF-2027' });
        // The logo row draws the brand's own logo picture, the one the site configuration names.
        const images = sheet.getImages();
        expect(images.map((i) => i.range.tl.nativeRow)).toEqual([0]);
        const picture = workbook.getImage(Number(images[0]!.imageId));
        expect(picture.extension).toBe('png');
        expect(Buffer.from(picture.buffer as unknown as ArrayBuffer).equals(readFileSync(brandLogo))).toBe(true);
        await page.keyboard.press('Escape');
      });

      const confirmation = await test.step('place the order by purchase order', async () => {
        await page.goto('/checkout');
        await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
        await page.getByLabel(/Purchase order number/).fill('PO-FUNDS-1');
        await page.getByRole('button', { name: 'Place order' }).click();
        await expect(page).toHaveURL(/\/order-confirmation\?ordernumber=W\d{8}$/);
        return new URL(page.url()).searchParams.get('ordernumber')!;
      });

      await test.step("ORD-04 the order details name each line's fund code", async () => {
        const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { uid: string } };
        const accounts = (await (
          await page.request.get(`/api/users/accounts?userId=${encodeURIComponent(session.user.uid)}`)
        ).json()) as { shipToAccount: { accountNumber: string }; customerDefaultBillToAccount: { uid: string } };
        const history = await page.request.get(
          `/api/orders?billToAccountNumber=${accounts.customerDefaultBillToAccount.uid}&shipToAccountNumber=${accounts.shipToAccount.accountNumber}`,
        );
        expect(history.ok()).toBe(true);
        const { orders } = (await history.json()) as {
          orders: { orderNumber: string; internetReference: string | null }[];
        };
        const placed = orders.find((o) => o.internetReference === confirmation)!;
        await page.goto(`/my-orders/${placed.orderNumber}`);
        const items = page.getByRole('region', { name: 'Items' });
        await expect(items.getByRole('listitem')).toHaveCount(2);
        await expect(items.getByRole('listitem').filter({ hasText: title.title })).toContainText(
          'Fund codeADULT-NF-2027',
        );
        await expect(items.getByRole('listitem').filter({ hasText: second.title })).toContainText('Fund codeREF-2027');
        await expectAccessible(page);
      });

      await test.step("ORD-04 the order's spreadsheet has each line's fund code", async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download order spreadsheet (.xlsx)' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^order-\d+\.xlsx$/);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile((await download.path())!);
        const rows = workbook.getWorksheet('Order')!.getSheetValues().filter(Boolean) as unknown[][];
        const fundColumn = rows[0]!.indexOf('Fund code');
        const isbnColumn = rows[0]!.indexOf('ISBN');
        expect(Object.fromEntries(rows.slice(1).map((r) => [r[isbnColumn], r[fundColumn]]))).toEqual({
          [title.isbn13]: 'ADULT-NF-2027',
          [second.isbn13]: 'REF-2027',
        });
      });
    },
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The catalogue journey (SRCH-01, SRCH-02, PDP-01, PDP-02) in real Chromium against the real
 * server: a buyer signs in, searches, picks a facet, sorts, changes the page size, downloads the results
 * as Excel (read back with exceljs: header row 8 and the brand's columns), then opens a product and adds
 * it to the cart. Every page on the way passes axe.
 */
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

const journeys = [
  {
    brand: 'shelfmark',
    email: 'buyer@shelfmark.test',
    q: 'history',
    header: ['Product Family', 'Title', 'Product Type', 'Price'],
  },
  {
    brand: 'thorndike',
    email: 'buyer@thorndike.test',
    q: 'large print',
    header: ['ISBN-13', 'Author', 'Title', 'Format', 'Price', 'Genre', 'Published Date'],
  },
] as const;

const resultTitles = (page: Page) =>
  page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 2 }).allTextContents();

for (const { brand, email, q, header } of journeys) {
  test(
    `a ${brand} buyer searches, filters, sorts, pages, exports to Excel and adds a product`,
    { tag: `@${brand}` },
    async ({ page }) => {
      await test.step('sign in', async () => signIn(page, email));

      await test.step('SRCH-01 search from the header', async () => {
        const box = page.getByRole('search').getByLabel('Search', { exact: true });
        await box.fill(q);
        await box.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === q);
        await expect(page.getByRole('list', { name: 'Results' })).toBeVisible();
        await expectAccessible(page);
      });

      await test.step('SRCH-01 pick a facet value', async () => {
        const formats = page.getByRole('group', { name: 'Format' });
        // A controlled checkbox: it turns checked when the filtered results arrive, so click rather than check().
        await formats.getByRole('checkbox', { name: /^Print/ }).click();
        await expect(page).toHaveURL(
          (url) =>
            (url.searchParams.get('q') ?? '').includes('mediaType:print') && url.searchParams.get('page') === '1',
        );
        await expect(page.getByRole('button', { name: 'Remove filter Format: Print' })).toBeVisible();
        await expect(formats.getByRole('checkbox', { name: /^Print/ })).toBeChecked();
      });

      await test.step('SRCH-01 sort by title', async () => {
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title-asc');
        await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'title-asc');
        await expect
          .poll(async () => {
            const titles = await resultTitles(page);
            return (
              titles.length > 1 &&
              titles.every((t, i) => i === 0 || titles[i - 1]!.localeCompare(t, 'en', { sensitivity: 'base' }) <= 0)
            );
          })
          .toBe(true);
      });

      let total = 0;
      await test.step('SRCH-01 change the page size to 20', async () => {
        await page.getByRole('combobox', { name: 'Items Displayed' }).selectOption('20');
        await expect(page).toHaveURL((url) => url.searchParams.get('pageSize') === '20');
        const summary = await page.locator('.sm-search__summary').textContent();
        total = Number(/^(\d+) results/.exec(summary ?? '')?.[1]);
        expect(total).toBeGreaterThan(0);
        await expect.poll(async () => (await resultTitles(page)).length).toBe(Math.min(20, total));
        await expectAccessible(page);
      });

      await test.step('SRCH-02 download the results as Excel', async () => {
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download as Excel' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^search-results-\d{4}-\d{2}-\d{2}\.xlsx$/);
        await expect(page.getByRole('status').filter({ hasText: /^Downloaded search-results-/ })).toBeVisible();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile(await download.path());
        const sheet = workbook.getWorksheet('Shelfmark Export')!;
        expect((sheet.getRow(8).values as unknown[]).slice(1)).toEqual(header);
        expect(sheet.getCell('B5').value).toBe(String(total));
        expect(sheet.rowCount - 8).toBe(total);
        if (brand === 'thorndike') expect(typeof sheet.getRow(9).getCell(1).value).toBe('string');
      });

      await test.step('PDP-01 open a result that can be bought online', async () => {
        const searchUrl = page.url();
        // School and professional titles offer "Contact your rep" instead (PDP-03): take the first one with a buy control.
        for (let i = 0; i < 10; i += 1) {
          const link = page.getByRole('list', { name: 'Results' }).getByRole('link').nth(i);
          const title = (await link.textContent())!;
          await link.click();
          await expect(page.getByTestId('product-detail-page')).toBeVisible();
          await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
          await expect(page.getByRole('tablist', { name: 'About this title' })).toBeVisible();
          const buy = page
            .getByRole('button', { name: 'Add to cart', exact: true })
            .or(page.getByRole('link', { name: 'Contact your rep' }));
          await expect(buy.first()).toBeVisible();
          if (await page.getByRole('button', { name: 'Add to cart', exact: true }).isVisible()) break;
          await page.goto(searchUrl);
        }
        await expectAccessible(page);
      });

      await test.step('PDP-02 add it to the cart', async () => {
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        const added = page.getByRole('status').filter({ hasText: 'added to your cart' });
        // A custom product asks first, and a title without enough stock says what would be backordered before it is
        // added: each is confirmed with its Add to cart.
        const custom = page.getByRole('dialog', { name: 'Custom product' });
        const noStock = page.getByRole('dialog', { name: 'Not enough stock' });
        await expect(added.or(custom).or(noStock).first()).toBeVisible();
        if (await custom.isVisible()) {
          await custom.getByRole('button', { name: 'Add to cart' }).click();
          await expect(custom).toBeHidden();
          await expect(added.or(noStock).first()).toBeVisible();
        }
        if (await noStock.isVisible()) await noStock.getByRole('button', { name: 'Add to cart' }).click();
        await expect(added).toBeVisible();
        await expectAccessible(page);
      });
    },
  );
}

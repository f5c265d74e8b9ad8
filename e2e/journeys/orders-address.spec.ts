/**
 * My Orders keeps its filters and page in the address (ORD-01), in real Chromium against the real
 * server, on both brands: Back and Forward and a reload bring them back, the server renders the same
 * page with JavaScript off, and values the page does not know are ignored rather than failing. On the
 * first brand (its buyer is on E1), the archived list named by the address shows each order's ship-to
 * and fits a 360 px phone (ORD-03).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

const brands = [
  { brand: 'shelfmark', email: 'buyer@shelfmark.test' },
  { brand: 'thorndike', email: 'buyer@thorndike.test' },
] as const;

const ordersTable = (page: Page) => page.getByRole('table', { name: 'My Orders' });
const orderNumbers = (page: Page) =>
  ordersTable(page)
    .getByRole('link', { name: /^View order / })
    .allTextContents();
const SORTED_PAGE_2 = '/my-orders?sort=order_num_asc&page=2';

/** The list shows page 2 of the orders sorted by order number, as the address says. */
async function expectSortedPage2(page: Page, shown: string[]) {
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('order_num_asc');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => orderNumbers(page)).toEqual(shown);
}

for (const { brand, email } of brands) {
  test.describe(`My Orders in the address @${brand}`, { tag: `@${brand}` }, () => {
    test(`ORD-01 the sort and page chosen are in the address: Back and Forward and a reload restore them @${brand}`, async ({
      page,
    }) => {
      await signIn(page, email);
      await page.goto('/my-orders');
      await expect(ordersTable(page)).toBeVisible();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Order number (low to high)' });
      await expect(page).toHaveURL(/\/my-orders\?sort=order_num_asc$/);
      const page1 = await orderNumbers(page);
      await page.getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(new RegExp(`${SORTED_PAGE_2.replace('?', '\\?')}$`));
      await expect.poll(() => orderNumbers(page)).not.toEqual(page1);
      const page2 = await orderNumbers(page);

      await ordersTable(page)
        .getByRole('link', { name: `View order ${page2[0]}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/my-orders/${page2[0]}`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${SORTED_PAGE_2.replace('?', '\\?')}$`));
      await expectSortedPage2(page, page2);

      await page.goBack();
      await expect(page).toHaveURL(/\/my-orders\?sort=order_num_asc$/);
      await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => orderNumbers(page)).toEqual(page1);
      await page.goForward();
      await expectSortedPage2(page, page2);

      await page.reload();
      await expectSortedPage2(page, page2);
    });

    test(`ORD-01 with JavaScript off, the server renders the page the address names; values it does not know are ignored, never a 5xx @${brand}`, async ({
      browser,
      baseURL,
      page,
    }) => {
      await signIn(page, email);
      await page.goto(SORTED_PAGE_2);
      await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      const shown = await orderNumbers(page);
      expect(shown.length).toBeGreaterThan(0);

      const context = await browser.newContext({
        baseURL: baseURL!,
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      try {
        const plain = await context.newPage();
        const answer = await plain.goto(SORTED_PAGE_2);
        expect(answer?.status()).toBe(200);
        await expectSortedPage2(plain, shown);

        for (const bad of [
          '?page=abc&sort=evil&status=Lost',
          '?page=99999999999999999999',
          '?from=2026-13-45&type=%00',
        ]) {
          const refused = await plain.goto(`/my-orders${bad}`);
          expect(refused?.status(), bad).toBeLessThan(500);
          await expect(plain.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
        }
        // A date that is not MM/DD/YYYY stays in its field with the panel's message.
        await plain.goto('/my-orders?from=2026-13-45');
        await expect(plain.getByText('Enter the date as MM/DD/YYYY.').first()).toBeVisible();
      } finally {
        await context.close();
      }
    });
  });
}

test(
  'ORD-03 the archived orders the address names show each order’s ship-to, and fit a 360 px phone without scrolling sideways',
  { tag: '@shelfmark' },
  async ({ page }) => {
    await signIn(page, 'buyer@shelfmark.test');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/my-orders?archived=true');
    const archivedRow = ordersTable(page).getByRole('row').filter({ hasText: 'Archived' }).first();
    await expect(archivedRow.locator('[data-label="Ship-to"]')).toHaveText(/\(\d+\)$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  },
);

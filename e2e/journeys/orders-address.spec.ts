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

/**
 * What each buyer's history allows: the first brand's buyer is on E1, and with archived orders on has a
 * second page; the second brand's buyer has one page, so a status filter stands in for the page there.
 */
const brands = [
  {
    brand: 'shelfmark',
    email: 'buyer@shelfmark.test',
    address: '/my-orders?archived=true&sort=order_num_asc&page=2',
    choose: async (page: Page) => {
      await page.getByRole('checkbox', { name: 'Show archived orders' }).check();
      await page.getByRole('button', { name: 'Page 2' }).click();
    },
  },
  {
    brand: 'thorndike',
    email: 'buyer@thorndike.test',
    address: '/my-orders?sort=order_num_asc&status=Shipped',
    choose: async (page: Page) => {
      await page.getByRole('checkbox', { name: 'Shipped', exact: true }).check();
    },
  },
] as const;

const ordersTable = (page: Page) => page.getByRole('table', { name: 'My Orders' });
const orderNumbers = (page: Page) =>
  ordersTable(page)
    .getByRole('link', { name: /^View order / })
    .allTextContents();
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The list shows what the address says: the sort, the page when it names one, these orders. */
async function expectAddressed(page: Page, address: string, shown: string[]) {
  const params = new URL(address, 'http://x').searchParams;
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue(params.get('sort') ?? 'date_dsc');
  if (params.get('page'))
    await expect(page.getByRole('button', { name: `Page ${params.get('page')}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  await expect.poll(() => orderNumbers(page)).toEqual(shown);
}

for (const { brand, email, address, choose } of brands) {
  test.describe(`My Orders in the address @${brand}`, { tag: `@${brand}` }, () => {
    test(`ORD-01 the filters and page chosen are in the address: Back and Forward and a reload restore them @${brand}`, async ({
      page,
    }) => {
      await signIn(page, email);
      await page.goto('/my-orders');
      await expect(ordersTable(page)).toBeVisible();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Order number (low to high)' });
      await expect.poll(() => here(page)).toBe('/my-orders?sort=order_num_asc');
      const sorted = await orderNumbers(page);
      await choose(page);
      await expect.poll(() => here(page)).toBe(address);
      await expect.poll(() => orderNumbers(page)).not.toEqual(sorted);
      const chosen = await orderNumbers(page);

      await ordersTable(page)
        .getByRole('link', { name: `View order ${chosen[0]}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/my-orders/${chosen[0]}`));
      await page.goBack();
      await expect.poll(() => here(page)).toBe(address);
      await expectAddressed(page, address, chosen);

      // Each choice was a step of its own: Back walks them (the first brand's two), then Forward again.
      for (let step = 0; here(page) !== '/my-orders?sort=order_num_asc'; step += 1) {
        expect(step, 'Back reaches the sorted list').toBeLessThan(3);
        await page.goBack();
        await expect.poll(() => here(page)).not.toBe(address);
      }
      await expectAddressed(page, '/my-orders?sort=order_num_asc', sorted);
      while (here(page) !== address) await page.goForward();
      await expectAddressed(page, address, chosen);

      await page.reload();
      await expectAddressed(page, address, chosen);
    });

    test(`ORD-01 with JavaScript off, the server renders the list the address names; values it does not know are ignored, never a 5xx @${brand}`, async ({
      browser,
      baseURL,
      page,
    }) => {
      await signIn(page, email);
      await page.goto(address);
      await expect(ordersTable(page)).toBeVisible();
      await expect.poll(async () => (await orderNumbers(page)).length).toBeGreaterThan(0);
      const shown = await orderNumbers(page);

      const context = await browser.newContext({
        baseURL: baseURL!,
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      try {
        const plain = await context.newPage();
        const answer = await plain.goto(address);
        expect(answer?.status()).toBe(200);
        await expectAddressed(plain, address, shown);

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
    await expect(archivedRow.locator('[data-label="Ship-to"]')).toHaveText(/^\d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  },
);

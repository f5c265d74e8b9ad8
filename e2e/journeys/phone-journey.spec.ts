/**
 * A buyer on a phone (SRCH-01, PDP-02, CART-05, CART-08, CHK-01, CONF-01), in Chromium emulating a 390 × 844
 * touch screen (`hasTouch`, `isMobile`): every press is a tap. Sign in from the header's Menu drawer, search from its
 * Search drawer, open Filters (the drawer of spec 001 §2), pick a facet, Apply, open the title, add it to the cart,
 * open the cart from the header, change the line's quantity, go to checkout (the order summary and its total come
 * before Place order), pay by purchase order, and land on the confirmation. No page scrolls sideways on the way.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { siteHeaderLabels as headerLabels } from '@shelfmark/blocks';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { emptyCart } from '../support/cart';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const buyers = [
  { brand: 'shelfmark', email: 'staff@shelfmark.test', title: DEMO_TITLE },
  { brand: 'thorndike', email: 'buyer@thorndike.test', title: DEMO_TITLE_THORNDIKE },
] as const;

/** The page fits the phone: it never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(innerWidth);
}

for (const { brand, email, title } of buyers) {
  test(
    `a ${brand} buyer on a phone searches, filters, adds to the cart, changes the quantity and orders by PO, by taps only @${brand}`,
    { tag: `@${brand}` },
    async ({ page }) => {
      test.setTimeout(180_000);
      const menu = page.getByRole('button', { name: 'Menu', exact: true });

      await test.step('sign in from the Menu drawer', async () => {
        await page.goto('/');
        await menu.tap();
        await page.getByRole('link', { name: 'Sign in', exact: true }).tap();
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
        await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
        // Other journeys shop as this buyer too: this one starts from an empty cart, so its line is on the first page.
        await emptyCart(page);
      });

      await test.step('search from the Search drawer: the first result is on the first screen', async () => {
        await page.getByRole('button', { name: 'Search', exact: true }).tap();
        const search = page.getByRole('search');
        await search.getByRole('searchbox', { name: 'Search', exact: true }).fill(title.title);
        await search.getByRole('button', { name: headerLabels.searchSubmit, exact: true }).tap();
        await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
        const first = page.getByRole('list', { name: 'Results' }).getByRole('listitem').first();
        await expect(first).toBeVisible();
        expect((await first.boundingBox())!.y, 'the first result starts on the first screen').toBeLessThan(844);
        await expectNoSidewaysScroll(page);
      });

      const filters = page.getByRole('button', { name: /^Filters/ });
      await test.step('open Filters, pick the print format, Apply', async () => {
        await filters.tap();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await expect(drawer).toBeVisible();
        await expectAccessible(page);
        const print = drawer.getByRole('group', { name: 'Format' }).getByRole('checkbox', { name: /^Print/ });
        await print.tap();
        await expect(page).toHaveURL(/mediaType/);
        await expect(print).toBeChecked();
        await drawer.getByRole('button', { name: 'Apply', exact: true }).tap();
        await expect(drawer).toBeHidden();
        await expect(filters).toHaveAccessibleName('Filters 1 active');
        await expect(filters).toBeFocused();
      });

      await test.step('open the title and add it to the cart', async () => {
        await page.getByRole('list', { name: 'Results' }).getByRole('link', { name: title.title }).first().tap();
        await expect(page.getByRole('heading', { level: 1, name: title.title })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.getByRole('button', { name: 'Add to cart', exact: true }).tap();
        await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
      });

      const line = page.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: new RegExp(title.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
      });
      await test.step('open the cart from the header and change the quantity', async () => {
        await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).tap();
        await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectAccessible(page);
        const quantityCell = line.getByRole('cell').first();
        const before = Number(/^\d+/.exec((await quantityCell.textContent())!.trim())![0]);
        await line.getByRole('button', { name: `Change quantity of ${title.title}` }).tap();
        const dialog = page.getByRole('dialog', { name: 'Change quantity' });
        await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill(String(before + 1));
        await dialog.getByRole('button', { name: 'Change', exact: true }).tap();
        await expect(dialog).toBeHidden();
        await expect(quantityCell).toHaveText(new RegExp(`^${before + 1}\\b`));
      });

      await test.step('checkout: the summary and its total come before Place order', async () => {
        await page.getByRole('link', { name: 'Checkout', exact: true }).tap();
        await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        const summary = page.getByRole('button', { name: /^Order summary/ });
        const placeOrder = page.getByRole('button', { name: 'Place order' });
        await expect(summary).toContainText('$');
        expect((await summary.boundingBox())!.y).toBeLessThan((await placeOrder.boundingBox())!.y);
        await summary.tap();
        // The opened summary is named by its trigger ("Order summary $…"), once: no heading inside repeats it.
        await expect(page.getByRole('region', { name: /^Order summary \$/ })).toContainText(title.title);
        await expectAccessible(page);
        await page.getByLabel(/Purchase order number/).fill('PO-PHONE-1');
        await placeOrder.tap();
      });

      await test.step('the confirmation', async () => {
        await expect(page).toHaveURL(/\/order-confirmation\?ordernumber=W\d{8}$/);
        const code = new URL(page.url()).searchParams.get('ordernumber')!;
        await expect(page.getByText(`Your confirmation number is ${code}`)).toBeVisible();
        await expectNoSidewaysScroll(page);
      });
    },
  );
}

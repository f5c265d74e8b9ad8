/**
 * The cart's first screen on a phone, on both brands: in Chromium emulating a 360 × 780 touch screen, a buyer with
 * lines in the cart sees the first line and a Checkout control without scrolling (the cart's actions are gathered in
 * one "Cart actions" disclosure, the order summary and Checkout come before the lines). Every cart action is still
 * reachable: by keyboard (the disclosure opens with Enter, its actions are in the Tab order, Escape closes it and
 * focus returns to it) and by tap.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expect, test } from '../support/fixtures';
import { addToCartByApi, emptyCart } from '../support/cart';

const WIDTH = 360;
const HEIGHT = 780;
test.use({ viewport: { width: WIDTH, height: HEIGHT }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const buyers = [
  { brand: 'shelfmark', email: 'buyer@shelfmark.test', title: DEMO_TITLE },
  { brand: 'thorndike', email: 'buyer@thorndike.test', title: DEMO_TITLE_THORNDIKE },
] as const;

const ACTIONS = ['Remove selected (1)', 'Clear cart', 'Save as wish list', 'Download or print'];

async function signInByTaps(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).tap();
  await page.getByRole('link', { name: 'Sign in', exact: true }).tap();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
}

for (const { brand, email, title } of buyers) {
  test(
    `WCAG 2.1.1 ${brand}: on a 360 px phone the cart shows its first line and Checkout on the first screen, and every cart action is reachable by keyboard and by tap @${brand}`,
    { tag: `@${brand}` },
    async ({ page }) => {
      test.setTimeout(180_000);
      await signInByTaps(page, email);
      // Other journeys shop as this buyer: start from an empty cart, then one known line.
      await emptyCart(page);
      await addToCartByApi(page.request, title.isbn13);
      await page.goto('/cart');
      const table = page.getByRole('table', { name: 'Items in your cart' });
      const firstLine = table.getByRole('row').nth(1);
      await expect(firstLine).toBeVisible();
      const checkout = page.getByRole('link', { name: 'Checkout', exact: true });
      await expect(checkout).toBeVisible();
      // Whatever loads after the lines (account, upload) has settled.
      await expect(page.getByRole('region', { name: 'Account information' })).toBeVisible();
      await expect(page.getByText('Loading your accounts…')).toHaveCount(0);

      await test.step('the first line and Checkout are on the first screen, without scrolling', async () => {
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const line = (await firstLine.boundingBox())!;
        const button = (await checkout.boundingBox())!;
        expect(line.y, `the first line's top (${Math.round(line.y)} px)`).toBeLessThan(HEIGHT);
        expect(
          button.y + button.height,
          `Checkout's bottom (${Math.round(button.y + button.height)} px)`,
        ).toBeLessThanOrEqual(HEIGHT);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
      });

      const toggle = page.getByRole('button', { name: 'Cart actions', exact: true });
      await test.step('by keyboard: Space ticks the line, Enter opens Cart actions, each action is in the Tab order, Escape closes it', async () => {
        const select = firstLine.getByRole('checkbox', { name: /^Select / });
        await select.focus();
        await page.keyboard.press('Space');
        await expect(select).toBeChecked();
        await toggle.focus();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
        for (const name of ACTIONS) {
          await page.keyboard.press('Tab');
          await expect(panel.getByRole('button', { name, exact: true })).toBeFocused();
        }
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        for (const name of ACTIONS) await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
      });

      await test.step('by keyboard: Download or print opens its dialog, and closing it returns focus there', async () => {
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        const download = page.getByRole('button', { name: 'Download or print', exact: true });
        await expect(download).toBeFocused();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Download or print' });
        await expect(dialog).toBeVisible();
        // Escape closes the dialog only; the disclosure stays open behind it, with focus back on the action.
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(download).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(toggle).toBeFocused();
      });

      await test.step('by tap: untick and tick the line, Remove selected, Save as wish list, Download or print, Clear cart', async () => {
        const select = firstLine.getByRole('checkbox', { name: /^Select / });
        await select.tap();
        await expect(select).not.toBeChecked();
        await select.tap();
        await expect(select).toBeChecked();
        await toggle.tap();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('button', { name: 'Remove selected (1)' })).toBeEnabled();
        await page.getByRole('button', { name: 'Remove selected (1)' }).tap();
        const removeDialog = page.getByRole('alertdialog', { name: 'Remove selected items' });
        await expect(removeDialog).toBeVisible();
        await removeDialog.getByRole('button', { name: 'Cancel' }).tap();
        await expect(removeDialog).toHaveCount(0);

        await page.getByRole('button', { name: 'Save as wish list', exact: true }).tap();
        const save = page.getByRole('dialog', { name: /wish list/i });
        await expect(save).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(save).toHaveCount(0);

        await page.getByRole('button', { name: 'Download or print', exact: true }).tap();
        const download = page.getByRole('dialog', { name: 'Download or print' });
        await expect(download).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(download).toHaveCount(0);

        await page.getByRole('button', { name: 'Clear cart', exact: true }).tap();
        const clear = page.getByRole('alertdialog', { name: 'Clear cart' });
        await clear.getByRole('button', { name: 'Clear cart' }).tap();
        await expect(page.getByText('Your cart is empty.')).toBeVisible();
        // Focus never falls to the body when the actions go with the lines.
        expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
      });
    },
  );
}

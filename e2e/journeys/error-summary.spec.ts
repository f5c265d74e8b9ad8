/**
 * The error summary on both brands, in real Chromium against the real server: Place order by card with the card
 * fields empty moves focus to one summary (one alert, not one per field) whose links name each field and focus
 * it; the document title starts with "Error: " until the fields are filled.
 */
import type { Page } from '@playwright/test';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

async function addToCart(page: Page, title: { isbn13: string }) {
  await page.goto(`/products/${title.isbn13}`);
  await page.getByRole('spinbutton', { name: 'Quantity', exact: true }).fill('1');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
}

const journeys = [
  // Signed in as a buyer no journey of the same lane uses at checkout, so no other journey meets this cart.
  { brand: 'shelfmark', email: 'checkout@shelfmark.test', title: DEMO_TITLE },
  { brand: 'thorndike', email: 'buyer@thorndike.test', title: DEMO_TITLE_THORNDIKE },
] as const;

for (const { brand, email, title } of journeys) {
  test(
    `CHK-02 WCAG 3.3.1 3.3.3 on ${brand}, Place order with empty card fields focuses one error summary whose links focus each field`,
    { tag: `@${brand}` },
    async ({ page }) => {
      await signIn(page, email);
      await addToCart(page, title);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      const pageTitle = await page.title();
      await page.getByRole('radio', { name: 'Pay by credit card' }).check();
      const placeOrder = page.getByRole('button', { name: 'Place order' });
      await expect(placeOrder).toBeEnabled();
      await placeOrder.click();

      const summary = page.getByRole('group', { name: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        'Enter the card number',
        'Enter the expiration date',
        'Enter the security code',
        'Enter the purchase order number',
      ]);
      // One announcement: the summary's alert is the only one with text on the page.
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(1);
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText('There is a problem');
      await expect(page).toHaveTitle(`Error: ${pageTitle}`);
      await expectAccessible(page);

      await summary.getByRole('link', { name: 'Enter the security code' }).click();
      await expect(page.getByLabel(/Security code/)).toBeFocused();
      await summary.getByRole('link', { name: 'Enter the card number' }).click();
      const cardNumber = page.getByLabel(/Card number/);
      await expect(cardNumber).toBeFocused();
      await expect(cardNumber).toHaveAccessibleDescription('Enter the card number');

      // Filled in: the summary goes and the title is the page's own again (nothing is submitted).
      await page.getByRole('radio', { name: 'Pay by purchase order' }).check();
      await page.getByLabel(/Purchase order number/).fill('PO-SUMMARY');
      await expect(summary).toHaveCount(0);
      await expect(page).toHaveTitle(pageTitle);
    },
  );
}

/**
 * CART-14 in real Chromium, print media emulated: a buyer's printed cart is what an approver needs — the account
 * billed, the ship-to, the date and the cart code, the lines and totals — and none of the site around it (header,
 * search, navigation, footer).
 */
import { DEMO_TITLE } from '@shelfmark/server/testing';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

test(
  'CART-14 the printed cart shows account, ship-to, date and cart code with the lines, and not the site header, search or footer',
  { tag: '@shelfmark' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'buyer@shelfmark.test');
    await page.goto(`/products/${DEMO_TITLE.isbn13}`);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    const shipTo = page.locator('.sm-account-card__address').first();
    await expect(shipTo).toBeVisible();
    const shipToName = (await shipTo.locator('.sm-account-card__name').textContent())!.trim();

    // On screen: the site around the cart, no print view.
    const view = page.getByRole('region', { name: 'Product List' });
    await expect(view).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(view).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download or print' })).toBeHidden();

    const detail = (term: string) => view.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
    await expect(detail('Ship to')).toContainText(shipToName);
    await expect(detail('Account')).toContainText(/\(\S+\)/);
    await expect(detail('Date')).toHaveText(
      new Date().toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }),
    );
    await expect(detail('Cart code')).toHaveText(/\S+/);
    await expect(view.getByRole('rowheader', { name: DEMO_TITLE.title })).toBeVisible();
    await expect(view.getByText('Total', { exact: true })).toBeVisible();

    // Leave the buyer's cart empty for the other journeys.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('alertdialog', { name: 'Clear cart' }).getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  },
);

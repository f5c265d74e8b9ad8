/**
 * The cart's order summary after a visit to checkout (CART-06) and its bulk add's limits and summary (CART-13), on
 * both brands, in real Chromium against the real server: checkout sets the shipper on the cart, yet the cart still
 * says shipping "-" and a total without it; a paste of more than 500 lines is refused with a clear message and
 * nothing is sent; an add of many titles is announced in one sentence of titles and copies.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DONT_ASK_ORDERED_BEFORE_KEY } from '@shelfmark/commerce';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { addToCartByApi, emptyCart } from '../support/cart';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

const brands = [
  { brand: 'shelfmark', email: 'buyer@shelfmark.test', title: DEMO_TITLE, q: 'history' },
  { brand: 'thorndike', email: 'buyer@thorndike.test', title: DEMO_TITLE_THORNDIKE, q: 'large print' },
] as const;

/** The value beside `label` in the cart's order summary (its <dt>/<dd> pair or the element after it). */
const summaryValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Order summary' })
    .getByText(label, { exact: true })
    .first()
    .locator('xpath=following-sibling::*[1]');

/** ISBNs of `count` titles the signed-in buyer may buy, found by the search the page's client would make. */
async function purchasableIsbns(request: APIRequestContext, q: string, count: number): Promise<string[]> {
  const answer = await request.get(`/api/products/search?q=${encodeURIComponent(q)}&pageSize=100`);
  expect(answer.ok(), 'GET /api/products/search').toBe(true);
  const { products } = (await answer.json()) as {
    products: { isbn13: string; entitlement?: { purchasable: boolean } }[];
  };
  const isbns = [...new Set(products.filter((p) => p.entitlement?.purchasable === true).map((p) => p.isbn13))].slice(
    0,
    count,
  );
  expect(isbns, `${count} titles the buyer may buy in a search for "${q}"`).toHaveLength(count);
  return isbns;
}

async function openCart(page: Page) {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByText('Loading your cart…')).toHaveCount(0);
}

for (const { brand, email, title, q } of brands) {
  test.describe(`the cart's summary and bulk add @${brand}`, () => {
    test(`CART-06 after a visit to checkout set the shipper, the cart still says shipping "-" and a total without it @${brand}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, email);
      await emptyCart(page);
      await addToCartByApi(page.request, title.isbn13, 2);
      await openCart(page);
      const total = (await summaryValue(page, 'Total').textContent())!.trim();
      await expect(summaryValue(page, 'Shipping')).toHaveText('-');

      await page.goto('/checkout');
      const checkoutSummary = page.getByRole('region', { name: 'Order summary' });
      await expect(checkoutSummary).toBeVisible();
      // Checkout set the shipper: its charge is on the cart now.
      await expect(summaryValue(page, 'Shipping')).toHaveText(/\$\d/);

      await openCart(page);
      await expect(summaryValue(page, 'Shipping')).toHaveText('-');
      await expect(summaryValue(page, 'Total')).toHaveText(total);
      await expectAccessible(page);
      await emptyCart(page);
    });

    test(`CART-13 more than 500 pasted lines are refused with a clear message and nothing is sent; an add of many titles is one sentence of titles and copies @${brand}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, email);
      await page.evaluate((key) => sessionStorage.setItem(key, '1'), DONT_ASK_ORDERED_BEFORE_KEY);
      await emptyCart(page);
      const field = page.getByRole('textbox', { name: 'ISBNs and quantities, one per line' });
      const add = page.locator('form', { has: field }).getByRole('button', { name: 'Add to cart' });

      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/carts/entries')
          sent.push(request.url());
      });
      await field.fill(Array.from({ length: 501 }, () => `${title.isbn13} 1`).join('\n'));
      await add.click();
      const limit = 'At most 500 lines can be added at a time; this text has 501. Add them in parts.';
      await expect(page.getByText(limit)).toBeVisible();
      await expect(field).toHaveAccessibleDescription(new RegExp('At most 500 lines'));
      expect(sent).toEqual([]);
      await expect(page.getByText('Your cart is empty.')).toBeVisible();

      const isbns = await purchasableIsbns(page.request, q, 5);
      await field.fill(isbns.map((isbn) => `${isbn} 2`).join('\n'));
      await add.click();
      await expect(page.getByText('5 titles (10 copies) have been added to your cart.')).toBeVisible();
      await expect(page.getByText(/has been added to your cart/)).toHaveCount(0);
      const lines = page.getByRole('table', { name: 'Items in your cart' });
      for (const isbn of isbns) await expect(lines).toContainText(isbn);
      await emptyCart(page);
    });
  });
}

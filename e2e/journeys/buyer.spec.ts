/**
 * The foundation journey, once per brand, in real Chromium against the real server: sign in with the
 * local identity provider, search the seeded demo title from the header, open it, add 2 to the cart,
 * see the header badge say 2, sign out. Every page on the way passes axe (WCAG 2.2 AA and best practices) as rendered
 * by the real storefront. scripts/test-e2e.mjs runs the tests tagged with the brand
 * the server was started for (SHELFMARK_SITE).
 */
import { DEMO_PASSWORD, DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { emptyCart } from '../support/cart';

const journeys = [
  { brand: 'shelfmark', email: 'buyer@shelfmark.test', title: DEMO_TITLE },
  { brand: 'thorndike', email: 'buyer@thorndike.test', title: DEMO_TITLE_THORNDIKE },
] as const;

for (const { brand, email, title } of journeys) {
  test(
    `a ${brand} buyer signs in, finds "${title.title}", adds 2 to the cart and signs out`,
    { tag: `@${brand}` },
    async ({ page, baseURL }) => {
      const storefront = new URL(baseURL!).origin;

      await test.step('sign in with the local identity provider', async () => {
        await page.goto('/');
        const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
        await expect(signIn).toHaveAttribute('href', /^\/api\/auth\/login\?return=(\/|%2F)$/);
        await expectAccessible(page);
        await signIn.click();
        await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
        await expectAccessible(page);
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();
        expect(new URL(page.url()).origin).toBe(storefront);
        expect(new URL(page.url()).pathname.startsWith('/oidc')).toBe(false);
        // The journeys that open every route fill this buyer's cart: this one starts from an empty cart.
        await emptyCart(page);
      });

      await test.step('search the demo title from the header', async () => {
        const searchBox = page.getByRole('search').getByLabel('Search', { exact: true });
        await searchBox.fill(title.title);
        await searchBox.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === title.title);
        // In the results: until the search page replaces it, the home page shows the same title among its covers.
        await expect(
          page.getByRole('list', { name: 'Results' }).getByRole('link', { name: title.title, exact: true }).first(),
        ).toBeVisible();
        await expectAccessible(page);
      });

      await test.step('open the print edition from the results', async () => {
        const result = page
          .getByRole('link', { name: title.title, exact: true })
          .and(page.locator(`[href="/products/${title.isbn13}"]`));
        await result.click();
        await expect(page).toHaveURL((url) => url.pathname === `/products/${title.isbn13}`);
        await expect(page.getByRole('heading', { level: 1, name: title.title, exact: true })).toBeVisible();
      });

      await test.step('add 2 to the cart', async () => {
        await page.getByRole('spinbutton', { name: 'Quantity', exact: true }).fill('2');
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
        await expectAccessible(page);
      });

      await test.step('the header cart link counts 2 items', async () => {
        const cartLink = page.getByRole('link', { name: 'Cart, 2 items', exact: true });
        await expect(cartLink).toBeVisible();
        await expect(cartLink).toHaveAttribute('href', '/cart');
        await expect(cartLink).toContainText('2');
        await cartLink.click();
        await expect(
          page.locator(`a[href="/products/${title.isbn13}"]`).filter({ hasText: title.title }),
        ).toBeVisible();
        await expectAccessible(page);
      });

      await test.step('sign out from the account menu', async () => {
        await page.getByRole('button', { name: 'Account menu', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
        await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toHaveCount(0);
        expect(new URL(page.url()).origin).toBe(storefront);
        expect(new URL(page.url()).pathname).toBe('/');
      });
    },
  );
}

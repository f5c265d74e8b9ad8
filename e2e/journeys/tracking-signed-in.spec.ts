/**
 * Order tracking and the access code checker by who is asking, in real Chromium against the real
 * server, on both brands: a signed-in buyer tracks an order by any two of the seven criteria (order
 * number and order date), while a visitor is told which two must be the order's references and Search
 * waits (TRK-01); a visitor is asked to sign in to check access codes, and a buyer reads the checker's
 * limits on the page (ACC-01).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

const brands = [
  { brand: 'shelfmark', email: 'buyer@shelfmark.test' },
  { brand: 'thorndike', email: 'buyer@thorndike.test' },
] as const;

/**
 * Loads a page and waits until React has hydrated its controls, as the fixture's own page does (a page of
 * another context is not the fixture's): before that a chosen option is not the chooser's state.
 */
async function open(p: Page, path: string) {
  await p.goto(path);
  await p.waitForFunction(() =>
    [...document.querySelectorAll('#root :is(input, select, textarea, button)')].every((control) =>
      Object.keys(control).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
}

for (const { brand, email } of brands) {
  test.describe(`tracking and access codes by who asks @${brand}`, { tag: `@${brand}` }, () => {
    test(`TRK-01 ACC-01 a signed-in buyer tracks by order number and order date and reads the checker's limits; a visitor is told the rule and asked to sign in @${brand}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await signIn(page, email);
      await page.goto('/my-orders');
      const row = page.getByRole('table', { name: 'My Orders' }).locator('tbody tr').first();
      const orderNumber = (await row.getByRole('link', { name: /^View order / }).textContent())!.trim();
      const [mm, dd, yyyy] = (await row.locator('td').nth(3).textContent())!.trim().split('/');
      const date = `${yyyy}-${mm}-${dd}`;

      const track = async (p: Page) => {
        await open(p, '/order-tracking');
        await p.getByRole('combobox', { name: 'Search by' }).selectOption({ label: 'Order Number' });
        await p.getByRole('textbox', { name: 'Order Number' }).fill(orderNumber);
        await p.getByRole('combobox', { name: 'And by' }).selectOption({ label: 'Order Date' });
        await p.getByRole('textbox', { name: 'Order Date' }).fill(date);
      };
      await track(page);
      await expect(page.getByText(/Without signing in/)).toHaveCount(0);
      await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('table', { name: new RegExp(`^Order ${orderNumber}, placed`) })).toBeVisible();

      await page.goto('/access-codes');
      await expect(page.getByRole('textbox', { name: /Access codes/ })).toBeVisible();
      await expect(page.getByText('Up to 200 codes a check, 20 checks a minute.')).toBeVisible();

      const visitorContext = await browser.newContext({ baseURL: baseURL! });
      try {
        const visitor = await visitorContext.newPage();
        await track(visitor);
        await expect(visitor.getByRole('main').getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
        await expect(visitor.getByText(/Without signing in, two of them must be references/)).toBeVisible();
        await expect(visitor.getByRole('link', { name: 'Sign in to search by any two' })).toBeVisible();

        await open(visitor, '/access-codes');
        await expect(visitor.getByText('Sign in to check access codes.')).toBeVisible();
        await expect(visitor.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
          'href',
          /access-codes/,
        );
      } finally {
        await visitorContext.close();
      }
    });
  });
}

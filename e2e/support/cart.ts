import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Empties the signed-in buyer's cart through the cart page (other journeys shop as the same buyer). */
export async function emptyCart(page: Page) {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByText('Loading your cart…')).toHaveCount(0);
  // On a phone the cart's actions are behind one disclosure button.
  const actions = page.getByRole('button', { name: 'Cart actions', exact: true });
  if ((await actions.count()) && (await actions.getAttribute('aria-expanded')) === 'false') await actions.click();
  if (await page.getByRole('button', { name: 'Clear cart' }).count()) {
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('alertdialog', { name: 'Clear cart' }).getByRole('button', { name: 'Clear cart' }).click();
  }
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
}

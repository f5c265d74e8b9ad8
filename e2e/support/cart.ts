import type { APIRequestContext, Page } from '@playwright/test';
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

/** Puts a title in the signed-in buyer's cart through the API, as the page's own client would. */
export async function addToCartByApi(request: APIRequestContext, isbn13: string, quantity = 1) {
  const session = (await (await request.get('/api/auth/session')).json()) as {
    user: { uid: string } | null;
    csrfToken: string | null;
  };
  const userId = session.user!.uid;
  const cart = (await (await request.get(`/api/carts?userId=${encodeURIComponent(userId)}`)).json()) as {
    code: string;
  };
  const answer = await request.post('/api/carts/entries', {
    headers: { 'x-csrf-token': session.csrfToken! },
    data: { userId, cartId: cart.code, orderEntries: [{ product: { code: isbn13 }, quantity }] },
  });
  expect(answer.ok(), 'POST /api/carts/entries').toBe(true);
}

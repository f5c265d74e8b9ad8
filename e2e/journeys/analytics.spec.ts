/**
 * GTM-01 in real Chromium against the real server: what a tag manager would read from `window.dataLayer` while a
 * first-brand buyer opens a product page, adds it, goes to the cart (client-side, so the data layer survives) and
 * removes the line. The reference server serves `enabledGtm: false` (it has no tag-manager setting), so the journey
 * that expects events answers GET /api/site-config with the server's own configuration plus `enabledGtm: true`,
 * as a site with the tag manager on would; the second journey keeps the server's answer and expects nothing pushed.
 * No tag-manager script is loaded (the journeys cut the network): the events are checked where GTM reads them.
 */
import type { Page } from '@playwright/test';
import { DEMO_TITLE } from '../../packages/server/src/seed/demo';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

interface Pushed {
  event: string;
  ecommerce: { currency: string; value: number; items: { item_id: string; item_name: string; affiliation: string; price: number; quantity: number }[] };
}

/** The site configuration the server serves, with the tag manager switched on. */
async function enableTagManager(page: Page) {
  await page.route('**/api/site-config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, enabledGtm: true, gtmId: 'GTM-E2E0001' } });
  });
  // A server-rendered page (issue 13) carries the configuration in its JSON state instead: switched on there too.
  await page.route((url) => !/^\/(api|oidc)\//.test(url.pathname), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    const html = (await response.text()).replace('"enabledGtm":false', '"enabledGtm":true').replace('"gtmId":null', '"gtmId":"GTM-E2E0001"');
    return route.fulfill({ response, body: html });
  });
}

/** The events on the page's data layer (each follows GA4's `{ ecommerce: null }` reset). */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null) as unknown[] | null);
const events = async (page: Page) => ((await dataLayer(page)) ?? []).filter((e): e is Pushed => typeof e === 'object' && e !== null && 'event' in e);

/** Empties the buyer's cart first (other journeys shop as this buyer too). */
async function emptyCart(page: Page) {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByText('Loading your cart…')).toHaveCount(0);
  if (await page.getByRole('button', { name: 'Clear cart' }).count()) {
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('alertdialog', { name: 'Clear cart' }).getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  }
}

test('GTM-01 the data layer gets view_item, add_to_cart, view_cart and remove_from_cart across add → cart → remove', { tag: '@shelfmark' }, async ({ page }) => {
  test.setTimeout(120_000);
  await enableTagManager(page);
  await signIn(page, 'buyer@shelfmark.test');
  await emptyCart(page);

  await test.step('product page: view_item, then add_to_cart with the two units added', async () => {
    await page.goto(`/products/${DEMO_TITLE.isbn13}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_TITLE.title })).toBeVisible();
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toEqual(['view_item']);
    const [view] = await events(page);
    expect(view!.ecommerce.items).toEqual([{ item_id: DEMO_TITLE.isbn13, item_name: DEMO_TITLE.title, affiliation: 'Shelfmark', price: expect.any(Number), quantity: 1 }]);
    expect(view!.ecommerce.items[0]!.price).toBeGreaterThan(0);

    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toEqual(['view_item', 'add_to_cart']);
    const added = (await events(page))[1]!;
    const price = view!.ecommerce.items[0]!.price;
    expect(added.ecommerce).toEqual({
      currency: 'USD', value: Math.round(price * 2 * 100) / 100,
      items: [{ item_id: DEMO_TITLE.isbn13, item_name: DEMO_TITLE.title, affiliation: 'Shelfmark', price, quantity: 2 }],
    });
    expect((await dataLayer(page))!.slice(0, 2)).toEqual([{ ecommerce: null }, expect.objectContaining({ event: 'view_item' })]);
  });

  await test.step('the header cart link (no page load): view_cart with the line', async () => {
    await page.getByRole('link', { name: 'Cart, 2 items', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toEqual(['view_item', 'add_to_cart', 'view_cart']);
    const cart = (await events(page))[2]!;
    expect(cart.ecommerce.items).toEqual([expect.objectContaining({ item_id: DEMO_TITLE.isbn13, quantity: 2 })]);
    expect(cart.ecommerce.value).toBeGreaterThan(0);
  });

  await test.step('remove the line: remove_from_cart with its two units', async () => {
    await page.getByRole('button', { name: `Remove ${DEMO_TITLE.title}`, exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Remove item' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toEqual(['view_item', 'add_to_cart', 'view_cart', 'remove_from_cart']);
    const removed = (await events(page))[3]!;
    const price = (await events(page))[0]!.ecommerce.items[0]!.price;
    expect(removed.ecommerce.items).toEqual([{ item_id: DEMO_TITLE.isbn13, item_name: DEMO_TITLE.title, affiliation: 'Shelfmark', price, quantity: 2 }]);
  });
});

test('GTM-01 nothing reaches the data layer when the site does not enable the tag manager', { tag: '@shelfmark' }, async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'buyer@shelfmark.test');
  await emptyCart(page);
  await page.goto(`/products/${DEMO_TITLE.isbn13}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_TITLE.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).click();
  await page.getByRole('button', { name: `Remove ${DEMO_TITLE.title}`, exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Remove item' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await dataLayer(page)).toBeNull();
});

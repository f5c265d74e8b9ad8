/**
 * The cart journey in real Chromium against the real server and its seeded database: a first-brand
 * buyer bulk-adds with one line over the maximum (the already-exceeded modal), raises a quantity past stock (the
 * backorder modal), removes one line and two selected, replaces a line with its new edition, saves the cart as a
 * new wish list, clears the cart, restores the list from the wish-list page and switches the ship-to account (the
 * success alert, the total re-priced with the new account's agreed discount) and back (the first total again).
 * On the second brand: CONTINUE SHOPPING leads to the catalogue search.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_TITLE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

const MAX = 999;

interface Found {
  isbn13: string;
  title: string;
  newer?: string;
  stock?: number;
}

/** Purchasable print titles of the seeded catalogue, read through the storefront's own API (no fixed ISBNs). */
async function catalogue(request: APIRequestContext, q: string): Promise<Found[]> {
  const found: Found[] = [];
  for (let page = 0; page < 5; page += 1) {
    const answer = await request.get(`/api/products/search?q=${encodeURIComponent(q)}&pageSize=100&page=${page}`);
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { products: { isbn13: string; fullTitle?: string; title?: string }[] };
    for (const p of body.products) found.push({ isbn13: p.isbn13, title: p.fullTitle ?? p.title ?? '' });
    if (body.products.length < 100) break;
  }
  return found;
}

async function product(request: APIRequestContext, isbn13: string) {
  const answer = await request.get(`/api/products/code?productCode=${isbn13}`);
  return answer.ok()
    ? ((await answer.json()) as {
        isbn13: string;
        fullTitle: string;
        newEditionIsbn?: string | null;
        customIsPurchasable?: boolean;
        mediaType?: string;
        stock?: { stockLevel?: number };
        entitlement?: { purchasable: boolean; reason: string | null };
      })
    : null;
}

/** Whether a signed-in North American buyer may buy it: the server's verdict, read here by a visitor or by that buyer. */
function sellsOnline(p: { entitlement?: { purchasable: boolean; reason: string | null } }) {
  return !!p.entitlement && (p.entitlement.purchasable || p.entitlement.reason === 'visitor');
}

/** Two purchasable print titles to remove, and one with a newer purchasable edition, found in the seeded catalogue. */
async function pickTitles(request: APIRequestContext) {
  const candidates = (await catalogue(request, 'edition')).filter((c) => c.isbn13 !== DEMO_TITLE.isbn13);
  let withNewer: { isbn13: string; title: string; newer: string } | null = null;
  const plain: { isbn13: string; title: string }[] = [];
  for (const c of candidates) {
    const p = await product(request, c.isbn13);
    if (!p || !sellsOnline(p) || p.mediaType !== 'print') continue;
    const titleTaken = (t: string) =>
      t === DEMO_TITLE.title || plain.some((x) => x.title === t) || withNewer?.title === t;
    if (titleTaken(p.fullTitle)) continue;
    if (!withNewer && p.newEditionIsbn) {
      const newer = await product(request, p.newEditionIsbn);
      if (newer && sellsOnline(newer)) {
        withNewer = { isbn13: p.isbn13, title: p.fullTitle, newer: newer.isbn13 };
        continue;
      }
    }
    if (plain.length < 2 && !p.newEditionIsbn) plain.push({ isbn13: p.isbn13, title: p.fullTitle });
    if (withNewer && plain.length === 2) break;
  }
  expect(withNewer, 'a seeded title with a newer edition').not.toBeNull();
  expect(plain).toHaveLength(2);
  return { withNewer: withNewer!, plain };
}

test(
  'a shelfmark buyer works the cart: bulk add, backorder, remove, replace, save, clear, restore, switch account',
  { tag: '@shelfmark' },
  async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, 'buyer@shelfmark.test');
    const { withNewer, plain } = await pickTitles(page.request);

    await test.step('start from an empty cart (other journeys shop as this buyer too)', async () => {
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
      await expect(page.getByText('Loading your cart…')).toHaveCount(0);
      if (await page.getByRole('button', { name: 'Clear cart' }).count()) {
        await page.getByRole('button', { name: 'Clear cart' }).click();
        await page.getByRole('alertdialog', { name: 'Clear cart' }).getByRole('button', { name: 'Clear cart' }).click();
        await expect(page.getByText('Your cart is empty.')).toBeVisible();
      }
    });

    await test.step('bulk add with one line over the maximum: the already-exceeded modal', async () => {
      const field = page.getByRole('textbox', { name: 'ISBNs and quantities, one per line' });
      await field.fill(
        [
          `${DEMO_TITLE.isbn13} 2`,
          `${plain[0]!.isbn13} 1`,
          `${plain[1]!.isbn13} 1`,
          `${withNewer.isbn13} 1`,
          `${DEMO_TITLE.isbn13} ${MAX}`,
        ].join('\n'),
      );
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Quantity already exceeded' });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('row', { name: new RegExp(DEMO_TITLE.isbn13) }).getByRole('cell')).toHaveText([
        '2',
        String(MAX),
        String(MAX - 2),
      ]);
      await expectAccessible(page);
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('table', { name: 'Items in your cart' }).getByRole('row')).toHaveCount(5);
    });

    await test.step('raise a quantity past stock: the backorder modal with requested, available and backordered', async () => {
      await page.getByRole('button', { name: `Change quantity of ${DEMO_TITLE.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Change quantity' });
      await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('900');
      await dialog.getByRole('button', { name: 'Change' }).click();
      const notice = page.getByRole('dialog', { name: 'Product on backorder' });
      await expect(notice).toContainText('A portion of your order will be backordered.');
      await expect(notice).toContainText(/Requested900Available(\d+)Backordered(\d+)/);
      const [, available, backordered] = /Available(\d+)Backordered(\d+)/.exec((await notice.textContent()) ?? '')!;
      expect(Number(available) + Number(backordered)).toBe(900);
      expect(Number(backordered)).toBeGreaterThan(0);
      await expectAccessible(page);
      await notice.getByRole('button', { name: 'Close' }).click();
      await expect(
        page.getByText('There are backordered products. Check order entries for additional info.'),
      ).toBeVisible();
    });

    await test.step('remove one line, then two selected', async () => {
      await page.getByRole('button', { name: `Remove ${plain[0]!.title}` }).click();
      await page.getByRole('alertdialog', { name: 'Remove item' }).getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText(`“${plain[0]!.title}” has been removed from your cart.`)).toBeVisible();
      await page.getByRole('checkbox', { name: `Select ${plain[1]!.title}` }).check();
      await page.getByRole('checkbox', { name: `Select ${DEMO_TITLE.title}` }).check();
      await page.getByRole('button', { name: 'Remove selected (2)' }).click();
      await page
        .getByRole('alertdialog', { name: 'Remove selected items' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(page.getByText('2 selected items have been removed from your cart.')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Items in your cart' }).getByRole('row')).toHaveCount(2);
    });

    await test.step('replace a line with its new edition', async () => {
      await page.getByRole('button', { name: `Replace with new edition: ${withNewer.title}` }).click();
      await expect(page.getByText(`“${withNewer.title}” has been replaced with its new edition.`)).toBeVisible();
      await expect(page.locator(`a[href$="/${withNewer.newer}"]`).first()).toBeVisible();
      await expect(page.locator(`a[href$="/${withNewer.isbn13}"]`)).toHaveCount(0);
    });

    const listName = `Journey list ${Date.now()}`;
    await test.step('save the cart as a new wish list (an empty name is refused)', async () => {
      await page.getByRole('button', { name: 'Save as wish list' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save cart as wish list' });
      await dialog.getByRole('radio', { name: 'Create a new wish list' }).check();
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Wish list name' }).fill(listName);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Wish List created successfully')).toBeVisible();
    });

    await test.step('clear the cart', async () => {
      await page.getByRole('button', { name: 'Clear cart' }).click();
      await page.getByRole('alertdialog', { name: 'Clear cart' }).getByRole('button', { name: 'Clear cart' }).click();
      await expect(page.getByText('Your cart has been successfully deleted')).toBeVisible();
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
    });

    await test.step('restore the list from the wish-list page', async () => {
      await page.goto('/wishlist');
      await expect(page.getByRole('heading', { level: 1, name: 'Wish Lists' })).toBeVisible();
      await page.getByRole('button', { name: listName }).click();
      await expectAccessible(page);
      await page.getByRole('button', { name: `Restore ${listName}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Restore wish list' })
        .getByRole('button', { name: 'Restore' })
        .click();
      await expect(page.getByText('Wish list restored successfully')).toBeVisible();
      await page.goto('/cart');
      await expect(page.locator(`a[href$="/${withNewer.newer}"]`).first()).toBeVisible();
    });

    // The order summary's Total: the seeded ship-to accounts agree different discounts, so it follows the account.
    const total = page
      .getByRole('region', { name: 'Order summary' })
      .locator('div', { has: page.getByRole('term').filter({ hasText: /^Total$/ }) })
      .getByRole('definition');
    let originalName = '';
    let originalTotal = '';
    await test.step('switch the ship-to account: the success alert, the cart re-priced for the new account', async () => {
      await expect(total).toHaveText(/\$\d/);
      originalTotal = (await total.textContent()) ?? '';
      const card = page.getByRole('region', { name: 'Account information' });
      await card.getByRole('button', { name: 'Change account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change account' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      const current = dialog.getByRole('radio', { checked: true });
      const other = dialog.getByRole('radio', { checked: false }).first();
      const otherName = ((await other.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
      await expect(current).toHaveCount(1);
      originalName = ((await current.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
      const recalculated = page.waitForResponse(
        (r) => r.url().includes('/api/carts/recalculate') && r.request().method() === 'POST',
      );
      await other.check();
      await dialog.getByRole('button', { name: 'Change account' }).click();
      expect((await recalculated).ok()).toBe(true);
      await expect(page.getByText('Your account information was successfully updated')).toBeVisible();
      await expect(card).toContainText(otherName);
      await expect(page.locator(`a[href$="/${withNewer.newer}"]`).first()).toBeVisible();
      await expect(total).toHaveText(/\$\d/);
      await expect(total).not.toHaveText(originalTotal);
    });

    // The server keeps the choice: switch back so the journeys that follow find the buyer's usual ship-to.
    await test.step('switch back to the first ship-to account', async () => {
      const card = page.getByRole('region', { name: 'Account information' });
      await card.getByRole('button', { name: 'Change account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change account' });
      await dialog.getByRole('radio', { name: `Choose ${originalName}` }).check();
      await dialog.getByRole('button', { name: 'Change account' }).click();
      await expect(page.getByText('Your account information was successfully updated')).toBeVisible();
      await expect(card).toContainText(originalName);
      await expect(total).toHaveText(originalTotal);
    });
  },
);

test('a thorndike buyer continues shopping to the catalogue search', { tag: '@thorndike' }, async ({ page }) => {
  await signIn(page, 'buyer@thorndike.test');
  await page.goto('/cart');
  const link = page.getByRole('link', { name: 'CONTINUE SHOPPING' });
  await expect(link).toHaveAttribute('href', '/search');
  await expectAccessible(page);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/search');
});

/**
 * Pages and dialogs that used to fail a visitor or a phone, on both brands, in real Chromium against the real server:
 * signed out, checkout, wish lists and an order confirmation ask the visitor to sign in and come back there; a code
 * that cannot be a product answers 404; the Find Your Rep page and (first brand) a non-ecommerce catalogue page
 * never scroll sideways at 360 and 390 px; the cart's "Quantity already exceeded" and Save-as-wish-list dialogs show
 * their whole content at 390 px; the titles Fast Order could not add are listed, with their reasons, by the cart it
 * goes to.
 */
import type { Locator, Page } from '@playwright/test';
import { DONT_ASK_ORDERED_BEFORE_KEY } from '@shelfmark/commerce';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { addToCartByApi, emptyCart } from '../support/cart';
import { expect, test } from '../support/fixtures';
import { overflow } from '../support/layout';
import { signIn } from '../support/signIn';

const PHONE_WIDTHS = [390, 360] as const;
const HEIGHT = 844;
/** The demo sites' maximum quantity of one title in a cart (DEMO_MAX_PRODUCT_QUANTITY). */
const MAX_QUANTITY = 999;

const brands = [
  { brand: 'shelfmark', email: 'buyer@shelfmark.test', title: DEMO_TITLE },
  { brand: 'thorndike', email: 'buyer@thorndike.test', title: DEMO_TITLE_THORNDIKE },
] as const;

/** Null when the dialog and everything in it lie inside the screen; else what sticks out, for the failure message. */
async function cutContent(dialog: Locator): Promise<string | null> {
  return dialog.evaluate((element) => {
    const width = window.innerWidth;
    const box = element.getBoundingClientRect();
    const problems: string[] = [];
    if (box.left < -0.5 || box.right > width + 0.5)
      problems.push(`the dialog spans ${box.left}..${box.right} of ${width}`);
    if (element.scrollWidth > element.clientWidth + 1)
      problems.push(`the dialog scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`);
    for (const child of element.querySelectorAll('*')) {
      if (child.closest('.sm-visually-hidden')) continue;
      const rect = child.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (rect.right > width + 0.5 || rect.left < -0.5)
        problems.push(
          `${child.tagName.toLowerCase()} "${(child.textContent ?? '').trim().slice(0, 30)}" spans ${Math.round(rect.left)}..${Math.round(rect.right)}`,
        );
    }
    return problems.length > 0 ? problems.slice(0, 4).join('; ') : null;
  });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expect.poll(() => overflow(page), { message: `${what} at ${width} px` }).toBeNull();
  }
}

for (const { brand, email, title } of brands) {
  test.describe(`signed out and on a phone @${brand}`, () => {
    test(`CHK-01 WISH-01 CONF-01 signed out, checkout, wish lists and an order confirmation ask the visitor to sign in and come back @${brand}`, async ({
      page,
    }) => {
      const pages = [
        { path: '/checkout', says: 'Sign in to check out your cart.', wrong: /Your cart could not be loaded/ },
        { path: '/wishlist', says: 'Sign in to see and create your wish lists.', wrong: /^Create/ },
        {
          path: '/order-confirmation?ordernumber=W02000001',
          says: 'Sign in to see order W02000001.',
          wrong: /Order not found/,
        },
      ];
      for (const { path, says, wrong } of pages) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByText(says)).toBeVisible();
        const signInLink = main.getByRole('link', { name: 'Sign in', exact: true });
        const href = new URL((await signInLink.getAttribute('href'))!, page.url());
        expect(href.pathname).toBe('/api/auth/login');
        expect(href.searchParams.get('return'), `${path} comes back to itself`).toBe(path);
        await expect(main.getByText(wrong)).toHaveCount(0);
        await expect(main.getByRole('button', { name: wrong })).toHaveCount(0);
      }
    });

    test(`PDP-01 a product code that cannot be one answers 404 and says "Product not found." @${brand}`, async ({
      page,
      pageProblems,
    }) => {
      const answer = await page.request.get('/products/not-a-code');
      expect(answer.status()).toBe(404);
      await page.goto('/products/not-a-code');
      await expect(page.getByText('Product not found.').first()).toBeVisible();
      // The browser logs the page's own 404 as an error: that answer is the point here.
      for (let i = pageProblems.length - 1; i >= 0; i -= 1) {
        if (/status of 404/.test(pageProblems[i]!)) pageProblems.splice(i, 1);
      }
    });

    test(`NECP-01 at 360 and 390 px no Find Your Rep page${brand === 'shelfmark' ? ' nor a non-ecommerce catalogue page' : ''} scrolls sideways @${brand}`, async ({
      page,
    }) => {
      await page.goto('/find-your-rep');
      await expect(page.getByRole('heading', { level: 1, name: 'Find Your Rep' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Find Your Rep');
      await page.goto('/find-your-rep/international');
      await expect(page.getByRole('heading', { level: 1, name: 'Find Your Rep: International' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Find Your Rep: International');
      if (brand !== 'shelfmark') return;
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      await page.goto('/search?q=Research%20Database');
      const href = await page.locator('a[href^="/catalog/"]').first().getAttribute('href');
      expect(href, 'the search finds a research database').toBeTruthy();
      await page.goto(href!);
      await expect(page.getByRole('link', { name: 'Request a Trial' })).toBeVisible();
      await expectNoSidewaysScroll(page, `the catalogue page ${href}`);
    });

    test(`CART-13 CART-15 at 390 px the "Quantity already exceeded" and Save-as-wish-list dialogs show their whole content @${brand}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, email);
      await page.evaluate((key) => sessionStorage.setItem(key, '1'), DONT_ASK_ORDERED_BEFORE_KEY);
      await emptyCart(page);
      await addToCartByApi(page.request, title.isbn13, MAX_QUANTITY);
      await page.setViewportSize({ width: 390, height: HEIGHT });
      await page.goto('/cart');
      await expect(page.getByText('Loading your cart…')).toHaveCount(0);

      const field = page.getByRole('textbox', { name: 'ISBNs and quantities, one per line' });
      await field.fill(`${title.isbn13} 5`);
      await page.locator('form', { has: field }).getByRole('button', { name: 'Add to cart' }).click();
      const exceeded = page.getByRole('dialog', { name: 'Quantity already exceeded' });
      await expect(exceeded).toBeVisible();
      await expect(exceeded).toContainText(title.isbn13);
      expect(await cutContent(exceeded), 'the Quantity already exceeded dialog').toBeNull();
      await exceeded.getByRole('button', { name: 'Close' }).click();
      await expect(exceeded).toHaveCount(0);

      const actions = page.getByRole('button', { name: 'Cart actions', exact: true });
      if ((await actions.count()) && (await actions.getAttribute('aria-expanded')) === 'false') await actions.click();
      await page.getByRole('button', { name: 'Save as wish list', exact: true }).click();
      const save = page.getByRole('dialog', { name: /wish list/i });
      await expect(save).toBeVisible();
      expect(await cutContent(save), 'the Save as wish list dialog').toBeNull();
      await page.keyboard.press('Escape');
      await expect(save).toHaveCount(0);
      await emptyCart(page);
    });

    test(`FOE-01 CART-03 with titles the cart refused, Fast Order goes to the cart, which lists each with its reason; the titles that went in are not among them @${brand}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const unknown = '9798999999993'; // a valid ISBN-13 the catalogue does not hold
      await signIn(page, email);
      await page.evaluate((key) => sessionStorage.setItem(key, '1'), DONT_ASK_ORDERED_BEFORE_KEY);
      await emptyCart(page);
      await page.goto('/fast-order');
      await page.getByRole('textbox', { name: 'ISBNs and quantities' }).fill(`${title.isbn13} 2\n${unknown} 1`);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();

      // Spec 000 §4: the refused titles are kept in session storage, then the buyer is on the cart.
      await expect(page).toHaveURL(/\/cart$/);
      const failed = page.getByRole('region', { name: 'These ISBNs could not be added to your cart' });
      await expect(failed.getByRole('listitem')).toHaveText([`${unknown}: Product not found.`]);
      // What went in is said beside what did not, as after the cart's own bulk add.
      await expect(page.getByRole('alert').filter({ hasText: `${unknown} could not be added` })).toContainText(
        `Product not found. 2 × ${title.isbn13} has been added to your cart.`,
      );
      await expect(page.getByRole('table', { name: 'Items in your cart' })).toContainText(title.isbn13);
      await expectAccessible(page);
      await emptyCart(page);
    });
  });
}

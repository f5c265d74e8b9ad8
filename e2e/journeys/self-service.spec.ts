/**
 * Self-service journeys in real Chromium against the real server (first brand): fast order entry
 * of 100 pasted lines with three bad ones (FOE-01), price and availability with both options
 * (PNA-01), registering a new account and a duplicate (REG-01), and the profile page (PROF-01).
 * Every page on the way passes axe.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { emptyCart } from '../support/cart';
import { expect, test } from '../support/fixtures';
import { DONT_ASK_ORDERED_BEFORE_KEY } from '@shelfmark/commerce';
import { signIn } from '../support/signIn';

/**
 * A purchaser no other journey signs in as, so the carts the other journeys check stay their own; North American, as
 * the international buyer may buy nothing online (spec 001 §6: Contact your rep).
 */
const ORDERER = 'orders@shelfmark.test';
const PROFILE_USER = 'buyer@shelfmark.test';
/** A seeded ship-to account (src/seed/generateUsers.ts). */
const KNOWN_ACCOUNT = '1000101';

/** ISBNs of titles the signed-in buyer may buy (the server's verdict), read from the search API the storefront uses. */
async function purchasableIsbns(page: Page, count: number): Promise<string[]> {
  const found: string[] = [];
  for (let p = 0; found.length < count && p < 10; p += 1) {
    const answer = await page.request.get('/api/products/search', {
      params: { q: '', page: String(p), pageSize: '100' },
    });
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { products: { isbn13: string; entitlement?: { purchasable: boolean } }[] };
    found.push(...body.products.filter((x) => x.entitlement?.purchasable).map((x) => x.isbn13));
  }
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

const dashed = (isbn: string) =>
  `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 6)}-${isbn.slice(6, 12)}-${isbn.slice(12)}`;
const wrongCheckDigit = (isbn: string) => `${isbn.slice(0, 12)}${(Number(isbn[12]) + 1) % 10}`;

test(
  'FOE-01 CART-03 a buyer pastes 100 lines with three bad ones: the bad lines are reported and block Add to cart; once removed, the 97 good ones land in the cart, which the buyer is taken to and which says so',
  { tag: '@shelfmark' },
  async ({ page }) => {
    await signIn(page, ORDERER);
    // Other journeys shop as this buyer too: this one starts from an empty cart.
    await emptyCart(page);
    const isbns = await purchasableIsbns(page, 98);
    const good = isbns.slice(0, 97);
    const lines = good.map((isbn, i) => (i % 3 === 0 ? `${isbn}\t1` : i % 3 === 1 ? `${dashed(isbn)},1` : `${isbn}`));
    lines.splice(10, 0, `${wrongCheckDigit(isbns[97]!)}\t2`);
    lines.splice(50, 0, `${isbns[97]}\t0`);
    lines.splice(99, 0, `${isbns[97]} -4`);
    expect(lines).toHaveLength(100);

    await page.goto('/fast-order');
    // Other journeys may have ordered some of these titles for this buyer: the question before adding a title ordered
    // before is not what this journey is about, so it is answered "don't ask again" for the session.
    await page.evaluate((key) => sessionStorage.setItem(key, '1'), DONT_ASK_ORDERED_BEFORE_KEY);
    const field = page.getByRole('textbox', { name: 'ISBNs and quantities' });
    await field.fill(lines.join('\n'));
    // The list under its heading (the lines are read politely once typing pauses, not as a live region of their own).
    const report = page
      .locator('.sm-paste-errors')
      .filter({ has: page.getByRole('heading', { name: 'Correct these lines to add them to your cart' }) });
    await expect(report.getByRole('listitem')).toHaveText([
      'Line 11: the ISBN’s check digit is wrong',
      'Line 51: the quantity must not be zero',
      'Line 100: no dash is allowed in the quantity',
    ]);
    // Spec 001 §5: submit is disabled on error — nothing is sent while a line is bad.
    const submit = page.getByRole('button', { name: 'Add to cart', exact: true });
    await expect(submit).toBeDisabled();
    await expectAccessible(page);
    await field.fill(lines.filter((_, i) => ![10, 50, 99].includes(i)).join('\n'));
    await expect(report).toHaveCount(0);
    await submit.click();
    // Spec 000 §4: a bulk add ends on the cart, which says what went in as it says its own bulk adds.
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
    await expect(
      page.getByRole('status').getByText('97 titles (97 copies) have been added to your cart.'),
    ).toBeVisible();
    await expectAccessible(page);

    const answer = await page.request.get('/api/carts', { params: { userId: ORDERER } });
    const cart = (await answer.json()) as { entries: { product: { isbn13: string }; quantity: number }[] };
    expect(cart.entries).toHaveLength(97);
    expect(cart.entries.map((e) => e.product.isbn13).sort()).toEqual([...good].sort());
    expect(cart.entries.every((e) => e.quantity === 1)).toBe(true);

    // What the buyer sees: 97 lines in the cart (19 full pages of 5, then 2).
    await page.goto('/cart');
    const cartLines = page.getByRole('table', { name: 'Items in your cart' }).locator('tbody tr');
    await expect(cartLines).toHaveCount(5);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Page 21', exact: true })).toHaveCount(0);
    await pager.getByRole('button', { name: 'Page 20', exact: true }).click();
    await expect(pager.getByRole('button', { name: 'Page 20', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(cartLines).toHaveCount(2);
  },
);

test(
  'PNA-01 a buyer checks prices by pasting lines and by rows: invalid ISBNs first, prices per title',
  { tag: '@shelfmark' },
  async ({ page }) => {
    await signIn(page, ORDERER);
    const [a, b] = await purchasableIsbns(page, 2);
    const unknown = '9798999999993'; // a valid ISBN-13 the catalogue does not hold
    await page.goto('/price-and-availability');
    await expect(page.getByRole('heading', { level: 1, name: 'Price And Availability' })).toBeVisible();
    await expectAccessible(page);

    await test.step('option 1: paste, duplicates summed', async () => {
      const option1 = page.getByRole('form', { name: 'Option 1 - Copy and Paste' });
      await option1
        .getByRole('textbox', { name: 'ISBNs and quantities' })
        .fill(`${a}\t2\n${dashed(a!)},3\n${unknown} 1`);
      await option1.getByRole('button', { name: 'CHECK PRICES' }).click();
      const invalid = page.getByRole('heading', { name: 'Invalid ISBNs' }).locator('..');
      await expect(invalid).toContainText(`${unknown}: Product not found.`);
      await expect(invalid).toBeFocused();
      const card = page.getByRole('article');
      await expect(card).toHaveCount(1);
      await expect(
        card
          .getByRole('term')
          .filter({ hasText: /^Quantity$/ })
          .locator('+ dd'),
      ).toHaveText('5');
      await expect(card.getByRole('term').filter({ hasText: 'Your Price' }).locator('+ dd')).toHaveText(/^\$\d/);
      await expectAccessible(page);
    });

    await test.step('option 2: two rows', async () => {
      await page.getByRole('textbox', { name: 'ISBN, row 1' }).fill(b!);
      await page.getByRole('spinbutton', { name: 'Quantity, row 1' }).fill('4');
      await page.getByRole('textbox', { name: 'ISBN, row 2' }).fill(dashed(a!));
      await page
        .getByRole('form', { name: 'Option 2 - Search Individually' })
        .getByRole('button', { name: 'CHECK PRICES' })
        .click();
      await expect(page.getByRole('heading', { name: 'Invalid ISBNs' })).toHaveCount(0);
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toBeFocused();
      await expect(
        cards
          .first()
          .getByRole('term')
          .filter({ hasText: /^Quantity$/ })
          .locator('+ dd'),
      ).toHaveText('4');
      await expectAccessible(page);
    });
  },
);

test(
  'REG-01 a visitor registers a new account past the captcha; the same email again gets the same answer, revealing nothing',
  { tag: '@shelfmark' },
  async ({ page }) => {
    const email = `new.reader.${Date.now().toString(36)}@county-library.org`;
    const register = async () => {
      await page.goto('/register');
      await page.getByRole('textbox', { name: /^Customer \/ Account number/ }).fill(KNOWN_ACCOUNT);
      await page.getByRole('textbox', { name: /^First name/ }).fill('Rae');
      await page.getByRole('textbox', { name: /^Last name/ }).fill('Reader');
      await page.getByRole('textbox', { name: /^Email/ }).fill(email);
      await page.getByRole('textbox', { name: /^Phone number/ }).fill('617 555-0123');
      await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await expect(page.getByRole('status').filter({ hasText: /^Verified$/ })).toBeVisible();
      await page.getByRole('button', { name: 'Register', exact: true }).click();
    };

    await register();
    await expect(page).toHaveURL((url) => url.pathname === '/account-confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Confirmation' })).toBeVisible();
    await expectAccessible(page);

    await register();
    await expect(page).toHaveURL((url) => url.pathname === '/account-confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Confirmation' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toHaveCount(0);
  },
);

test(
  'PROF-01 a buyer opens the profile page: contact information, customer number, addresses, Account Help',
  { tag: '@shelfmark' },
  async ({ page }) => {
    await signIn(page, PROFILE_USER);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact Information' });
    await expect(contact.getByRole('term').filter({ hasText: 'First Name' }).locator('+ dd')).toHaveText('Brooke');
    await expect(contact.getByRole('term').filter({ hasText: 'Mobile Phone' }).locator('+ dd')).toHaveText(
      '555-010-3001',
    );
    await expect(page.getByRole('region', { name: 'Registered Customer Number' })).toContainText(KNOWN_ACCOUNT);
    await expect(page.getByRole('region', { name: 'Default Shipping Address' })).toContainText('12 Main Street');
    await expect(page.getByRole('link', { name: /^Account Help/ })).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
  },
);

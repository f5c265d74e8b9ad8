/**
 * Quotes on both brands, in real Chromium against the real server: the international buyer (every title is sold to
 * them through a rep) requests a quote from a title's page, staff price it on the staff page (/staff/quotes), the
 * buyer finds it Quoted under My Orders → Quotes with the price and the date it holds until, accepts it, and the cart
 * holds the title at the quoted price. The journey starts and ends with the buyer's cart empty.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { emptyCart } from '../support/cart';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

/**
 * A title sold through a rep on each brand. Not the first-brand demo title: entitlement-examples.spec checks that the
 * international buyer's cart never takes that one, and an accepted quote is the one way a rep-only title goes in.
 */
const JOURNEYS = [
  { brand: 'shelfmark', isbn13: '9780000031112' },
  { brand: 'thorndike', isbn13: DEMO_TITLE_THORNDIKE.isbn13 },
] as const;

const BUYER = 'intl@shelfmark.test';
const STAFF = 'staff@shelfmark.test';
const QUANTITY = 3;
const UNIT_PRICE = '27.40';

/** YYYY-MM-DD `days` after today (UTC), and its MM/DD/YYYY form. */
function daysAhead(days: number): { iso: string; us: string } {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, us: `${m}/${d}/${y}` };
}

/** Staff price every title of `number` at UNIT_PRICE until `expiresOn` on the staff page, in a session of their own. */
async function staffAnswer(browser: Browser, origin: string, number: string, title: string, expiresOn: string) {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const staff: Page = await context.newPage();
    await signIn(staff, STAFF);
    await staff.goto('/staff/quotes?status=requested');
    const quote = staff.getByRole('region', { name: `${number} · Requested` });
    await expect(quote).toBeVisible();
    await quote.getByLabel(`Unit price for ${title}`).fill(UNIT_PRICE);
    await quote.getByLabel('Expires on').fill(expiresOn);
    await quote.getByRole('button', { name: 'Send quote' }).click();
    await expect(staff.getByRole('status')).toHaveText(`Quote ${number} was sent to the buyer.`);
  } finally {
    await context.close();
  }
}

for (const { brand, isbn13 } of JOURNEYS) {
  test(
    `a ${brand} international buyer requests a quote for a rep-only title, staff quote it, the buyer accepts and the cart holds the quoted price`,
    { tag: `@${brand}` },
    async ({ page, browser }) => {
      await signIn(page, BUYER);
      await emptyCart(page);
      const expires = daysAhead(30);
      let number = '';
      let title = '';

      await test.step('the product page keeps Contact your rep and offers Request a quote', async () => {
        await page.goto(`/products/${isbn13}`);
        title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        await expect(page.getByRole('link', { name: 'Contact your rep' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
        const trigger = page.getByRole('button', { name: 'Request a quote' });
        await trigger.click();
        const dialog = page.getByRole('dialog', { name: 'Request a quote' });
        await expect(dialog).toContainText('1000600');
        await dialog.getByRole('spinbutton', { name: /Quantity/ }).fill(String(QUANTITY));
        await dialog.getByRole('textbox', { name: /Note for your rep/ }).fill('For the spring term');
        await expectAccessible(page);
        await dialog.getByRole('button', { name: 'Send request' }).click();
        const sent = dialog.getByRole('status');
        await expect(sent).toContainText(/Quote Q\d+ requested\. Find it under My Orders → Quotes/);
        number = /Quote (Q\d+)/.exec((await sent.textContent()) ?? '')![1]!;
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(trigger).toBeFocused();
      });

      await test.step('My Orders → Quotes lists it as Requested', async () => {
        await page.goto('/my-orders/quotes');
        const quote = page.getByRole('article', { name: `Quote ${number}` });
        await expect(quote).toContainText('Status: Requested');
        await expect(quote).toContainText(title);
      });

      await test.step('staff price it on the staff page', async () => {
        await staffAnswer(browser, new URL(page.url()).origin, number, title, expires.iso);
      });

      await test.step('the server renders the quoted quote: it reads without JavaScript', async () => {
        const html = await (await page.request.get('/my-orders/quotes', { headers: { accept: 'text/html' } })).text();
        expect(html).toContain(`Quote ${number}`);
        expect(html).toContain('Quoted');
        expect(html).toContain(`$${UNIT_PRICE}`);
        expect(html).toContain(`Valid until ${expires.us}`);
      });

      await test.step('the buyer sees it Quoted with the price and its last day, and accepts it', async () => {
        await page.goto('/my-orders/quotes');
        const quote = page.getByRole('article', { name: `Quote ${number}` });
        await expect(quote).toContainText('Status: Quoted');
        await expect(quote).toContainText(`$${UNIT_PRICE}`);
        await expect(quote).toContainText(`$${(QUANTITY * Number(UNIT_PRICE)).toFixed(2)}`);
        await expect(quote).toContainText(`Valid until ${expires.us}`);
        await expectAccessible(page);
        await quote.getByRole('button', { name: `Accept quote ${number}` }).click();
        await expect(page).toHaveURL(/\/cart$/);
      });

      await test.step('the cart holds the title at the quoted price', async () => {
        const table = page.getByRole('table', { name: 'Items in your cart' });
        const line = table.getByRole('row').filter({ hasText: title });
        await expect(line).toHaveCount(1);
        await expect(line).toContainText(`$${UNIT_PRICE}`);
        await expect(line.locator('td[data-label="Quantity"]')).toContainText(String(QUANTITY));
      });

      await test.step('the quote now reads Accepted; the cart is left empty for the next journey', async () => {
        await page.goto('/my-orders/quotes');
        await expect(page.getByRole('article', { name: `Quote ${number}` })).toContainText('Status: Accepted');
        await emptyCart(page);
      });
    },
  );
}

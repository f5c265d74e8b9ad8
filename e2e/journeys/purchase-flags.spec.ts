/**
 * "Already ordered / in your cart / on a list" flags in real Chromium against the real server: a buyer whose
 * ship-to ordered a title sees the flag with the order's date and number on the search card, the product page, Fast
 * Order and price and availability, is asked before adding it again (Add anyway goes through the one add-to-cart
 * flow), and finds the flag on the cart line; a visitor loading the same search page sees no flag, in its HTML or on
 * screen. First brand: the fast-order buyer's ship-to 1000800 ordered "Kinesiology in Practice" (seed/generateOrders.ts).
 * Second brand: its site sells its own titles only, so its buyer's newest ordered title that can be bought online.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ORDERED_TITLE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { emptyCart } from '../support/cart';
import { signIn } from '../support/signIn';

interface Ordered {
  isbn13: string;
  title: string;
  orderNumber: string;
  /** MM/DD/YYYY as the flag shows it. */
  date: string;
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The signed-in buyer's orders of their current ship-to, newest first, not cancelled, purchases only. */
async function ordersOfShipTo(request: APIRequestContext, email: string) {
  const accounts = await (await request.get('/api/users/accounts', { params: { userId: email } })).json();
  const pair = {
    billToAccountNumber: accounts.customerDefaultBillToAccount.uid as string,
    shipToAccountNumber: accounts.shipToAccount.accountNumber as string,
  };
  const list = await (await request.get('/api/orders', { params: pair })).json();
  type Row = { orderNumber: string; orderDate: string; shipStatus: string | null; customType?: string };
  const rows = ([...list.orders, ...list.standingOrders] as Row[])
    .filter((o) => o.customType === 'PURCHASES' && o.shipStatus !== '2')
    .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.orderNumber.localeCompare(a.orderNumber));
  return { pair, rows };
}

/** The newest title of the buyer's ship-to that the buyer may buy online now, with the order that last held it. */
async function orderedTitle(page: Page, email: string, title?: string): Promise<Ordered> {
  const { pair, rows } = await ordersOfShipTo(page.request, email);
  const seen = new Set<string>();
  for (const row of rows) {
    const detail = await (
      await page.request.get('/api/orders', { params: { ...pair, orderNumber: row.orderNumber } })
    ).json();
    for (const line of detail.lines as { isbn3Litm: string; title: string }[]) {
      if (seen.has(line.isbn3Litm) || (title && line.title !== title)) continue;
      seen.add(line.isbn3Litm);
      const product = await (
        await page.request.get('/api/products/code', { params: { productCode: line.isbn3Litm } })
      ).json();
      if (product.entitlement?.purchasable)
        return { isbn13: line.isbn3Litm, title: line.title, orderNumber: row.orderNumber, date: usDate(row.orderDate) };
    }
  }
  throw new Error(`${email}: no ordered title that can be bought online`);
}

const journeys = [
  { brand: 'shelfmark', email: 'orders@shelfmark.test', title: ORDERED_TITLE.title },
  { brand: 'thorndike', email: 'buyer@thorndike.test', title: undefined },
] as const;

for (const { brand, email, title } of journeys) {
  test(
    `a ${brand} buyer sees that a title was ordered before on search, the product page, Fast Order and P&A, and is asked before adding it again`,
    { tag: `@${brand}` },
    async ({ page, browser }) => {
      test.setTimeout(180_000);
      await signIn(page, email);
      // Other journeys shop as this buyer too: this one starts from an empty cart, so its line is on the first page.
      await emptyCart(page);
      const ordered = await orderedTitle(page, email, title);
      if (brand === 'shelfmark') expect(ordered.date).toBe('03/14/2026');
      const flag = `Ordered ${ordered.date} · order ${ordered.orderNumber}`;
      const searchPath = `/search?q=${encodeURIComponent(ordered.title)}`;

      await test.step('SRCH-01 the search card shows the flag, the ISBN-13 and availability', async () => {
        await page.goto(searchPath);
        const card = page.getByRole('article').filter({ hasText: ordered.isbn13 });
        await expect(card.getByRole('list', { name: 'Already ordered, in cart or on a list' })).toContainText(flag);
        await expect(card.getByRole('term').filter({ hasText: 'Availability' })).toBeVisible();
        await expectAccessible(page);
      });

      await test.step('a visitor loading the same search page gets no flag, neither in the HTML nor on screen', async () => {
        const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
        try {
          const html = await (await visitor.request.get(searchPath)).text();
          expect(html).not.toContain('Ordered ');
          const anonymous = await visitor.newPage();
          await anonymous.goto(searchPath);
          const card = anonymous.getByRole('article').filter({ hasText: ordered.isbn13 });
          await expect(card).toBeVisible();
          await expect(anonymous.getByText(/^Ordered \d/)).toHaveCount(0);
          expect(
            (
              await visitor.request.post('/api/products/purchase-history', { data: { isbns: [ordered.isbn13] } })
            ).status(),
          ).not.toBe(200);
        } finally {
          await visitor.close();
        }
      });

      await test.step('PDP-01 the product page shows the flag', async () => {
        await page.goto(`/products/${ordered.isbn13}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(flag)).toBeVisible();
      });

      await test.step('FOE-01 CART-03 Fast Order flags the pasted title and asks before adding it; Add anyway adds it and goes to the cart, which says so', async () => {
        await page.goto('/fast-order');
        await page.getByRole('textbox', { name: 'ISBNs and quantities' }).fill(`${ordered.isbn13} 1`);
        await expect(page.getByText(flag)).toBeVisible();
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Ordered before' });
        await expect(dialog).toContainText(`ordered ${ordered.date} · order ${ordered.orderNumber}`);
        await expectAccessible(page);
        await dialog.getByRole('button', { name: 'Add anyway' }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/cart');
        await expect(page.getByText(`1 × ${ordered.isbn13} has been added to your cart.`)).toBeVisible();
      });

      await test.step('PNA-01 the price and availability result shows the flag and the copies in the cart', async () => {
        await page.goto('/price-and-availability');
        const option1 = page.getByRole('form', { name: 'Option 1 - Copy and Paste' });
        await option1.getByRole('textbox', { name: 'ISBNs and quantities' }).fill(`${ordered.isbn13} 1`);
        await option1.getByRole('button', { name: 'CHECK PRICES' }).click();
        const flags = page.getByRole('article').getByRole('list', { name: 'Already ordered, in cart or on a list' });
        await expect(flags).toContainText(flag);
        await expect(flags).toContainText(/In your cart \(\d+\)/);
      });

      await test.step('CART-05 the cart line shows when it was ordered', async () => {
        await page.goto('/cart');
        const row = page
          .getByRole('table', { name: 'Items in your cart' })
          .getByRole('row')
          .filter({ hasText: ordered.isbn13 });
        await expect(row.getByText(flag)).toBeVisible();
      });

      await test.step('CART-13 an uploaded spreadsheet’s preview flags the title; adding it asks first, Skip adds nothing', async () => {
        await page.getByLabel('Spreadsheet (.xlsx or .csv)').setInputFiles({
          name: 'again.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(`ISBN,Qty\n${ordered.isbn13},2\n`, 'utf8'),
        });
        const row = page
          .getByRole('table', { name: 'Rows to add' })
          .getByRole('row')
          .filter({ hasText: ordered.isbn13 });
        const flags = row.getByRole('list', { name: 'Already ordered, in cart or on a list' });
        await expect(flags).toContainText(flag);
        await expect(flags).toContainText(/In your cart \(\d+\)/);
        await page.getByRole('button', { name: 'Add 1 title to cart' }).click();
        const dialog = page.getByRole('dialog', { name: 'Ordered before' });
        await expect(dialog).toContainText(`ordered ${ordered.date} · order ${ordered.orderNumber}`);
        await dialog.getByRole('button', { name: 'Skip' }).click();
        await expect(page.getByText('No title was added to your cart.')).toBeVisible();
      });
    },
  );
}

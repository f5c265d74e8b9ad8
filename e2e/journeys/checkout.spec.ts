/**
 * Checkout journeys in real Chromium against the real server and its card provider,
 * which scripts/test-e2e.mjs serves on an origin of its own (a second server, E2E_CARD_PROVIDER_URL):
 * PO checkout to the confirmation (and the order in the database), card approved (on both brands),
 * card declined, promo codes with the countdown, a free-shipping code that skips the shipper, an
 * inquiry-only user, and a keyboard-only purchase. Every journey watches every request the browser
 * makes to the store's origin, whatever the path (pages, /api, assets): none may carry a card
 * number, expiry or security code (they go to the provider's origin only).
 */
import type { Page, Request } from '@playwright/test';
import { TEST_CARDS } from '@shelfmark/api-client/schemas';
import { DEMO_PASSWORD, DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { CARD_PROVIDER_URL, STORE_ORIGIN, expect, test as base } from '../support/fixtures';
import { signIn } from '../support/signIn';

/** Failed calls these journeys provoke on purpose (refused promo codes, a declined card): the browser logs them. */
const EXPECTED_REFUSALS = /Failed to load resource: the server responded with a status of (400|402|429) \(/;

const test = base.extend<{ cardLeaks: string[] }>({
  // The shared fixture fails on any console error; a deliberate 400/402/429 answer is the only one let through.
  pageProblems: async ({ pageProblems }, use) => {
    await use(pageProblems);
    for (let i = pageProblems.length - 1; i >= 0; i -= 1)
      if (EXPECTED_REFUSALS.test(pageProblems[i]!)) pageProblems.splice(i, 1);
  },
  cardLeaks: [
    async ({ page }, use) => {
      const leaks: string[] = [];
      page.on('request', (request) => {
        const leak = cardDataIn(request);
        if (leak) leaks.push(leak);
      });
      await use(leaks);
      expect(leaks, "a request to the store's origin carried card data").toEqual([]);
    },
    { auto: true },
  ],
});

interface TestCard {
  number: string;
  expiry: string;
  cvv: string;
}
const CARD: TestCard = { number: TEST_CARDS.visa, expiry: '07/2031', cvv: '918' };
const DECLINED: TestCard = { number: TEST_CARDS.declined, expiry: '07/2031', cvv: '918' };

/** What of a card a request to the store's origin (any path) carries, if anything; requests to other origins are not ours. */
function cardDataIn(request: Request): string | null {
  const url = new URL(request.url());
  if (url.origin !== STORE_ORIGIN) return null;
  const body = request.postData() ?? '';
  const values: string[] = [...url.searchParams.values()];
  try {
    const parsed: unknown = body ? JSON.parse(body) : null;
    const walk = (v: unknown) => {
      if (v && typeof v === 'object') Object.values(v).forEach(walk);
      else if (v !== null && v !== undefined) values.push(String(v));
    };
    walk(parsed);
  } catch {
    values.push(body);
  }
  const text = `${url.search} ${body}`;
  for (const card of [CARD, DECLINED]) {
    if (
      text.includes(card.number) ||
      text.includes(card.expiry) ||
      text.includes(card.expiry.replace('/', '-')) ||
      values.includes(card.cvv)
    ) {
      return `${request.method()} ${url.pathname} carried card data`;
    }
  }
  if (/card_(number|cvn|expiry_date)/.test(text)) return `${request.method()} ${url.pathname} named a card field`;
  return null;
}

async function addDemoTitle(page: Page, quantity = 1, title: { isbn13: string } = DEMO_TITLE) {
  await page.goto(`/products/${title.isbn13}`);
  await page.getByRole('spinbutton', { name: 'Quantity', exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
}

async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
}

async function payByCard(page: Page, card: TestCard, po: string) {
  await page.getByRole('radio', { name: 'Pay by credit card' }).check();
  await page.getByLabel(/Card number/).fill(card.number);
  await page.getByLabel(/Expiration date/).pressSequentially(card.expiry.replace('/', ''));
  await expect(page.getByLabel(/Expiration date/)).toHaveValue(card.expiry);
  await page.getByLabel(/Security code/).fill(card.cvv);
  await page.getByLabel(/Purchase order number/).fill(po);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await page.getByRole('button', { name: 'Place order' }).click();
}

const confirmationNumber = async (page: Page) => {
  await expect(page).toHaveURL(/\/order-confirmation\?ordernumber=W\d{8}$/);
  const code = new URL(page.url()).searchParams.get('ordernumber')!;
  await expect(page.getByText(`Your confirmation number is ${code}`)).toBeVisible();
  return code;
};

test(
  'a purchase order checkout ends on the confirmation page and the order is in the database',
  { tag: '@shelfmark' },
  async ({ page }) => {
    await signIn(page, 'staff@shelfmark.test');
    await addDemoTitle(page, 3);
    await openCheckout(page);
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$9.95');
    await expectAccessible(page);
    await page.getByLabel(/Purchase order number/).fill('  PO-E2E-1  ');
    await page.getByRole('button', { name: 'Place order' }).click();
    const code = await confirmationNumber(page);
    await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(DEMO_TITLE.title);
    await expectAccessible(page);
    const history = await page.request.get('/api/orders?billToAccountNumber=2000400&shipToAccountNumber=1000400');
    expect(history.ok()).toBe(true);
    const { orders } = (await history.json()) as {
      orders: { internetReference: string | null; poNumber: string | null }[];
    };
    expect(orders.find((o) => o.internetReference === code)?.poNumber).toBe('PO-E2E-1');
  },
);

test(
  'a free-shipping code skips the shipper; a good code applies, a bad one fails, then the countdown',
  { tag: '@shelfmark' },
  async ({ page }) => {
    await signIn(page, 'staff@shelfmark.test');
    await addDemoTitle(page, 1);
    await openCheckout(page);
    const promo = page.getByRole('textbox', { name: 'Promo code' });
    await promo.fill('FREESHIP');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo code FREESHIP applied.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('FREE');

    const shipperCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/carts/shippers') shipperCalls.push(r.method());
    });
    await openCheckout(page);
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('FREE');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    expect(shipperCalls).toEqual([]);

    await promo.fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This promo code is not valid.' })).toBeVisible();
    for (const code of ['NOT-A-CODE-2', 'NOT-A-CODE-3', 'NOT-A-CODE-4']) {
      await promo.fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
    }
    const countdown = page.getByRole('dialog', { name: 'Too many attempts' });
    await expect(countdown).toContainText(/You can try another promo code in \d+ seconds\./);
    await expectAccessible(page);
    await countdown.getByRole('button', { name: 'OK' }).click();
  },
);

/** The provider's origin, which must not be the store's: else the leak check would not separate them. */
function providerOrigin(): string {
  expect(
    CARD_PROVIDER_URL,
    'E2E_CARD_PROVIDER_URL: scripts/test-e2e.mjs serves the card provider on an origin of its own',
  ).not.toBeNull();
  const origin = new URL(CARD_PROVIDER_URL!).origin;
  expect(origin).not.toBe(STORE_ORIGIN);
  return origin;
}

const cardJourneys = [
  { brand: 'shelfmark', email: 'checkout@shelfmark.test', title: DEMO_TITLE },
  { brand: 'thorndike', email: 'buyer@thorndike.test', title: DEMO_TITLE_THORNDIKE },
] as const;

for (const { brand, email, title } of cardJourneys) {
  test(
    `CHK-07 a ${brand} card checkout through the provider's own origin is approved and placed, once`,
    { tag: `@${brand}` },
    async ({ page }) => {
      const origin = providerOrigin();
      await signIn(page, email);
      await addDemoTitle(page, 2, title);
      await openCheckout(page);
      const toProvider: { method: string; path: string; body: string }[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.origin === origin)
          toProvider.push({ method: r.method(), path: url.pathname, body: r.postData() ?? '' });
      });
      await payByCard(page, CARD, 'PO-CARD-OK');
      const code = await confirmationNumber(page);
      expect(code).toMatch(/^W\d{8}$/);
      await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(title.title);
      // The card went to the provider's origin — the one request the browser made there — and, by the
      // cardLeaks fixture, to no URL of the store's.
      expect(toProvider).toHaveLength(1);
      expect(toProvider[0]).toMatchObject({ method: 'POST', path: '/provider/silent/pay' });
      const form = new URLSearchParams(toProvider[0]!.body);
      expect([form.get('card_number'), form.get('card_expiry_date'), form.get('card_cvn')]).toEqual([
        CARD.number,
        CARD.expiry.replace('/', '-'),
        CARD.cvv,
      ]);
      expect(form.get('override_custom_receipt_page')).toBe(`${STORE_ORIGIN}/checkout?processed=true`);

      await test.step('CHK-07 the provider’s return opened again goes to the same confirmation, placing nothing and showing no error', async () => {
        await page.goto('/checkout?processed=true');
        expect(await confirmationNumber(page)).toBe(code);
        await expect(
          page.getByRole('dialog', { name: 'Something went wrong during payment/order placement:' }),
        ).toHaveCount(0);
      });
    },
  );
}

test(
  'a declined card shows the payment error, then checkout again with the cart intact',
  { tag: '@shelfmark' },
  async ({ page }) => {
    await signIn(page, 'checkout@shelfmark.test');
    await addDemoTitle(page, 2);
    await openCheckout(page);
    await payByCard(page, DECLINED, 'PO-CARD-NO');
    const modal = page.getByRole('dialog', { name: 'Something went wrong during payment/order placement:' });
    await expect(modal).toContainText('The card payment was not authorised.');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout' && !url.searchParams.has('processed'));
    const lines = page.getByRole('list', { name: 'Items in your order' });
    await expect(lines).toContainText(DEMO_TITLE.title);
    await expect(lines).toContainText('Qty: 2');
  },
);

test('an inquiry-only user cannot purchase', { tag: '@shelfmark' }, async ({ page }) => {
  await signIn(page, 'inquiry@shelfmark.test');
  await openCheckout(page);
  const button = page.getByRole('button', { name: 'Place order' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('Only users with purchaser rights can place orders.');
});

/**
 * Presses Tab until `target` has the focus (keyboard only: no click, no programmatic focus). It
 * first waits for the target as a user would see it, then looks it up again after every press (a
 * list that re-renders replaces its nodes, so a handle taken once would go stale). It gives up when
 * the focus has gone once round the page: back on the element it started from, or on nothing twice.
 */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  await expect(target).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __tabStart?: Element | null }).__tabStart = document.activeElement;
  });
  let leftStart = false;
  // One look at the page per press (the target's focus and where the focus went), so a press costs one round trip.
  const where = () =>
    target.evaluate((el) => {
      if (el === document.activeElement) return 'there';
      const state = window as unknown as { __tabStart?: Element | null };
      // The page changed under us (a navigation, or the start element re-rendered): start counting again from here.
      if (!state.__tabStart?.isConnected) {
        state.__tabStart = document.activeElement;
        return 'restart';
      }
      return document.activeElement === state.__tabStart ? 'back' : 'away';
    });
  for (let now = await where(); now !== 'there'; now = await where()) {
    if (now === 'back' && leftStart) throw new Error(`Tab went round the page and never reached ${String(target)}`);
    leftStart = now === 'away' || (now === 'restart' ? false : leftStart);
    await page.keyboard.press('Tab');
  }
}

test(
  'WCAG 2.1.1 2.1.2 a keyboard-only purchase: sign in, search, add to cart, PO checkout, confirmation',
  { tag: '@shelfmark' },
  async ({ page }) => {
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Sign in', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type('buyer@shelfmark.test');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();

    await tabTo(page, page.getByRole('search').getByLabel('Search', { exact: true }));
    await page.keyboard.type(DEMO_TITLE.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search');
    await tabTo(
      page,
      page
        .getByRole('link', { name: DEMO_TITLE.title, exact: true })
        .and(page.locator(`[href="/products/${DEMO_TITLE.isbn13}"]`)),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: DEMO_TITLE.title, exact: true })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Add to cart', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: /^Cart, \d+ items?$/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
    await tabTo(page, page.getByRole('link', { name: 'Checkout', exact: true }).first());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$9.95');

    await tabTo(page, page.getByLabel(/Purchase order number/));
    await page.keyboard.type('PO-KEYBOARD');
    await tabTo(page, page.getByRole('button', { name: 'Place order' }));
    await page.keyboard.press('Enter');
    await confirmationNumber(page);
  },
);

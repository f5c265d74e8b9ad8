/**
 * Every route of the storefront passes axe with WCAG 2.2 AA and axe's best practices (e2e/support/axe.ts) at 1280 and
 * 360 px, for each brand (its tag), signed out and as a buyer with a cart: the routes of the host app's route table
 * and the seeded page documents no route names (e2e/support/storefrontRoutes.ts). The best practices are where one
 * `<main>`, named landmarks and headings in order are checked. A page is loaded once and the window resized; every
 * violation of every page is collected and reported at once.
 */
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';
import {
  BUYERS,
  DEMO_TITLES,
  fillCart,
  firstOrder,
  ORDER_NUMBER,
  storefrontAddresses,
} from '../support/storefrontRoutes';

const WIDTHS = [1280, 360] as const;

for (const brand of ['shelfmark', 'thorndike'] as const) {
  test.describe(`the ${brand} storefront under axe`, { tag: `@${brand}` }, () => {
    for (const who of ['a visitor', 'a buyer'] as const) {
      test(`HDR-01 WCAG 1.1.1 1.3.1 1.3.5 1.4.3 2.4.1 2.4.2 2.4.4 2.5.3 2.5.8 3.1.1 4.1.2 every route passes axe (WCAG 2.2 AA and best practices) at 1280 and 360 px for ${who} @${brand}`, async ({
        page,
        pageProblems,
      }) => {
        test.setTimeout(600_000);
        // The buyer opens an order of their own (the first brand's: ORDER_NUMBER); a visitor, ORDER_NUMBER.
        let orderNumber = ORDER_NUMBER;
        if (who === 'a buyer') {
          await signIn(page, BUYERS[brand]);
          await fillCart(page.request, DEMO_TITLES[brand].isbn13);
          if (brand !== 'shelfmark') orderNumber = await firstOrder(page);
        }
        const problems: string[] = [];
        for (const path of await storefrontAddresses(page.request, brand, orderNumber)) {
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          await page.goto(path);
          await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            try {
              await expectAccessible(page);
            } catch (error) {
              // The violations only: the lines of the assertion's diff that name one.
              const named = (error as Error).message.split('\n').filter((line) => /^\s*\+\s+"/.test(line));
              problems.push(`${path} at ${width} px: ${named.map((line) => line.trim().slice(1).trim()).join(' ')}`);
            }
          }
        }
        // The failed requests on purpose, which the browser logs: the address no page knows answers 404, and so does
        // the first brand's order asked for on the second brand's store.
        const expected = new RegExp(
          `/(no/such/page|my-orders/${ORDER_NUMBER}): Failed to load resource: the server responded with a status of 404`,
        );
        for (let i = pageProblems.length - 1; i >= 0; i -= 1)
          if (expected.test(pageProblems[i]!)) pageProblems.splice(i, 1);
        expect(problems, `axe violations for ${who}`).toEqual([]);
      });
    }
  });
}

/**
 * Every route of the storefront at 320 px (WCAG 2.2 1.4.10 Reflow), for each brand (its tag), signed out and as a
 * buyer: the routes of the host app's route table (examples/host-app/src/app/routes.tsx, with the store's configured
 * paths; e2e/support/storefrontRoutes.ts) and the seeded page documents no route names (help pages, Find Your Rep…).
 * On each page: the document is no wider than the window (`scrollWidth <= innerWidth`), also with the text spacing
 * of 1.4.12 applied, and the brand's name in the header is shown whole. A page is loaded once at 1280 px and the
 * window resized (media queries answer a resize as they answer a load); every failure is collected and reported
 * at once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';
import { overflow } from '../support/layout';
import {
  BUYERS,
  DEMO_TITLES,
  fillCart,
  firstOrder,
  ORDER_NUMBER,
  storefrontAddresses,
} from '../support/storefrontRoutes';

const DESK = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

/** WCAG 1.4.12's text spacing, as its bookmarklet applies it to every element. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** The header's brand name, when it is cut (an ellipsis or a clipped box). */
async function brandNameCut(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const name = document.querySelector<HTMLElement>('.sm-header .sm-logo__name');
    if (!name || name.getBoundingClientRect().width === 0) return null;
    return name.scrollWidth > name.clientWidth + 0.5
      ? `the brand name "${name.textContent}" is cut (${name.scrollWidth} px in ${name.clientWidth})`
      : null;
  });
}

const frame = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const brand of ['shelfmark', 'thorndike'] as const) {
  test.describe(`the ${brand} storefront at 320 px`, { tag: `@${brand}` }, () => {
    for (const who of ['a visitor', 'a buyer'] as const) {
      test(`HDR-01 WCAG 1.4.10 1.4.12 no route scrolls sideways at 320 px for ${who}, nor with text spacing, and the brand name shows whole @${brand}`, async ({
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
        const measured: string[] = [];
        for (const path of await storefrontAddresses(page.request, brand, orderNumber)) {
          await page.setViewportSize(DESK);
          await page.goto(path);
          await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
          await page.setViewportSize(NARROW);
          await frame(page);
          const wide = await overflow(page);
          if (wide) problems.push(`${path}: ${wide}`);
          const cut = await brandNameCut(page);
          if (cut) problems.push(`${path}: ${cut}`);
          const spacing = await page.addStyleTag({ content: TEXT_SPACING });
          await frame(page);
          const spaced = await overflow(page);
          if (spaced) problems.push(`${path} with text spacing: ${spaced}`);
          measured.push(`${path} ${await page.evaluate(() => document.documentElement.scrollWidth)}`);
          await spacing.evaluate((element) => (element as Element).remove());
        }
        console.log(`document width at 320 px, ${brand}, ${who}: ${measured.join(', ')}`);
        // The failed requests on purpose, which the browser logs: the address no page knows answers 404, and so does
        // the first brand's order asked for on the second brand's store.
        const expected = new RegExp(
          `/(no/such/page|my-orders/${ORDER_NUMBER}): Failed to load resource: the server responded with a status of 404`,
        );
        for (let i = pageProblems.length - 1; i >= 0; i -= 1)
          if (expected.test(pageProblems[i]!)) pageProblems.splice(i, 1);
        expect(problems, `pages that scroll sideways at 320 px for ${who}`).toEqual([]);
      });
    }
  });
}

/**
 * Site shell on a phone, in real Chromium against the real storefront (HDR-01, HDR-02): the header's mobile
 * drawer opens and closes by keyboard (Enter, arrow keys, Escape, focus kept inside and returned), and the
 * drawer's search lands on the results page. The open drawer passes axe.
 */
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Each brand's search: a query that names the brand's seeded demo title (the search is per brand). */
const brands = [
  { brand: 'shelfmark', search: { q: 'Lighthouse Keeper', title: DEMO_TITLE.title } },
  { brand: 'thorndike', search: { q: 'Harbour Tales', title: DEMO_TITLE_THORNDIKE.title } },
] as const;

for (const { brand, search } of brands) {
  test(
    `HDR-01 on a phone the ${brand} header drawer opens and closes by keyboard, and its search lands on results`,
    { tag: `@${brand}` },
    async ({ page }) => {
      await page.goto('/');
      // The menus arrive from /api/content/menus after the first render; open the drawer once they are in.
      await page.waitForLoadState('networkidle');
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: 'Menu', exact: true });
      const searchButton = header.getByRole('button', { name: 'Search', exact: true });

      await test.step('the mobile top bar replaces the desktop search and menu', async () => {
        await expect(menuButton).toBeVisible();
        await expect(searchButton).toBeVisible();
        await expect(header.getByRole('searchbox')).toHaveCount(0);
      });

      await test.step('Enter opens the menu drawer, focus moves into it, arrows move through it', async () => {
        await menuButton.focus();
        await page.keyboard.press('Enter');
        const drawer = header.getByRole('region', { name: 'Site menu' });
        await expect(drawer).toBeVisible();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        const links = drawer.getByRole('link');
        await expect(links.first()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(links.nth(1)).toBeFocused();
        await page.keyboard.press('End');
        await expect(links.last()).toBeFocused();
        await expectAccessible(page);
      });

      await test.step('Tab stays inside the drawer and its buttons; Escape closes it and focus returns', async () => {
        await page.keyboard.press('Tab');
        const focusedInsideHeader = await page.evaluate(() => Boolean(document.activeElement?.closest('header')));
        expect(focusedInsideHeader).toBe(true);
        await page.keyboard.press('Escape');
        await expect(header.getByRole('region', { name: 'Site menu' })).toBeHidden();
        await expect(menuButton).toBeFocused();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      });

      await test.step('the search drawer sends the trimmed query to the results page', async () => {
        await searchButton.focus();
        await page.keyboard.press('Enter');
        const box = header
          .getByRole('region', { name: 'Search the catalogue' })
          .getByRole('searchbox', { name: 'Search' });
        await expect(box).toBeFocused();
        await page.keyboard.type(`  ${search.q}  `);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === search.q);
        await expect(header.getByRole('region', { name: 'Search the catalogue' })).toBeHidden();
        // The results themselves show: the count for the trimmed query, and the seeded title it names.
        await expect(page.getByRole('status').filter({ hasText: /results? for/ })).toHaveText(
          // One title is "1 result", more are "N results".
          new RegExp(`^(?:1 result|(?:[2-9]|[1-9]\\d+) results) for “${search.q}”$`),
        );
        await expect(
          page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 2, name: search.title }).first(),
        ).toBeVisible();
      });
    },
  );
}

/**
 * The /accessibility statement on both brands, in real Chromium against the real server: it states the target
 * (WCAG 2.2 level AA, Section 508), links the Accessibility Conformance Report with the report's date and lists the
 * report's known gaps; the link opens the report at the store (no 404), the report's date is the statement's, and the
 * report reflows at 320 px.
 */
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

for (const brand of ['shelfmark', 'thorndike'] as const) {
  test(
    `CMS-01 the accessibility statement links the conformance report with its date, and the link opens it @${brand}`,
    {
      tag: `@${brand}`,
    },
    async ({ page }) => {
      await page.goto('/accessibility');
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText('WCAG 2.2 level AA');
      await expect(main).toContainText('Section 508');
      const dated = (await main.getByText(/dated \d{4}-\d{2}-\d{2}/).textContent())!;
      const date = /dated (\d{4}-\d{2}-\d{2})/.exec(dated)![1]!;
      await expect(page.getByRole('heading', { level: 2, name: 'Known gaps' })).toBeVisible();
      await expect(main.getByRole('listitem').filter({ hasText: /^1\.2\.5 Audio Description/ })).toBeVisible();
      await expectAccessible(page);

      const answer = page.waitForResponse((r) => r.url().endsWith('/accessibility/conformance-report'));
      await main.getByRole('link', { name: 'Accessibility Conformance Report' }).click();
      expect((await answer).status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Shelfmark Accessibility Conformance Report' }),
      ).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Report date' })).toHaveText(`Report date: ${date}`);
      await expect(page.getByRole('region', { name: 'Table 2: Success Criteria, Level AA' })).toContainText(
        '1.2.5 Audio Description (Prerecorded) (Level AA)',
      );
      await expectAccessible(page);
      // The report reflows at 320 px: its tables scroll inside their labelled regions, the page never sideways.
      await page.setViewportSize({ width: 320, height: 640 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
    },
  );
}

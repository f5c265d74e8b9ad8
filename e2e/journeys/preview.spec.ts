/**
 * Preview is a session an editor enters and leaves, in real Chromium against the
 * real server. The editor enters preview through GET /api/content/preview, follows three links (client-side, the page
 * never reloads) and still sees the preview bar, the edit buttons — links to the CMS through the server's
 * SHELFMARK_CMS_EDIT_URL (scripts/test-e2e.mjs sets it) — and the draft; exits and sees the published page. A visitor
 * never sees a placeholder, not even with a forged preview cookie.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, STORE_ORIGIN, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

/** A seeded staff member: an editor of content. */
const EDITOR = 'staff@shelfmark.test';
/** The CMS edit URL template the e2e server runs with (scripts/test-e2e.mjs). */
const CMS = 'https://cms.shelfmark.test/editor';

const brands = [
  { brand: 'shelfmark', name: 'Shelfmark', published: 'Books and research databases for libraries and schools' },
  { brand: 'thorndike', name: 'Thorndike Press', published: 'Large print for every reader' },
] as const;
/** The home page draft's subheading (packages/server/src/seed/content/contentPages.ts). */
const DRAFT = 'Winter catalogue: new titles every week';

/** Marks the loaded document; a full page load forgets the mark, a client-side navigation keeps it. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

async function expectPreviewBar(page: Page, returnTo: string) {
  const bar = page.getByRole('region', { name: 'Preview mode' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
    'href',
    `/api/content/preview/exit?return=${encodeURIComponent(returnTo)}`,
  );
}

for (const { brand, name, published } of brands) {
  test.describe(`preview of the ${brand} site`, { tag: `@${brand}` }, () => {
    test(`CMS-01 CMS-02 an editor enters preview, follows three links with the bar, edit buttons and the draft, exits to the published page @${brand}`, async ({
      page,
    }) => {
      await signIn(page, EDITOR);
      const entered = await page.goto('/api/content/preview?return=%2F');
      expect(new URL(page.url()).pathname).toBe('/');
      // The preview page is the editor's alone: never stored by a cache.
      expect(entered?.headers()['cache-control']).toBe('private, no-store');
      await expectPreviewBar(page, '/');
      await expect(page.getByText(DRAFT)).toBeVisible();
      const editHero = page.getByRole('link', { name: 'Edit Hero Banner (opens in a new tab)' });
      await expect(editHero).toHaveAttribute('href', `${CMS}?page=%2F&component=home-hero`);
      await expect(editHero).toHaveAttribute('target', '_blank');
      // The draft's block this storefront does not know: its placeholder, with an edit link of its own.
      await expect(page.getByText('Document Countdown Timer is not defined.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit Countdown Timer (opens in a new tab)' })).toHaveAttribute(
        'href',
        `${CMS}?page=%2F&component=home-countdown`,
      );
      await expectAccessible(page);

      await markDocument(page);
      // 1: the footer's Terms of Use.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
      await expectPreviewBar(page, '/terms');
      await expect(page.getByRole('link', { name: 'Edit Page Heading (opens in a new tab)' })).toHaveAttribute(
        'href',
        `${CMS}?page=%2Fterms&component=terms-heading`,
      );
      // 2: the footer's Accessibility.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
      await expectPreviewBar(page, '/accessibility');
      await expect(page.getByRole('link', { name: 'Edit Rich Text (opens in a new tab)' })).toBeVisible();
      // 3: the logo, back home: still the draft.
      await page
        .getByRole('banner')
        .getByRole('link', { name: `${name} home` })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page.getByText(DRAFT)).toBeVisible();
      await expectPreviewBar(page, '/');
      await expect(page.getByRole('link', { name: 'Edit Hero Banner (opens in a new tab)' })).toBeVisible();
      expect(await stillSameDocument(page)).toBe(true);

      // Exit: the server clears the cookie and sends the editor back to the published page.
      await page.getByRole('region', { name: 'Preview mode' }).getByRole('link', { name: 'Exit preview' }).click();
      await expect(page.getByText(published)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByText(DRAFT)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Preview mode' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
      await expect(page.locator('.sm-content-placeholder')).toHaveCount(0);
      // Still signed in, and preview stays off on the next page.
      await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Preview mode' })).toHaveCount(0);
    });

    test(`CMS-01 CMS-02 a visitor cannot enter preview and never sees a placeholder, not even with a forged preview cookie @${brand}`, async ({
      page,
      context,
    }) => {
      const refused = await page.request.get('/api/content/preview?return=%2F', { maxRedirects: 0 });
      expect(refused.status()).toBe(401);
      expect(refused.headers()['set-cookie']).toBeUndefined();
      await context.addCookies([{ name: 'shelfmark_preview', value: 'on', url: STORE_ORIGIN }]);
      await page.goto('/');
      await expect(page.getByText(published)).toBeVisible();
      for (const [where, link, heading] of [
        ['contentinfo', 'Terms of Use', 'Terms of Use'],
        ['contentinfo', 'Accessibility', 'Accessibility'],
      ] as const) {
        await page.getByRole(where).getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Preview mode' })).toHaveCount(0);
        await expect(page.locator('.sm-content-placeholder')).toHaveCount(0);
      }
      await page.goto('/');
      await expect(page.getByText(DRAFT)).toHaveCount(0);
      await expect(page.getByText('Document Countdown Timer is not defined.')).toHaveCount(0);
      await expect(page.locator('.sm-content-placeholder')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    });
  });
}

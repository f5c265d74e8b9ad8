/**
 * Pages from the CMS, in real Chromium against the real server and its seeded documents: the home
 * page from its document, header search, the contact form (a conditional field, the local captcha,
 * only visible fields sent), the server refusing a wrong captcha, preview mode with edit buttons for
 * a signed-in editor only, an unknown block's fallback, and the order number filled into the
 * confirmation page's content (CONF-01). scripts/test-e2e.mjs runs the tests tagged with the brand the
 * server was started for.
 */
import { solveLocalCaptcha } from '@shelfmark/api-client';
import { captchaChallengeSchema } from '@shelfmark/api-client/schemas';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '@shelfmark/server/testing';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

/** A seeded staff member: the server lets staff (editors) see preview mode. */
const EDITOR = 'staff@shelfmark.test';

/** Each brand's header search: a query that names the brand's seeded demo title (the search is per brand). */
const brands = [
  { brand: 'shelfmark', name: 'Shelfmark', search: { q: 'Lighthouse Keeper', title: DEMO_TITLE.title } },
  { brand: 'thorndike', name: 'Thorndike Press', search: { q: 'Harbour Tales', title: DEMO_TITLE_THORNDIKE.title } },
] as const;

for (const { brand, name, search } of brands) {
  test.describe(`content pages of the ${brand} site`, { tag: `@${brand}` }, () => {
    test(`CMS-01 HEAD-01 the home page renders from its document @${brand}`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'New in the catalogue' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/search?q=');
      await expect(page).toHaveTitle(`Home | ${name}`);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', new RegExp(name));
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
      await expectAccessible(page);
    });

    test(`HDR-02 the header search lands on the results page @${brand}`, async ({ page }) => {
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
      const box = page.getByRole('search').getByLabel('Search', { exact: true });
      await box.fill(`  ${search.q}  `);
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === search.q);
      // The results themselves show: the count for the trimmed query, and the seeded title it names.
      await expect(page.getByRole('status').filter({ hasText: /results? for/ })).toHaveText(
        // One title is "1 result", more are "N results".
        new RegExp(`^(?:1 result|(?:[2-9]|[1-9]\\d+) results) for “${search.q}”$`),
      );
      await expect(
        page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 2, name: search.title }).first(),
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));
    });

    test(`FORM-01 FORM-02 the contact form sends only its visible fields after the captcha @${brand}`, async ({
      page,
    }) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await expect(form).toBeVisible();
      await form.getByRole('textbox', { name: /Full name/ }).fill('Morgan Reed');
      await form.getByRole('textbox', { name: /Email/ }).fill('morgan@riverside.example');
      await form.getByRole('combobox', { name: /Topic/ }).selectOption('orders');
      const orderNumber = form.getByRole('textbox', { name: /Order number/ });
      await orderNumber.fill('4100001');
      // Changing the topic hides the order number again: it must not be sent.
      await form.getByRole('combobox', { name: /Topic/ }).selectOption('trial');
      await expect(orderNumber).toHaveCount(0);
      await form.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
      const submit = form.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeDisabled();
      await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await expect(form.getByText('Verified')).toBeVisible();
      await expectAccessible(page);
      const sent = page.waitForRequest(
        (request) => request.url().endsWith('/api/submit-form') && request.method() === 'POST',
      );
      await submit.click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        formId: 'contact-us',
        fullName: 'Morgan Reed',
        topic: 'trial',
        consent: true,
        source: 'storefront',
        reCaptchaEnabled: true,
      });
      expect(body).not.toHaveProperty('orderNumber');
      expect(body).not.toHaveProperty('details');
      expect(body.recaptchaToken).toEqual(expect.any(String));
      await expect(page).toHaveURL((url) => url.pathname === '/contact/thank-you');
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    });

    test(`FORM-02 the server refuses a missing, forged or replayed captcha @${brand}`, async ({ page }) => {
      // Through the page's own request context: the browser's session, without a console error for the refusals.
      await page.goto('/contact');
      const form = {
        formId: 'contact-us',
        reCaptchaEnabled: true,
        fullName: 'Morgan Reed',
        email: 'morgan@riverside.example',
        topic: 'trial',
        consent: true,
      };
      const post = (data: object) => page.request.post('/api/submit-form', { data, failOnStatusCode: false });
      const challenge = captchaChallengeSchema.parse(await (await page.request.get('/api/captcha/challenge')).json());
      if (challenge.provider !== 'altcha') throw new Error('the e2e server runs the local captcha');
      const token = (await solveLocalCaptcha(challenge.challenge))!;
      const forged = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(token, 'base64').toString()),
          solution: { counter: 1, derivedKey: '000000' },
        }),
      ).toString('base64');

      const missing = await post(form);
      expect([missing.status(), (await missing.json()).fieldErrors]).toEqual([
        400,
        { recaptchaToken: 'Please complete the captcha to submit the form.' },
      ]);
      const wrong = await post({ ...form, recaptchaToken: forged });
      expect([wrong.status(), Object.keys((await wrong.json()).fieldErrors)]).toEqual([400, ['recaptchaToken']]);
      expect((await post({ ...form, recaptchaToken: token })).status()).toBe(200);
      expect((await post({ ...form, recaptchaToken: token })).status()).toBe(400);
    });

    test(`CMS-01 a visitor asking for preview with ?preview=true gets the published page: no draft, no edit buttons @${brand}`, async ({
      page,
    }) => {
      await page.goto('/?preview=true');
      await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tools for buyers' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
      await expect(page.getByText('Document Countdown Timer is not defined.')).toHaveCount(0);
      await expect(page.getByText(/^Preview:/)).toHaveCount(0);
    });

    test(`CMS-01 CMS-02 preview shows a signed-in editor who entered it edit buttons, and the draft's unknown block its fallback @${brand}`, async ({
      page,
    }) => {
      await signIn(page, EDITOR);
      // ?preview=true is no way in: preview is a session (preview.spec.ts follows it across pages).
      await page.goto('/?preview=true');
      await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
      await expect(page.getByText('Document Countdown Timer is not defined.')).toHaveCount(0);
      await page.goto('/api/content/preview?return=%2F');
      await expect(page.getByRole('link', { name: 'Edit Hero Banner (opens in a new tab)' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit Covers List (opens in a new tab)' })).toBeVisible();
      // The editor's draft tries a block this storefront does not know: the note replaces it, the page goes on.
      await expect(page.getByText('Document Countdown Timer is not defined.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tools for buyers' })).toBeVisible();
      // Leaving preview: the published page has neither.
      await page.goto('/api/content/preview/exit?return=%2F');
      await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
      await expect(page.getByText('Document Countdown Timer is not defined.')).toHaveCount(0);
    });

    test(`CONF-01 the confirmation page's content block shows the order number from the query, as text @${brand}`, async ({
      page,
    }) => {
      await page.goto('/order-confirmation?ordernumber=W02000001');
      await expect(page.getByText('Quote order W02000001 when you contact customer service about it.')).toBeVisible();
      await expect(page.getByText(/ordernumber/i)).toHaveCount(0);
      // A number that carries markup stays text: no element is made from it.
      await page.goto(`/order-confirmation?ordernumber=${encodeURIComponent('<img src=x id=injected>')}`);
      await expect(
        page.getByText('Quote order <img src=x id=injected> when you contact customer service about it.'),
      ).toBeVisible();
      await expect(page.locator('#injected')).toHaveCount(0);
    });

    test(`CONF-01 a signed-in buyer's made-up order number is "Order not found", and the page does not ask to quote it @${brand}`, async ({
      page,
    }) => {
      await signIn(page, EDITOR);
      await page.goto('/order-confirmation?ordernumber=FAKE-123');
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
      await expect(page.getByText(/Quote order/)).toHaveCount(0);
    });
  });
}

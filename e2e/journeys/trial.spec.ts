/**
 * NECP-01 / PDP-03 / FORM-01 in real Chromium against the real server: a visitor on a research database's catalogue
 * page follows Request a Trial and finds the request form already naming that product (its type chosen, its title
 * filled in), rendered on the server and prefilled once the page is live.
 */
import { expect, test } from '../support/fixtures';

test(
  'NECP-01 PDP-03 Request a Trial opens the request form with the product the visitor came from',
  { tag: '@shelfmark' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/search?q=Research%20Database');
    const href = await page.locator('a[href^="/catalog/"]').first().getAttribute('href');
    expect(href, 'the search finds a research database').toBeTruthy();
    await page.goto(href!);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(title).toMatch(/Research Database/);

    await page.getByRole('link', { name: 'Request a Trial' }).click();
    await expect(page).toHaveURL(/\/request-a-trial\?/);
    const form = page.getByRole('form', { name: 'Request a trial' });
    await expect(form.getByRole('combobox', { name: /Product type/ })).toHaveValue('database');
    await expect(form.getByRole('textbox', { name: /^Product/ })).toHaveValue(title);
    await expect(form.getByRole('textbox', { name: /Institution/ })).toHaveValue('');
  },
);

import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from '@shelfmark/server/testing';

/**
 * Signs a seeded demo user in the way a buyer does: the header's Sign in link, the local identity
 * provider's form, back on the storefront with the account menu showing.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();
}

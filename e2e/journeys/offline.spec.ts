/**
 * The journeys' browser cannot reach past this machine (CHROMIUM_ARGS in e2e/support/chromium.mjs), and the shared
 * fixture reports a request that tries: what every journey's "hit the network" check rests on. (The store's own
 * Content-Security-Policy would refuse such a request from its pages first, so these open the address directly.)
 */
import { test as base } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PAST_THE_MACHINE = 'https://example.com/shelfmark-offline-check';

base(
  'a request past this machine fails in the browser, while the store on this machine answers',
  { tag: '@shelfmark' },
  async ({ context, page }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
    await expect(page.goto(PAST_THE_MACHINE)).rejects.toThrow(/ERR_PROXY_CONNECTION_FAILED/);
    expect(failed).toEqual([`${PAST_THE_MACHINE} net::ERR_PROXY_CONNECTION_FAILED`]);
    expect((await (await context.newPage()).goto('/'))?.ok()).toBe(true);
  },
);

test(
  "the journeys' fixture reports a request the browser tries past this machine as a problem of the journey",
  { tag: '@shelfmark' },
  async ({ page, pageProblems }) => {
    await page.goto(PAST_THE_MACHINE).catch(() => undefined);
    expect(pageProblems).toContain(`request left the machine: ${PAST_THE_MACHINE}`);
    pageProblems.length = 0; // reported as it should be: not this journey's failure
  },
);

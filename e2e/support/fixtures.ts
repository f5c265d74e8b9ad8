import { expect, test as base } from '@playwright/test';
import { isLocalUrl } from './chromium.mjs';

/** The storefront's origin: the server scripts/test-e2e.mjs started (E2E_BASE_URL), as in playwright.config.ts. */
export const STORE_ORIGIN = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').origin;

/**
 * The card provider's base URL (E2E_CARD_PROVIDER_URL): scripts/test-e2e.mjs serves it on an
 * origin of its own, so a journey can tell a request to the provider from one to the store.
 * Null when the journeys run against a store whose simulator shares its origin.
 */
export const CARD_PROVIDER_URL = process.env.E2E_CARD_PROVIDER_URL?.trim() || null;

/**
 * Every journey runs with the network cut off at the machine's edge, fails on any request past it, on any console
 * error, uncaught page error or Content-Security-Policy violation in the storefront.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context, page }, use) => {
      const problems: string[] = [];
      // The browser cannot reach past this machine (CHROMIUM_ARGS): a request that tries fails, and is a problem.
      // (One a journey answers itself with page.route, such as the tag manager's container, does not fail.)
      context.on('requestfailed', (request) => {
        if (!isLocalUrl(request.url())) problems.push(`request left the machine: ${request.url()}`);
      });
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        problems.push(`CSP violation: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          const where = event.sourceFile ? ` (from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber})` : '';
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI}${where}`,
          );
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
      // Pages arrive rendered by the server: after loading one, act once React has hydrated its controls
      // (each has React's fiber), as a person waits for a page to respond; before that a value typed into a
      // controlled field is not the field's state, and a click may do nothing.
      const hydrated = () =>
        page.waitForFunction(() =>
          [...document.querySelectorAll('#root :is(input, select, textarea, button)')].every((control) =>
            Object.keys(control).some((key) => key.startsWith('__reactFiber$')),
          ),
        );
      for (const method of ['goto', 'reload', 'goBack'] as const) {
        const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<typeof page.reload>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await load(...args);
          await hydrated();
          return response;
        };
      }
      await use(problems);
      expect(problems, 'the storefront logged errors, hit the network or violated its CSP').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

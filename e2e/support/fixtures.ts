import { expect, test as base } from '@playwright/test';
import { isLocalUrl } from './chromium.mjs';

/**
 * Every journey runs with the network cut off at the machine's edge and fails on any console
 * error, uncaught page error or Content-Security-Policy violation in the storefront.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context, page }, use) => {
      const problems: string[] = [];
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (isLocalUrl(url)) return route.continue();
        problems.push(`request left the machine: ${url}`);
        return route.abort('blockedbyclient');
      });
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        problems.push(`CSP violation: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          const where = event.sourceFile ? ` (from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber})` : '';
          report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI}${where}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
      await use(problems);
      expect(problems, 'the storefront logged errors, hit the network or violated its CSP').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

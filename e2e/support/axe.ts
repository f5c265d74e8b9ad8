import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** What axe checks: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (one main, named landmarks, headings in order…). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * Runs axe (AXE_TAGS) on the page as it stands and fails with every violation named.
 * axe goes in through the DevTools protocol, not a script tag, so the storefront's CSP is untouched.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) => {
      const axe = (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations.map(
        (v) =>
          `${v.id}: ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
    },
    AXE_TAGS as unknown as string[],
  );
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

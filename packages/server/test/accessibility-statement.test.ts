import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceReportMarkdown } from '../src/accessibility/conformanceReport';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

// The committed report, read as a buyer's auditor would: the page and the served copies must say what it says.
const report = readFileSync(join(import.meta.dirname, '../../../docs/accessibility-conformance-report.md'), 'utf8');
const reportDate = /^- \*\*Report date\*\*: (\d{4}-\d{2}-\d{2})$/m.exec(report)?.[1];
const standards = /^- \*\*Applicable standards\*\*: ([\s\S]+?)\n\n/m.exec(report)?.[1]?.replace(/\s+/g, ' ');
const gaps = [...report.matchAll(/^\| (\d+\.\d+\.\d+) [^|]+ \| (?:Does Not Support|Partially Supports) \|/gm)].map(
  (row) => row[1]!,
);

let db: FreshDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

/** The /accessibility page's rich text, as the storefront receives it. */
async function statement(): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/content/pages?path=${encodeURIComponent('/accessibility')}`);
  expect(answer.status).toBe(200);
  const page = (await answer.json()) as { components: { type: string; document?: { content?: { value?: string } } }[] };
  return page.components
    .map((c) => c.document?.content?.value ?? '')
    .filter(Boolean)
    .join('\n');
}

describe('the accessibility statement and its conformance report', () => {
  it('the report names its date, its standards and at least one known gap (what the statement repeats)', () => {
    expect(reportDate).toBeDefined();
    expect(standards).toContain('WCAG 2.2 Level A and Level AA');
    expect(standards).toContain('Section 508');
    expect(gaps.length).toBeGreaterThan(0);
  });

  it('the store serves the committed report as a page and as its markdown, at a stable address', async () => {
    expect(conformanceReportMarkdown()).toBe(report);
    const page = await fetch(`${server.baseUrl}/accessibility/conformance-report`);
    expect([page.status, page.headers.get('content-type')?.split(';')[0]]).toEqual([200, 'text/html']);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Shelfmark Accessibility Conformance Report</h1>');
    expect(html).toContain(`<strong>Report date</strong>: ${reportDate}`);
    for (const criterion of gaps)
      expect(html).toMatch(new RegExp(`<th scope="row">${criterion.replace(/\./g, '\\.')} `));
    const markdown = await fetch(`${server.baseUrl}/accessibility/conformance-report.md`);
    expect([markdown.status, markdown.headers.get('content-type')?.split(';')[0]]).toEqual([200, 'text/markdown']);
    expect(await markdown.text()).toBe(report);
  });

  it('the /accessibility page states the target, links the report with the report’s date and lists its known gaps', async () => {
    const html = await statement();
    expect(html).not.toContain('WCAG 2.1');
    expect(html).toContain('WCAG 2.2 level AA');
    expect(html).toContain('Section 508');
    expect(html).toContain('<a href="/accessibility/conformance-report">Accessibility Conformance Report</a>');
    expect(html).toContain(`</a> (VPAT® 2.5 Rev 508, WCAG 2.2 edition), dated ${reportDate},`);
    const listed = [...html.matchAll(/<li>(\d+\.\d+\.\d+) /g)].map((item) => item[1]);
    expect(listed).toEqual(gaps);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformance, criteriaNamed, readResults } from '../scripts/acr/conformance.mjs';
import { reportFromResults } from '../scripts/acr/generate.mjs';

const criteria = [
  { id: '2.4.3', name: 'Focus Order', level: 'A', remarks: 'Focus never falls to the page body.' },
  { id: '1.4.10', name: 'Reflow', level: 'AA', remarks: 'Every route reflows at 320 px.' },
  { id: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA', gaps: ['No audio description.'] },
  { id: '2.1.4', name: 'Character Key Shortcuts', level: 'A', notApplicable: 'No shortcuts.' },
  { id: '3.3.1', name: 'Error Identification', level: 'A', gaps: ['Tracking has no summary yet.'] },
];
const levelOf = (rows: ReturnType<typeof conformance>, id: string) => rows.find((row) => row.id === id)?.level;

describe('the accessibility conformance report from test results', () => {
  it('reads the criteria a test title names', () => {
    expect(criteriaNamed('CART-01 WCAG 2.4.3 focus goes to the next line after a removal @shelfmark')).toEqual([
      '2.4.3',
    ]);
    expect(criteriaNamed('WCAG 1.4.10 1.4.12, 2.4.3 at 320 px')).toEqual(['1.4.10', '1.4.12', '2.4.3']);
    expect(criteriaNamed('no criterion here, only 2.4.3 without its standard')).toEqual([]);
  });

  it('never reports a criterion as supported when a test naming it failed or did not run', () => {
    const rows = conformance(criteria, [
      { file: 'a.test.tsx', title: 'WCAG 2.4.3 focus after removing a line', status: 'passed' },
      { file: 'b.spec.ts', title: 'WCAG 2.4.3 focus after a route change @thorndike', status: 'failed' },
      { file: 'c.spec.ts', title: 'WCAG 1.4.10 no route scrolls sideways at 320 px', status: 'skipped' },
      { file: 'd.spec.ts', title: 'WCAG 2.1.4 a test of a criterion said not to apply', status: 'failed' },
    ]);
    expect(levelOf(rows, '2.4.3')).toBe('Does Not Support');
    expect(levelOf(rows, '1.4.10')).toBe('Does Not Support');
    expect(levelOf(rows, '2.1.4')).toBe('Does Not Support');
  });

  it('supports a criterion only when every test naming it passed and no gap is known; without a test it is not evaluated', () => {
    const rows = conformance(criteria, [
      { file: 'a.test.tsx', title: 'WCAG 2.4.3 focus after removing a line', status: 'passed' },
      { file: 'b.spec.ts', title: 'WCAG 2.4.3 focus after a route change @thorndike', status: 'passed' },
      { file: 'e.test.tsx', title: 'WCAG 3.3.1 the checkout error summary', status: 'passed' },
    ]);
    expect(levelOf(rows, '2.4.3')).toBe('Supports');
    expect(levelOf(rows, '3.3.1')).toBe('Partially Supports');
    expect(levelOf(rows, '1.4.10')).toBe('Not Evaluated');
    expect(levelOf(rows, '1.2.5')).toBe('Does Not Support');
    expect(levelOf(rows, '2.1.4')).toBe('Not Applicable');
  });

  it('reads Vitest and Playwright JSON reports, and the report names a failed test', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acr-'));
    writeFileSync(
      join(dir, 'vitest.json'),
      JSON.stringify({
        testResults: [
          {
            name: join(process.cwd(), 'packages/forms/src/focus.test.tsx'),
            assertionResults: [{ fullName: 'focus WCAG 2.4.3 hands focus on', status: 'passed' }],
          },
        ],
      }),
    );
    writeFileSync(
      join(dir, 'e2e-shelfmark.json'),
      JSON.stringify({
        config: {},
        suites: [
          {
            title: 'reflow.spec.ts',
            file: 'reflow.spec.ts',
            specs: [],
            suites: [
              {
                title: 'the shelfmark storefront at 320 px',
                file: 'reflow.spec.ts',
                specs: [
                  {
                    title: 'WCAG 1.4.10 no route scrolls sideways @shelfmark',
                    file: 'reflow.spec.ts',
                    tests: [{ status: 'unexpected', results: [{ status: 'failed' }] }],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    const tests = readResults(dir, process.cwd());
    expect(tests).toEqual([
      {
        file: 'e2e/journeys/reflow.spec.ts',
        title: 'the shelfmark storefront at 320 px WCAG 1.4.10 no route scrolls sideways @shelfmark',
        status: 'failed',
      },
      { file: 'packages/forms/src/focus.test.tsx', title: 'focus WCAG 2.4.3 hands focus on', status: 'passed' },
    ]);
    const { text } = reportFromResults({ date: '2026-11-29', resultsDir: dir });
    expect(text).toMatch(
      /\| 1\.4\.10 Reflow \(Level AA\) \| Does Not Support \| .*Failed or not run: e2e\/journeys\/reflow\.spec\.ts/,
    );
    expect(text).not.toMatch(/\| 1\.4\.10 Reflow \(Level AA\) \| Supports/);
    expect(text).toContain('- **Report date**: 2026-11-29');
  });
});

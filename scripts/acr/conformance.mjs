/**
 * From a test run's results to each WCAG criterion's level of support, as the Accessibility Conformance Report states
 * it. A test proves a criterion by naming it in its title (`WCAG 1.4.10`, several allowed); the levels are:
 * - Not Applicable: the criterion says why it has nothing to apply to (scripts/acr/wcag22.mjs);
 * - Does Not Support: a test naming it failed, or did not run (skipped);
 * - Not Evaluated: no test in the run names it (Does Not Support when it has known gaps);
 * - Partially Supports: every test naming it passed, but known gaps are listed;
 * - Supports: every test naming it passed, and no gap is known.
 * A criterion whose test failed can never be reported as supported.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The criterion ids a test title names: `WCAG 2.4.3`, `WCAG 1.4.10 1.4.12`, `WCAG 2.4.3, 2.4.7`. */
export function criteriaNamed(title) {
  const ids = new Set();
  for (const match of title.matchAll(/\bWCAG((?:[\s,]+\d\.\d{1,2}\.\d{1,2}\b)+)/g)) {
    for (const id of match[1].match(/\d\.\d{1,2}\.\d{1,2}/g) ?? []) ids.add(id);
  }
  return [...ids];
}

/** One status for a test however its runner says it: passed, failed or skipped. */
function statusOf(raw) {
  if (raw === 'passed' || raw === 'expected') return 'passed';
  if (raw === 'skipped' || raw === 'pending' || raw === 'todo' || raw === 'disabled') return 'skipped';
  return 'failed';
}

/** Tests of a Vitest or Jest JSON report (`testResults[].assertionResults[]`). */
function fromJestLike(report, root) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      file: relative(root, file.name ?? file.testFilePath ?? ''),
      title: test.fullName ?? [...(test.ancestorTitles ?? []), test.title].join(' '),
      status: statusOf(test.status),
    })),
  );
}

/** Tests of a Playwright JSON report (suites within suites, each spec's tests with their outcome). */
function fromPlaywright(report) {
  const tests = [];
  const walk = (suite, outer) => {
    // A file's own suite is titled with the file's name: only describe blocks add to a test's title.
    const titles = suite.title && suite.title !== suite.file ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const outcome = test.status ?? test.results?.at(-1)?.status;
        tests.push({
          file: join('e2e/journeys', spec.file ?? suite.file ?? ''),
          title: [...titles, spec.title].join(' '),
          status: outcome === 'flaky' ? 'failed' : statusOf(outcome),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return tests;
}

/** Every test of every JSON report in `dir` (Vitest, the story runner's Jest report, Playwright's), as {file, title, status}. */
export function readResults(dir, root) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      return Array.isArray(report.suites) && report.config ? fromPlaywright(report) : fromJestLike(report, root);
    });
}

/** Each criterion with its level of support and the tests that name it. */
export function conformance(criteria, tests) {
  const byCriterion = new Map(criteria.map((criterion) => [criterion.id, []]));
  for (const test of tests) {
    for (const id of criteriaNamed(test.title)) byCriterion.get(id)?.push(test);
  }
  return criteria.map((criterion) => {
    const proofs = byCriterion.get(criterion.id);
    let level;
    if (proofs.some((test) => test.status !== 'passed')) level = 'Does Not Support';
    else if (criterion.notApplicable && proofs.length === 0) level = 'Not Applicable';
    else if (proofs.length === 0) level = criterion.gaps?.length ? 'Does Not Support' : 'Not Evaluated';
    else if (criterion.gaps?.length) level = 'Partially Supports';
    else level = 'Supports';
    return { ...criterion, level, proofs };
  });
}

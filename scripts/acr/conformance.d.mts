export interface TestResult {
  file: string;
  title: string;
  status: 'passed' | 'failed' | 'skipped';
}

export interface Criterion {
  id: string;
  name: string;
  level: string;
  remarks?: string;
  gaps?: string[];
  notApplicable?: string;
}

export type ConformanceLevel =
  'Supports' | 'Partially Supports' | 'Does Not Support' | 'Not Applicable' | 'Not Evaluated';

/** The criterion ids a test title names: `WCAG 2.4.3`, `WCAG 1.4.10 1.4.12`. */
export function criteriaNamed(title: string): string[];
/** Every test of every JSON report in `dir` (Vitest, Jest, Playwright). */
export function readResults(dir: string, root: string): TestResult[];
/** Each criterion with its level of support and the tests that name it. */
export function conformance<C extends Criterion>(
  criteria: C[],
  tests: TestResult[],
): (Omit<C, 'level'> & { level: ConformanceLevel; proofs: TestResult[] })[];

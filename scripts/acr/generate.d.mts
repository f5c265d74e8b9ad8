import type { TestResult } from './conformance.mjs';

export const REPORT: string;
export const RESULTS_DIR: string;
/** The report as the results in `resultsDir` (default test-results/acr) make it, dated `date`. */
export function reportFromResults(options?: { date?: string; resultsDir?: string }): {
  tests: TestResult[];
  text: string;
};

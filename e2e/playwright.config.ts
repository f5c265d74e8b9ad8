import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.mjs';

/**
 * Buyer journeys in Debian's Chromium against the real server. scripts/test-e2e.mjs starts the
 * server once per brand and runs the journeys tagged with that brand (`--grep @shelfmark`).
 */
export default defineConfig({
  testDir: './journeys',
  testMatch: '*.spec.ts',
  // PLAYWRIGHT_OUTPUT_DIR keeps concurrent runs on one checkout from clearing each other's results.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? '../test-results/e2e',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // A journey is up to ~40 steps (the keyboard-only purchase, My Orders): 28-32 s alone on this 2-core machine, about
  // twice that with the three lanes of scripts/test-e2e.mjs sharing it, and more when other work loads it. Each step
  // still waits at most expect's 10 s for what the buyer waits for; this only bounds a whole journey.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // SHELFMARK_RESULTS_FILE (set by scripts/test-e2e.mjs per lane): the results as JSON too, for the accessibility
  // conformance report (scripts/acr/generate.mjs).
  reporter: process.env.SHELFMARK_RESULTS_FILE
    ? [['list'], ['json', { outputFile: process.env.SHELFMARK_RESULTS_FILE }]]
    : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

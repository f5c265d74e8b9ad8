import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, DETERMINISTIC_RENDERING_ARGS } from '../support/chromium.mjs';

/**
 * The local visual check: one screenshot per story of the static Storybook, compared with the
 * baseline committed in e2e/visual/__screenshots__ with zero tolerance (a one-pixel change fails).
 * Run it through `npm run test:visual` (serves storybook-static) and refresh baselines with
 * `npm run test:visual:update`. With CI=true a missing baseline fails instead of being written.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // PLAYWRIGHT_OUTPUT_DIR keeps concurrent runs on one checkout from clearing each other's results.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? '../../test-results/visual',
  fullyParallel: true,
  // Three: with two, a run kept a 2-core machine's cores 1.4 busy (a story waits for its requests to settle); with
  // three, 1.85, and 100 stories took 70 s instead of 85.
  workers: 3,
  // No retry: a story that differs once fails. (One retry was a stopgap while the price-and-availability covers drew their
  // small print differently in about 1 shot in 10; their box is now whole pixels, and 160 shots of those stories in a row
  // passed, against 17 failures of 160 before.)
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Viewport, scale, motion, locale and time zone are pinned per context in stories.visual.spec.ts.
  use: {
    browserName: 'chromium',
    launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...DETERMINISTIC_RENDERING_ARGS] },
    baseURL: process.env.STORYBOOK_URL,
  },
});

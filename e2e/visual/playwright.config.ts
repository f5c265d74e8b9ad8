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
  // three, 1.85, and 100 stories took 70 s instead of 85 (27 November 2026).
  workers: 3,
  // One retry, with the same pixel-exact comparison: the price-and-availability stories' generated covers drew
  // their smallest print differently (32-74 pixels) in 3 of about 10 runs on 27 November 2026, passing when run
  // again; a stopgap until the cover's rendering is made deterministic (a story failing twice still fails).
  retries: 1,
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

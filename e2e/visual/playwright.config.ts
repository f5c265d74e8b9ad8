import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';

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
  outputDir: '../../test-results/visual',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    baseURL: process.env.STORYBOOK_URL,
  },
});

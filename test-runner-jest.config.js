// Ejected with `test-storybook --eject`, then pointed at Debian's Chromium (see TOOLCHAIN.md):
// jest-playwright only reads its options from here, not from a jest-playwright.config.js.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.mjs';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true },
    },
  },
};

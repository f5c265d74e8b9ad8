import type { TestRunnerConfig } from '@storybook/test-runner';

type RunnerGlobals = typeof globalThis & {
  __sbSetupPage?: (page: unknown, context: unknown) => Promise<void>;
  context?: unknown;
};

const config: TestRunnerConfig = {
  /**
   * A story that timed out or navigated the preview away leaves the page without the runner's
   * helper script; set the page up again so one failure doesn't turn every later story in the
   * same file into "__test is not defined".
   */
  async preVisit(page) {
    const ready = await page.evaluate(() => typeof (globalThis as { __test?: unknown }).__test === 'function').catch(() => false);
    const runner = globalThis as RunnerGlobals;
    if (!ready && runner.__sbSetupPage) await runner.__sbSetupPage(page, runner.context);
  },
};

export default config;

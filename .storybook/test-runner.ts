import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';

type RunnerGlobals = typeof globalThis & {
  __sbSetupPage?: (page: unknown, context: unknown) => Promise<void>;
  context?: unknown;
};

/** Per preview page: the requests that failed or were answered 4xx/5xx since the current story was shown. */
const failedRequests = new WeakMap<Page, string[]>();

function trackFailedRequests(page: Page): string[] {
  const known = failedRequests.get(page);
  if (known) return known;
  const list: string[] = [];
  failedRequests.set(page, list);
  page.on('response', (response) => {
    if (response.status() >= 400) list.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => list.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`));
  return list;
}

/** The window a story is checked in: a phone's for a story tagged 'phone', as the visual check shoots it. */
const PHONE = { width: 390, height: 844 };
const deskSize = new WeakMap<Page, { width: number; height: number }>();

async function fitViewport(page: Page, phone: boolean) {
  if (!deskSize.has(page)) deskSize.set(page, page.viewportSize() ?? { width: 1280, height: 720 });
  const want = phone ? PHONE : deskSize.get(page)!;
  const now = page.viewportSize();
  if (now?.width !== want.width || now.height !== want.height) await page.setViewportSize(want);
}

const config: TestRunnerConfig = {
  /**
   * Each test file's page opens the build's preview. scripts/test-stories.mjs hands the runner an index of its own
   * (stories grouped into fewer files, so fewer preview boots) on another address, and the build's in
   * SHELFMARK_STORYBOOK_URL; without it (the runner pointed at a Storybook directly) the runner's own URL.
   */
  async prepare({ page }) {
    const base = process.env.SHELFMARK_STORYBOOK_URL || process.env.TARGET_URL || 'http://127.0.0.1:6006';
    await page.goto(new URL('iframe.html', base.endsWith('/') ? base : `${base}/`).toString(), { waitUntil: 'load' });
  },
  /**
   * A story that timed out or navigated the preview away leaves the page without the runner's
   * helper script; set the page up again so one failure doesn't turn every later story in the
   * same file into "__test is not defined".
   */
  async preVisit(page, context) {
    const ready = await page
      .evaluate(() => typeof (globalThis as { __test?: unknown }).__test === 'function')
      .catch(() => false);
    const runner = globalThis as RunnerGlobals;
    if (!ready && runner.__sbSetupPage) await runner.__sbSetupPage(page, runner.context);
    trackFailedRequests(page as unknown as Page).length = 0;
    // A phone story renders, plays and is checked by axe at a phone's width.
    const story = await getStoryContext(page, context);
    await fitViewport(page as unknown as Page, story.tags?.includes('phone') ?? false);
  },
  /**
   * The static build is self-contained. Served by a plain file server, a story asks for nothing the
   * build lacks: every picture (lazy ones too) is loaded, then no request may have failed or answered 4xx/5xx.
   */
  async postVisit(page, context) {
    const failed = trackFailedRequests(page as unknown as Page);
    await page.evaluate(async () => {
      const images = Array.from(document.images);
      for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
      const settled = Promise.all(
        images.map((image) =>
          image.complete
            ? undefined
            : new Promise((done) => {
                image.addEventListener('load', done, { once: true });
                image.addEventListener('error', done, { once: true });
              }),
        ),
      );
      await Promise.race([settled, new Promise((done) => setTimeout(done, 10_000))]);
    });
    if (failed.length > 0) {
      throw new Error(
        `story ${context.id} made requests that failed on a plain static file server (the build must hold everything a story shows):\n  ${failed.join('\n  ')}`,
      );
    }
  },
};

export default config;

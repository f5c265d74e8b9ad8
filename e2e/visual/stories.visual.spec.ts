import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { isLocalUrl } from '../support/chromium.mjs';
import { ROOT } from '../support/run.mjs';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Stories opt out of the screenshot with the tag 'no-visual' (e.g. a story that shows a live clock). */
const OPT_OUT = 'no-visual';

function visualStories(): IndexEntry[] {
  const indexFile = join(ROOT, 'storybook-static', 'index.json');
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8'));
  } catch {
    throw new Error(`${indexFile} is missing: build Storybook first (npm run build-storybook), or run \`npm run test:visual\`.`);
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes(OPT_OUT));
}

/** Waits until Storybook has rendered the story, run its play function and its a11y check. */
async function waitForStory(page: Page, id: string) {
  const outcome = await page.evaluate(async () => {
    type Preview = { currentRender?: { phase?: string } };
    const deadline = Date.now() + 20_000;
    for (;;) {
      const phase = (globalThis as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      if (phase === 'finished' || phase === 'errored' || phase === 'aborted') return phase;
      if (document.querySelector('.sb-show-errordisplay')) return 'errored';
      if (Date.now() > deadline) return `timed out in phase ${phase ?? 'none'}`;
      await new Promise((tick) => setTimeout(tick, 50));
    }
  });
  expect(outcome, `story ${id} did not render cleanly (npm run test:stories shows why)`).toBe('finished');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const stories = visualStories();

test('the static Storybook has stories to check', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    await page.route('**/*', (route) => (isLocalUrl(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    await waitForStory(page, story.id);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { ROOT } from '../support/run.mjs';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Stories opt out of the screenshot with the tag 'no-visual' (only for output that cannot be deterministic). */
const OPT_OUT = 'no-visual';

/**
 * Stories tagged 'forced-colors' (open menus and dialogs, selected tabs) get a second shot under forced colours
 * (Windows High Contrast), `<story-id>--forced-colors.png`, where the browser drops backgrounds and shadows: the
 * shot shows whether focus, edges and the selection are still drawn.
 */
const FORCED_COLORS = 'forced-colors';

/** The shot's window: 1024×768, or a phone's for a story tagged 'phone' (its `globals.viewport` is phone390). */
const DESK = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const viewportOf = (story: IndexEntry) => (story.tags?.includes('phone') ? PHONE : DESK);

function visualStories(): IndexEntry[] {
  const indexFile = join(process.env.STORYBOOK_STATIC_DIR || join(ROOT, 'storybook-static'), 'index.json');
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8'));
  } catch {
    throw new Error(
      `${indexFile} is missing: build Storybook first (npm run build-storybook), or run \`npm run test:visual\`.`,
    );
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes(OPT_OUT));
}

/**
 * One Storybook preview per worker, switched from story to story over Storybook's channel (as the
 * test-runner does): booting the preview costs seconds on shared cores, switching costs little, and
 * each story still mounts from scratch (the decorator keys its providers by story id). With the
 * deterministic rendering flags a switched-to story is byte-identical to a freshly loaded one.
 * The a11y scan is off here (`a11y.manual`): `npm run test:stories` runs it.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env.STORYBOOK_URL,
        viewport: DESK,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      trackRequests(page);
      await page.goto('/iframe.html?viewMode=story&globals=a11y.manual:!true');
      await page.waitForFunction(() =>
        Boolean((globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__),
      );
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Requests of each preview page still open (asked for, neither finished nor failed), in every frame. */
const openRequests = new WeakMap<Page, Set<Request>>();
/** Requests of each preview page that failed or were answered 4xx/5xx since the story was shown. */
const failedRequests = new WeakMap<Page, string[]>();

function trackRequests(page: Page) {
  const open = new Set<Request>();
  const failed: string[] = [];
  openRequests.set(page, open);
  failedRequests.set(page, failed);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', async (request) => {
    open.delete(request);
    const status = (await request.response().catch(() => null))?.status() ?? 0;
    if (status >= 400) failed.push(`${status} ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    open.delete(request);
    failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
  });
}

/**
 * Resolves once no request of the page has been open for 200 ms (a chunk or picture asked for by another follows it
 * within milliseconds; 'networkidle' waits 500 ms, which cost a 615-story run over a minute), or
 * fails naming what is still loading after 20 s. Not waitForLoadState('networkidle'): on a preview
 * that switches stories, a story that adds a frame (the hosted video player) never fired it again.
 */
async function networkQuiet(page: Page) {
  const open = openRequests.get(page)!;
  const deadline = Date.now() + 20_000;
  let quietSince = Date.now();
  for (;;) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) return;
    if (Date.now() > deadline)
      throw new Error(`still loading after 20 s: ${[...open].map((request) => request.url()).join(', ')}`);
    await page.waitForTimeout(50);
  }
}

type Channel = {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, payload: unknown): void;
};

/** Shows a story; resolves 'finished' once it rendered and its play function ran, or what went wrong. */
async function showStory(page: Page, id: string): Promise<string> {
  return page.evaluate(
    (storyId) =>
      new Promise<string>((resolve) => {
        const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes: Record<string, (payload: unknown) => string> = {
          storyFinished: (data) =>
            (data as { status?: string } | undefined)?.status === 'error' ? 'finished with an error' : 'finished',
          storyErrored: (data) => `errored: ${(data as { description?: string } | undefined)?.description ?? ''}`,
          storyThrewException: (error) => `threw: ${(error as Error | undefined)?.message ?? ''}`,
          playFunctionThrewException: (error) => `play function threw: ${(error as Error | undefined)?.message ?? ''}`,
          storyMissing: () => 'missing from the build',
        };
        const listeners: [string, (payload: unknown) => void][] = Object.entries(outcomes).map(([event, describe]) => [
          event,
          (payload: unknown) => {
            for (const [name, listener] of listeners) channel.off(name, listener);
            resolve(describe(payload));
          },
        ]);
        for (const [name, listener] of listeners) channel.on(name, listener);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

const stories = visualStories();

test('the static Storybook has stories to check', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    const failed = failedRequests.get(preview)!;
    failed.length = 0;
    const viewport = viewportOf(story);
    const size = preview.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height) await preview.setViewportSize(viewport);
    const outcome = await showStory(preview, story.id);
    expect(outcome, `story ${story.id} did not render cleanly (npm run test:stories shows why)`).toBe('finished');
    await networkQuiet(preview);
    // Every picture drawn: lazy ones load now too (a full-page shot shows them all), and networkidle
    // alone can come before a picture that a story renders late is even asked for.
    await preview.evaluate(async () => {
      const images = Array.from(document.images);
      for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
      await Promise.all(
        images.map((image) =>
          image.complete
            ? undefined
            : new Promise((done) => {
                image.addEventListener('load', done, { once: true });
                image.addEventListener('error', done, { once: true });
              }),
        ),
      );
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    await preview.evaluate(() => document.fonts.ready);
    // The static build is self-contained — served as plain files, a story asks for nothing that is missing.
    expect.soft(failed, `story ${story.id} made requests that failed on a plain static file server`).toEqual([]);
    // A page taller than the viewport would be shot by Chromium resizing the viewport for the capture, and a media query
    // can answer for another width meanwhile: a layout that follows one (the cart on a phone) is drawn again and loses
    // its state (an opened summary closes). The viewport takes the page's height first, so the shot needs no resize.
    const pageHeight = await preview.evaluate(() => document.documentElement.scrollHeight);
    if (pageHeight > viewport.height) await preview.setViewportSize({ width: viewport.width, height: pageHeight });
    await expect(preview).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
    if (story.tags?.includes(FORCED_COLORS)) {
      await preview.emulateMedia({ forcedColors: 'active' });
      try {
        // What a background or a shadow alone showed is gone: the focused control draws an outline or a border,
        // and each open menu and dialog keeps an edge.
        const lost = await preview.evaluate(() => {
          const drawn = (element: Element) => {
            const style = getComputedStyle(element);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            const border = ['Top', 'Right', 'Bottom', 'Left'].some(
              (side) =>
                style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
                parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
            );
            return { outline, border };
          };
          const problems: string[] = [];
          const focused = document.activeElement;
          if (focused && focused !== document.body && !drawn(focused).outline)
            problems.push(
              `the focused ${focused.tagName.toLowerCase()} "${focused.textContent?.trim()}" has no outline`,
            );
          for (const popup of document.querySelectorAll('[role="menu"], [role="dialog"], [role="alertdialog"]'))
            if (!drawn(popup).border) problems.push(`the ${popup.getAttribute('role')} has no edge`);
          // The selected tab is told apart by more than its weight: it draws its bar, the others draw none (theirs is
          // the canvas's colour; a transparent bar would be forced to the text's colour, like the selected one's).
          const probe = document.body.appendChild(document.createElement('div'));
          probe.style.color = 'Canvas';
          const canvas = getComputedStyle(probe).color;
          probe.remove();
          const bar = (tab: Element) => getComputedStyle(tab).borderBottomColor;
          for (const tab of document.querySelectorAll('[role="tab"]')) {
            const selected = tab.getAttribute('aria-selected') === 'true';
            if (selected === (bar(tab) === canvas))
              problems.push(
                `the ${selected ? 'selected' : 'unselected'} tab "${tab.textContent?.trim()}" ${selected ? 'draws no' : 'draws a'} bar`,
              );
          }
          return problems;
        });
        expect(lost, `story ${story.id} under forced colours`).toEqual([]);
        // Under forced colours the text caret is drawn in a system colour whatever the caret-hiding style says, and it
        // blinks: a focused text field is made read-only for the shot (no caret is drawn), and editable again after.
        const caretless = await preview.evaluate(() => {
          const field = document.activeElement;
          if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.readOnly)
            return false;
          field.readOnly = true;
          return true;
        });
        try {
          await expect(preview).toHaveScreenshot(`${story.id}--${FORCED_COLORS}.png`, { fullPage: true });
        } finally {
          if (caretless)
            await preview.evaluate(() => {
              const field = document.activeElement;
              if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.readOnly = false;
            });
        }
      } finally {
        await preview.emulateMedia({ forcedColors: 'none' });
      }
    }
  });
}

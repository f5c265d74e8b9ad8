/**
 * Browser part of `npm run bench`: the built storefront in Debian's Chromium (Playwright), signed in
 * with the session cookie of a real sign-in, desktop viewport, no CPU or network throttling.
 *
 * Each trial is timed inside the page, with the page's own clock (performance.now()):
 * - start: the click that commits the change (a capture listener on the button, before React sees it);
 * - painted: a MutationObserver sees the DOM show the change, then the next animation frame runs and
 *   a message posted from it arrives — the frame that shows the change has been produced;
 * - presented (search only): the Element Timing `renderTime` of the first or last new result's title (whichever
 *   is on screen), when the frame showing it was presented; "painted" can come later, when tasks queued before its
 *   message run first (the demo's SVG covers load as documents), or earlier, since presenting follows the frame;
 * - network: the last `responseEnd` of the API calls the change made (Resource Timing), so
 *   "render" = painted − last answer is the browser's own share (parse, React render, layout, paint);
 *   the first call's `startTime` says how long after the click the page sent it.
 *
 * Cart: a quantity change (CART-08: Change → dialog → Change) in a cart of `cartLines` lines; the
 * change is seen when the first row's quantity shows the new number. Search: Next page at 50 a
 * page; seen when the list holds 50 results and its first title is another one.
 *
 * Cart workbook (CART-14): Download or print → Download spreadsheet, timed by the runner from the
 * click to the browser's download event (the workbook is built in the page); the first run also
 * loads the exceljs chunk and is reported apart.
 */
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { assertBrowser } from './lib/preflight.mjs';
import { summarize } from './lib/stats.mjs';

/** Installed before each change: resolves window.__benchDone with the timings (see above). */
function armProbe({ buttonSelector, buttonText, apiPart, seen }) {
  // Written out here, not passed as code: the storefront's CSP forbids eval in the page.
  const isSeen =
    seen.kind === 'cart'
      ? () =>
          new RegExp(`^${seen.quantity}\\D`).test(document.querySelector('.sm-cart-table__quantity')?.textContent ?? '')
      : () => {
          const items = document.querySelectorAll('ol.sm-search__results > li');
          return items.length === seen.count && items[0].textContent !== seen.first;
        };
  const probe = {
    t0: null,
    dom: null,
    painted: null,
    presented: null,
    lastAnswer: null,
    firstRequest: null,
    requests: 0,
    answerBytes: 0,
  };
  window.__benchProbe = probe;
  let presented = () => {};
  const shown = new Promise((resolve) => {
    presented = resolve;
  });
  const elementTiming = new PerformanceObserver((list) => {
    const entry = list.getEntries().find((e) => e.identifier === 'bench-result');
    if (entry) presented(entry.renderTime || entry.loadTime);
  });
  if (seen.kind !== 'cart') elementTiming.observe({ type: 'element' });
  window.__benchDone = new Promise((resolve) => {
    const button = [...document.querySelectorAll(buttonSelector)].find((b) => b.textContent.trim() === buttonText);
    if (!button) throw new Error(`no button "${buttonText}"`);
    button.addEventListener(
      'click',
      () => {
        probe.t0 = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (probe.t0 === null || probe.dom !== null || !isSeen()) return;
      probe.dom = performance.now();
      observer.disconnect();
      // The first and the last result: the click scrolled to the pager, so often only the last ones are on screen.
      if (seen.kind !== 'cart')
        for (const title of document.querySelectorAll('ol.sm-search__results > li:is(:first-child, :last-child) h2'))
          title.setAttribute('elementtiming', 'bench-result');
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.painted = performance.now();
          const answers = performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= probe.t0 && e.name.includes(apiPart) && e.responseEnd <= probe.dom);
          probe.requests = answers.length;
          probe.answerBytes = answers.reduce((sum, e) => sum + (e.decodedBodySize ?? 0), 0);
          probe.lastAnswer = answers.length ? Math.max(...answers.map((e) => e.responseEnd)) : null;
          probe.firstRequest = answers.length ? Math.min(...answers.map((e) => e.startTime)) : null;
          if (seen.kind === 'cart') return resolve(probe);
          // The presentation is reported after the frame: wait for it, at most 5 s (then it is left out).
          Promise.race([
            shown,
            new Promise((r) => {
              setTimeout(() => r(null), 5000);
            }),
          ]).then((at) => {
            elementTiming.disconnect();
            probe.presented = at;
            resolve(probe);
          });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const timings = (probe) => ({
  totalMs: probe.painted - probe.t0,
  renderMs: probe.lastAnswer === null ? null : probe.painted - probe.lastAnswer,
  domMs: probe.dom - probe.t0,
  presentedMs: probe.presented === null ? null : probe.presented - probe.t0,
  requestStartMs: probe.firstRequest === null ? null : probe.firstRequest - probe.t0,
  requests: probe.requests,
  answerBytes: probe.answerBytes,
});

function summarizeTrials(trials) {
  return {
    clickToPaintMs: summarize(trials.map((t) => t.totalMs)),
    clickToPresentedMs: summarize(trials.filter((t) => t.presentedMs !== null).map((t) => t.presentedMs)),
    lastAnswerToPaintMs: summarize(trials.filter((t) => t.renderMs !== null).map((t) => t.renderMs)),
    clickToRequestMs: summarize(trials.filter((t) => t.requestStartMs !== null).map((t) => t.requestStartMs)),
    apiCallsPerChange: trials.length ? Math.max(...trials.map((t) => t.requests)) : null,
    answerBytesPerChange: trials.length ? Math.max(...trials.map((t) => t.answerBytes)) : null,
  };
}

/**
 * Pages arrive rendered by the server: act once React has hydrated their controls (each has React's fiber), as the
 * e2e fixtures do; a click before that does nothing, and the change it should start is never seen.
 */
const hydrated = (page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('#root :is(input, select, textarea, button)')].every((control) =>
        Object.keys(control).some((key) => key.startsWith('__reactFiber$')),
      ),
    null,
    { timeout: 60_000 },
  );

/** The probe's timings; a change not seen within 60 s fails the trial instead of waiting for ever. */
const probeDone = (page) =>
  page.evaluate(() =>
    Promise.race([
      window.__benchDone,
      new Promise((_, reject) => {
        setTimeout(() => reject(new Error('the change was not seen within 60 s')), 60_000);
      }),
    ]),
  );

export async function runBrowser({
  baseUrl,
  cookie,
  cartLines,
  trials,
  workbookRuns = 3,
  log = console.log,
  executablePath = chromiumLaunchOptions.executablePath,
}) {
  assertBrowser(executablePath);
  const browser = await chromium.launch({ ...chromiumLaunchOptions, executablePath });
  const result = { viewport: '1280×900', cart: null, cartWorkbook: null, search: null, errors: [] };
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, ...rest] = cookie.split('=');
    await context.addCookies([{ name, value: rest.join('='), url: baseUrl }]);
    const page = await context.newPage();

    // ---- cart: quantity change in a cart of cartLines lines ----
    try {
      await page.goto(`${baseUrl}/cart`);
      await hydrated(page);
      const table = page.getByRole('table', { name: 'Items in your cart' });
      await table.waitFor({ timeout: 60_000 });
      const rowsShown = (await table.getByRole('row').count()) - 1;
      const cartTrials = [];
      for (let i = 0; i <= trials; i += 1) {
        const quantity = 2 + (i % 2);
        await page
          .getByRole('button', { name: /^Change quantity of / })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: 'Change quantity' });
        await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
        await page.evaluate(armProbe, {
          buttonSelector: '[role=dialog] button',
          buttonText: 'Change',
          apiPart: '/api/carts',
          seen: { kind: 'cart', quantity },
        });
        await dialog.getByRole('button', { name: 'Change', exact: true }).click();
        const probe = await probeDone(page);
        await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
        if (i > 0) cartTrials.push(timings(probe)); // the first loads the dialog's code and warms up
      }
      result.cart = { lines: cartLines, rowsShown, trials: cartTrials.length, ...summarizeTrials(cartTrials) };
      log(
        `  cart of ${cartLines} lines (${rowsShown} rows a page), quantity change → paint: p50 ${result.cart.clickToPaintMs.p50} ms, ` +
          `after the last answer p50 ${result.cart.lastAnswerToPaintMs.p50} / p95 ${result.cart.lastAnswerToPaintMs.p95} ms`,
      );
    } catch (error) {
      result.errors.push(`cart: ${error instanceof Error ? error.message : error}`);
    }

    // ---- cart workbook (CART-14): built in the page by the lazily loaded exceljs chunk ----
    try {
      const dialog = page.getByRole('dialog', { name: 'Download or print' });
      const runs = [];
      let bytes = null;
      for (let i = 0; i <= workbookRuns; i += 1) {
        // The dialog closes itself once the file is handed to the browser.
        await page.getByRole('button', { name: 'Download or print' }).click();
        const button = dialog.getByRole('button', { name: 'Download spreadsheet (.xlsx)' });
        await button.waitFor({ timeout: 60_000 });
        const t = performance.now();
        const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
        const ms = performance.now() - t;
        const file = await download.path();
        bytes = file ? statSync(file).size : null;
        runs.push(Math.round(ms));
      }
      result.cartWorkbook = { lines: cartLines, bytes, firstMs: runs[0], clickToFileMs: summarize(runs.slice(1)) };
      log(
        `  cart workbook, ${cartLines} lines: ${runs[0]} ms the first time (loads exceljs), then p50 ${result.cartWorkbook.clickToFileMs.p50} ms; ${bytes} bytes`,
      );
    } catch (error) {
      result.errors.push(`cart workbook: ${error instanceof Error ? error.message : error}`);
    }

    // ---- search: 50 a page, next page ----
    try {
      await page.goto(`${baseUrl}/search?q=the&pageSize=50`);
      await hydrated(page);
      const list = page.locator('ol.sm-search__results > li');
      await list.nth(49).waitFor({ timeout: 60_000 });
      const searchTrials = [];
      for (let i = 0; i <= trials; i += 1) {
        const first = (await list.first().textContent()) ?? '';
        await page.evaluate(armProbe, {
          buttonSelector: 'nav.sm-pagination button',
          buttonText: 'Next',
          apiPart: '/api/products/search',
          seen: { kind: 'search', count: 50, first },
        });
        await page.locator('nav.sm-pagination button', { hasText: /^Next$/ }).click();
        const probe = await probeDone(page);
        if (i > 0) searchTrials.push(timings(probe));
      }
      result.search = { query: 'the', pageSize: 50, trials: searchTrials.length, ...summarizeTrials(searchTrials) };
      log(
        `  search, 50 a page, next page → paint: p50 ${result.search.clickToPaintMs.p50} ms, ` +
          `after the answer p50 ${result.search.lastAnswerToPaintMs.p50} / p95 ${result.search.lastAnswerToPaintMs.p95} ms, ` +
          `request sent p50 ${result.search.clickToRequestMs.p50} / p95 ${result.search.clickToRequestMs.p95} ms after the click`,
      );
    } catch (error) {
      result.errors.push(`search: ${error instanceof Error ? error.message : error}`);
    }
  } finally {
    await browser.close();
  }
  return result;
}

/**
 * Rich text on the server and in the browser (CMS-03).
 *
 * The server side runs here, in Node without a DOM (`renderToString` of `RichText` from `@shelfmark/blocks`,
 * resolved with the `node` conditions: the sanitiser parses in a jsdom window). The browser side is Chromium
 * itself, not a simulated DOM: `RichText` is bundled from the same source for the browser (esbuild,
 * `platform: 'browser'`), rendered with `createRoot` in a page served from a made-up origin, and every request the
 * page makes is recorded. Both sides get the XSS corpus of the stories (`xssCorpus`), the DOM-clobbering and
 * `/api` media payloads and a few ordinary texts, and must answer byte for byte the same HTML.
 */
import { createElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RichText } from '@shelfmark/blocks';
import { demoBlockDocuments, xssCorpus, apiMediaPayloads, clobberingPayloads } from '@shelfmark/api-client/testing';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const ORIGIN = 'http://shop.test';

const ordinaryTexts = [
  '<h2>Ordering</h2><p>Read the <a href="/help">help</a> <strong>first</strong>.</p><table><tr><td>1</td></tr></table>',
  '<p style="text-align: center; color: #b00; position: fixed">Centred &amp; red, “quoted”, café</p>',
  '<img src="/media/covers/harbour.png" alt="Harbour" width="200"><a href="https://example.org" target="_blank">out</a>',
  'Plain text with a < and an & in it',
  String(
    (demoBlockDocuments['Rich Text']?.document as { content?: { value?: string } } | undefined)?.content?.value ?? '',
  ),
];
const corpus = [...xssCorpus, ...clobberingPayloads, ...apiMediaPayloads, ...ordinaryTexts];

const serverHtml = (html: string) => renderToString(createElement(RichText, { html }));

/** `RichText` from the package source, bundled for a browser, with a function that renders each payload into the page. */
async function browserBundle() {
  const result = await build({
    stdin: {
      contents: `
        import { createElement } from 'react';
        import { flushSync } from 'react-dom';
        import { createRoot } from 'react-dom/client';
        import { RichText } from '@shelfmark/blocks';
        window.renderRichText = (payloads) => payloads.map((html) => {
          const host = document.createElement('li');
          document.body.append(host);
          flushSync(() => createRoot(host).render(createElement(RichText, { html })));
          return host.innerHTML;
        });`,
      resolveDir: ROOT,
      loader: 'tsx',
    },
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'iife',
    conditions: ['shelfmark-source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs) };
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('CMS-03 rich text rendered on the server', () => {
  it('is sanitised in Node without a browser DOM, by the same allow-list, instead of coming out empty', async () => {
    expect(typeof window).toBe('undefined');
    expect(
      serverHtml(
        '<h2 id="top">Ordering</h2><p onclick="x()">Read <a href="javascript:x()">this</a><script>x()</script></p>',
      ),
    ).toBe('<div class="sm-rich-text"><h2 id="user-content-top">Ordering</h2><p>Read <a>this</a></p></div>');
    // The streaming renderers get the same HTML as renderToString.
    const stream = await renderToReadableStream(createElement(RichText, { html: ordinaryTexts[0]! }));
    await stream.allReady;
    expect(await new Response(stream).text()).toBe(serverHtml(ordinaryTexts[0]!));
  });
});

describe('CMS-03 rich text: the server and Chromium give byte-identical HTML, and nothing runs', () => {
  it('renders the XSS corpus, clobbering and /api payloads the same on both sides; no script runs, no global is clobbered, nothing calls /api', async () => {
    const expected = corpus.map(serverHtml);
    expect(expected.filter(Boolean).length).toBeGreaterThan(ordinaryTexts.length);

    const bundle = await browserBundle();
    // The server DOM stays out of what a browser loads.
    expect(bundle.inputs.filter((input) => /node_modules\/(jsdom|parse5|whatwg-url|cssstyle)\//.test(input))).toEqual(
      [],
    );

    const page = await browser.newPage();
    const requests: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url === `${ORIGIN}/`) {
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><head><title>Rich text</title></head><body></body></html>',
        });
      }
      requests.push(url);
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto(`${ORIGIN}/`);
    await page.evaluate(() => {
      const trap = window as unknown as { fired: string[]; __xss: (n: number) => void };
      trap.fired = [];
      trap.__xss = (n) => {
        trap.fired.push(`payload ${n} ran`);
      };
      window.alert = (message?: unknown) => {
        trap.fired.push(`alert(${String(message)})`);
      };
      window.confirm = () => {
        trap.fired.push('confirm');
        return false;
      };
      window.prompt = () => {
        trap.fired.push('prompt');
        return null;
      };
    });
    await page.addScriptTag({ content: bundle.code });
    const rendered = await page.evaluate(
      (payloads) => (window as unknown as { renderRichText: (p: string[]) => string[] }).renderRichText(payloads),
      corpus,
    );

    const differences = corpus.flatMap((payload, i) =>
      rendered[i] === expected[i] ? [] : [`${payload}\n  server:  ${expected[i]}\n  browser: ${rendered[i]}`],
    );
    expect(differences).toEqual([]);

    // Let every image settle (load or error) and a task pass, so a surviving handler would have fired.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const state = await page.evaluate(() => ({
      fired: (window as unknown as { fired: string[] }).fired,
      dataLayer: typeof (window as unknown as { dataLayer?: unknown }).dataLayer,
      cookie: typeof document.cookie,
      location: (window as unknown as { location: unknown }).location === document.location,
      userContentIds: document.querySelectorAll('[id^="user-content-"]').length,
    }));
    expect(state).toEqual({
      fired: [],
      dataLayer: 'undefined',
      cookie: 'string',
      location: true,
      userContentIds: expect.any(Number),
    });
    expect(state.userContentIds).toBeGreaterThan(3);
    const apiCalls = requests.filter((url) => /^\/+api(?![a-z0-9_-])/i.test(decodeURIComponent(new URL(url).pathname)));
    expect(apiCalls).toEqual([]);
    // The kept media were requested: the recorder sees image loads.
    expect(requests).toContain(`${ORIGIN}/media/covers/harbour.png`);
    await page.close();
  }, 120_000);
});

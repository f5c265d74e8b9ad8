/**
 * Every package renders on the server (CMS-01 blocks through the registry, the commerce widgets).
 *
 * In Node, without a DOM: every registry block placed on a page with its catalogue story's document
 * (`demoBlockDocuments`) and every exported commerce widget, after the call a host makes first (`preloadBlocks` for
 * a page, the widget's `prefetch…` of `@shelfmark/commerce/prefetch` into a QueryClient over the in-memory twin),
 * rendered with `renderToString` and with `prerender` (react-dom/static): each one's own text is in the HTML, never
 * a loading note, and `renderToString` never falls back to client rendering.
 *
 * In Chromium: the server's HTML of every case, served with the dehydrated QueryClient, is hydrated by the same
 * elements bundled for the browser (test/ssr/hydrateCase.tsx; React's development build, which reports every
 * mismatch): no console error or warning, no page error, and dialogs (client-only parts) appear once hydrated.
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as commerce from '@shelfmark/commerce';
import {
  contentRegistry,
  lazyBlock,
  mergeRegistries,
  PageRenderer,
  preloadBlocks,
  type ContentBlockProps,
  type ContentComponent,
} from '@shelfmark/blocks';
import { DEMO_UIDS } from '@shelfmark/api-client/testing';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import {
  blockCases,
  catalogueDocument,
  createApi,
  createQueryClient,
  PAGE_ADDRESS,
  Providers,
  serverCases,
  widgetCases,
  type ServerCase,
} from './ssr/serverCases';
import type { PageCase } from './ssr/hydrateCase';

const ROOT = new URL('..', import.meta.url).pathname;
const ORIGIN = 'http://shop.test';

/** The visible text of server HTML: tags and React's text separators dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<template[\s\S]*?<\/template>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a server does before rendering a case: the page's blocks' code, the widget's queries. */
async function prepare(serverCase: ServerCase) {
  const api = createApi(serverCase.user);
  const queryClient = createQueryClient();
  if (serverCase.kind === 'block') await preloadBlocks(catalogueDocument(serverCase.name));
  await serverCase.prefetch?.(queryClient, api);
  const data = (await serverCase.data?.(api)) ?? {};
  const element: ReactElement = createElement(Providers, { api, queryClient }, serverCase.render(data));
  return { api, queryClient, data, element };
}

async function prerendered(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

function expectContent(serverCase: ServerCase, html: string) {
  const text = textOf(html);
  expect(
    serverCase.serverText.filter((expected) => !text.includes(expected)),
    `${serverCase.name}: missing from "${text.slice(0, 300)}…"`,
  ).toEqual([]);
  expect(text, `${serverCase.name} rendered a loading note`).not.toMatch(/\bLoading\b/i);
  // React's marker of a Suspense boundary it gave up on ("Switched to client rendering…").
  expect(html, `${serverCase.name}: a boundary fell back to client rendering`).not.toContain('<!--$!-->');
}

describe('every registry block and every commerce widget renders its content on the server', () => {
  it('has a case for every registry block and every exported commerce component', () => {
    expect(blockCases.map((c) => c.name).sort()).toEqual(Object.keys(contentRegistry).sort());
    expect(
      blockCases.filter((c) => c.serverText.length === 0).map((c) => c.name),
      'blocks without expected text',
    ).toEqual([]);
    const providers = ['ShelfmarkSiteProvider', 'AnalyticsProvider'];
    const components = Object.entries(commerce)
      .filter(([name, value]) => typeof value === 'function' && /^[A-Z][a-z]/.test(name) && !providers.includes(name))
      .map(([name]) => name);
    expect(components.length).toBeGreaterThan(30);
    expect(
      components.filter((name) => !widgetCases.some((c) => c.name === name)),
      'exported components without a server case',
    ).toEqual([]);
  });

  it('CMS-01 without preloadBlocks, renderToString of a lazy block gives up (the loading note): the preload is what makes the difference', async () => {
    // Runs first in this file (vitest gives each file its own modules), so the block's code is not loaded yet.
    const page = catalogueDocument('Standing Order Plans');
    const render = () =>
      renderToString(
        createElement(
          Providers,
          { api: createApi(null), queryClient: createQueryClient() },
          createElement(PageRenderer, { page }),
        ),
      );
    const before = render();
    expect(before).toContain('<!--$!-->');
    expect(textOf(before)).toContain('Loading Standing Order Plans…');
    await preloadBlocks(page);
    expect(textOf(render())).toContain('Never miss a title');
  });

  it("CMS-01 preloadBlocks loads every block a page places, nested ones included (a container's components, an accordion item's), and no other", async () => {
    const loaded: string[] = [];
    const block = (name: string) =>
      lazyBlock(async () => {
        loaded.push(name);
        return () => createElement('p', null, `${name} block`);
      });
    const registry = mergeRegistries({
      Outer: { component: block('Outer') },
      Column: { component: block('Column') },
      Item: { component: block('Item') },
      Unused: { component: block('Unused') },
    });
    const page = {
      components: [
        {
          id: 'outer',
          type: 'Outer',
          document: { items: [{ title: 'One', components: [{ id: 'item', type: 'Item', document: {} }] }] },
          components: [
            { id: 'column', type: 'Column', document: {} },
            { id: 'unknown', type: 'Not Registered', document: {} },
          ],
        },
      ],
    };
    await preloadBlocks(page, registry);
    expect(loaded.sort()).toEqual(['Column', 'Item', 'Outer']);
    // Each of them now renders at once: a block that renders its nested ones shows them all.
    const Nested = ({ component, renderComponents }: ContentBlockProps) =>
      createElement(
        'div',
        null,
        renderComponents(component.components ?? []),
        renderComponents((component.document as { items: { components: ContentComponent[] }[] }).items[0]!.components),
      );
    const html = renderToString(
      createElement(PageRenderer, { page, registry: mergeRegistries(registry, { Outer: { component: Nested } }) }),
    );
    expect(textOf(html)).toContain('Column block');
    expect(textOf(html)).toContain('Item block');
    expect(html).not.toContain('<!--$!-->');
  });

  it('without its prefetch a data widget renders its loading state on the server: the prefetch is what makes the difference', () => {
    const api = createApi(DEMO_UIDS.buyer);
    const html = renderToString(
      createElement(Providers, { api, queryClient: createQueryClient() }, createElement(commerce.CartPage)),
    );
    expect(textOf(html)).toMatch(/Loading/i);
    expect(textOf(html)).not.toContain("The Lighthouse Keeper's Almanac");
  });

  it.each(serverCases.map((c) => [c.name, c] as const))(
    '%s: renderToString after its preload or prefetch holds its content',
    async (_name, serverCase) => {
      const { element } = await prepare(serverCase);
      expectContent(serverCase, renderToString(element));
    },
  );

  it.each(serverCases.map((c) => [c.name, c] as const))(
    '%s: prerender (react-dom/static) holds its content',
    async (_name, serverCase) => {
      const { element } = await prepare(serverCase);
      expectContent(serverCase, await prerendered(element));
    },
  );
});

/** The hydrating page's script, from source (React's development build: it reports every hydration mismatch). */
async function browserBundle(): Promise<string> {
  const result = await build({
    entryPoints: [`${ROOT}test/ssr/hydrateCase.tsx`],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    conditions: ['shelfmark-source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** JSON safe inside a <script> element (and, parsed back, what a page reads from it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

describe('hydrating the server HTML in Chromium logs no error or warning', () => {
  let browser: Browser;
  let page: Page;
  /** Console errors and warnings and page errors, in order. */
  const messages: string[] = [];

  beforeAll(async () => {
    const [launched, bundle] = await Promise.all([
      chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }),
      browserBundle(),
    ]);
    browser = launched;
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    const body =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Server rendering</title></head><body>' +
      '<script src="/hydrate.js"></script></body></html>';
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === ORIGIN && url.pathname === PAGE_ADDRESS.path)
        return route.fulfill({ contentType: 'text/html', body });
      if (url.origin === ORIGIN && url.pathname === '/hydrate.js')
        return route.fulfill({ contentType: 'text/javascript', body: bundle });
      // Covers and other media: an empty picture, so nothing logs a failed load.
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
      });
    });
    // Not the site's root, with a query: widgets that default to the address (sign-in's return path, the
    // confirmation's number) must still hydrate cleanly.
    await page.goto(`${ORIGIN}${PAGE_ADDRESS.path}${PAGE_ADDRESS.search}`);
    await page.waitForFunction(() => typeof window.__hydrateCase === 'function');
    expect(messages, 'messages while the page loaded').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(serverCases.map((c) => [c.name, c] as const))(
    '%s hydrates without a console error or warning',
    async (_name, serverCase) => {
      // Rendered on the server just before, as a host does for each request (the cached answers are fresh).
      const { queryClient, data, element } = await prepare(serverCase);
      const pageCase: PageCase = {
        html: renderToString(element),
        name: serverCase.name,
        user: serverCase.user,
        data,
        state: JSON.parse(scriptJson(dehydrate(queryClient))) as DehydratedState,
        sessionStorage: serverCase.sessionStorage?.(data) ?? {},
      };
      const before = messages.length;
      const shown = await page.evaluate((sent) => window.__hydrateCase(sent), pageCase);
      expect(messages.slice(before), `${serverCase.name}: console while hydrating`).toEqual([]);
      for (const expected of serverCase.serverText)
        expect(shown.text, `${serverCase.name} after hydration`).toContain(expected);
      for (const expected of serverCase.browserText ?? [])
        expect(`${shown.text} ${shown.dialogs}`, `${serverCase.name} once hydrated`).toContain(expected);
    },
  );
});

/**
 * The DOM the sanitiser parses editor HTML in. In the browser: the page's own `window`. On a server (Node:
 * `renderToString`, `renderToPipeableStream`, `prerender`): one jsdom window, created on first use. jsdom is
 * loaded through Node's own `require` (`process.getBuiltinModule`), which bundlers do not follow, so it never
 * reaches a browser bundle and costs the browser nothing. Without either (an edge runtime without Node's
 * modules) there is no DOM: the sanitiser then returns nothing rather than unsanitised HTML.
 */
export type RichTextWindow = Window & typeof globalThis;

type NodeModuleApi = { createRequire(from: string): (id: string) => unknown };
type JsdomApi = { JSDOM: new (html: string) => { window: RichTextWindow } };

let serverWindow: RichTextWindow | null | undefined;

export function richTextWindow(): RichTextWindow | null {
  if (typeof window !== 'undefined' && window.document) return window;
  if (serverWindow === undefined) serverWindow = createServerWindow();
  return serverWindow;
}

function createServerWindow(): RichTextWindow | null {
  const nodeProcess = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const moduleApi = nodeProcess?.getBuiltinModule?.('node:module') as NodeModuleApi | undefined;
  if (!moduleApi) return null;
  try {
    const { JSDOM } = moduleApi.createRequire(import.meta.url)('jsdom') as JsdomApi;
    return new JSDOM('<!doctype html><html><head></head><body></body></html>').window;
  } catch (error) {
    console.error(
      '@shelfmark/blocks: rich text cannot be sanitised on this server, so it renders empty: jsdom did not load.',
      error,
    );
    return null;
  }
}

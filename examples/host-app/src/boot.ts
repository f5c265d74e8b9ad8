/**
 * A server-rendered page's only script before it has painted (entry-server.tsx bootstraps it; the Vite dev server's
 * index.html loads main.tsx itself). The HTML and its stylesheet paint the whole page; the app's scripts (the entry
 * and React, about 120 kB) only make it interactive. Fetched with the HTML, they share a slow connection with the
 * stylesheet and the covers, and Lighthouse's simulated largest paint counts every request that finished before the
 * paint it observed, whatever it was for. So this file imports nothing: once the page has loaded (the stylesheet and
 * every eager image of the HTML are in) and the frame that presents them is painted, it links the entry's imports
 * and imports the entry, which hydrates the page.
 *
 * The page names the app's modules, entry first, in `<meta name="shelfmark-app">` (Document.tsx's APP_MODULES_META):
 * a constant shared with the app would put a chunk before the paint.
 */

/** Calls `start` after the page's `load` event and the frame painted after it (at once when the page is hidden). */
export function afterThePagePaints(start: () => void, win: Window = window): void {
  const doc = win.document;
  const next = () => {
    // A hidden page paints nothing and runs no animation frames: nothing to wait for.
    if (doc.visibilityState === 'hidden') start();
    // An animation frame's callback runs before that frame is painted; a timer set there runs after it.
    else win.requestAnimationFrame(() => win.setTimeout(start, 0));
  };
  if (doc.readyState === 'complete') next();
  else win.addEventListener('load', next, { once: true });
}

/**
 * Once the page has painted: links the modules the page's meta names after the first (the entry's static imports,
 * fetched alongside it rather than after it) and imports the first. Does nothing on a page without the meta.
 */
export function startAppAfterPaint(importModule: (src: string) => Promise<unknown>, win: Window = window): void {
  const doc = win.document;
  const [entry, ...imports] = (doc.querySelector<HTMLMetaElement>('meta[name="shelfmark-app"]')?.content ?? '')
    .split(' ')
    .filter(Boolean);
  if (!entry) return;
  afterThePagePaints(() => {
    for (const href of imports) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
    // A failed import leaves the server's page as it is; the browser reports the rejection.
    void importModule(entry);
  }, win);
}

startAppAfterPaint((src) => import(/* @vite-ignore */ src));

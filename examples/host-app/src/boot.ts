/**
 * A server-rendered page's only script before it has painted (entry-server.tsx bootstraps it; the Vite dev server's
 * index.html loads main.tsx itself). The HTML and its stylesheet paint the whole page; the app's scripts (the entry
 * and React, about 120 kB) only make it interactive. Fetched with the HTML, they share a slow connection with the
 * stylesheet and the covers, and Lighthouse's simulated largest paint counts every request that finished before the
 * paint it observed, whatever it was for. So this file imports nothing: once the page has loaded (the stylesheet and
 * every eager image of the HTML are in) and painted, it links the entry's imports and imports the entry, which
 * hydrates the page.
 *
 * The page names the app's modules, entry first, in `<meta name="shelfmark-app">` (Document.tsx's APP_MODULES_META):
 * a constant shared with the app would put a chunk before the paint.
 */

/** What the boot script uses of the window (a test hands it one of its own). */
export type BootWindow = Pick<
  Window,
  'document' | 'addEventListener' | 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'
> & { PerformanceObserver?: typeof PerformanceObserver };

/** How long to wait for the first paint's report before starting anyway (a browser that never reports one). */
const PAINT_REPORT_WAIT_MS = 1000;

/**
 * Calls `then` once the browser has reported the page's first contentful paint, which it does after that frame is on
 * the screen: under load the screen can lag the frame's own work by tens of milliseconds, past the `load` event.
 */
function afterFirstPaintReported(then: () => void, win: BootWindow): void {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  let done = false;
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  const timer = win.setTimeout(() => go(), PAINT_REPORT_WAIT_MS);
  function go() {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    then();
  }
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Calls `start` once the page has loaded (its stylesheet and every eager image of the HTML are in), its first paint
 * has been reported, and two more frames have begun (the frame that presents the last image, with one of slack);
 * at once after `load` when the page is hidden (it paints nothing and runs no animation frames).
 */
export function afterThePagePaints(start: () => void, win: BootWindow = window): void {
  const doc = win.document;
  const next = () => {
    if (doc.visibilityState === 'hidden') start();
    // An animation frame's callback runs before that frame is painted; a timer set there runs after it.
    else
      afterFirstPaintReported(
        () => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0))),
        win,
      );
  };
  if (doc.readyState === 'complete') next();
  else win.addEventListener('load', next, { once: true });
}

/**
 * Once the page has painted: links the modules the page's meta names after the first (the entry's static imports,
 * fetched alongside it rather than after it) and imports the first. Does nothing on a page without the meta.
 */
export function startAppAfterPaint(importModule: (src: string) => Promise<unknown>, win: BootWindow = window): void {
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

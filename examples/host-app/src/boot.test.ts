/**
 * The boot script a server-rendered page bootstraps: the app's scripts are fetched only once the page has painted,
 * so the HTML and its stylesheet, and the covers, have the connection to themselves until then. A window of the
 * test's own (its load event, animation frames and timers run when the test says) stands in for the browser's.
 */
import { APP_MODULES_META } from './app/Document';
import { startAppAfterPaint } from './boot';

/** A window whose `load`, frames and timers run only when the test calls them. */
function pageWindow({ readyState, hidden = false }: { readyState: DocumentReadyState; hidden?: boolean }) {
  const doc = document.implementation.createHTMLDocument('page');
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  Object.defineProperty(doc, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
  const loadListeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    document: doc,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  } as unknown as Window;
  const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((run) => run());
  return {
    win,
    doc,
    load: () => {
      readyState = 'complete';
      runAll(loadListeners);
    },
    paintFrame: () => runAll(frames),
    runTimers: () => runAll(timers),
  };
}

function nameApp(doc: Document, modules: string) {
  const meta = doc.createElement('meta');
  meta.name = APP_MODULES_META;
  meta.content = modules;
  doc.head.append(meta);
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe("the boot script starts the app once the server's page has painted", () => {
  it('fetches nothing while the page loads, then links the entry’s imports and imports the entry after the frame that follows `load`', () => {
    const page = pageWindow({ readyState: 'interactive' });
    nameApp(page.doc, '/assets/index-a.js /assets/runtime-b.js /assets/react-c.js');
    const imported: string[] = [];
    startAppAfterPaint(async (src) => imported.push(src), page.win);

    page.paintFrame();
    page.runTimers();
    expect(imported, 'before the load event').toEqual([]);
    page.load();
    expect(imported, 'before the frame after it').toEqual([]);
    page.paintFrame();
    expect(imported, 'before that frame is painted').toEqual([]);
    expect(preloads(page.doc)).toEqual([]);
    page.runTimers();
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(preloads(page.doc)).toEqual(['/assets/runtime-b.js', '/assets/react-c.js']);
  });

  it('on a page already loaded, still waits for the next frame to be painted', () => {
    const page = pageWindow({ readyState: 'complete' });
    nameApp(page.doc, '/assets/index-a.js');
    const imported: string[] = [];
    startAppAfterPaint(async (src) => imported.push(src), page.win);
    expect(imported).toEqual([]);
    page.paintFrame();
    page.runTimers();
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('on a hidden page (no frames are painted), starts as soon as the page has loaded', () => {
    const page = pageWindow({ readyState: 'loading', hidden: true });
    nameApp(page.doc, '/assets/index-a.js');
    const imported: string[] = [];
    startAppAfterPaint(async (src) => imported.push(src), page.win);
    expect(imported).toEqual([]);
    page.load();
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('does nothing on a page that names no app', () => {
    const page = pageWindow({ readyState: 'complete' });
    const imported: string[] = [];
    startAppAfterPaint(async (src) => imported.push(src), page.win);
    page.paintFrame();
    page.runTimers();
    expect(imported).toEqual([]);
  });
});

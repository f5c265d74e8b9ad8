/**
 * The boot script a server-rendered page bootstraps: the app's scripts are fetched only once the page has painted,
 * so the HTML and its stylesheet, and the covers, have the connection to themselves until then. A window of the
 * test's own (its load event, paint reports, animation frames and timers run when the test says) stands in for the
 * browser's.
 */
import { APP_MODULES_META } from './app/Document';
import { startAppAfterPaint, type BootWindow } from './boot';

/**
 * A window whose `load`, paint reports, frames and timers run only when the test calls them (`reportsPaint: false`: a
 * browser without paint timing).
 */
function pageWindow({
  readyState,
  hidden = false,
  reportsPaint = true,
}: {
  readyState: DocumentReadyState;
  hidden?: boolean;
  reportsPaint?: boolean;
}) {
  const doc = document.implementation.createHTMLDocument('page');
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  Object.defineProperty(doc, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
  const loadListeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers = new Map<number, { run: () => void; delay: number }>();
  const observers = new Set<(names: string[]) => void>();
  let painted = false;
  let nextTimer = 1;
  class FakeObserver {
    static supportedEntryTypes = reportsPaint ? ['paint', 'largest-contentful-paint'] : [];
    #deliver: (names: string[]) => void;
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      this.#deliver = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
    observe({ buffered }: { type: string; buffered?: boolean }) {
      observers.add(this.#deliver);
      if (buffered && painted) this.#deliver(['first-paint', 'first-contentful-paint']);
    }
    disconnect() {
      observers.delete(this.#deliver);
    }
  }
  const win: BootWindow = {
    document: doc,
    addEventListener: ((type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    }) as Window['addEventListener'],
    requestAnimationFrame: (callback) => frames.push(() => callback(0)),
    setTimeout: ((run: () => void, delay = 0) => {
      timers.set(nextTimer, { run, delay });
      return nextTimer++;
    }) as Window['setTimeout'],
    clearTimeout: (id) => void timers.delete(id!),
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  };
  return {
    win,
    doc,
    load: () => {
      readyState = 'complete';
      loadListeners.splice(0).forEach((run) => run());
    },
    /** The first contentful paint is on the screen, and reported. */
    reportPaint: () => {
      painted = true;
      for (const deliver of [...observers]) deliver(['first-paint', 'first-contentful-paint']);
    },
    /** Begins the next frame: runs the callbacks asked for before it. */
    frame: () => frames.splice(0).forEach((run) => run()),
    /** Runs the timers due within `ms`. */
    wait: (ms = 0) => {
      for (const [id, timer] of [...timers]) {
        if (timer.delay > ms) continue;
        timers.delete(id);
        timer.run();
      }
    },
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

/** Runs frames and timers (none of them a second long) a few times over: what a page does while nothing else happens. */
function idle(page: ReturnType<typeof pageWindow>) {
  for (let i = 0; i < 4; i += 1) {
    page.frame();
    page.wait();
  }
}

describe("the boot script starts the app once the server's page has painted", () => {
  it("fetches nothing while the page loads and paints, then links the entry's imports and imports the entry", () => {
    const page = pageWindow({ readyState: 'interactive' });
    nameApp(page.doc, '/assets/index-a.js /assets/runtime-b.js /assets/react-c.js');
    const imported: string[] = [];
    startAppAfterPaint(async (src) => imported.push(src), page.win);

    idle(page);
    expect(imported, 'before the load event').toEqual([]);
    page.load();
    idle(page);
    expect(imported, 'loaded, before the first paint is reported').toEqual([]);
    page.reportPaint();
    page.frame();
    page.wait();
    expect(imported, 'before the second frame after the paint').toEqual([]);
    page.frame();
    expect(imported, 'before that frame is painted').toEqual([]);
    expect(preloads(page.doc)).toEqual([]);
    page.wait();
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(preloads(page.doc)).toEqual(['/assets/runtime-b.js', '/assets/react-c.js']);
  });

  it('on a page already loaded and painted, still waits two frames', () => {
    const page = pageWindow({ readyState: 'complete' });
    page.reportPaint();
    nameApp(page.doc, '/assets/index-a.js');
    const imported: string[] = [];
    startAppAfterPaint(async (src) => imported.push(src), page.win);
    page.frame();
    page.wait();
    expect(imported).toEqual([]);
    page.frame();
    page.wait();
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('where the browser reports no paint, starts two frames after the load event; if it never reports one, a second after it', () => {
    const noTiming = pageWindow({ readyState: 'loading', reportsPaint: false });
    nameApp(noTiming.doc, '/assets/index-a.js');
    const imported: string[] = [];
    startAppAfterPaint(async (src) => imported.push(src), noTiming.win);
    noTiming.load();
    idle(noTiming);
    expect(imported).toEqual(['/assets/index-a.js']);

    const silent = pageWindow({ readyState: 'complete' });
    nameApp(silent.doc, '/assets/index-b.js');
    startAppAfterPaint(async (src) => imported.push(src), silent.win);
    idle(silent);
    expect(imported).toEqual(['/assets/index-a.js']);
    silent.wait(1000);
    idle(silent);
    expect(imported).toEqual(['/assets/index-a.js', '/assets/index-b.js']);
  });

  it('on a hidden page (it paints nothing), starts as soon as the page has loaded', () => {
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
    page.reportPaint();
    const imported: string[] = [];
    startAppAfterPaint(async (src) => imported.push(src), page.win);
    idle(page);
    page.wait(1000);
    expect(imported).toEqual([]);
  });
});

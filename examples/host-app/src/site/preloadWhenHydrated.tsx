import { useEffect } from 'react';

/**
 * Adds `<link rel="modulepreload" fetchpriority="low">` for each module script not linked yet: the browser downloads
 * and compiles it, but does not run it until something imports it.
 */
export function preloadModules(hrefs: readonly string[], doc: Document = document): void {
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of hrefs) {
    if (linked.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    doc.head.append(link);
    linked.add(href);
  }
}

interface IdleTime {
  /** Milliseconds left in this idle period (none when the browser has no idle callbacks: one step per task). */
  timeRemaining(): number;
}

/**
 * Runs `work` in a task of its own once the browser is idle (or after `timeoutMs` at the latest); returns the
 * cancel. Where there is no `requestIdleCallback` (Safari), a timer.
 */
function whenIdle(work: (idle: IdleTime) => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => work({ timeRemaining: () => 0 }), 0);
  return () => window.clearTimeout(handle);
}

/**
 * Renders nothing; once the page has hydrated (its effects run after React's commit) and the browser is idle, it
 * fetches `hrefs` at low priority — the API client's answer schemas and zod, which the buyer's first action
 * imports — so that action does not wait for the download. The links go in while the browser is idle, at least one
 * per task: each starts a fetch, and adding all 17 at once, in the effects that follow hydration or in one idle
 * task, held a phone's main thread for up to 110 ms (the cart at 4x).
 */
export function PreloadWhenHydrated({ hrefs }: { hrefs: readonly string[] }) {
  useEffect(() => {
    const pending = [...hrefs];
    if (pending.length === 0) return undefined;
    let cancel = () => {};
    const step = (idle: IdleTime) => {
      do preloadModules([pending.shift()!]);
      while (pending.length > 0 && idle.timeRemaining() > 2);
      if (pending.length > 0) cancel = whenIdle(step);
    };
    cancel = whenIdle(step);
    return () => cancel();
  }, [hrefs]);
  return null;
}

import { useEffect } from 'react';

/**
 * Adds `<link rel="modulepreload" fetchpriority="low">` for each module script not linked yet: the browser downloads
 * and compiles it, but does not run it until something imports it.
 */
export function preloadModules(hrefs: readonly string[], doc: Document = document): void {
  const linked = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
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

/**
 * Runs `work` in a task of its own once the browser is idle (or after `timeoutMs` at the latest); returns the
 * cancel. Where there is no `requestIdleCallback` (Safari), a timer.
 */
function whenIdle(work: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Renders nothing; once the page has hydrated (its effects run after React's commit) and the browser is idle, it
 * fetches `hrefs` at low priority — the API client's answer schemas and zod, which the buyer's first action
 * imports — so that action does not wait for the download. Adding the links is a task of its own: inside the
 * effects that follow hydration it lengthened that task by up to 40 ms on a phone (issue 13, checkout at 4x).
 */
export function PreloadWhenHydrated({ hrefs }: { hrefs: readonly string[] }) {
  useEffect(() => {
    if (hrefs.length === 0) return undefined;
    return whenIdle(() => preloadModules(hrefs));
  }, [hrefs]);
  return null;
}

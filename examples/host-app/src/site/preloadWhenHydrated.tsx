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
 * Renders nothing; once the page has hydrated (its effects run after React's commit), it fetches `hrefs` at low
 * priority — the API client's answer schemas and zod, which the buyer's first action imports — so that action does
 * not wait for the download.
 */
export function PreloadWhenHydrated({ hrefs }: { hrefs: readonly string[] }) {
  useEffect(() => {
    if (hrefs.length > 0) preloadModules(hrefs);
  }, [hrefs]);
  return null;
}

import { render } from '@testing-library/react';
import { PreloadWhenHydrated, preloadModules } from './preloadWhenHydrated';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('PreloadWhenHydrated (issue 13: zod and the API schemas are fetched after the first page, not with it)', () => {
  it('once mounted, asks the browser to fetch each module at low priority, once, leaving those already linked alone', () => {
    preloadModules(['/assets/page.js']);
    const { rerender } = render(<PreloadWhenHydrated hrefs={['/assets/zod-a.js', '/assets/schemas-b.js', '/assets/page.js']} />);
    expect(preloads()).toEqual([
      ['/assets/page.js', 'low'],
      ['/assets/zod-a.js', 'low'],
      ['/assets/schemas-b.js', 'low'],
    ]);
    rerender(<PreloadWhenHydrated hrefs={['/assets/zod-a.js', '/assets/schemas-b.js']} />);
    expect(preloads()).toHaveLength(3);
  });

  it('adds nothing when the page names no module (a page rendered without the build manifest)', () => {
    render(<PreloadWhenHydrated hrefs={[]} />);
    expect(preloads()).toEqual([]);
  });
});

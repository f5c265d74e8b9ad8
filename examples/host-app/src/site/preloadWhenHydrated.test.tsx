import { render, waitFor } from '@testing-library/react';
import { PreloadWhenHydrated, preloadModules } from './preloadWhenHydrated';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('PreloadWhenHydrated (zod and the API schemas are fetched after the first page, not with it)', () => {
  it('once mounted and the browser is idle, asks it to fetch each module at low priority, once, leaving those already linked alone', async () => {
    preloadModules(['/assets/page.js']);
    const { rerender } = render(
      <PreloadWhenHydrated hrefs={['/assets/zod-a.js', '/assets/schemas-b.js', '/assets/page.js']} />,
    );
    // Not within the effects that follow hydration: in tasks of their own, one link a task where the browser has
    // no idle callbacks (jsdom, Safari).
    expect(preloads()).toEqual([['/assets/page.js', 'low']]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([
      ['/assets/page.js', 'low'],
      ['/assets/zod-a.js', 'low'],
    ]);
    await waitFor(() =>
      expect(preloads()).toEqual([
        ['/assets/page.js', 'low'],
        ['/assets/zod-a.js', 'low'],
        ['/assets/schemas-b.js', 'low'],
      ]),
    );
    rerender(<PreloadWhenHydrated hrefs={['/assets/zod-a.js', '/assets/schemas-b.js']} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toHaveLength(3);
  });

  it('adds nothing once unmounted before the browser was idle (a page left at once)', async () => {
    const { unmount } = render(<PreloadWhenHydrated hrefs={['/assets/zod-a.js']} />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });

  it('adds nothing when the page names no module (a page rendered without the build manifest)', async () => {
    render(<PreloadWhenHydrated hrefs={[]} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });
});

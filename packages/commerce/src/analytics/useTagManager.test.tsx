import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteConfig, ShelfmarkSiteProvider } from '@shelfmark/forms/site';
import { loadTagManager, useTagManager } from './useTagManager';

type Layer = { dataLayer?: unknown };
const containers = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src.startsWith('https://www.googletagmanager.com/'));
const siteWith =
  (overrides: Parameters<typeof createSiteConfig>[1]) =>
  ({ children }: { children?: ReactNode }) => (
    <ShelfmarkSiteProvider config={createSiteConfig('shelfmark', overrides)}>{children}</ShelfmarkSiteProvider>
  );

afterEach(() => {
  containers().forEach((s) => s.remove());
  delete (globalThis as Layer).dataLayer;
});

describe('GTM-01 loading the tag-manager container', () => {
  it('GTM-01 the site enabling the tag manager gets one async script from the container address, after gtm.start on the data layer', () => {
    const { rerender } = renderHook(() => useTagManager(), {
      wrapper: siteWith({ enabledGtm: true, gtmId: 'GTM-AB12CD' }),
    });
    rerender();
    expect(containers().map((s) => [s.src, s.async])).toEqual([
      ['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD', true],
    ]);
    expect((globalThis as Layer).dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    // No inline code: the script is an address only (the CSP allows no inline script).
    expect(containers()[0]!.textContent).toBe('');
  });

  it('GTM-01 nothing is loaded when the site does not enable it, or names no container', () => {
    renderHook(() => useTagManager(), { wrapper: siteWith({ enabledGtm: false, gtmId: 'GTM-AB12CD' }) });
    renderHook(() => useTagManager(), { wrapper: siteWith({ enabledGtm: true, gtmId: null }) });
    expect(containers()).toEqual([]);
    expect((globalThis as Layer).dataLayer).toBeUndefined();
  });

  it('GTM-01 a malformed container id is never put into a script address', () => {
    expect(loadTagManager('GTM-1"><script>')).toBe(false);
    expect(loadTagManager('UA-12345')).toBe(false);
    expect(containers()).toEqual([]);
  });
});

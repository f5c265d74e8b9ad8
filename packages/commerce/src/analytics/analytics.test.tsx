import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildCart, buildProduct } from '@shelfmark/api-client/testing';
import { createSiteConfig, ShelfmarkSiteProvider } from '@shelfmark/forms/site';
import { AnalyticsProvider, useAnalytics } from './AnalyticsProvider';
import { cartEvent, dataLayerSink, entryEvent, type AnalyticsEvent } from './analyticsEvents';

const product = buildProduct({ isbn13: '9780000000002', fullTitle: 'Almanac' });
const cart = buildCart({ lines: [{ product, quantity: 2 }] });

function wrap(enabledGtm: boolean, events: AnalyticsEvent[]) {
  return ({ children }: { children?: ReactNode }) => (
    <ShelfmarkSiteProvider config={createSiteConfig('shelfmark', { enabledGtm, gtmId: enabledGtm ? 'GTM-X' : null })}>
      <AnalyticsProvider sink={(e) => events.push(e)}>{children}</AnalyticsProvider>
    </ShelfmarkSiteProvider>
  );
}

describe('GTM-01 analytics', () => {
  it('sends view_cart, add_to_cart and remove_from_cart with the lines, only when the site enables the tag manager', () => {
    const events: AnalyticsEvent[] = [];
    const { result } = renderHook(() => useAnalytics(), { wrapper: wrap(true, events) });
    result.current.track(cartEvent('view_cart', cart, result.current.affiliation));
    result.current.track(entryEvent('add_to_cart', [cart.entries[0]!], result.current.affiliation));
    result.current.track(entryEvent('remove_from_cart', [cart.entries[0]!], result.current.affiliation));
    expect(events.map((e) => e.event)).toEqual(['view_cart', 'add_to_cart', 'remove_from_cart']);
    expect(events[0]!.ecommerce).toMatchObject({
      currency: 'USD',
      value: cart.totalPriceWithTax.value,
      items: [{ item_id: '9780000000002', item_name: 'Almanac', quantity: 2 }],
    });

    const off: AnalyticsEvent[] = [];
    const disabled = renderHook(() => useAnalytics(), { wrapper: wrap(false, off) });
    disabled.result.current.track(cartEvent('view_cart', cart, 'x'));
    expect([disabled.result.current.enabled, off]).toEqual([false, []]);
  });

  it('the default sink pushes onto window.dataLayer, clearing the previous ecommerce object first', () => {
    const target: { dataLayer?: unknown[] } = {};
    dataLayerSink(target)(cartEvent('begin_checkout', cart, 'Shelfmark'));
    expect(target.dataLayer).toEqual([{ ecommerce: null }, expect.objectContaining({ event: 'begin_checkout' })]);
  });
});

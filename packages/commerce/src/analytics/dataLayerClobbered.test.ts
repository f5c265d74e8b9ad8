import { buildCart, buildProduct } from '@shelfmark/api-client/testing';
import { cartEvent, dataLayerSink } from './analyticsEvents';

const cart = buildCart({ lines: [{ product: buildProduct({ isbn13: '9780000000002' }), quantity: 1 }] });

describe('GTM-01 analytics push on a clobbered window.dataLayer', () => {
  it('an element named dataLayer on the page (DOM clobbering) does not make begin_checkout throw', () => {
    // `<a id="dataLayer">` makes `window.dataLayer` the element, not an array.
    const target = { dataLayer: document.createElement('a') as unknown as unknown[] };
    expect(() => dataLayerSink(target)(cartEvent('begin_checkout', cart, 'Shelfmark'))).not.toThrow();
  });

  it('a real data layer still receives the event', () => {
    const target: { dataLayer?: unknown[] } = { dataLayer: [] };
    dataLayerSink(target)(cartEvent('begin_checkout', cart, 'Shelfmark'));
    expect(target.dataLayer).toEqual([{ ecommerce: null }, expect.objectContaining({ event: 'begin_checkout' })]);
  });
});

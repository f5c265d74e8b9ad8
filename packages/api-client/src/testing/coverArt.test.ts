import { createHash } from 'node:crypto';
import { renderCoverSvg, hueOf } from '../covers';
import { createMemoryApiClient } from './createMemoryApiClient';
import { coverDataUri } from './coverArt';
import { coverImages } from './fixtures';

const decode = (uri: string) => {
  expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
};

describe('memory twin covers (covers that render without our server)', () => {
  it("takes each cover's hue from the ISBN's SHA-1, as node:crypto computes it, so the covers keep their colours", () => {
    const isbns = ['9780061120015', '9781432850012', '9798990000019', '9780000000002', '9781234567897', '0'];
    for (const isbn13 of isbns) {
      expect(hueOf(isbn13)).toBe(createHash('sha1').update(isbn13).digest().readUInt16BE(0) % 360);
    }
  });

  it("gives the twin's products data: covers at the two spec sizes, needing no request", () => {
    const { small, large } = coverImages('9780061120015');
    expect(decode(small)).toBe(
      renderCoverSvg({ isbn13: '9780061120015', width: 125, title: 'ISBN 9780061120015', author: null, brand: null }),
    );
    expect(decode(large)).toContain('width="216" height="309"');
  });

  it('answers the image service calls with data: covers', () => {
    const api = createMemoryApiClient();
    expect(api.images.coverUrl('9780061120015', 'large')).toBe(coverDataUri('9780061120015', 216));
    expect(api.images.serviceUrl({ epi: '9780061120015', image_type: 'small' })).toBe(
      coverDataUri('9780061120015', 125),
    );
    expect(() => api.images.serviceUrl({})).toThrow('productISBN13 or epi');
  });

  it('gives every product of the demo seed a cover that needs no server', () => {
    const products = [...createMemoryApiClient().__memory.state.products.values()];
    expect(products.length).toBeGreaterThan(10);
    for (const product of products) {
      expect(product.imagesDAM?.small).toMatch(/^data:image\/svg\+xml,/);
      expect(product.imagesDAM?.large).toMatch(/^data:image\/svg\+xml,/);
    }
  });
});

import { renderCoverSvg } from '../../../server/src/images/coverSvg';
import { createMemoryApiClient } from './createMemoryApiClient';
import { coverDataUri, renderCoverArt } from './coverArt';
import { coverImages } from './fixtures';

const decode = (uri: string) => {
  expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
};

describe('memory twin covers (issue 17: covers that render without our server)', () => {
  it('draws every cover byte for byte as the reference server does (ISBNs, widths, long titles, authors, brands)', () => {
    const isbns = ['9780061120015', '9781432850012', '9798990000019', '9780000000002', '9781234567897'];
    const titles = [
      'ISBN 9780061120015',
      'A Very Long Title That Wraps Over Several Lines Of The Cover Panel & More <Stuff>',
      'Short',
    ];
    for (const isbn13 of isbns) {
      for (const width of [16, 125, 216, 346, 2000]) {
        for (const title of titles) {
          for (const [author, brand] of [
            [null, null],
            ['Ada Author||Ben Writer', 'shelfmark'],
            ['A||B||C', 'thorndike'],
          ] as const) {
            const input = { isbn13, width, title, author, brand };
            expect(renderCoverArt(input)).toBe(renderCoverSvg(input));
          }
        }
      }
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

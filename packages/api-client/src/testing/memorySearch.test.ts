import { describe, expect, it } from 'vitest';
import { isbn13To10 } from '../isbn';
import { createMemoryApiClient } from './createMemoryApiClient';
import { demoSeed } from './demoSeed';
import { buildProduct } from './fixtures';

/** The twin's search forgives typing as the server's does, so stories and tests see it. */
describe('memory twin: forgiving search (SRCH-01)', () => {
  it('SRCH-01 answers "histroy" with the history titles and "Did you mean history?"', async () => {
    const api = createMemoryApiClient();
    const right = await api.products.search({ q: 'history' });
    expect(right.products.length).toBeGreaterThan(0);
    expect(right.suggestion).toBeUndefined();
    const typo = await api.products.search({ q: 'histroy' });
    expect(typo.suggestion).toBe('history');
    expect(typo.freeTextSearch).toBe('histroy');
    expect(typo.products.map((p) => p.isbn13)).toEqual(right.products.map((p) => p.isbn13));
  });

  it('SRCH-01 offers no suggestion for a text that finds nothing near any catalogue word', async () => {
    const api = createMemoryApiClient();
    const answer = await api.products.search({ q: 'zzzz-no-such-title' });
    expect(answer.products).toEqual([]);
    expect(answer.suggestion).toBeUndefined();
  });

  it('SRCH-01 finds a title by its ISBN-10, dashed or not, and by its dashed ISBN-13, alone', async () => {
    const api = createMemoryApiClient();
    const [first] = (await api.products.search({ q: 'lighthouse almanac' })).products;
    const isbn10 = isbn13To10(first!.isbn13)!;
    const dashed13 = `${first!.isbn13.slice(0, 3)}-${first!.isbn13.slice(3, 4)}-${first!.isbn13.slice(4, 12)}-${first!.isbn13.slice(12)}`;
    for (const q of [
      isbn10,
      `${isbn10.slice(0, 1)}-${isbn10.slice(1, 5)}-${isbn10.slice(5, 9)}-${isbn10.slice(9)}`,
      dashed13,
    ]) {
      expect(
        (await api.products.search({ q })).products.map((p) => p.isbn13),
        q,
      ).toEqual([first!.isbn13]);
    }
  });

  it('SRCH-01 ignores accents in the text and in the catalogue', async () => {
    const seed = demoSeed();
    seed.products.push(
      buildProduct({
        isbn13: '9790000000101',
        code: '9790000000101@PRINT',
        fullTitle: 'Café Society in Łódź',
        clAuthorsNames: 'Zoë Brontë',
      }),
    );
    const api = createMemoryApiClient({ seed });
    for (const q of ['zoe bronte', 'cafe society lodz', 'Zoë Brontë']) {
      expect(
        (await api.products.search({ q })).products.map((p) => p.isbn13),
        q,
      ).toEqual(['9790000000101']);
    }
    expect((await api.products.search({ q: 'Hélène Tremblay' })).products.map((p) => p.fullTitle)).toContain(
      'Canadian Business Law',
    );
  });

  it('SRCH-01 ranks an exact title first', async () => {
    const seed = demoSeed();
    seed.products.push(
      buildProduct({ isbn13: '9790000000118', code: '9790000000118@PRINT', fullTitle: 'A Field Guide to Tides' }),
      buildProduct({ isbn13: '9790000000125', code: '9790000000125@PRINT', fullTitle: 'Tides' }),
    );
    const api = createMemoryApiClient({ seed });
    expect((await api.products.search({ q: 'TIDES' })).products.map((p) => p.fullTitle)).toEqual([
      'Tides',
      'A Field Guide to Tides',
    ]);
  });
});

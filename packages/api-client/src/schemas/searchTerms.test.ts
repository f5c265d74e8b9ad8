import { describe, expect, it } from 'vitest';
import { describeSearchTerm, filtersByFacet, formatSearchQ, parseSearchQ } from './searchTerms';

describe('search q', () => {
  it('SRCH-01 keeps several values of one facet in q, in the order chosen, and groups them by facet', () => {
    const q = 'economics:relevance:mediaType:eBook:publicationYear:2010:mediaType:print:publicationYear:2011';
    const parsed = parseSearchQ(q);
    expect(formatSearchQ(parsed)).toBe(q);
    expect([...filtersByFacet([...parsed.filters, { code: 'mediaType', value: 'eBook' }])]).toEqual([
      ['mediaType', ['eBook', 'print']],
      ['publicationYear', ['2010', '2011']],
    ]);
  });

  it('SRCH-02 describes the term with each facet once and its values joined by "or"', () => {
    expect(
      describeSearchTerm(parseSearchQ('economics:relevance:mediaType:eBook:bindingFormat:Paperback:mediaType:print')),
    ).toBe('economics (Format: eBook or print; Binding: Paperback)');
    expect(describeSearchTerm(parseSearchQ(':relevance:publicationYear:2010'))).toBe('(Publication Year: 2010)');
    expect(describeSearchTerm(parseSearchQ('economics'))).toBe('economics');
  });
});

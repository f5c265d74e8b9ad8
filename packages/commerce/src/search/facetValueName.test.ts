import { describe, expect, it } from 'vitest';
import { facetValueName } from './facetValueName';

describe('facetValueName', () => {
  it('SRCH-01 capitalises a value held in lower case and keeps one with capitals of its own', () => {
    expect(facetValueName('print')).toBe('Print');
    expect(facetValueName('primary source')).toBe('Primary source');
    expect(facetValueName('eBook')).toBe('eBook');
    expect(facetValueName('Hardcover')).toBe('Hardcover');
    expect(facetValueName('2011')).toBe('2011');
  });
});

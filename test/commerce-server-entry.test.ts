// @shelfmark/commerce/server: what a server component imports to fill the commerce widgets' cache (SRCH-01).
import { describe, expect, it } from 'vitest';
import * as prefetch from '@shelfmark/commerce/prefetch';
import * as server from '@shelfmark/commerce/server';

describe('@shelfmark/commerce/server', () => {
  it('holds every prefetch function of @shelfmark/commerce/prefetch, the same functions', () => {
    for (const [name, value] of Object.entries(prefetch)) expect(server[name as keyof typeof server]).toBe(value);
  });

  it("reads SearchResults' props from a Next.js page's searchParams or a URLSearchParams alike", () => {
    expect(server.searchResultsParams({ q: ' history ', page: '3', pageSize: '20', sort: 'title-asc' })).toEqual({
      q: 'history',
      page: 3,
      pageSize: 20,
      sort: 'title-asc',
    });
    expect(server.searchResultsParams(new URLSearchParams('q=history&page=3&pageSize=20&sort=title-asc'))).toEqual(
      server.searchResultsParams({ q: 'history', page: '3', pageSize: '20', sort: 'title-asc' }),
    );
    // A repeated parameter counts once (its first value); what SearchResults cannot show falls back to its default.
    expect(server.searchResultsParams({ q: ['a', 'b'], page: '0', pageSize: '2.5', sort: 'cheapest' })).toEqual({
      q: 'a',
      page: 1,
      pageSize: 10,
      sort: 'relevance',
    });
    expect(server.searchResultsParams({})).toEqual({ q: '', page: 1, pageSize: 10, sort: 'relevance' });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FILTERS } from './orderFilters';
import { readOrdersAddress, writeOrdersAddress } from './ordersAddress';

describe('My Orders in the address', () => {
  it('ORD-01 writes the filters, page and archived toggle into the query string and reads them back, keeping other parameters', () => {
    const state = {
      filters: {
        sort: 'PO_asc' as const,
        types: ['Purchases' as const],
        statuses: ['Shipped' as const, 'Deferred Ship Date' as const],
        dateFrom: '01/02/2026',
        dateTo: '',
        search: 'po 12',
      },
      page: 3,
      showArchived: true,
      shipTo: null,
    };
    const query = writeOrdersAddress(state, '?utm=x&page=9');
    expect(query).toBe(
      '?utm=x&archived=true&sort=PO_asc&type=Purchases&status=Shipped&status=Deferred+Ship+Date&from=01%2F02%2F2026&q=po+12&page=3',
    );
    expect(readOrdersAddress(query)).toEqual(state);
    expect(writeOrdersAddress(readOrdersAddress(''))).toBe('');
  });

  it('ORD-01 ignores what it does not know in the address: the defaults stand, never an error', () => {
    const read = readOrdersAddress(
      `?sort=evil&type=Nope&status=Shipped&status=Lost&page=-2&archived=yes&q=${'x'.repeat(5000)}&from=2026-13-45`,
    );
    expect(read.filters).toEqual({
      ...DEFAULT_ORDER_FILTERS,
      statuses: ['Shipped'],
      search: 'x'.repeat(100),
      // Kept, so the panel says "Enter the date as MM/DD/YYYY." under the field.
      dateFrom: '2026-13-45',
    });
    expect(read.page).toBe(1);
    expect(read.showArchived).toBe(false);
    for (const page of ['abc', '0', '1.5', '1e400', '']) expect(readOrdersAddress(`?page=${page}`).page).toBe(1);
  });
});

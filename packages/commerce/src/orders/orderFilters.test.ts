import { describe, expect, it } from 'vitest';
import type { OrderRow } from '@shelfmark/api-client';
import { applyOrderFilters, DEFAULT_ORDER_FILTERS, formatUsDate, parseUsDate } from './orderFilters';

const row = (orderNumber: string, orderDate: string, patch: Partial<OrderRow> = {}): OrderRow => ({
  orderNumber,
  orderDate,
  shipDateRequested: orderDate,
  shipStatus: '1',
  backorderQuantity: 0,
  isArchived: false,
  poNumber: `PO-${orderNumber}`,
  internetReference: `WEB${orderNumber}`,
  customType: 'PURCHASES',
  activeFlag: false,
  ...patch,
});
const rows = [
  row('5000003', '2026-02-10', { poNumber: 'po-alpha' }),
  row('5000001', '2026-05-01', { shipStatus: null }),
  row('5000002', '2025-12-24', { activeFlag: true, shipStatus: '0', shipDateRequested: '2026-01-30' }),
  row('5000004', '2026-03-15', { customType: 'RETURNS', shipStatus: '2' }),
];
const numbers = (filters: Partial<typeof DEFAULT_ORDER_FILTERS>) =>
  applyOrderFilters(rows, { ...DEFAULT_ORDER_FILTERS, ...filters }).map((o) => o.orderNumber);

describe('ORD-01 order list filters, search and sort (spec 001 §5, spec 000 §9)', () => {
  it('sorts by order date descending by default, and by every other key both ways', () => {
    expect(numbers({})).toEqual(['5000001', '5000004', '5000003', '5000002']);
    expect(numbers({ sort: 'date_asc' })).toEqual(['5000002', '5000003', '5000004', '5000001']);
    expect(numbers({ sort: 'order_num_asc' })).toEqual(['5000001', '5000002', '5000003', '5000004']);
    expect(numbers({ sort: 'order_num_dsc' })).toEqual(['5000004', '5000003', '5000002', '5000001']);
    expect(numbers({ sort: 'PO_asc' })).toEqual(['5000001', '5000002', '5000004', '5000003']);
    expect(numbers({ sort: 'PO_dsc' })).toEqual(['5000003', '5000004', '5000002', '5000001']);
  });

  it('searches the trimmed term in PO number (any case), order number and internet reference (any case)', () => {
    expect(numbers({ search: '  PO-ALPHA ' })).toEqual(['5000003']);
    expect(numbers({ search: '5000004' })).toEqual(['5000004']);
    expect(numbers({ search: 'web5000002' })).toEqual(['5000002']);
    expect(numbers({ search: 'nothing-like-this' })).toEqual([]);
  });

  it('keeps the chosen order types and statuses', () => {
    expect(numbers({ types: ['Standing Orders'] })).toEqual(['5000002']);
    expect(numbers({ types: ['Approved Returns', 'Standing Orders'] })).toEqual(['5000004', '5000002']);
    expect(numbers({ statuses: ['Pending'] })).toEqual(['5000001']);
    expect(numbers({ statuses: ['Deferred Ship Date', 'Cancelled'] })).toEqual(['5000004', '5000002']);
  });

  it('filters by an order-date range typed MM/DD/YYYY, both ends included; a malformed date is ignored', () => {
    expect(numbers({ dateFrom: '02/10/2026', dateTo: '03/15/2026' })).toEqual(['5000004', '5000003']);
    expect(numbers({ dateFrom: '2026-02-10' })).toHaveLength(4);
    expect(parseUsDate('02/30/2026')).toBeNull();
    expect(parseUsDate('12/24/2025')).toBe('2025-12-24');
    expect(formatUsDate('2025-12-24')).toBe('12/24/2025');
  });
});

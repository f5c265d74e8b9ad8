import { describe, expect, it } from 'vitest';
import { orderLineNote, orderLineStatus, orderStatuses, orderTypeOf, type OrderRow } from '@shelfmark/api-client';

const row = (patch: Partial<OrderRow>): OrderRow => ({
  orderNumber: '1',
  orderDate: '2026-03-01',
  shipDateRequested: '2026-03-01',
  shipStatus: null,
  backorderQuantity: 0,
  isArchived: false,
  ...patch,
});
const line = (patch: Partial<Parameters<typeof orderLineStatus>[0]>) => ({
  quantityShippedSoqs: 0,
  actualShipDate: null,
  quantityBackorderedSobk: 0,
  quantityCancelledSocn: 0,
  ...patch,
});

describe('ORD-02 order-level status rules (spec 001 §4), one row per rule', () => {
  it.each([
    ['shipStatus null is pending', row({ shipStatus: null }), ['Pending']],
    ['shipStatus "0" is confirmed', row({ shipStatus: '0' }), ['Confirmed']],
    ['shipStatus "1" is shipped', row({ shipStatus: '1' }), ['Shipped']],
    ['shipStatus "2" is cancelled', row({ shipStatus: '2' }), ['Cancelled']],
    [
      'backorderQuantity above 0 and not cancelled is backordered',
      row({ shipStatus: '0', backorderQuantity: 3 }),
      ['Confirmed', 'Backorders'],
    ],
    [
      'backorderQuantity above 0 on a cancelled order is not backordered',
      row({ shipStatus: '2', backorderQuantity: 3 }),
      ['Cancelled'],
    ],
    [
      'requested ship date unlike the order date is a deferred ship date',
      row({ shipStatus: '0', shipDateRequested: '2026-04-15' }),
      ['Confirmed', 'Deferred Ship Date'],
    ],
    [
      'requested ship date equal to the order date is not deferred',
      row({ shipStatus: '1', shipDateRequested: '2026-03-01' }),
      ['Shipped'],
    ],
  ] as const)('%s', (_rule, order, expected) => {
    expect(orderStatuses(order)).toEqual(expected);
  });
});

describe('ORD-02 line status rules (spec 001 §4), one row per rule', () => {
  it.each([
    [
      'shipped quantity of 1 or more without an actual ship date: In Process',
      line({ quantityShippedSoqs: 2 }),
      'In Process',
    ],
    ['shipped with a ship date: Shipped', line({ quantityShippedSoqs: 1, actualShipDate: '2026-03-04' }), 'Shipped'],
    ['only a backordered quantity: Backordered', line({ quantityBackorderedSobk: 4 }), 'Backordered'],
    ['only a cancelled quantity: Cancelled', line({ quantityCancelledSocn: 1 }), 'Cancelled'],
    ['otherwise (nothing at all): Undefined', line({}), 'Undefined'],
    [
      'otherwise (backordered and cancelled, nothing shipped): Undefined',
      line({ quantityBackorderedSobk: 1, quantityCancelledSocn: 1 }),
      'Undefined',
    ],
  ] as const)('%s', (_rule, l, expected) => {
    expect(orderLineStatus(l)).toBe(expected);
  });
});

describe('ORD-02 the note beside an Undefined line', () => {
  it.each([
    ["a new order's line, nothing shipped, backordered or cancelled: not yet shipped", line({}), 'notShipped'],
    [
      'backordered and cancelled, nothing shipped: both',
      line({ quantityBackorderedSobk: 1, quantityCancelledSocn: 2 }),
      'backorderedAndCancelled',
    ],
    ['a shipped line needs no note', line({ quantityShippedSoqs: 1, actualShipDate: '2026-03-04' }), null],
    ['a backordered line needs no note', line({ quantityBackorderedSobk: 4 }), null],
  ] as const)('%s', (_rule, l, expected) => {
    expect(orderLineNote(l)).toBe(expected);
  });
});

describe('ORD-01 order types of the purchases filter', () => {
  it.each([
    ['activeFlag marks a standing order', row({ activeFlag: true, customType: 'PURCHASES' }), 'Standing Orders'],
    ['customType RETURNS is an approved return', row({ customType: 'RETURNS' }), 'Approved Returns'],
    ['anything else is a purchase', row({ customType: 'PURCHASES' }), 'Purchases'],
  ] as const)('%s', (_rule, order, expected) => {
    expect(orderTypeOf(order)).toBe(expected);
  });
});

import {
  countTrackingCriteria,
  countTrackingIdentifiers,
  trackingIdentifyingGroup,
  type TrackingCriterionKey,
  type TrackingIdentifyingGroup,
  type TrackingQuery,
} from '@shelfmark/api-client';

/** The search types of the choosers (spec 001 §9), in their order. */
export const TRACKING_SEARCH_TYPES = [
  'purchaseOrder',
  'orderNumber',
  'accountNumber',
  'isbn',
  'internetReference',
  'invoiceNumber',
  'orderDate',
] as const;
export type TrackingSearchType = (typeof TRACKING_SEARCH_TYPES)[number];

/** The query keys each search type sends (spec 001 §7). */
const TYPE_KEYS: Record<TrackingSearchType, readonly TrackingCriterionKey[]> = {
  purchaseOrder: ['reference1'],
  orderNumber: ['orderNumber'],
  accountNumber: ['customerShipTo'],
  isbn: ['ISBN13', 'ISBN10'],
  internetReference: ['reference'],
  invoiceNumber: ['invoiceNumber'],
  orderDate: ['orderDateFrom', 'orderDateTo'],
};

/**
 * The order reference a search type gives, by the shared rule of @shelfmark/api-client
 * (TRACKING_IDENTIFYING_GROUPS), or undefined for a type that only narrows.
 */
export function trackingTypeGroup(type: TrackingSearchType | ''): TrackingIdentifyingGroup | undefined {
  return type ? trackingIdentifyingGroup(TYPE_KEYS[type][0]!) : undefined;
}

/** The order's own references (Purchase Order, Order Number, Internet Reference, Invoice Number): a visitor's lookup needs two. */
export const TRACKING_IDENTIFYING_TYPES: readonly TrackingSearchType[] = TRACKING_SEARCH_TYPES.filter(
  (t) => trackingTypeGroup(t) !== undefined,
);
/** Types that only narrow a visitor's lookup, never counting as one of its two references (Account Number, ISBN, Order Date). */
export const TRACKING_NARROWING_TYPES: readonly TrackingSearchType[] = TRACKING_SEARCH_TYPES.filter(
  (t) => trackingTypeGroup(t) === undefined,
);

export interface TrackingCriterion {
  type: TrackingSearchType | '';
  value: string;
}

/** A full YYYY-MM-DD that is a real date. */
export function isFullDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const shiftDay = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A criterion that can be sent: a type and a value, and for Order Date a full date. */
export function isCriterionReady(c: TrackingCriterion): boolean {
  if (!c.type || !c.value.trim()) return false;
  return c.type !== 'orderDate' || isFullDate(c.value.trim());
}

/**
 * The query keys of one criterion (spec 001 §7): Order Date becomes the window from the day before
 * to the day after; an ISBN loses its dashes and is sent as ISBN10 when 10 characters long, else ISBN13.
 */
export function criterionQuery(c: TrackingCriterion): TrackingQuery {
  const value = c.value.trim();
  switch (c.type) {
    case 'purchaseOrder':
      return { reference1: value };
    case 'orderNumber':
      return { orderNumber: value };
    case 'accountNumber':
      return { customerShipTo: value };
    case 'internetReference':
      return { reference: value };
    case 'invoiceNumber':
      return { invoiceNumber: value };
    case 'orderDate':
      return { orderDateFrom: shiftDay(value, -1), orderDateTo: shiftDay(value, 1) };
    case 'isbn': {
      const isbn = value.replace(/[-\s]/g, '');
      return isbn.length === 10 ? { ISBN10: isbn } : { ISBN13: isbn };
    }
    default:
      return {};
  }
}

/** The lookup of two criteria and an optional narrowing one (left out while its value is empty). */
export function trackingQuery(
  first: TrackingCriterion,
  second: TrackingCriterion,
  narrow?: TrackingCriterion,
): TrackingQuery {
  return {
    ...criterionQuery(first),
    ...criterionQuery(second),
    ...(narrow && narrow.value.trim() ? criterionQuery(narrow) : {}),
  };
}

/** The lookup names two of the order's references, as the server requires (the shared rule). */
export function identifiesAnOrder(query: TrackingQuery): boolean {
  return countTrackingIdentifiers(query) >= 2;
}

/** The lookup names two of the seven criteria, all a signed-in caller needs (the shared rule). */
export function namesTwoCriteria(query: TrackingQuery): boolean {
  return countTrackingCriteria(query) >= 2;
}

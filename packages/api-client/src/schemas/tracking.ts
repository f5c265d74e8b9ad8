import { z } from 'zod';
import { dateInput, textInput } from './common';

const criterion = textInput().trim().min(1).max(60).optional();
const isoDate = dateInput('Please input full date').optional();

/** The tracking criteria keys of spec 001 §7 (TRK-01). */
export const TRACKING_CRITERIA = [
  'reference1',
  'orderNumber',
  'customerShipTo',
  'ISBN13',
  'ISBN10',
  'reference',
  'invoiceNumber',
  'orderDateFrom',
  'orderDateTo',
] as const;
export type TrackingCriterionKey = (typeof TRACKING_CRITERIA)[number];

/**
 * What an anonymous caller may learn from order tracking (TRK-01) — the one place this
 * rule lives; the server, the memory twin and the tracking widget all read it from here.
 *
 * A lookup needs TWO IDENTIFYING criteria: references printed on one order's own paperwork, which
 * all given criteria must match. Each group below counts once:
 * - `order`: the order number, or its internet reference (the confirmation number, `reference`),
 *   which is made from the order number and so tells nothing more;
 * - `invoice`: the invoice number;
 * - `purchaseOrder`: the buyer's PO number (`reference1`, any case).
 *
 * The other criteria only NARROW and never count: the ship-to account number (`customerShipTo`: it
 * is on every order of the account, so with one reference it would list the account's orders one
 * guess at a time), an ISBN (public catalogue data; `ISBN10` and `ISBN13` both narrow, the same
 * book or not) and the order-date window (`orderDateFrom`/`orderDateTo`: any window, 1900-01-01 on
 * included, only narrows).
 *
 * Every given criterion must match, so "no match" is the same empty answer whichever criterion
 * missed; an answer holds at most TRACKING_MAX_RECORDS orders. Anonymous lookups are rate limited
 * per address on the server (rule `order-tracking`).
 */
export const TRACKING_IDENTIFYING_GROUPS = {
  order: ['orderNumber', 'reference'],
  invoice: ['invoiceNumber'],
  purchaseOrder: ['reference1'],
} as const satisfies Record<string, readonly TrackingCriterionKey[]>;
export type TrackingIdentifyingGroup = keyof typeof TRACKING_IDENTIFYING_GROUPS;

/** Criteria that narrow a lookup but never count towards its two identifying criteria. */
export const TRACKING_NARROWING_CRITERIA = [
  'customerShipTo',
  'ISBN13',
  'ISBN10',
  'orderDateFrom',
  'orderDateTo',
] as const satisfies readonly TrackingCriterionKey[];

/** At most this many orders answer one lookup. */
export const TRACKING_MAX_RECORDS = 10;

/** The refusal of a lookup without two identifying criteria (TRK-01). */
export const TRACKING_TWO_CRITERIA =
  'Order tracking needs two of: Purchase Order, Order Number (or Internet Reference), Invoice Number. Account Number, ISBN and Order Date only narrow the search.';

/** The identifying group a criterion key belongs to, or undefined for a narrowing one. */
export function trackingIdentifyingGroup(key: string): TrackingIdentifyingGroup | undefined {
  for (const [group, keys] of Object.entries(TRACKING_IDENTIFYING_GROUPS) as [
    TrackingIdentifyingGroup,
    readonly string[],
  ][]) {
    if (keys.includes(key)) return group;
  }
  return undefined;
}

/** The identifying criteria a lookup gives: distinct groups with a non-empty value (narrowing ones never count). */
export function countTrackingIdentifiers(q: Partial<Record<TrackingCriterionKey, unknown>>): number {
  const given = new Set<TrackingIdentifyingGroup>();
  for (const key of TRACKING_CRITERIA) {
    const value = q[key];
    const group = trackingIdentifyingGroup(key);
    if (group && value !== undefined && value !== null && String(value).trim() !== '') given.add(group);
  }
  return given.size;
}

/** The refusal of a signed-in lookup with fewer than two criteria (TRK-01: two criteria, any of the seven). */
export const TRACKING_TWO_ANY_CRITERIA = 'Order tracking needs two criteria.';

/** The seven search criteria of spec 001 §9; ISBN-13/ISBN-10 are one (ISBN), so are the two dates (Order Date). */
const CRITERION_OF: Record<TrackingCriterionKey, string> = {
  reference1: 'purchaseOrder',
  orderNumber: 'orderNumber',
  customerShipTo: 'accountNumber',
  ISBN13: 'isbn',
  ISBN10: 'isbn',
  reference: 'internetReference',
  invoiceNumber: 'invoiceNumber',
  orderDateFrom: 'orderDate',
  orderDateTo: 'orderDate',
};

/** How many of the seven criteria a lookup gives (narrowing ones included). */
export function countTrackingCriteria(q: Partial<Record<TrackingCriterionKey, unknown>>): number {
  const given = new Set<string>();
  for (const key of TRACKING_CRITERIA) {
    const value = q[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') given.add(CRITERION_OF[key]);
  }
  return given.size;
}

/**
 * A signed-in caller may combine any two of the seven criteria: the server answers a buyer's
 * lookup that does not name two of an order's references with that buyer's accounts' orders
 * only (staff with any account's), so no combination lists other customers' orders.
 */
export function trackingLookupAllowed(
  q: Partial<Record<TrackingCriterionKey, unknown>>,
  caller: 'visitor' | 'signed-in',
): boolean {
  return caller === 'visitor' ? countTrackingIdentifiers(q) >= 2 : countTrackingCriteria(q) >= 2;
}

/** The criteria of GET /api/public/orders, each checked, before the rule of who may combine which (the server applies it per caller). */
export const trackingCriteriaSchema = z.object({
  reference1: criterion,
  orderNumber: criterion,
  customerShipTo: criterion,
  ISBN13: z
    .string()
    .regex(/^\d{13}$/, 'ISBN13 must be 13 digits')
    .optional(),
  ISBN10: z
    .string()
    .regex(/^\d{9}[\dX]$/i, 'ISBN10 must be 10 characters')
    .optional(),
  reference: criterion,
  invoiceNumber: criterion,
  orderDateFrom: isoDate,
  orderDateTo: isoDate,
});

/**
 * GET /api/public/orders as a visitor asks it (TRK-01). Refused (400, `criteria`) without two
 * identifying criteria; see TRACKING_IDENTIFYING_GROUPS for what counts and why.
 */
export const trackingQuerySchema = trackingCriteriaSchema.refine((q) => trackingLookupAllowed(q, 'visitor'), {
  message: TRACKING_TWO_CRITERIA,
  path: ['criteria'],
});
export type TrackingQuery = z.input<typeof trackingQuerySchema>;

/**
 * GET /api/public/orders with a session: any two of the seven criteria (400, `criteria`, with
 * fewer). The server still applies the visitor rule to a caller without a session.
 */
export const trackingSignedInQuerySchema = trackingCriteriaSchema.refine((q) => trackingLookupAllowed(q, 'signed-in'), {
  message: TRACKING_TWO_ANY_CRITERIA,
  path: ['criteria'],
});

/** Tracking order record, spec 001 §3. */
export const trackingLineSchema = z.object({
  reference: z.string().nullable().optional(),
  ISBN13: z.string(),
  description: z.string(),
  lineStatus: z.string(),
  quantityOrdered: z.number().int(),
  availabilityDate: z.string().nullable().optional(),
  trackingId: z.string().nullable().optional(),
  quantityShipped: z.number().int(),
  actualCarrier: z.string().nullable().optional(),
});
export const trackingRecordSchema = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  line: z.array(trackingLineSchema),
});
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

/** Read as `return.record[]` (spec 001 §7); at most TRACKING_MAX_RECORDS orders. */
export const trackingResponseSchema = z.object({
  return: z.object({ record: z.array(trackingRecordSchema).max(TRACKING_MAX_RECORDS) }),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

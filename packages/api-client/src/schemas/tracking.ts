import { z } from 'zod';
import { dateInput, textInput } from './common';

const criterion = textInput().trim().min(1).max(60).optional();
const isoDate = dateInput('Please input full date').optional();

/** The tracking criteria keys of spec 001 §7 (TRK-01). */
export const TRACKING_CRITERIA = ['reference1', 'orderNumber', 'customerShipTo', 'ISBN13', 'ISBN10', 'reference', 'invoiceNumber', 'orderDateFrom', 'orderDateTo'] as const;

/** The refusal of a lookup with fewer than two criteria (TRK-01). */
export const TRACKING_TWO_CRITERIA = 'Order tracking needs two search criteria: choose a second search type and its value.';

/** Criteria given; the order-date window (orderDateFrom and orderDateTo) counts as one, Order Date. */
export function countTrackingCriteria(q: Partial<Record<(typeof TRACKING_CRITERIA)[number], unknown>>): number {
  const single = TRACKING_CRITERIA.filter((k) => k !== 'orderDateFrom' && k !== 'orderDateTo' && q[k] !== undefined).length;
  return single + (q.orderDateFrom !== undefined || q.orderDateTo !== undefined ? 1 : 0);
}

/** GET /api/public/orders — public order tracking by two criteria (no session needed). */
export const trackingQuerySchema = z.object({
  reference1: criterion,
  orderNumber: criterion,
  customerShipTo: criterion,
  ISBN13: z.string().regex(/^\d{13}$/, 'ISBN13 must be 13 digits').optional(),
  ISBN10: z.string().regex(/^\d{9}[\dX]$/i, 'ISBN10 must be 10 characters').optional(),
  reference: criterion,
  invoiceNumber: criterion,
  orderDateFrom: isoDate,
  orderDateTo: isoDate,
}).refine((q) => countTrackingCriteria(q) >= 2, { message: TRACKING_TWO_CRITERIA, path: ['criteria'] });
export type TrackingQuery = z.input<typeof trackingQuerySchema>;

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
export const trackingRecordSchema = z.object({ orderNumber: z.string(), orderDate: z.string(), line: z.array(trackingLineSchema) });
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

/** Read as `return.record[]` (spec 001 §7). */
export const trackingResponseSchema = z.object({ return: z.object({ record: z.array(trackingRecordSchema) }) });
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

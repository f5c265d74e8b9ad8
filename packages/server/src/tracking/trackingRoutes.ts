import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  isbn10To13,
  orderLineStatus,
  TRACKING_MAX_RECORDS,
  trackingQuerySchema,
  trackingResponseSchema,
  type TrackingRecord,
} from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import { orderLines, orders } from '../db/schema';
import { withZod } from '../http/validate';

const ci = (column: AnyPgColumn, value: string) => sql`lower(${column}) = ${value.toLowerCase()}`;

const hasLine = (isbn13: string) =>
  sql`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_number = ${orders.orderNumber} AND l.isbn13 = ${isbn13})`;

/**
 * GET /api/public/orders: public order tracking, no session (TRK-01). The shared schema refuses a
 * lookup without two of the order's own references (TRACKING_IDENTIFYING_GROUPS); every criterion
 * given must match (ISBN-13 and ISBN-10 each), so a miss is the same empty answer whichever one
 * missed; at most TRACKING_MAX_RECORDS orders. Rate limited per address (rule 'order-tracking').
 */
export async function trackingRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  const db = ctx.database.db;

  const route = { schema: { querystring: trackingQuerySchema, response: { 200: trackingResponseSchema } } };
  app.get('/api/public/orders', route, async (request) => {
    const q = request.query;
    const found = await db
      .select()
      .from(orders)
      .where(
        and(
          q.reference1 ? ci(orders.poNumber, q.reference1) : undefined,
          q.orderNumber ? eq(orders.orderNumber, q.orderNumber) : undefined,
          q.customerShipTo ? eq(orders.shipToAccount, q.customerShipTo) : undefined,
          q.reference ? ci(orders.internetReference, q.reference) : undefined,
          q.invoiceNumber ? eq(orders.invoiceNumber, q.invoiceNumber) : undefined,
          q.orderDateFrom ? gte(orders.orderDate, q.orderDateFrom) : undefined,
          q.orderDateTo ? lte(orders.orderDate, q.orderDateTo) : undefined,
          q.ISBN13 ? hasLine(q.ISBN13) : undefined,
          q.ISBN10 ? hasLine(isbn10To13(q.ISBN10)) : undefined,
        ),
      )
      .orderBy(sql`${orders.orderDate} DESC`, orders.orderNumber)
      .limit(TRACKING_MAX_RECORDS);
    const lines =
      found.length === 0
        ? []
        : await db
            .select()
            .from(orderLines)
            .where(
              inArray(
                orderLines.orderNumber,
                found.map((o) => o.orderNumber),
              ),
            )
            .orderBy(orderLines.orderNumber, orderLines.lineNumber);
    const record: TrackingRecord[] = found.map((o) => ({
      orderNumber: o.orderNumber,
      orderDate: o.orderDate,
      line: lines
        .filter((l) => l.orderNumber === o.orderNumber)
        .map((l) => ({
          reference: o.poNumber,
          ISBN13: l.isbn13,
          description: l.title,
          lineStatus: orderLineStatus({
            quantityShippedSoqs: l.quantityShipped,
            actualShipDate: l.actualShipDate,
            quantityBackorderedSobk: l.quantityBackordered,
            quantityCancelledSocn: l.quantityCancelled,
          }),
          quantityOrdered: l.quantityOrdered,
          availabilityDate: l.actualShipDate ?? o.shipDateRequested,
          trackingId: l.trackingNumber,
          quantityShipped: l.quantityShipped,
          actualCarrier: l.shipViaCode,
        })),
    }));
    return { return: { record } };
  });
}

import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { isbn10To13, orderLineStatus, trackingQuerySchema, trackingResponseSchema, type TrackingRecord } from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import { orderLines, orders } from '../db/schema';
import { parseRequest } from '../http/validate';

/** At most this many orders answer one lookup. */
const MAX_RECORDS = 50;

const ci = (column: AnyPgColumn, value: string) => sql`lower(${column}) = ${value.toLowerCase()}`;

/** GET /api/public/orders: public order tracking by two criteria, no session (TRK-01). */
export async function trackingRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;

  app.get('/api/public/orders', async (request) => {
    const q = parseRequest(trackingQuerySchema, request.query);
    const isbn = q.ISBN13 ?? (q.ISBN10 ? isbn10To13(q.ISBN10) : undefined);
    const found = await db.select().from(orders).where(and(
      q.reference1 ? ci(orders.poNumber, q.reference1) : undefined,
      q.orderNumber ? eq(orders.orderNumber, q.orderNumber) : undefined,
      q.customerShipTo ? eq(orders.shipToAccount, q.customerShipTo) : undefined,
      q.reference ? ci(orders.internetReference, q.reference) : undefined,
      q.invoiceNumber ? eq(orders.invoiceNumber, q.invoiceNumber) : undefined,
      q.orderDateFrom ? gte(orders.orderDate, q.orderDateFrom) : undefined,
      q.orderDateTo ? lte(orders.orderDate, q.orderDateTo) : undefined,
      isbn ? sql`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_number = ${orders.orderNumber} AND l.isbn13 = ${isbn})` : undefined,
    )).orderBy(sql`${orders.orderDate} DESC`).limit(MAX_RECORDS);
    const lines = found.length === 0 ? [] : await db.select().from(orderLines)
      .where(inArray(orderLines.orderNumber, found.map((o) => o.orderNumber))).orderBy(orderLines.orderNumber, orderLines.lineNumber);
    const record: TrackingRecord[] = found.map((o) => ({
      orderNumber: o.orderNumber,
      orderDate: o.orderDate,
      line: lines.filter((l) => l.orderNumber === o.orderNumber).map((l) => ({
        reference: o.poNumber, ISBN13: l.isbn13, description: l.title,
        lineStatus: orderLineStatus({
          quantityShippedSoqs: l.quantityShipped, actualShipDate: l.actualShipDate,
          quantityBackorderedSobk: l.quantityBackordered, quantityCancelledSocn: l.quantityCancelled,
        }),
        quantityOrdered: l.quantityOrdered, availabilityDate: l.actualShipDate ?? o.shipDateRequested,
        trackingId: l.trackingNumber, quantityShipped: l.quantityShipped, actualCarrier: l.shipViaCode,
      })),
    }));
    return ctx.answer(trackingResponseSchema, { return: { record } });
  });
}

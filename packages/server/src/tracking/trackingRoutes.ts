import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  isbn10To13,
  orderLineStatus,
  TRACKING_MAX_RECORDS,
  TRACKING_TWO_ANY_CRITERIA,
  TRACKING_TWO_CRITERIA,
  trackingCriteriaSchema,
  trackingLookupAllowed,
  trackingResponseSchema,
  type TrackingRecord,
} from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import { accounts, orderLines, orders, userAccounts, users } from '../db/schema';
import type { Db } from '../db/types';
import { validationError, withZod } from '../http/validate';

const ci = (column: AnyPgColumn, value: string) => sql`lower(${column}) = ${value.toLowerCase()}`;

const hasLine = (isbn13: string) =>
  sql`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_number = ${orders.orderNumber} AND l.isbn13 = ${isbn13})`;

/**
 * The orders a signed-in caller may find with any two criteria: staff any (undefined: no bound),
 * a buyer those billed or shipped to an account linked to them (by number or E1 number).
 */
async function ordersInReach(db: Db, uid: string) {
  const [user] = await db.select({ staff: users.isCengageEmployee }).from(users).where(eq(users.uid, uid)).limit(1);
  if (user?.staff) return undefined;
  const linked = await db
    .select({ number: accounts.accountNumber, e1: accounts.e1AccountNumber })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.accountNumber, userAccounts.accountNumber))
    .where(eq(userAccounts.userUid, uid));
  const numbers = [...new Set(linked.flatMap((a) => (a.e1 ? [a.number, a.e1] : [a.number])))];
  if (numbers.length === 0) return sql`false`;
  return or(inArray(orders.shipToAccount, numbers), inArray(orders.billToAccount, numbers));
}

/**
 * GET /api/public/orders: order tracking (TRK-01). A visitor needs two of the order's own
 * references (TRACKING_IDENTIFYING_GROUPS, the shared rule); a signed-in caller may combine any two
 * of the seven criteria, and a lookup that does not name two references answers only the orders in
 * their reach (ordersInReach). Every criterion given must match (ISBN-13 and ISBN-10 each), so a
 * miss is the same empty answer whichever one missed; at most TRACKING_MAX_RECORDS orders. Rate
 * limited per address for visitors, per user when signed in (rules 'order-tracking*').
 */
export async function trackingRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  const db = ctx.database.db;

  const route = { schema: { querystring: trackingCriteriaSchema, response: { 200: trackingResponseSchema } } };
  app.get('/api/public/orders', route, async (request) => {
    const q = request.query;
    const uid = request.session?.uid;
    if (!trackingLookupAllowed(q, uid ? 'signed-in' : 'visitor'))
      throw validationError([{ path: ['criteria'], message: uid ? TRACKING_TWO_ANY_CRITERIA : TRACKING_TWO_CRITERIA }]);
    const reach = uid && !trackingLookupAllowed(q, 'visitor') ? await ordersInReach(db, uid) : undefined;
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
          reach,
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

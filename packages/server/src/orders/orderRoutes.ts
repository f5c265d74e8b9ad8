import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_NOT_FOUND,
  ORDER_NOT_FOUND,
  ORDERS_FORBIDDEN,
  archivedOrdersQuerySchema,
  archivedOrdersResponseSchema,
  orderDetailQuerySchema,
  orderDetailSchema,
  ordersQuerySchema,
  ordersResponseSchema,
} from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { HttpError, notFound } from '../http/HttpError';
import { parseRequest } from '../http/validate';
import { accountExists, canUseAccount, findOrders, toOrderDetail, toOrderRow } from './orderRepo';

const forbidden = () => new HttpError(403, 'FORBIDDEN', ORDERS_FORBIDDEN);

/**
 * GET /api/orders (list, or one order's detail when orderNumber is present) and
 * GET /api/orders/archivedOrders (archived list or detail), spec 001 §7; ORD-01..04.
 */
export async function orderRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;
  const currency = ctx.site.currency;

  async function checkAccounts(
    uid: string,
    q: { billToAccountNumber: string; shipToAccountNumber?: string | undefined },
  ) {
    const ok =
      (await canUseAccount(db, uid, q.billToAccountNumber)) &&
      (!q.shipToAccountNumber || (await canUseAccount(db, uid, q.shipToAccountNumber)));
    if (!ok) throw forbidden();
    // Staff may use any account (ORD-03), so a ship-to they mistyped gets past the check above: say it does not exist
    // rather than list no orders for it. Others reach here only with their own, existing accounts.
    for (const account of [q.billToAccountNumber, q.shipToAccountNumber]) {
      if (account && !(await accountExists(db, account))) throw notFound(ACCOUNT_NOT_FOUND);
    }
  }

  async function detail(uid: string, query: unknown, archived: boolean) {
    const q = parseRequest(orderDetailQuerySchema, query);
    await checkAccounts(uid, q);
    const [order] = await findOrders(db, { ...q, archived, orgWide: archived, orderNumber: q.orderNumber });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return ctx.answer(orderDetailSchema, await toOrderDetail(db, order, currency));
  }

  app.get('/api/orders', async (request) => {
    const uid = requireUser(request);
    const raw = request.query as Record<string, unknown>;
    if (raw.orderNumber !== undefined) return detail(uid, raw, false);
    const q = parseRequest(ordersQuerySchema, raw);
    await checkAccounts(uid, q);
    const rows = (await findOrders(db, { ...q, archived: false })).map(toOrderRow);
    return ctx.answer(ordersResponseSchema, {
      orders: rows.filter((o) => !o.activeFlag),
      standingOrders: rows.filter((o) => o.activeFlag),
    });
  });

  app.get('/api/orders/archivedOrders', async (request) => {
    const uid = requireUser(request);
    const raw = request.query as Record<string, unknown>;
    if (raw.orderNumber !== undefined) return detail(uid, raw, true);
    const q = parseRequest(archivedOrdersQuerySchema, raw);
    await checkAccounts(uid, q);
    const rows = await findOrders(db, { ...q, archived: true, orgWide: !!q.orgAccountNumber });
    return ctx.answer(archivedOrdersResponseSchema, rows.map(toOrderRow));
  });
}

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
import { z } from 'zod';
import { signedInOnly } from '../http/guards';
import { withZod } from '../http/validate';
import { accountExists, canUseAccount, findOrders, toOrderDetail, toOrderRow } from './orderRepo';

const forbidden = () => new HttpError(403, 'FORBIDDEN', ORDERS_FORBIDDEN);

/**
 * One path answers a list or, when orderNumber is present, one order's detail: the query is parsed
 * with the detail's schema or the list's, and either failure names its fields as it always has.
 */
function listOrDetail<L extends z.ZodType>(list: L) {
  type Parsed =
    { detail: z.output<typeof orderDetailQuerySchema>; list?: never } | { detail?: never; list: z.output<L> };
  return z.unknown().transform((raw, context): Parsed => {
    const asDetail = (raw as { orderNumber?: unknown } | null)?.orderNumber !== undefined;
    const result = (asDetail ? orderDetailQuerySchema : list).safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) context.addIssue({ ...issue, input: undefined } as never);
      return z.NEVER;
    }
    return asDetail
      ? { detail: result.data as z.output<typeof orderDetailQuerySchema> }
      : { list: result.data as z.output<L> };
  });
}

/**
 * GET /api/orders (list, or one order's detail when orderNumber is present) and
 * GET /api/orders/archivedOrders (archived list or detail), spec 001 §7; ORD-01..04.
 */
export async function orderRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
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

  async function detail(uid: string, q: z.output<typeof orderDetailQuerySchema>, archived: boolean) {
    await checkAccounts(uid, q);
    const [order] = await findOrders(db, { ...q, archived, orgWide: archived, orderNumber: q.orderNumber });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return toOrderDetail(db, order, currency);
  }

  const listRoute = {
    ...signedInOnly,
    schema: {
      querystring: listOrDetail(ordersQuerySchema),
      response: { 200: z.union([ordersResponseSchema, orderDetailSchema]) },
    },
  };
  app.get('/api/orders', listRoute, async (request) => {
    const uid = requireUser(request);
    if (request.query.detail) return detail(uid, request.query.detail, false);
    const q = request.query.list;
    await checkAccounts(uid, q);
    const rows = (await findOrders(db, { ...q, archived: false })).map(toOrderRow);
    return {
      orders: rows.filter((o) => !o.activeFlag),
      standingOrders: rows.filter((o) => o.activeFlag),
    };
  });

  const archivedRoute = {
    ...signedInOnly,
    schema: {
      querystring: listOrDetail(archivedOrdersQuerySchema),
      response: { 200: z.union([archivedOrdersResponseSchema, orderDetailSchema]) },
    },
  };
  app.get('/api/orders/archivedOrders', archivedRoute, async (request) => {
    const uid = requireUser(request);
    if (request.query.detail) return detail(uid, request.query.detail, true);
    const q = request.query.list;
    await checkAccounts(uid, q);
    const rows = await findOrders(db, { ...q, archived: true, orgWide: !!q.orgAccountNumber });
    return rows.map(toOrderRow);
  });
}

import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_NOT_FOUND,
  ERROR_TYPES,
  PRODUCT_NOT_FOUND,
  priceAndAvailabilityQuerySchema,
  priceAndAvailabilitySchema,
  priceCheckBodySchema,
  priceCheckResultSchema,
} from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../http/HttpError';
import { signedInOnly } from '../http/guards';
import { withZod } from '../http/validate';
import { isbnOfCode } from '../products/productRepo';
import { priceOne, priceRows, resolvePricingAccount } from './priceForAccount';
import { loadCaller, verdictFor } from '../entitlement/entitlement';
import { withEntitlement } from '@shelfmark/api-client/schemas';

/**
 * Price and availability per account (spec 001 §7, spec 002 §7; PNA-01): the signed-in user's
 * own accounts only; another user's account answers 404 like an unknown one.
 */
export async function pricingRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  const account = async (uid: string, accountNumber: string | undefined) => {
    const resolved = await resolvePricingAccount(ctx.database.db, uid, accountNumber);
    if (accountNumber && !resolved) throw notFound(ACCOUNT_NOT_FOUND);
    return resolved;
  };

  const oneRoute = {
    ...signedInOnly,
    schema: { querystring: priceAndAvailabilityQuerySchema, response: { 200: priceAndAvailabilitySchema } },
  };
  app.get('/api/products/priceAndAvailability', oneRoute, async (request) => {
    const uid = requireUser(request);
    const q = request.query;
    const isbn = isbnOfCode(q.productCode);
    if (!isbn)
      throw badRequest('productCode: must be an ISBN-13 or ISBN-10', { productCode: 'must be an ISBN-13 or ISBN-10' });
    const pricing = await account(uid, q.accountNumber);
    const p = await priceOne(ctx.database.db, isbn, q.quantity, pricing, ctx.site.currency);
    if (!p) throw notFound(PRODUCT_NOT_FOUND, ERROR_TYPES.productNotFound);
    const verdict = verdictFor(p, await loadCaller(ctx.database.db, uid, ctx.site, pricing));
    // A price the caller may not see is answered as none (the fields are required here), with the verdict.
    const shown = verdict.priceShown;
    return {
      isbn13: p.isbn13,
      productCode: p.code,
      desiredQuantity: q.quantity,
      quantityAvailable: p.quantityAvailable ?? 0,
      customUnitPrice: shown ? (p.customUnitPrice ?? null) : null,
      customPrice: shown ? (p.customPrice ?? null) : null,
      customListPrice: shown ? (p.customListPrice ?? null) : null,
      entitlement: verdict,
    };
  });

  const rowsRoute = {
    ...signedInOnly,
    schema: { body: priceCheckBodySchema, response: { 200: priceCheckResultSchema } },
  };
  app.post('/api/products/priceAndAvailability', rowsRoute, async (request) => {
    const uid = requireUser(request);
    const { body } = request;
    const pricing = await account(uid, body.accountNumber);
    const items = await priceRows(ctx.database.db, body.rows, pricing, ctx.site.currency);
    const caller = await loadCaller(ctx.database.db, uid, ctx.site, pricing);
    // Each found title with the caller's verdict, on the item and its product; withheld prices left out of both.
    const judged = items.map((item) => {
      if (!item.product) return item;
      const verdict = verdictFor(item.product, caller);
      return withEntitlement({ ...item, product: withEntitlement(item.product, verdict) }, verdict);
    });
    return { items: judged };
  });
}

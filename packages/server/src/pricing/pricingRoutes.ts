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
import { parseRequest } from '../http/validate';
import { isbnOfCode } from '../products/productRepo';
import { priceOne, priceRows, resolvePricingAccount } from './priceForAccount';

/**
 * Price and availability per account (spec 001 §7, spec 002 §7; PNA-01): the signed-in user's
 * own accounts only; another user's account answers 404 like an unknown one.
 */
export async function pricingRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const account = async (uid: string, accountNumber: string | undefined) => {
    const resolved = await resolvePricingAccount(ctx.database.db, uid, accountNumber);
    if (accountNumber && !resolved) throw notFound(ACCOUNT_NOT_FOUND);
    return resolved;
  };

  app.get('/api/products/priceAndAvailability', async (request) => {
    const uid = requireUser(request);
    const q = parseRequest(priceAndAvailabilityQuerySchema, request.query);
    const isbn = isbnOfCode(q.productCode);
    if (!isbn)
      throw badRequest('productCode: must be an ISBN-13 or ISBN-10', { productCode: 'must be an ISBN-13 or ISBN-10' });
    const p = await priceOne(ctx.database.db, isbn, q.quantity, await account(uid, q.accountNumber), ctx.site.currency);
    if (!p) throw notFound(PRODUCT_NOT_FOUND, ERROR_TYPES.productNotFound);
    return ctx.answer(priceAndAvailabilitySchema, {
      isbn13: p.isbn13,
      productCode: p.code,
      desiredQuantity: q.quantity,
      quantityAvailable: p.quantityAvailable ?? 0,
      customUnitPrice: p.customUnitPrice ?? null,
      customPrice: p.customPrice ?? null,
      customListPrice: p.customListPrice ?? null,
    });
  });

  app.post('/api/products/priceAndAvailability', async (request) => {
    const uid = requireUser(request);
    const body = parseRequest(priceCheckBodySchema, request.body);
    const items = await priceRows(
      ctx.database.db,
      body.rows,
      await account(uid, body.accountNumber),
      ctx.site.currency,
    );
    return ctx.answer(priceCheckResultSchema, { items });
  });
}

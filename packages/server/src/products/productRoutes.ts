import type { FastifyInstance } from 'fastify';
import {
  ERROR_TYPES, PRODUCT_NOT_FOUND, productCodeQuerySchema, productSchema, searchQuerySchema, searchResponseSchema,
} from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../http/HttpError';
import { parseRequest } from '../http/validate';
import { findProductByCode, isbnOfCode } from './productRepo';
import { searchProducts } from './searchProducts';

/** GET /api/products/code and GET /api/products/search: public, no session needed. */
export async function productRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/products/code', async (request) => {
    const { productCode } = parseRequest(productCodeQuerySchema, request.query);
    if (!isbnOfCode(productCode)) {
      const problem = 'must be an ISBN-13 or ISBN-10, optionally followed by a suffix such as @PRINT';
      throw badRequest(`productCode: ${problem}`, { productCode: problem });
    }
    const product = await findProductByCode(ctx.database.db, productCode, ctx.site.currency);
    if (!product) throw notFound(PRODUCT_NOT_FOUND, ERROR_TYPES.productNotFound);
    return ctx.answer(productSchema, product);
  });

  app.get('/api/products/search', async (request) => {
    const query = parseRequest(searchQuerySchema, request.query);
    return ctx.answer(searchResponseSchema, await searchProducts(ctx.database, query, ctx.site.currency));
  });
}

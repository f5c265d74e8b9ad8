import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_NOT_FOUND,
  ERROR_TYPES,
  PRODUCT_NOT_FOUND,
  pricedProductSchema,
  productCodeQuerySchema,
  productLookupQuerySchema,
  productSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import { accounts, users } from '../db/schema';
import { catalogueDiscount, priceOne, resolvePricingAccount, withAccountPrice } from '../pricing/priceForAccount';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../http/HttpError';
import { signedInOnly } from '../http/guards';
import { withZod } from '../http/validate';
import { findProductByCode, isbnOfCode } from './productRepo';
import { warmSearchIndex } from './search/facetIndex';
import { entitled, loadCaller } from '../entitlement/entitlement';
import { searchProducts } from './searchProducts';

/**
 * GET /api/products/code and GET /api/products/search: public, no session needed; a visitor sees the catalogue
 * price, a signed-in user their account's (the current ship-to's, or the named one of their own).
 * GET /api/products: a product priced for an account (IPS-01, PNA-01), signed in only.
 */
export async function productRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  // The search index is read in the background from the start (search/facetIndex.ts).
  warmSearchIndex(ctx.database);
  const codeRoute = { schema: { querystring: productCodeQuerySchema, response: { 200: productSchema } } };
  app.get('/api/products/code', codeRoute, async (request) => {
    const { query } = request;
    const { productCode } = query;
    if (!isbnOfCode(productCode)) {
      const problem = 'must be an ISBN-13 or ISBN-10, optionally followed by a suffix such as @PRINT';
      throw badRequest(`productCode: ${problem}`, { productCode: problem });
    }
    const discount = await catalogueDiscount(ctx.database.db, request.session?.uid, query);
    const product = await findProductByCode(ctx.database.db, productCode, ctx.site.currency);
    if (!product) throw notFound(PRODUCT_NOT_FOUND, ERROR_TYPES.productNotFound);
    const caller = await loadCaller(ctx.database.db, request.session?.uid, ctx.site, query.shipToAccountNumber);
    return entitled(withAccountPrice(product, discount, ctx.site.currency), caller);
  });

  const searchRoute = { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } };
  app.get('/api/products/search', searchRoute, async (request) => {
    const { query } = request;
    const discount = await catalogueDiscount(ctx.database.db, request.session?.uid, query);
    const answer = await searchProducts(ctx.database, query, ctx.site.currency);
    // Priced for the account after what search keeps per catalogue version (kept products are the catalogue's).
    // The verdict too: a price the caller may not see is not in the answer (spec 001 §6).
    const caller = await loadCaller(ctx.database.db, request.session?.uid, ctx.site, query.shipToAccountNumber);
    const products = answer.products.map((p) => entitled(withAccountPrice(p, discount, ctx.site.currency), caller));
    return { ...answer, products };
  });

  const lookupRoute = {
    ...signedInOnly,
    schema: { querystring: productLookupQuerySchema, response: { 200: pricedProductSchema } },
  };
  app.get('/api/products', lookupRoute, async (request) => {
    const uid = requireUser(request);
    const q = request.query;
    const isbn = isbnOfCode(q.productCode.replace(/\s/g, ''));
    if (!isbn) throw badRequest('productCode: ISBN must be 13 digits', { productCode: 'ISBN must be 13 digits' });
    const asked = q.shipToAccountNumber ?? q.accountNumber;
    const db = ctx.database.db;
    const [user] = await db.select({ staff: users.isCengageEmployee }).from(users).where(eq(users.uid, uid)).limit(1);
    // Staff look up prices for any customer's account (the internal lookup); customers only for their own.
    let account: string | null;
    if (user?.staff && asked) {
      const [known] = await db
        .select({ n: accounts.accountNumber })
        .from(accounts)
        .where(eq(accounts.accountNumber, asked))
        .limit(1);
      account = known ? asked : null;
    } else {
      account = await resolvePricingAccount(db, uid, asked);
    }
    if (asked && !account) throw notFound(ACCOUNT_NOT_FOUND);
    const product = await priceOne(db, isbn, q.quantity ?? 1, account, ctx.site.currency);
    if (!product) throw notFound(PRODUCT_NOT_FOUND, ERROR_TYPES.productNotFound);
    // Judged for the account looked up (its ship-to's country), as the customer would see it.
    return entitled(product, await loadCaller(db, uid, ctx.site, account));
  });
}

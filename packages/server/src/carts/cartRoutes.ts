import type { FastifyInstance } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { signedInAs, signedInOnly } from '../http/guards';
import { withZod } from '../http/validate';
import { wishlistRoutes } from '../wishlists/wishlistRoutes';

/**
 * The cart calls of spec 000 §7. Order of checks, the same everywhere (http/guards): a session (401),
 * a valid request (400 naming the field), the request's userId is the signed-in user (403), the cart
 * is theirs (404 'Cart not found.').
 */
export async function cartRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  const { carts } = ctx;

  app.get(
    '/api/carts',
    { ...signedInAs('query'), schema: { querystring: s.getCartQuerySchema, response: { 200: s.cartSchema } } },
    async (request) => carts.current(requireUser(request)),
  );

  app.post(
    '/api/carts',
    { ...signedInAs('body'), schema: { body: s.createCartBodySchema, response: { 201: s.cartSchema } } },
    async (request, reply) => {
      const cart = await carts.create(requireUser(request));
      reply.code(201);
      return cart;
    },
  );

  app.delete(
    '/api/carts',
    { ...signedInOnly, schema: { querystring: s.deleteCartQuerySchema, response: { 200: s.okSchema } } },
    async (request) => {
      await carts.remove(requireUser(request), request.query.cartId);
      return { ok: true } as const;
    },
  );

  app.post(
    '/api/carts/entries',
    {
      ...signedInAs('body'),
      schema: { body: s.cartEntriesBodySchema, response: { 200: s.addCartEntriesResultSchema } },
    },
    async (request) => carts.addEntries(requireUser(request), request.body.cartId, request.body.orderEntries),
  );

  app.put(
    '/api/carts/entries',
    {
      ...signedInAs('body'),
      schema: { body: s.cartEntriesBodySchema, response: { 200: s.updateCartEntriesResultSchema } },
    },
    async (request) => carts.updateEntries(requireUser(request), request.body.cartId, request.body.orderEntries),
  );

  app.delete(
    '/api/carts/entries',
    { ...signedInAs('query'), schema: { querystring: s.removeCartEntryQuerySchema, response: { 200: s.okSchema } } },
    async (request) => {
      await carts.removeEntry(requireUser(request), request.query.cartId, request.query.entryNumber);
      return { ok: true } as const;
    },
  );

  app.put(
    '/api/carts/entries/fund-codes',
    { ...signedInAs('body'), schema: { body: s.setFundCodesBodySchema, response: { 200: s.cartSchema } } },
    async (request) =>
      carts.setFundCodes(requireUser(request), request.body.cartId, request.body.productCodes, request.body.fundCode),
  );

  app.post(
    '/api/carts/recalculate',
    { ...signedInAs('body'), schema: { body: s.recalculateCartBodySchema, response: { 200: s.cartSchema } } },
    async (request) => carts.recalculate(requireUser(request)),
  );

  app.patch(
    '/api/carts/accounts',
    { ...signedInAs('body'), schema: { body: s.changeCartAccountBodySchema, response: { 200: s.cartSchema } } },
    async (request) => carts.changeAccount(requireUser(request), request.body.shipToAccountNumber),
  );

  await wishlistRoutes(app, ctx);
}

import type { FastifyInstance } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { signedInAs, signedInOnly } from '../http/guards';
import { withZod } from '../http/validate';

/**
 * Wish lists are saved carts (spec 000 §7; WISH-01..03). Same order of checks as the cart calls
 * (http/guards): a session (401), a valid request (400 naming the field), the request's userId is
 * the signed-in user (403), the cart is theirs (404 'Cart not found.'). Deleting a wish list is DELETE /api/carts.
 */
export async function wishlistRoutes(server: FastifyInstance, { carts }: ServerContext): Promise<void> {
  const app = withZod(server);

  app.get(
    '/api/carts/all-carts',
    { ...signedInAs('query'), schema: { querystring: s.allCartsQuerySchema, response: { 200: s.cartListSchema } } },
    async (request) => ({ carts: await carts.list(requireUser(request), request.query.savedCartsOnly) }),
  );

  app.get(
    '/api/carts/wishlist',
    {
      ...signedInOnly,
      schema: { querystring: s.wishListQuerySchema, response: { 200: s.savedCartResponseSchema } },
    },
    async (request) => ({ savedCartData: await carts.get(requireUser(request), request.query.cartId) }),
  );

  app.patch(
    '/api/carts/wishlist',
    { ...signedInOnly, schema: { body: s.nameCartBodySchema, response: { 200: s.wishListSchema } } },
    async (request) => carts.name(requireUser(request), request.body.cartId, request.body.cartName),
  );

  app.post(
    '/api/carts/wishlist',
    { ...signedInOnly, schema: { body: s.cloneWishListBodySchema, response: { 201: s.cartSchema } } },
    async (request, reply) => {
      const clone = await carts.clone(requireUser(request), request.body.cartId, request.body.cartName);
      reply.code(201);
      return clone;
    },
  );

  app.patch(
    '/api/carts/restore-cart',
    { ...signedInOnly, schema: { body: s.restoreCartBodySchema, response: { 200: s.cartSchema } } },
    async (request) => carts.restore(requireUser(request), request.body.cartId),
  );
}

import type { FastifyInstance } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { userMismatch } from '../http/HttpError';
import { parseRequest } from '../http/validate';

/**
 * Wish lists are saved carts (spec 000 §7; WISH-01..03). Same order of checks as the cart calls:
 * a session (401), a valid request (400 naming the field), the request's userId is the signed-in
 * user (403), the cart is theirs (404 'Cart not found.'). Deleting a wish list is DELETE /api/carts.
 */
export async function wishlistRoutes(app: FastifyInstance, { carts, answer }: ServerContext): Promise<void> {
  app.get('/api/carts/all-carts', async (request) => {
    const uid = requireUser(request);
    const { userId, savedCartsOnly } = parseRequest(s.allCartsQuerySchema, request.query);
    if (userId !== uid) throw userMismatch();
    return answer(s.cartListSchema, { carts: await carts.list(uid, savedCartsOnly) });
  });

  app.get('/api/carts/wishlist', async (request) => {
    const uid = requireUser(request);
    const { cartId } = parseRequest(s.wishListQuerySchema, request.query);
    return answer(s.savedCartResponseSchema, { savedCartData: await carts.get(uid, cartId) });
  });

  app.patch('/api/carts/wishlist', async (request) => {
    const uid = requireUser(request);
    const { cartId, cartName } = parseRequest(s.nameCartBodySchema, request.body);
    return answer(s.wishListSchema, await carts.name(uid, cartId, cartName));
  });

  app.post('/api/carts/wishlist', async (request, reply) => {
    const uid = requireUser(request);
    const { cartId, cartName } = parseRequest(s.cloneWishListBodySchema, request.body);
    const clone = await carts.clone(uid, cartId, cartName);
    reply.code(201);
    return answer(s.cartSchema, clone);
  });

  app.patch('/api/carts/restore-cart', async (request) => {
    const uid = requireUser(request);
    const { cartId } = parseRequest(s.restoreCartBodySchema, request.body);
    return answer(s.cartSchema, await carts.restore(uid, cartId));
  });
}

import type { FastifyInstance } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { userMismatch } from '../http/HttpError';
import { parseRequest } from '../http/validate';
import { wishlistRoutes } from '../wishlists/wishlistRoutes';

/**
 * The cart calls of spec 000 §7. Order of checks, the same everywhere: a session (401), a valid
 * request (400 naming the field), the request's userId is the signed-in user (403), the cart is
 * theirs (404 'Cart not found.').
 */
export async function cartRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { carts, answer } = ctx;
  const self = (uid: string, userId: string) => {
    if (userId !== uid) throw userMismatch();
  };

  app.get('/api/carts', async (request) => {
    const uid = requireUser(request);
    const { userId } = parseRequest(s.getCartQuerySchema, request.query);
    self(uid, userId);
    return answer(s.cartSchema, await carts.current(uid));
  });

  app.post('/api/carts', async (request, reply) => {
    const uid = requireUser(request);
    const { userId } = parseRequest(s.createCartBodySchema, request.body);
    self(uid, userId);
    reply.code(201);
    return answer(s.cartSchema, await carts.create(uid));
  });

  app.delete('/api/carts', async (request) => {
    const uid = requireUser(request);
    const { cartId } = parseRequest(s.deleteCartQuerySchema, request.query);
    await carts.remove(uid, cartId);
    return answer(s.okSchema, { ok: true });
  });

  app.post('/api/carts/entries', async (request) => {
    const uid = requireUser(request);
    const body = parseRequest(s.cartEntriesBodySchema, request.body);
    self(uid, body.userId);
    return answer(s.addCartEntriesResultSchema, await carts.addEntries(uid, body.cartId, body.orderEntries));
  });

  app.put('/api/carts/entries', async (request) => {
    const uid = requireUser(request);
    const body = parseRequest(s.cartEntriesBodySchema, request.body);
    self(uid, body.userId);
    return answer(s.updateCartEntriesResultSchema, await carts.updateEntries(uid, body.cartId, body.orderEntries));
  });

  app.delete('/api/carts/entries', async (request) => {
    const uid = requireUser(request);
    const query = parseRequest(s.removeCartEntryQuerySchema, request.query);
    self(uid, query.userId);
    await carts.removeEntry(uid, query.cartId, query.entryNumber);
    return answer(s.okSchema, { ok: true });
  });

  app.post('/api/carts/recalculate', async (request) => {
    const uid = requireUser(request);
    const { userId } = parseRequest(s.recalculateCartBodySchema, request.body);
    self(uid, userId);
    return answer(s.cartSchema, await carts.recalculate(uid));
  });

  app.patch('/api/carts/accounts', async (request) => {
    const uid = requireUser(request);
    const { userId, shipToAccountNumber } = parseRequest(s.changeCartAccountBodySchema, request.body);
    self(uid, userId);
    return answer(s.cartSchema, await carts.changeAccount(uid, shipToAccountNumber));
  });

  await wishlistRoutes(app, ctx);
}

import type { FastifyInstance } from 'fastify';
import { ACCOUNT_NOT_FOUND, accountsResponseSchema, getAccountsQuerySchema, siteConfigSchema } from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound, userMismatch } from '../http/HttpError';
import { parseRequest } from '../http/validate';
import { loadAccounts } from './userRepo';

/** GET /api/site-config and GET /api/users/accounts. */
export async function userRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/site-config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ctx.answer(siteConfigSchema, ctx.site);
  });

  app.get('/api/users/accounts', async (request) => {
    const uid = requireUser(request);
    const { userId } = parseRequest(getAccountsQuerySchema, request.query);
    if (userId !== uid) throw userMismatch();
    const accounts = await loadAccounts(ctx.database.db, uid);
    if (!accounts) throw notFound(ACCOUNT_NOT_FOUND);
    return ctx.answer(accountsResponseSchema, accounts);
  });
}

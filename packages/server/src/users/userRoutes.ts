import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_NOT_FOUND,
  accountsResponseSchema,
  getAccountsQuerySchema,
  siteConfigSchema,
  updateDefaultAccountsBodySchema,
} from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { badRequest, notFound, userMismatch } from '../http/HttpError';
import { parseRequest } from '../http/validate';
import { loadAccounts, updateDefaultAccounts } from './userRepo';

/** GET /api/site-config, GET /api/users/accounts and PATCH /api/users/accounts/default. */
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

  app.patch('/api/users/accounts/default', async (request) => {
    const uid = requireUser(request);
    const body = parseRequest(updateDefaultAccountsBodySchema, request.body);
    if (body.userId !== uid) throw userMismatch();
    const refused = await updateDefaultAccounts(
      ctx.database.db,
      uid,
      body.shipToAccountNumber,
      body.billToAccountNumber,
    );
    if (refused) throw badRequest(`${refused}: ${ACCOUNT_NOT_FOUND}`, { [refused]: ACCOUNT_NOT_FOUND });
    const accounts = await loadAccounts(ctx.database.db, uid);
    if (!accounts) throw notFound(ACCOUNT_NOT_FOUND);
    return ctx.answer(accountsResponseSchema, accounts);
  });
}

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
import { badRequest, notFound } from '../http/HttpError';
import { signedInAs } from '../http/guards';
import { withZod } from '../http/validate';
import { loadAccounts, updateDefaultAccounts } from './userRepo';

/** GET /api/site-config, GET /api/users/accounts and PATCH /api/users/accounts/default. */
export async function userRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  app.get('/api/site-config', { schema: { response: { 200: siteConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ctx.site;
  });

  const accountsRoute = {
    ...signedInAs('query'),
    schema: { querystring: getAccountsQuerySchema, response: { 200: accountsResponseSchema } },
  };
  app.get('/api/users/accounts', accountsRoute, async (request) => {
    const uid = requireUser(request);
    const accounts = await loadAccounts(ctx.database.db, uid);
    if (!accounts) throw notFound(ACCOUNT_NOT_FOUND);
    return accounts;
  });

  const defaultAccountsRoute = {
    ...signedInAs('body'),
    schema: { body: updateDefaultAccountsBodySchema, response: { 200: accountsResponseSchema } },
  };
  app.patch('/api/users/accounts/default', defaultAccountsRoute, async (request) => {
    const uid = requireUser(request);
    const { body } = request;
    const refused = await updateDefaultAccounts(
      ctx.database.db,
      uid,
      body.shipToAccountNumber,
      body.billToAccountNumber,
    );
    if (refused) throw badRequest(`${refused}: ${ACCOUNT_NOT_FOUND}`, { [refused]: ACCOUNT_NOT_FOUND });
    const accounts = await loadAccounts(ctx.database.db, uid);
    if (!accounts) throw notFound(ACCOUNT_NOT_FOUND);
    return accounts;
  });
}

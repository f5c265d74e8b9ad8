import type { FastifyInstance } from 'fastify';
import { ACCOUNT_NOT_FOUND, profileQuerySchema, userProfileSchema } from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound } from '../http/HttpError';
import { signedInAs } from '../http/guards';
import { withZod } from '../http/validate';
import { loadSessionUser } from '../users/userRepo';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';

/** GET /api/users/profile (spec 002 profile page; PROF-01): the signed-in user's own contact data. */
export async function profileRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  const route = {
    ...signedInAs('query'),
    schema: { querystring: profileQuerySchema, response: { 200: userProfileSchema } },
  };
  app.get('/api/users/profile', route, async (request) => {
    const uid = requireUser(request);
    const user = await loadSessionUser(ctx.database.db, uid);
    const [row] = await ctx.database.db
      .select({ defaultShipTo: users.defaultShipToAccount })
      .from(users)
      .where(eq(users.uid, uid))
      .limit(1);
    if (!user || !row) throw notFound(ACCOUNT_NOT_FOUND);
    // The registered customer number is the default ship-to (spec 002 §2), whose address the page shows beside it;
    // the session's is the ship-to the user acts for now, which switching changes.
    // Parsed, not only checked: the session user carries more than the profile shows.
    return userProfileSchema.parse({ ...user, defaultShipToAccount: row.defaultShipTo });
  });
}

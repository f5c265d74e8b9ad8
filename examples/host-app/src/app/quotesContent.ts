import type { SessionUser } from '@shelfmark/api-client';
import { accountQueries, quoteQueries } from '@shelfmark/api-client/react';
import type { RouteDataContext } from './routeData';

/**
 * My Orders → Quotes: the quotes of the user's current ship-to, under the key `useMyQuotes` asks for (the ship-to
 * the accounts name, else the user's default, as My Orders reads it), so the server's page lists them.
 */
export async function prefetchQuotes(ctx: RouteDataContext, user: SessionUser): Promise<void> {
  const accounts = await ctx.queryClient
    .ensureQueryData(accountQueries.forUser(ctx.api, user.uid))
    .catch(() => undefined);
  const shipTo = accounts?.shipToAccount?.accountNumber ?? user.defaultShipToAccount ?? null;
  if (shipTo) await ctx.queryClient.prefetchQuery(quoteQueries.list(ctx.api, { shipTo }));
}

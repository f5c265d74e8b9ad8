import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shelfmark/api-client';
import { accountQueries, quoteQueries, sessionQueries } from '@shelfmark/api-client/queries';
import { orderAccountNumbers } from '../orders/orderRequests';

const ignore = () => undefined;

/**
 * `MyQuotes`: the session, the accounts and the current ship-to's quotes, under the keys `useMyQuotes` asks for, so
 * the server's page lists the quotes (readable without JavaScript). Never throws.
 */
export async function prefetchMyQuotes(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const session = await queryClient.ensureQueryData(sessionQueries.current(api)).catch(ignore);
  const user = session?.user;
  if (!user) return;
  const accounts = await queryClient.ensureQueryData(accountQueries.forUser(api, user.uid)).catch(ignore);
  const { shipToAccountNumber } = orderAccountNumbers(user, accounts);
  if (shipToAccountNumber) await queryClient.prefetchQuery(quoteQueries.list(api, { shipTo: shipToAccountNumber }));
}

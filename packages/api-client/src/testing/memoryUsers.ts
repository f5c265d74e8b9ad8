import { ACCOUNT_NOT_FOUND } from '../messages';
import * as s from '../schemas';
import { buildUrl } from '../client/http';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { fail, parseRequest, type MemoryState } from './memoryState';

export function memoryUsers(state: MemoryState): ApiClient['users'] {
  const handle = answering(state);
  return {
    accounts: handle(s.accountsResponseSchema, (query: s.GetAccountsQuery) => {
      state.requireUser();
      const { userId } = parseRequest(s.getAccountsQuerySchema, query);
      state.requireSelf(userId);
      return state.accounts.get(userId) ?? fail(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
    }),
  };
}

export function memoryAuth(state: MemoryState): ApiClient['auth'] {
  const session = answering(state)(s.sessionSchema, () => {
    const user = state.signedIn ? state.users.get(state.signedIn) ?? null : null;
    return { user, csrfToken: user ? `memory-csrf-${user.uid}` : null };
  });
  return {
    session: () => session(undefined),
    signInUrl: (returnTo?: string) => buildUrl('', '/api/auth/login', returnTo ? { return: returnTo } : {}),
    federatedLogoutUrl: (returnTo?: string) => buildUrl('', '/api/auth/federated-logout', returnTo ? { return: returnTo } : {}),
  };
}

import * as s from '../schemas';
import type { Http } from './http';

export function usersApi(http: Http) {
  return {
    /** GET /api/users/accounts — ship-to and bill-to accounts of the user (spec 000 §7). */
    accounts: (query: s.GetAccountsQuery) =>
      http.call({ method: 'GET', path: '/api/users/accounts', query, answer: s.accountsResponseSchema }),
  };
}

import type * as s from '../schemas';
import type { Http } from './http';

export function usersApi(http: Http) {
  return {
    /** GET /api/users/accounts — ship-to and bill-to accounts; also the "customer data query" (spec 002). */
    accounts: (query: s.GetAccountsQuery) =>
      http.call({
        method: 'GET',
        path: '/api/users/accounts',
        query,
        answer: (schemas) => schemas.accountsResponseSchema,
      }),
    /** PATCH /api/users/accounts/default — update default ship-to / bill-to (checkout, ACCT-02). */
    updateDefaultAccounts: (body: s.UpdateDefaultAccountsBody) =>
      http.call({
        method: 'PATCH',
        path: '/api/users/accounts/default',
        body,
        answer: (schemas) => schemas.accountsResponseSchema,
      }),
    /** GET /api/users/profile — contact information for the profile page (PROF-01). */
    profile: (query: s.ProfileQuery) =>
      http.call({ method: 'GET', path: '/api/users/profile', query, answer: (schemas) => schemas.userProfileSchema }),
    /** POST /api/public/users/registration — no session needed (REG-01). */
    register: (body: s.RegistrationBody) =>
      http.call({
        method: 'POST',
        path: '/api/public/users/registration',
        body,
        answer: (schemas) => schemas.registrationResultSchema,
      }),
  };
}

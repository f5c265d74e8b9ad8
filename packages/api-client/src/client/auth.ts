import { buildUrl, type Http } from './http';

export function authApi(http: Http, baseUrl: string) {
  return {
    /** GET /api/auth/session — the signed-in user, or null, and the CSRF token for mutations. */
    session: () => http.call({ method: 'GET', path: '/api/auth/session', answer: (schemas) => schemas.sessionSchema }),
    /**
     * POST /api/auth/pending-add — the Add to cart a visitor pressed before signing in, answered once by the id the
     * sign-in returned with (PDP-02); 410 once claimed or expired.
     */
    claimPendingAdd: (id: string) =>
      http.call({
        method: 'POST',
        path: '/api/auth/pending-add',
        body: { id },
        answer: (schemas) => schemas.pendingAddSchema,
      }),
    /** Where the browser goes (full page) to sign in with the federated provider. */
    signInUrl: (returnTo?: string) => buildUrl(baseUrl, '/api/auth/login', returnTo ? { return: returnTo } : {}),
    /** Where the browser goes (full page) to sign out everywhere (spec 002 §2 "Logout route"). */
    federatedLogoutUrl: (returnTo?: string) =>
      buildUrl(baseUrl, '/api/auth/federated-logout', returnTo ? { return: returnTo } : {}),
  };
}

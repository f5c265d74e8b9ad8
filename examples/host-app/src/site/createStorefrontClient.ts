import { createApiClient, type ApiClient } from '@shelfmark/api-client';

/**
 * The storefront's API client: same origin, and every call carries the session's CSRF token in
 * `x-csrf-token`. The token is captured from each GET /api/auth/session answer, so it follows
 * sign-in and sign-out without a reload.
 */
export function createStorefrontClient(options: { fetch?: typeof fetch } = {}): ApiClient {
  let csrfToken: string | null = null;
  const api = createApiClient({
    baseUrl: '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: (): Record<string, string> => (csrfToken ? { 'x-csrf-token': csrfToken } : {}),
  });
  return {
    ...api,
    auth: {
      ...api.auth,
      session: async () => {
        const session = await api.auth.session();
        csrfToken = session.csrfToken;
        return session;
      },
    },
  };
}

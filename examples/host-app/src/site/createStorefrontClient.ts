import { createApiClient, type ApiClient } from '@shelfmark/api-client';

export interface StorefrontClientOptions {
  /** Where calls go: the browser's fetch by default; on the server, the API answered in-process. */
  fetch?: typeof fetch;
  /**
   * The session's token when the session is already known (the server-rendered page carries it, so the
   * browser never asks GET /api/auth/session again). @default null: taken from the first session answer
   */
  csrfToken?: string | null;
  /**
   * Send a call the busy server shed (503 OVERLOADED) again after its Retry-After (see `createApiClient`).
   * The server's own render passes `false`: a page is answered at once, never held while it waits. @default true
   */
  retryOverloaded?: boolean;
}

/**
 * The storefront's API client: same origin, and every call carries the session's CSRF token in
 * `x-csrf-token`. The token is captured from each GET /api/auth/session answer, so it follows
 * sign-in and sign-out without a reload.
 */
export function createStorefrontClient(options: StorefrontClientOptions = {}): ApiClient {
  let csrfToken: string | null = options.csrfToken ?? null;
  const api = createApiClient({
    baseUrl: '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.retryOverloaded === false ? { retryOverloaded: false as const } : {}),
    headers: (): Record<string, string> => (csrfToken ? { 'x-csrf-token': csrfToken } : {}),
    // zod is switched to jitless (the strict CSP forbids eval) as the answer schemas load on the first call, so
    // neither zod nor the schemas are in the first load.
    prepareSchemas: () => import('./strictCsp'),
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

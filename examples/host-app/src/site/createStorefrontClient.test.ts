import { createStorefrontClient } from './createStorefrontClient';

function fakeServer() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    if (url.startsWith('/api/auth/session')) {
      return Response.json({ user: null, csrfToken: 'token-123' });
    }
    return Response.json({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in first.' }, { status: 401 });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('createStorefrontClient', () => {
  it('sends the session CSRF token with every call once the session is known', async () => {
    const server = fakeServer();
    const api = createStorefrontClient({ fetch: server.fetch });
    await expect(api.carts.create({ userId: 'a@b.test' })).rejects.toMatchObject({ status: 401 });
    expect(server.calls[0]!.headers['x-csrf-token']).toBeUndefined();
    await api.auth.session();
    await expect(api.carts.create({ userId: 'a@b.test' })).rejects.toMatchObject({ status: 401 });
    expect(server.calls.at(-1)!.headers['x-csrf-token']).toBe('token-123');
  });

  it('sends the token the server-rendered page handed over, before any session call', async () => {
    const server = fakeServer();
    const api = createStorefrontClient({ fetch: server.fetch, csrfToken: 'from-the-page' });
    await expect(api.carts.create({ userId: 'a@b.test' })).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers['x-csrf-token']).toBe('from-the-page');
  });

  it('builds same-origin sign-in and sign-out addresses', () => {
    const api = createStorefrontClient({ fetch: fakeServer().fetch });
    expect(api.auth.signInUrl('/cart')).toBe('/api/auth/login?return=%2Fcart');
    expect(api.auth.federatedLogoutUrl('/')).toBe('/api/auth/federated-logout?return=%2F');
  });

  it('switches zod to jitless (the strict CSP forbids eval) on its first call, before the answer schemas load, not when created', async () => {
    vi.resetModules();
    const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
    delete zodConfig.jitless;
    const { createStorefrontClient: createFresh } = await import('./createStorefrontClient');
    const api = createFresh({ fetch: fakeServer().fetch });
    expect(zodConfig.jitless).toBeUndefined();
    await expect(api.auth.session()).resolves.toMatchObject({ csrfToken: 'token-123' });
    expect(zodConfig.jitless).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../errors';

/**
 * The client loads its answer schemas (and with them zod) on its first call, not when a page creates it (
 * the first page of a server-rendered storefront makes no call while it hydrates, so it never loads them).
 * Each test starts from a fresh module graph, so its first call is the first load of the schemas module.
 */
async function freshClient(events: string[], answer: () => Response) {
  vi.resetModules();
  vi.doMock('../schemas/index', async (importOriginal) => {
    events.push('schemas evaluated');
    return importOriginal();
  });
  const { createApiClient } = await import('./createApiClient');
  const fetch = async () => {
    events.push('request sent');
    return answer();
  };
  return createApiClient({
    baseUrl: '',
    fetch,
    prepareSchemas: () => {
      events.push('prepareSchemas');
    },
  });
}

afterEach(() => {
  vi.doUnmock('../schemas/index');
  for (const domain of ['common', 'product', 'cart']) vi.doUnmock(`../schemas/${domain}`);
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('answer schemas, loaded on first use', () => {
  it('are not loaded when the client is created or builds a URL; the first call runs prepareSchemas, then loads them, once', async () => {
    const events: string[] = [];
    const api = await freshClient(events, () => Response.json({ ok: true }));
    expect(api.images.coverUrl('9780000000001')).toBe('/images/covers/9780000000001.svg?w=125');
    expect(api.auth.signInUrl()).toBe('/api/auth/login');
    expect(events).toEqual([]);

    await expect(api.carts.delete({ cartId: 'c1' })).resolves.toEqual({ ok: true });
    expect(events).toContain('request sent');
    expect(events.filter((e) => e !== 'request sent')).toEqual(['prepareSchemas', 'schemas evaluated']);

    await expect(api.carts.delete({ cartId: 'c1' })).resolves.toEqual({ ok: true });
    expect(events.filter((e) => e !== 'request sent')).toEqual(['prepareSchemas', 'schemas evaluated']);
  });

  it('builds them one domain per task: the browser gets the main thread back between two domains', async () => {
    const events: string[] = [];
    vi.resetModules();
    for (const domain of ['common', 'product', 'cart']) {
      vi.doMock(`../schemas/${domain}`, async (importOriginal) => {
        events.push(domain);
        return importOriginal();
      });
    }
    // The browser's way to end a task and continue in another (Chromium's scheduler.yield).
    vi.stubGlobal('scheduler', {
      yield: async () => {
        events.push('next task');
      },
    });
    const { createApiClient } = await import('./createApiClient');
    const api = createApiClient({ baseUrl: '', fetch: async () => Response.json({ ok: true }) });
    await expect(api.carts.delete({ cartId: 'c1' })).resolves.toEqual({ ok: true });
    expect(events.slice(0, 6)).toEqual(['common', 'next task', 'product', 'next task', 'cart', 'next task']);
    // Every domain the schemas index re-exports has its task (a new domain left out would be built in the last one).
    const domains = readFileSync(new URL('../schemas/index.ts', import.meta.url), 'utf8').match(
      /^export \* from '\.\/\w+';$/gm,
    )!;
    expect(domains.length).toBeGreaterThan(10);
    expect(events.filter((event) => event === 'next task').length, 'a task for each domain').toBe(domains.length);
  });

  it('refuses a malformed answer of the very first call with BAD_RESPONSE, naming the call and the field', async () => {
    const events: string[] = [];
    const api = await freshClient(events, () => Response.json({ ok: 'yes' }));
    const error = (await api.carts.delete({ cartId: 'c1' }).catch((e: unknown) => e)) as ApiError;
    expect(error.name).toBe('ApiError');
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.message).toBe('Unexpected answer from DELETE /api/carts: ok: Invalid input: expected true');
  });

  it('a failed call is its server error, schemas or not, and a prepareSchemas failure fails the call and is tried again', async () => {
    const events: string[] = [];
    let attempt = 0;
    vi.resetModules();
    const { createApiClient } = await import('./createApiClient');
    const api = createApiClient({
      baseUrl: '',
      fetch: async () => Response.json({ ok: true }),
      prepareSchemas: () => {
        attempt += 1;
        events.push(`prepare ${attempt}`);
        if (attempt === 1) throw new Error('chunk failed to load');
      },
    });
    await expect(api.carts.delete({ cartId: 'c1' })).rejects.toThrow('chunk failed to load');
    await expect(api.carts.delete({ cartId: 'c1' })).resolves.toEqual({ ok: true });
    expect(events).toEqual(['prepare 1', 'prepare 2']);

    const failing = createApiClient({
      baseUrl: '',
      fetch: async () => Response.json({ status: 404, code: 'NOT_FOUND', message: 'No such cart' }, { status: 404 }),
    });
    const error = (await failing.carts.delete({ cartId: 'c1' }).catch((e: unknown) => e)) as ApiError;
    expect([error.code, error.status, error.message]).toEqual(['NOT_FOUND', 404, 'No such cart']);
  });
});

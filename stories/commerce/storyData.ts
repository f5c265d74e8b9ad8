/**
 * Worlds for the commerce stories: demo-seed carts and clients that stall or fail, built on the memory twin
 * and the fixture builders of `@shelfmark/api-client/testing` (never on test files).
 */
import { ApiError, type ApiClient, type Product } from '@shelfmark/api-client';
import { buildCart, createMemoryApiClient, demoSeed, DEMO_UIDS, type MemorySeed } from '@shelfmark/api-client/testing';

export { DEMO_UIDS };

/** A demo product by its exact title. */
export function product(title: string, edition?: string): Product {
  const found = demoSeed().products.find(
    (p) => p.fullTitle === title && (edition === undefined || p.edition === edition),
  );
  if (!found) throw new Error(`story data: no demo product titled ${title}`);
  return found;
}

/** The demo seed with a current cart for a user holding the given titles and quantities. */
export function seedWithCart(lines: [title: string, quantity: number][], userId: string = DEMO_UIDS.buyer): MemorySeed {
  const seed = demoSeed();
  const byTitle = (title: string) => {
    const found = seed.products.find((p) => p.fullTitle === title);
    if (!found) throw new Error(`story data: no demo product titled ${title}`);
    return found;
  };
  return {
    ...seed,
    carts: [buildCart({ userId, lines: lines.map(([title, quantity]) => ({ product: byTitle(title), quantity })) })],
  };
}

type Domain = 'carts' | 'products';

/** A signed-in memory client one of whose calls never answers: the loading state stays on screen. */
export function stalledClient<D extends Domain>(
  domain: D,
  method: keyof ApiClient[D],
  user: string | null = DEMO_UIDS.buyer,
): ApiClient {
  const client = createMemoryApiClient({ user });
  return { ...client, [domain]: { ...client[domain], [method]: () => new Promise(() => {}) } };
}

/** A signed-in memory client one of whose calls always fails with a server error. */
export function failingClient<D extends Domain>(
  domain: D,
  method: keyof ApiClient[D],
  message: string,
  user: string | null = DEMO_UIDS.buyer,
): ApiClient {
  const client = createMemoryApiClient({ user });
  const fail = () => Promise.reject(new ApiError({ status: 503, code: 'INTERNAL', message }));
  return { ...client, [domain]: { ...client[domain], [method]: fail } };
}

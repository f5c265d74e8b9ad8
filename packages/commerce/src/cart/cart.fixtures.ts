import { demoSeed, DEMO_UIDS, type MemoryApiClient } from '@shelfmark/api-client/testing';
import type { Product } from '@shelfmark/api-client';

/** A demo product by its exact title (tests read ISBNs from the seed instead of hard-coding them). */
export function demoProduct(title: string): Product {
  const product = demoSeed().products.find((p) => p.fullTitle === title);
  if (!product) throw new Error(`no demo product titled ${title}`);
  return product;
}

/** Puts lines in the signed-in user's current cart through the API, as earlier visits would have. */
export async function fillCart(
  client: MemoryApiClient,
  lines: { product: Product; quantity: number }[],
  userId: string = DEMO_UIDS.buyer,
) {
  const cart = await client.carts.get({ userId });
  await client.carts.addEntries({
    userId,
    cartId: cart.code,
    orderEntries: lines.map((l) => ({ product: { code: l.product.code }, quantity: l.quantity })),
  });
  return client.carts.get({ userId });
}

/**
 * Holds every cart read until `release()`: the refetch after an action stays out, as on a slow network, while the
 * buyer goes on acting on the cart shown.
 */
export function holdCartReads(client: MemoryApiClient): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const realGet = client.carts.get;
  client.carts.get = async (query) => {
    await held;
    return realGet(query);
  };
  return { release: () => release() };
}

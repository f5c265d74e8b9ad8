import { completeIsbn13 } from '../src/isbn';
import { demoSeed } from '../src/testing/demoSeed';
import { createMemoryApiClient } from '../src/testing/createMemoryApiClient';
import type { MemorySeed } from '../src/testing/memoryState';
import type { ContractHarness } from './cases';

/** The harness for the memory twin: one seed, one twin per signed-in user over shared state. */
export function memoryHarness(seed: MemorySeed = demoSeed()): ContractHarness {
  const base = createMemoryApiClient({ seed });
  const pick = (test: (p: MemorySeed['products'][number]) => boolean, what: string) => {
    const found = seed.products.find(test);
    if (!found) throw new Error(`memory harness: the seed has no ${what}`);
    return found.isbn13;
  };
  return {
    // Clients share one state but each keeps its own signed-in user, like two browsers.
    asUser: async (uid) => base.__memory.forUser(uid),
    inPreview: async (uid) => {
      const client = base.__memory.forUser(uid);
      client.__memory.setPreview(true);
      return client;
    },
    anonymous: () => base.__memory.forUser(null),
    knownIsbns: {
      inStock: pick(
        (p) => p.customIsPurchasable !== false && (p.stock?.stockLevel ?? 0) >= 100 && p.mediaType === 'print',
        'in-stock print book',
      ),
      lowStock: pick(
        (p) => p.customIsPurchasable !== false && (p.stock?.stockLevel ?? 0) > 0 && (p.stock?.stockLevel ?? 0) <= 50,
        'low-stock book',
      ),
      notPurchasable: pick((p) => p.customIsPurchasable === false, 'non-ecommerce product'),
      unknown: completeIsbn13('979899999999'),
    },
    teardown: async () => undefined,
  };
}

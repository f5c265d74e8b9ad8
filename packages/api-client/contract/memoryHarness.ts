import { completeIsbn13 } from '../src/isbn';
import { demoSeed } from '../src/testing/demoSeed';
import { createMemoryApiClient } from '../src/testing/createMemoryApiClient';
import type { MemorySeed } from '../src/testing/memoryState';
import type { ContractHarness } from './cases';

/** The demo seed with one first-brand print book out of print (not purchasable), as the server's catalogue has. */
export function withOutOfPrint(seed: MemorySeed): MemorySeed {
  const book = seed.products.find((p) => p.fullTitle === 'Harbour Lights and Other Stories');
  if (book) Object.assign(book, { publicationStatus: 'Out of Print', customIsPurchasable: false });
  return seed;
}

/** The harness for the memory twin: one seed, one twin per signed-in user over shared state. */
export function memoryHarness(seed: MemorySeed = withOutOfPrint(demoSeed())): ContractHarness {
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
      notPurchasable: pick(
        (p) => p.customIsPurchasable === false && p.mediaType !== 'print' && p.mediaType !== 'eBook',
        'non-ecommerce product',
      ),
      repOnly: pick(
        (p) => p.mediaType === 'print' && (p.gradeLevels ?? []).some((l) => l !== 'Higher Education'),
        'print book with a K-12 grade level',
      ),
      outOfPrint: pick((p) => p.publicationStatus === 'Out of Print', 'out-of-print book'),
      unknown: completeIsbn13('979899999999'),
    },
    teardown: async () => undefined,
  };
}

/**
 * Worlds for the quote stories: the demo seed with the international buyer's quote (DEMO_QUOTE, 12 copies of the
 * almanac) in each status, and a twin whose quote list fails.
 */
import { ApiError, type ApiClient } from '@shelfmark/api-client';
import { createMemoryApiClient, demoSeed, DEMO_QUOTE, DEMO_UIDS, type MemorySeed } from '@shelfmark/api-client/testing';

/** The demo seed with DEMO_QUOTE in `status` (quoted at $29.50 a copy until 12/31/2099; expired: a day long past). */
export function seedWithQuote(status: 'requested' | 'quoted' | 'accepted' | 'expired'): MemorySeed {
  const seed = demoSeed();
  const quote = seed.quotes![0]!;
  if (status === 'requested') return seed;
  quote.status = status === 'expired' ? 'quoted' : status;
  quote.quotedAt = '2026-11-03T10:00:00.000Z';
  quote.expiresOn = status === 'expired' ? '2020-01-31' : '2099-12-31';
  quote.lines = quote.lines.map((line) => ({ ...line, unitPrice: 29.5 }));
  if (status === 'accepted') quote.acceptedAt = '2026-11-04T10:00:00.000Z';
  return seed;
}

/** A twin for the international buyer whose quote list fails (503) or never answers. */
export function quotesClient(list: 'fail' | 'stall'): ApiClient {
  const client = createMemoryApiClient({ user: DEMO_UIDS.international });
  const quotes = {
    ...client.quotes,
    list: () =>
      list === 'stall'
        ? new Promise<never>(() => {})
        : Promise.reject(new ApiError({ status: 503, code: 'INTERNAL', message: 'Quote service down' })),
  };
  return { ...client, quotes } as ApiClient;
}

export { DEMO_QUOTE, DEMO_UIDS };

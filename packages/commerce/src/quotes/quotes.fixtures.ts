import { demoSeed, DEMO_QUOTE, type MemorySeed } from '@shelfmark/api-client/testing';

/**
 * The demo seed with the international buyer's quote (DEMO_QUOTE, 12 copies of the almanac) in `status`: quoted at
 * $29.50 a copy until `expiresOn` (expired: a day already past).
 */
export function seedWithQuote(status: 'requested' | 'quoted' | 'accepted' | 'expired', price = 29.5): MemorySeed {
  const seed = demoSeed();
  const quote = seed.quotes![0]!;
  if (status === 'requested') return seed;
  quote.status = status === 'expired' ? 'quoted' : status;
  quote.quotedAt = '2026-11-03T10:00:00.000Z';
  quote.expiresOn = status === 'expired' ? '2020-01-31' : '2099-12-31';
  quote.lines = quote.lines.map((line) => ({ ...line, unitPrice: price }));
  if (status === 'accepted') quote.acceptedAt = '2026-11-04T10:00:00.000Z';
  return seed;
}

export { DEMO_QUOTE };

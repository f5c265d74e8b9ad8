/**
 * Worlds for the self-service stories (fast order, price and availability, registration, profile):
 * memory clients one of whose calls stalls or fails, and pasted text as buyers send it.
 */
import { ApiError, completeIsbn13, formatIsbnDashed, type ApiClient } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { product } from './storyData';

export { DEMO_UIDS };

type Domain = 'products' | 'users' | 'carts';

/** A memory client (signed in as `user`) whose `domain.method` never answers: the loading state stays. */
export function stalling<D extends Domain>(
  domain: D,
  method: keyof ApiClient[D],
  user: string | null = DEMO_UIDS.buyer,
): ApiClient {
  const client = createMemoryApiClient({ user });
  return { ...client, [domain]: { ...client[domain], [method]: () => new Promise(() => {}) } };
}

/** A memory client (signed in as `user`) whose `domain.method` always fails with a server error. */
export function failing<D extends Domain>(
  domain: D,
  method: keyof ApiClient[D],
  user: string | null = DEMO_UIDS.buyer,
): ApiClient {
  const client = createMemoryApiClient({ user });
  const fail = () => Promise.reject(new ApiError({ status: 503, code: 'INTERNAL', message: 'Service unavailable' }));
  return { ...client, [domain]: { ...client[domain], [method]: fail } };
}

const almanac = product("The Lighthouse Keeper's Almanac");
const atlas = product('An Atlas of Ancient Trade Routes');
const archive = product('The Quiet Archive');
const maps = product('Rare Maps of the Northern Coast');
/** A database: not sold online (customIsPurchasable false). */
const notSold = product('World History in Context');

/** A valid ISBN-13 the catalogue does not hold. */
export const UNKNOWN_ISBN = completeIsbn13('979899999999');

/** Four good lines: tab, comma, dashes, no quantity. */
export const PASTE_GOOD_LINES = [
  `${almanac.isbn13}\t3`,
  `${atlas.isbn13},2`,
  `${formatIsbnDashed(archive.isbn13)} 1`,
  `${maps.isbn13}`,
].join('\n');

/** The four good lines, then a wrong check digit and a negative quantity (lines 5 and 6). */
export const PASTE_WITH_BAD_LINES = [
  PASTE_GOOD_LINES,
  `${almanac.isbn13.slice(0, 12)}${(Number(almanac.isbn13[12]) + 1) % 10}\t1`,
  `${atlas.isbn13} -1`,
].join('\n');

export const STORY_ISBNS = {
  almanac: almanac.isbn13,
  atlas: atlas.isbn13,
  archive: archive.isbn13,
  maps: maps.isbn13,
  notSold: notSold.isbn13,
};

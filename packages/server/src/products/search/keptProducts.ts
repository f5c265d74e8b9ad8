import type { Product } from '@shelfmark/api-client/schemas';
import type { Database } from '../../db/openDatabase';
import { loadProducts } from '../productRepo';

/**
 * The products search answers show, kept per database with the catalogue version read before they
 * were (like Solr's document cache): a page of a kept search is then answered without reading its
 * products again. Every write to products, their references or their catalogue details replaces
 * the version (migrations 0009 and 0012), so a product is answered from here only while the
 * database holds the version it was filed under. Filed under a version read *before* the rows, a
 * product can only be newer than its version, never older, and a replaced version never returns.
 */

/** Products kept per database (the least recently shown go first): about 4 kB each, some 20 MB. */
const LIMIT = 5000;

interface KeptProduct {
  version: string;
  product: Product;
}

const kept = new WeakMap<Database, Map<string, KeptProduct>>();

/**
 * Products by ISBN-13 in the contract shape, priced in `currency`: kept ones, the rest read and kept. When some must
 * be read, the products of `ahead` not kept (the next page's) are read and kept in the same statement: one more
 * statement after the answer would hold up the next request on the embedded database, which runs one at a time.
 */
export async function productsFor(
  database: Database,
  isbns: string[],
  currency: string,
  version: string | null,
  ahead: readonly string[] = [],
): Promise<Map<string, Product>> {
  let store = kept.get(database);
  if (!store) kept.set(database, (store = new Map()));
  const out = new Map<string, Product>();
  const missing: string[] = [];
  for (const isbn of isbns) {
    const key = `${currency}:${isbn}`;
    const entry = store.get(key);
    if (entry && version !== null && entry.version === version) {
      store.delete(key);
      store.set(key, entry);
      out.set(isbn, entry.product);
    } else {
      if (entry) store.delete(key);
      missing.push(isbn);
    }
  }
  if (missing.length === 0) return out;
  const wanted = new Set(missing);
  const alsoRead =
    version === null
      ? []
      : ahead.filter((isbn) => !wanted.has(isbn) && store.get(`${currency}:${isbn}`)?.version !== version);
  const read = await loadProducts(database.db, [...missing, ...alsoRead], currency);
  for (const [isbn, product] of read) {
    if (wanted.has(isbn)) out.set(isbn, product);
    if (version !== null) store.set(`${currency}:${isbn}`, { version, product });
  }
  for (const key of store.keys()) {
    if (store.size <= LIMIT) break;
    store.delete(key);
  }
  return out;
}

/** The read-ahead in flight per database: at most one, so a burst of searches cannot pile them up. */
const reading = new WeakMap<Database, Promise<void>>();

/**
 * Reads and keeps, after an answer has been given, the products the next page of the same search will show (its
 * ISBNs come from the kept first pages), so a click on Next is answered without reading its products.
 * Skipped while another read-ahead runs or when nothing is missing; a failure is dropped (the page will read them).
 * Filed like any kept product: under the version read with the search, before these rows.
 */
export function readAhead(database: Database, isbns: string[], currency: string, version: string | null): void {
  if (version === null || isbns.length === 0 || reading.has(database)) return;
  const store = kept.get(database);
  if (store && isbns.every((isbn) => store.get(`${currency}:${isbn}`)?.version === version)) return;
  const done = productsFor(database, isbns, currency, version)
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => reading.delete(database));
  reading.set(database, done);
}

/** Settles when the read-ahead in flight, if any, has finished (for tests). */
export const readAheadSettled = (database: Database): Promise<void> => reading.get(database) ?? Promise.resolve();

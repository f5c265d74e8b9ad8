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

/** Products by ISBN-13 in the contract shape, priced in `currency`: kept ones, the rest read and kept. */
export async function productsFor(
  database: Database, isbns: string[], currency: string, version: string | null,
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
  const read = await loadProducts(database.db, missing, currency);
  for (const [isbn, product] of read) {
    out.set(isbn, product);
    if (version !== null) store.set(`${currency}:${isbn}`, { version, product });
  }
  for (const key of store.keys()) {
    if (store.size <= LIMIT) break;
    store.delete(key);
  }
  return out;
}

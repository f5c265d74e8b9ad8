import type { Database } from '../../db/openDatabase';
import type { CountRow } from './searchFacets';

/**
 * What a search keeps between requests, per database and per key (the normalised text, brand and
 * facet values): its counts, and for each sort asked the ISBN-13s of its first results (a window of
 * pages). Everything is filed with the catalogue version (migrations/0009_catalogue_version.sql: a
 * token every write to products replaces in the same transaction) read in the statement that
 * computed it, and answered again only while the database still holds that version — so several
 * server processes on one database never answer what another one changed. Like Solr's query result
 * cache, keyed by the catalogue instead of a commit.
 */
export interface KeptResult {
  version: string;
  counts: CountRow[];
  /** The first results of each sort asked so far (ISBN-13s in order), up to RESULT_WINDOW or all. */
  orders: Map<string, string[]>;
  /** The "Did you mean" text of a search that found little (null: none), once looked up. */
  suggestion?: string | null;
}

/** Results kept per sort: 20 pages of 50, 10 of 100. Pages past it are read from the database each time. */
export const RESULT_WINDOW = 1000;

/**
 * How much is kept per database, counted as one per search plus one per ISBN kept (250,000 ISBNs
 * take about 10 MB): the least recently used searches go first. Anyone can search, so this bounds
 * the memory random queries can take.
 */
const BUDGET = 250_000;
const ENTRY_COST = 50;

class KeptResults {
  private readonly entries = new Map<string, KeptResult>();
  private used = 0;

  private static cost(entry: KeptResult): number {
    let cost = ENTRY_COST;
    for (const isbns of entry.orders.values()) cost += isbns.length;
    return cost;
  }

  /** The entry for `key` if it was computed on `version`; it becomes the most recently used. */
  get(key: string, version: string | null): KeptResult | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (version === null || entry.version !== version) {
      this.used -= KeptResults.cost(entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Files counts computed on `version` (replacing anything kept for the key). */
  keepCounts(key: string, version: string, counts: CountRow[]): KeptResult {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.used -= KeptResults.cost(old);
    }
    const entry: KeptResult = { version, counts, orders: new Map() };
    this.entries.set(key, entry);
    this.used += ENTRY_COST;
    this.trim();
    return entry;
  }

  /** Adds a sort's first results to a kept entry, when they were read on its version. */
  keepOrder(key: string, entry: KeptResult, version: string | null, sort: string, isbns: string[]): void {
    if (version !== entry.version || this.entries.get(key) !== entry) return;
    this.used += isbns.length - (entry.orders.get(sort)?.length ?? 0);
    entry.orders.set(sort, isbns);
    this.trim();
  }

  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.used <= BUDGET || this.entries.size <= 1) break;
      this.entries.delete(key);
      this.used -= KeptResults.cost(entry);
    }
  }
}

const kept = new WeakMap<Database, KeptResults>();

/** What is kept for this database (one store per open database). */
export function keptResultsOf(database: Database): KeptResults {
  let store = kept.get(database);
  if (!store) kept.set(database, (store = new KeptResults()));
  return store;
}

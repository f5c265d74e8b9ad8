import { sql } from 'drizzle-orm';
import { PRODUCT_TITLE, type SearchFacetCode } from '@shelfmark/api-client/schemas';
import type { Database } from '../../db/openDatabase';
import { facetValueColumns, SERVER_FACETS, type CountRow } from './searchFacets';

/**
 * Every product's facet values, in the server's memory, filed under the catalogue version they were read on.
 * A search without text whose selected values are of one-valued facets (format, type, binding, brand,
 * year) — browsing the catalogue, or one brand, or eBooks — is matched and counted here in JavaScript, with no
 * statement, where the database would read and group every match: at 100,000 books that is most of the catalogue.
 * Its pages are still read from the database (searchProducts.ts).
 *
 * The values come from the same SQL expressions the counting query groups by (`facetValueColumns`), so the
 * counts are the same by construction (`search-counts.test.ts` compares both with direct counts).
 *
 * Like the kept results, it is used only while the database holds the version it was read on: every write to
 * products replaces the version (migrations 0009 and 0012), and a search compares the version read with its
 * text with the index's. A stale index is
 * read again in the background, at most once per REBUILD_GAP_FACTOR times the last read's duration (so reading
 * it takes at most about a tenth of the time of a catalogue that changes all day); meanwhile the database counts.
 */

/** One facet's values: a code per product (scalar facets, -1 for none) or a list per product (gradeLevel, discipline). */
type IndexedFacet =
  | { kind: 'scalar'; names: string[]; codes: Int32Array }
  | { kind: 'list'; names: string[]; starts: Int32Array; codes: Int32Array };

export interface FacetIndex {
  /** The catalogue version the values were read on (read in the same statement). */
  version: string;
  /** Products read. */
  size: number;
  /** In SERVER_FACETS order. */
  facets: IndexedFacet[];
  /** Each product's `brand` column (the search's brand parameter), as a code of `brandNames`. */
  brands: Int32Array;
  brandNames: string[];
  /** The whole catalogue's counts, once asked. */
  everything?: CountRow[];
}

/** A stale index is read again no sooner than this many times its last read's duration after that read ended. */
const REBUILD_GAP_FACTOR = 10;
/** …and no sooner than this after it (a catalogue being written row by row changes its version every moment). */
const MIN_REBUILD_GAP_MS = 2_000;

interface IndexState {
  index?: FacetIndex;
  building?: Promise<FacetIndex | undefined>;
  lastEnded: number;
  lastTook: number;
}

const states = new WeakMap<Database, IndexState>();
const stateOf = (database: Database): IndexState => {
  let state = states.get(database);
  if (!state) states.set(database, (state = { lastEnded: Number.NEGATIVE_INFINITY, lastTook: 0 }));
  return state;
};

/** Codes names as small numbers, one dictionary per facet. */
class Dictionary {
  readonly names: string[] = [];
  private readonly codes = new Map<string, number>();
  code(name: string): number {
    let code = this.codes.get(name);
    if (code === undefined) {
      code = this.names.length;
      this.codes.set(name, code);
      this.names.push(name);
    }
    return code;
  }
}

/** brand, then one value (or list) per facet. */
type IndexRow = [brand: string | null, ...values: Array<string | null | Array<string | null>>];
const FIRST_FACET = 1;

/** Reads every product's facet values and the catalogue version in one statement. */
async function readIndex(database: Database): Promise<FacetIndex | undefined> {
  const columns = facetValueColumns();
  const [row] = await database.query<{ token: string | null; rows: string | null }>(sql`
    SELECT (SELECT token FROM catalogue_version) AS token,
      (SELECT json_agg(json_build_array(p.brand, ${sql.join(
        columns.map((c) => c.value),
        sql`, `,
      )}))::text FROM products p) AS rows`);
  if (!row?.token) return undefined;
  const read = JSON.parse(row.rows ?? '[]') as IndexRow[];
  const size = read.length;
  const brandDictionary = new Dictionary();
  const brands = Int32Array.from(read, (product) => (product[0] === null ? -1 : brandDictionary.code(product[0])));
  const facets: IndexedFacet[] = SERVER_FACETS.map((_, f) => {
    const dictionary = new Dictionary();
    if (columns[f]!.list) {
      const starts = new Int32Array(size + 1);
      const codes: number[] = [];
      read.forEach((product, i) => {
        starts[i] = codes.length;
        for (const name of (product[FIRST_FACET + f] as Array<string | null> | null) ?? [])
          if (name !== null) codes.push(dictionary.code(name));
      });
      starts[size] = codes.length;
      return { kind: 'list', names: dictionary.names, starts, codes: Int32Array.from(codes) };
    }
    const codes = new Int32Array(size);
    read.forEach((product, i) => {
      const name = product[FIRST_FACET + f] as string | null;
      codes[i] = name === null ? -1 : dictionary.code(name);
    });
    return { kind: 'scalar', names: dictionary.names, codes };
  });
  return { version: row.token, size, facets, brands, brandNames: brandDictionary.names };
}

/** Reads the index now (waiting for a read in flight first), whatever the gap since the last one: for tests. */
export async function buildFacetIndex(database: Database): Promise<FacetIndex | undefined> {
  const state = stateOf(database);
  await state.building;
  return start(database, state);
}

function start(database: Database, state: IndexState): Promise<FacetIndex | undefined> {
  const began = performance.now();
  const building = readIndex(database)
    .then(
      (index) => {
        if (index) state.index = index;
        return index;
      },
      () => undefined,
    )
    .finally(() => {
      state.lastEnded = performance.now();
      state.lastTook = state.lastEnded - began;
      state.building = undefined;
    });
  state.building = building;
  return building;
}

/**
 * The index if it holds `version`; otherwise undefined, and a read of the current catalogue starts in the
 * background unless one runs or the last ended too recently.
 */
export function facetIndexAt(database: Database, version: string | null): FacetIndex | undefined {
  if (version === null) return undefined;
  const state = stateOf(database);
  if (state.index?.version === version) return state.index;
  const gap = Math.max(MIN_REBUILD_GAP_MS, REBUILD_GAP_FACTOR * state.lastTook);
  if (!state.building && performance.now() - state.lastEnded >= gap) void start(database, state);
  return undefined;
}

/** The total and every facet's counts over the products at `matching` rows (all of them when omitted). */
function countRows(index: FacetIndex, matching?: readonly number[]): CountRow[] {
  const total = matching ? matching.length : index.size;
  const counts: CountRow[] = [{ code: '', value: null, n: total }];
  index.facets.forEach((facet, f) => {
    const tally = new Int32Array(facet.names.length);
    // One facet at a time over typed arrays: a tight loop per facet instead of a call per product.
    for (let i = 0; i < total; i++) {
      const row = matching ? matching[i]! : i;
      if (facet.kind === 'scalar') {
        const code = facet.codes[row]!;
        if (code >= 0) tally[code]! += 1;
      } else {
        for (let at = facet.starts[row]!, end = facet.starts[row + 1]!; at < end; at++) tally[facet.codes[at]!]! += 1;
      }
    }
    tally.forEach((n, code) => {
      if (n > 0) counts.push({ code: SERVER_FACETS[f]!.code, value: facet.names[code]!, n });
    });
  });
  return counts;
}

/** Facets whose selected value the index matches itself: one value per product, equal to the value selected. */
const MATCHED_HERE: ReadonlySet<SearchFacetCode> = new Set([
  'mediaType',
  'productType',
  'bindingFormat',
  'brand',
  'publicationYear',
]);

/** A search's parts the index can match without the database: no text, a brand, and values of MATCHED_HERE facets. */
export interface IndexFilters {
  brand: string | null;
  values: ReadonlyArray<{ code: string; value: string }>;
}

/**
 * The rows of the products matching `filters`, or undefined when a facet is not MATCHED_HERE. Each condition
 * selects the same products as the database's (searchFacets.ts's facetFilter): a facet value equal to the one
 * selected — the brand facet's two names, and a year of four digits (the database's range of dates is that year).
 */
function matchHere(index: FacetIndex, filters: IndexFilters): number[] | undefined {
  // Each condition as a column of codes and the code it must hold (-1: no product can).
  const conditions: Array<[codes: Int32Array, wanted: number]> = [];
  if (filters.brand !== null) conditions.push([index.brands, index.brandNames.indexOf(filters.brand)]);
  for (const { code, value } of filters.values) {
    if (!MATCHED_HERE.has(code as SearchFacetCode)) return undefined;
    const facet = index.facets[SERVER_FACETS.findIndex((f) => f.code === code)];
    if (facet?.kind !== 'scalar') return undefined;
    const valid =
      code === 'publicationYear'
        ? /^\d{4}$/.test(value) && value !== '0000'
        : code === 'brand'
          ? value === 'Thorndike' || value === PRODUCT_TITLE
          : true;
    conditions.push([facet.codes, valid ? facet.names.indexOf(value) : -1]);
  }
  if (conditions.some(([, wanted]) => wanted < 0)) return [];
  const matching: number[] = [];
  for (let row = 0; row < index.size; row++) {
    let matches = true;
    for (const [codes, wanted] of conditions) {
      if (codes[row] !== wanted) {
        matches = false;
        break;
      }
    }
    if (matches) matching.push(row);
  }
  return matching;
}

/** What the index answered: the counts and the version they hold. */
export interface IndexCounts {
  rows: CountRow[];
  version: string;
}

/**
 * The counts of a search without text through the index: `filters` are its brand and facet values, `everything`
 * says it has none. Undefined when the index does not hold `version` (a read of the current catalogue starts in the
 * background) or a selected value is of a many-valued facet: the caller counts in the database then. A text's
 * matches are the database's to find, and finding them is most of the cost of counting them there: a search with
 * text is counted in the database and never starts a read of the index.
 */
export function countWithIndex(
  database: Database,
  version: string | null,
  filters: IndexFilters,
  everything: boolean,
): IndexCounts | undefined {
  if (!everything && filters.values.some(({ code }) => !MATCHED_HERE.has(code as SearchFacetCode))) return undefined;
  const index = facetIndexAt(database, version);
  if (!index) return undefined;
  if (everything) return { rows: (index.everything ??= countRows(index)), version: index.version };
  const matching = matchHere(index, filters);
  return matching && { rows: countRows(index, matching), version: index.version };
}

import { sql } from 'drizzle-orm';
import { PRODUCT_TITLE } from '@shelfmark/api-client/schemas';
import type { Database } from '../../db/openDatabase';
import { facetValueColumns, SERVER_FACETS, type CountRow } from './searchFacets';
import type { SearchSort } from '@shelfmark/api-client/schemas';
import { INDEXED_SORTS, ORDER_BY, type IndexedSort } from './searchOrder';
import type { SearchText } from './searchText';
import { suggestionTerms, type SuggestionTerms } from './searchSuggestion';
import { titleCandidates, titleWords, type TitleWords } from './titleWords';
import {
  compareCodePoints,
  lowerBound,
  kthLargest,
  orTerm,
  parseTsquery,
  tsRank,
  WEIGHT_SHIFT,
  type RankedText,
} from './relevance';

/**
 * The search index: per catalogue version, in the server's memory, every product's facet values, the lexemes of its
 * `search` tsvector with their positions and weights (and each lexeme's posting list), its title as lower() gives it
 * (and each title word's posting list) and its place in each sort that does not depend on the text. A search whose
 * text the index can match exactly (matchText) — or has no text — is matched, counted (each facet with the other
 * facets' selections applied), ranked by relevance (ts_rank reproduced, relevance.ts) and paged here in JavaScript,
 * with no statement: the products matched are found from posting lists and only they are counted and ranked, where
 * the database would read, rank and group every match (75,000 of 100,000 books for "the").
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
  /** Each product's ISBN-13 (products are numbered in ISBN-13 order). */
  isbns: string[];
  /**
   * Every product's title as PostgreSQL's lower() gives it (what `full_title ILIKE '%text%'` compares), joined with
   * a NUL between them, so one indexOf finds a text in all of them; `titleStarts` holds where each begins (and the end).
   */
  titles: string;
  titleStarts: Int32Array;
  /** The titles' words with the products holding each: which titles may hold a text (titleWords.ts). */
  titleWords: TitleWords;
  /**
   * Every lexeme of the products' `search` tsvectors (sorted in code point order, a tsvector's own), the products holding
   * each, and every product's lexemes with their positions and weights: what ts_rank reads (relevance.ts).
   */
  text: RankedText;
  /**
   * Every lexeme read had positions (to_tsvector's always do) and every product's came in lexeme order: ranking in the
   * index assumes both, and leaves relevance pages to the database otherwise.
   */
  rankable: boolean;
  /** The products in the order of each sort that does not depend on the text. */
  orders: Record<IndexedSort, Int32Array>;
  /** Each product's place in each of those orders (the inverse of `orders`). */
  places: Record<IndexedSort, Int32Array>;
  /** The catalogue's words (`search_terms`), for "Did you mean" (searchSuggestion.ts). */
  terms: SuggestionTerms;
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

/**
 * Reads, in one statement (one snapshot, with the catalogue version): every product's facet values, ISBN-13 and
 * title as PostgreSQL lowers it (ILIKE compares the lowered text), the posting list of every lexeme of the `search`
 * tsvectors, each product's place in every sort that does not depend on the text, and the catalogue's words with
 * their trigrams. Products are numbered in ISBN-13 order.
 */
async function readIndex(database: Database): Promise<FacetIndex | undefined> {
  const columns = facetValueColumns();
  const [row] = await database.query<{
    token: string | null;
    rows: string | null;
    titles: string | null;
    orders: string | null;
    terms: string | null;
  }>(sql`
    WITH p AS (SELECT p.*, (row_number() OVER (ORDER BY p.isbn13) - 1)::int AS rn FROM products p)
    SELECT (SELECT token FROM catalogue_version) AS token,
      (SELECT json_agg(json_build_array(p.brand, ${sql.join(
        columns.map((c) => c.value),
        sql`, `,
      )}) ORDER BY rn)::text FROM p) AS rows,
      (SELECT json_agg(json_build_array(isbn13, lower(full_title), search::text) ORDER BY rn)::text FROM p) AS titles,
      (SELECT json_build_object(${sql.join(
        INDEXED_SORTS.map((sort) => sql`${sort}::text, json_agg(rn ORDER BY ${ORDER_BY[sort]})`),
        sql`, `,
      )})::text FROM p) AS orders,
      (SELECT json_agg(json_build_array(term, documents, show_trgm(term)) ORDER BY term)::text FROM search_terms) AS terms`);
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
  const titled = JSON.parse(row.titles ?? '[]') as Array<[isbn13: string, title: string | null, search: string | null]>;
  const { text, rankable } = readTsvectors(titled.map(([, , search]) => search ?? ''));
  const orders = JSON.parse(row.orders ?? '{}') as Record<IndexedSort, number[] | null>;
  const sorted = Object.fromEntries(INDEXED_SORTS.map((sort) => [sort, Int32Array.from(orders[sort] ?? [])])) as Record<
    IndexedSort,
    Int32Array
  >;
  const lowered = titled.map(([, title]) => title ?? '');
  const index: FacetIndex = {
    version: row.token,
    size,
    facets,
    brands,
    brandNames: brandDictionary.names,
    isbns: titled.map(([isbn13]) => isbn13),
    ...joinTitles(lowered),
    titleWords: titleWords(lowered),
    text,
    rankable,
    orders: sorted,
    places: Object.fromEntries(
      INDEXED_SORTS.map((sort) => {
        const places = new Int32Array(size);
        sorted[sort].forEach((product, place) => (places[product] = place));
        return [sort, places];
      }),
    ) as Record<IndexedSort, Int32Array>,
    terms: suggestionTerms(JSON.parse(row.terms ?? '[]') as Array<[string, number, string[]]>),
  };
  // The whole catalogue's counts (browsing without text), a pass over every product: counted here, with the read,
  // rather than by the first search that asks for them.
  index.everything = countRows(index, null, []);
  return index;
}

/**
 * The products' tsvectors as PostgreSQL writes them (`'lexeme':1A,5 'other':3`, lexemes in byte order, `'` and `\`
 * doubled, weight D unwritten) read into the index's typed arrays: each product's lexemes with positions, and the
 * posting list of every lexeme with its calc_rank_or term.
 */
function readTsvectors(vectors: string[]): { text: RankedText; rankable: boolean } {
  const ids = new Map<string, number>();
  const entryStarts = new Int32Array(vectors.length + 1);
  const entryLexemes: number[] = [];
  const positionStarts: number[] = [];
  const positions: number[] = [];
  let rankable = true;
  vectors.forEach((vector, row) => {
    entryStarts[row] = entryLexemes.length;
    let at = 0;
    while (at < vector.length) {
      if (vector[at] === ' ') {
        at++;
        continue;
      }
      // A quoted lexeme: '' is a quote, a backslash escapes the next character.
      let lexeme = '';
      at++;
      for (;;) {
        const c = vector[at++];
        if (c === undefined) break;
        if (c === '\\') lexeme += vector[at++] ?? '';
        else if (c === "'") {
          if (vector[at] === "'") {
            lexeme += "'";
            at++;
          } else break;
        } else lexeme += c;
      }
      let id = ids.get(lexeme);
      if (id === undefined) ids.set(lexeme, (id = ids.size));
      entryLexemes.push(id);
      positionStarts.push(positions.length);
      if (vector[at] !== ':') {
        rankable = false;
        continue;
      }
      at++;
      for (;;) {
        let position = 0;
        while (at < vector.length && vector.charCodeAt(at) >= 48 && vector.charCodeAt(at) <= 57)
          position = position * 10 + vector.charCodeAt(at++) - 48;
        const weight = vector[at];
        const code = weight === 'A' ? 3 : weight === 'B' ? 2 : weight === 'C' ? 1 : 0;
        if (code > 0 || weight === 'D') at++;
        positions.push((code << WEIGHT_SHIFT) | position);
        if (vector[at] !== ',') break;
        at++;
      }
    }
  });
  entryStarts[vectors.length] = entryLexemes.length;
  positionStarts.push(positions.length);
  // Lexeme ids in code point order, so a product's entries (in the tsvector's byte order) come in id order.
  const lexemes = [...ids.keys()].sort(compareCodePoints);
  const idOf = new Int32Array(ids.size);
  lexemes.forEach((lexeme, id) => (idOf[ids.get(lexeme)!] = id));
  const entries = Int32Array.from(entryLexemes, (id) => idOf[id]!);
  const positioned = Uint16Array.from(positions);
  const starts = Int32Array.from(positionStarts);
  const postingStarts = new Int32Array(lexemes.length + 1);
  for (const id of entries) postingStarts[id + 1]! += 1;
  for (let id = 0; id < lexemes.length; id++) postingStarts[id + 1]! += postingStarts[id]!;
  const postings = new Int32Array(entries.length);
  const postingTerms = new Float32Array(entries.length);
  const filled = postingStarts.slice(0, lexemes.length);
  for (let row = 0; row < vectors.length; row++)
    for (let e = entryStarts[row]!, end = entryStarts[row + 1]!; e < end; e++) {
      if (e > entryStarts[row]! && entries[e]! <= entries[e - 1]!) rankable = false;
      const p = filled[entries[e]!]!++;
      postings[p] = row;
      postingTerms[p] = orTerm(positioned, starts[e]!, starts[e + 1]!);
    }
  return {
    text: {
      size: vectors.length,
      lexemes,
      entryStarts,
      entryLexemes: entries,
      positionStarts: starts,
      positions: positioned,
      postingStarts,
      postings,
      postingTerms,
    },
    rankable,
  };
}

/**
 * Starts reading the index in the background unless one is held or being read: a server calls it as it starts, so
 * its first searches find the index instead of each starting the read (and being counted in the database meanwhile).
 */
export function warmSearchIndex(database: Database): void {
  const state = stateOf(database);
  if (!state.index && !state.building) void start(database, state);
}

/** The titles joined with a NUL after each, and where each begins (with the end last). */
function joinTitles(titles: string[]): { titles: string; titleStarts: Int32Array } {
  const titleStarts = new Int32Array(titles.length + 1);
  let at = 0;
  titles.forEach((title, i) => {
    titleStarts[i] = at;
    at += title.length + 1;
  });
  titleStarts[titles.length] = at;
  return { titles: titles.join('\0') + '\0', titleStarts };
}

/**
 * Settles when the read of the index in flight, if any, has ended: whether an index is held. A server starts the read
 * as it starts (warmSearchIndex); the bench waits for it before measuring searches, and times it.
 */
export async function searchIndexSettled(database: Database): Promise<boolean> {
  const state = stateOf(database);
  await state.building;
  return state.index !== undefined;
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

/** The index last read, whichever catalogue version it holds (or undefined): only for guesses a search checks. */
export const latestSearchIndex = (database: Database): FacetIndex | undefined => states.get(database)?.index;

/** One facet's selected values, as a flag per code of its dictionary: a product holds it with any of them (OR). */
type Selection = { facet: number; wanted: Uint8Array };

/** Whether product `row` holds one of a facet's selected values. */
function holds(index: FacetIndex, selection: Selection, row: number): boolean {
  const facet = index.facets[selection.facet]!;
  if (facet.kind === 'scalar') {
    const code = facet.codes[row]!;
    return code >= 0 && selection.wanted[code] === 1;
  }
  for (let at = facet.starts[row]!, end = facet.starts[row + 1]!; at < end; at++)
    if (selection.wanted[facet.codes[at]!] === 1) return true;
  return false;
}

/**
 * The total and every facet's counts over the products of `brand` (a code of `brandNames`, null for all) among `rows`
 * (every product when omitted): the total over those holding every selection, each facet over those holding every
 * other facet's selection (disjunctive faceting): a product failing exactly one selection counts for that facet alone.
 * Column by column: one pass over the products per selection and per facet.
 */
function countRows(
  index: FacetIndex,
  brand: number | null,
  selections: readonly Selection[],
  rows?: Int32Array,
): CountRow[] {
  let members = rows ?? Int32Array.from({ length: index.size }, (_, row) => row);
  if (brand !== null) {
    const ofBrand = new Int32Array(members.length);
    let n = 0;
    for (const row of members) if (index.brands[row] === brand) ofBrand[n++] = row;
    members = ofBrand.subarray(0, n);
  }
  const m = members.length;
  // Per product, how many selections it fails (counted to 2) and the facet of the one it fails.
  const fails = new Uint8Array(selections.length ? m : 0);
  const failed = new Int32Array(selections.length ? m : 0);
  for (const selection of selections) {
    for (let i = 0; i < m; i++) {
      if (holds(index, selection, members[i]!)) continue;
      if (fails[i]! < 2) fails[i]! += 1;
      failed[i] = selection.facet;
    }
  }
  let total = m;
  if (selections.length) {
    total = 0;
    for (let i = 0; i < m; i++) if (fails[i] === 0) total++;
  }
  const counts: CountRow[] = [{ code: '', value: null, n: total }];
  index.facets.forEach((facet, f) => {
    const tally = new Int32Array(facet.names.length);
    // A product counts for this facet when it fails no selection, or only this facet's.
    const counted = selections.length ? (i: number) => fails[i] === 0 || (fails[i] === 1 && failed[i] === f) : null;
    if (facet.kind === 'scalar') tallyScalar(facet.codes, members, counted, tally);
    else tallyList(facet.starts, facet.codes, members, counted, tally);
    tally.forEach((count, code) => {
      if (count > 0) counts.push({ code: SERVER_FACETS[f]!.code, value: facet.names[code]!, n: count });
    });
  });
  return counts;
}

/** Adds up the codes of the products of `members` that count (all when `counted` is null). */
function tallyScalar(
  codes: Int32Array,
  members: Int32Array,
  counted: ((i: number) => boolean) | null,
  tally: Int32Array,
): void {
  if (counted === null) {
    for (let i = 0; i < members.length; i++) {
      const code = codes[members[i]!]!;
      if (code >= 0) tally[code]! += 1;
    }
    return;
  }
  for (let i = 0; i < members.length; i++) {
    if (!counted(i)) continue;
    const code = codes[members[i]!]!;
    if (code >= 0) tally[code]! += 1;
  }
}

/** Adds up every listed code of the products that count, as the database counts over the list's elements. */
function tallyList(
  starts: Int32Array,
  codes: Int32Array,
  members: Int32Array,
  counted: ((i: number) => boolean) | null,
  tally: Int32Array,
): void {
  for (let i = 0; i < members.length; i++) {
    if (counted !== null && !counted(i)) continue;
    const row = members[i]!;
    for (let at = starts[row]!, end = starts[row + 1]!; at < end; at++) tally[codes[at]!]! += 1;
  }
}

/** A search's parts the index matches without the database: no text, a brand, and selected facet values. */
export interface IndexFilters {
  brand: string | null;
  values: ReadonlyArray<{ code: string; value: string }>;
}

const unfiltered = (filters: IndexFilters) => filters.brand === null && filters.values.length === 0;

/**
 * The selections of `filters`, each facet's values as the codes they hold. Each value selects the same products as
 * the database's condition (searchFacets.ts's facetFilter): a value equal to the one selected — the brand facet's
 * two names, a year of four digits (the database's range of dates is that year), a grade level or discipline among
 * the product's. A value no product holds selects none.
 */
function selectionsOf(index: FacetIndex, filters: IndexFilters): Selection[] {
  const selections = new Map<number, Selection>();
  for (const { code, value } of filters.values) {
    const f = SERVER_FACETS.findIndex((x) => x.code === code);
    const facet = index.facets[f]!;
    let selection = selections.get(f);
    if (!selection) selections.set(f, (selection = { facet: f, wanted: new Uint8Array(facet.names.length) }));
    const valid =
      code === 'publicationYear'
        ? /^\d{4}$/.test(value) && value !== '0000'
        : code === 'brand'
          ? value === 'Thorndike' || value === PRODUCT_TITLE
          : true;
    const at = valid ? facet.names.indexOf(value) : -1;
    if (at >= 0) selection.wanted[at] = 1;
  }
  return [...selections.values()];
}

/** The code of the brand `filters` asks for: null for any, -2 for one no product has (not even those without, -1). */
function brandOf(index: FacetIndex, filters: IndexFilters): number | null {
  const known = filters.brand === null ? null : index.brandNames.indexOf(filters.brand);
  return known === -1 ? -2 : known;
}

/** What matchText marks per product (any of them: the product is matched). */
export const MATCHED_WORDS = 1;
export const MATCHED_TITLE = 2;
export const EXACT_TITLE = 4;

/** The products a text matches. */
export interface TextMatch {
  /** Per product, what matched it (MATCHED_WORDS, MATCHED_TITLE, EXACT_TITLE), 0 for none. */
  flags: Uint8Array;
  /** The products matched, ascending. */
  rows: Int32Array;
}

/**
 * The products a text matches, as the database's textMatch (searchText.ts) would: every word of the prefix tsquery as
 * a prefix of one of the product's lexemes (MATCHED_WORDS), or the text a substring of the lowered title
 * (MATCHED_TITLE; EXACT_TITLE when it is the whole title, which relevance counts). What it costs follows the posting
 * lists of the words and the titles that may hold the text, not the catalogue. Undefined when the index cannot match
 * it exactly — websearch operators (quotes, or, -word), a prefix query of another shape, or a text with a letter
 * outside ASCII (lower() of the database's collation decides those) — and the database matches it.
 */
export function matchText(index: FacetIndex, text: SearchText): TextMatch | undefined {
  if (text.kind !== 'words' || text.operators || !/^[\x20-\x7e]*$/.test(text.text)) return undefined;
  if (text.prefix === null && text.web !== null) return undefined;
  const flags = new Uint8Array(index.size);
  if (text.prefix !== null) {
    const prefixes = prefixesOf(text.prefix);
    // A product's count of prefixes held so far is kept in a byte.
    if (!prefixes || prefixes.length > 0xff) return undefined;
    markWords(index, prefixes, flags);
  }
  markTitles(index, text.text.toLowerCase(), flags);
  return { flags, rows: rowsOf(flags) };
}

/** Marks MATCHED_WORDS on the products holding every prefix (as a prefix of a lexeme), counting those held so far. */
function markWords(index: FacetIndex, prefixes: string[], flags: Uint8Array): void {
  const { lexemes, postingStarts, postings } = index.text;
  prefixes.forEach((prefix, held) => {
    for (let at = lowerBound(lexemes, prefix); at < lexemes.length && lexemes[at]!.startsWith(prefix); at++)
      for (let i = postingStarts[at]!, end = postingStarts[at + 1]!; i < end; i++) {
        const row = postings[i]!;
        // Once per prefix, however many of its lexemes the product holds.
        if (flags[row] === held) flags[row] = held + 1;
      }
  });
  const all = prefixes.length;
  if (all > 1) for (let row = 0; row < flags.length; row++) flags[row] = flags[row] === all ? MATCHED_WORDS : 0;
}

/** Marks MATCHED_TITLE (and EXACT_TITLE) on the products whose lowered title holds `needle`. */
function markTitles(index: FacetIndex, needle: string, flags: Uint8Array): void {
  const { titles, titleStarts } = index;
  const candidates = titleCandidates(index.titleWords, needle);
  if (!candidates) {
    // No letter or digit to narrow it: every occurrence in the joined titles, each mapped to its product (the
    // separator is in no text matched here).
    for (let at = titles.indexOf(needle); at !== -1;) {
      const row = upperBound(titleStarts, at) - 1;
      const whole = at === titleStarts[row] && needle.length === titleStarts[row + 1]! - at - 1;
      flags[row]! |= MATCHED_TITLE | (whole ? EXACT_TITLE : 0);
      at = titles.indexOf(needle, titleStarts[row + 1]!);
    }
    return;
  }
  for (const list of candidates.lists)
    for (const row of list) {
      const length = titleStarts[row + 1]! - 1 - titleStarts[row]!;
      // A title as long as the text that holds it is the text.
      if (candidates.certain) flags[row]! |= MATCHED_TITLE | (length === needle.length ? EXACT_TITLE : 0);
      else if (!(flags[row]! & MATCHED_TITLE) && length >= needle.length) {
        const at = titles.slice(titleStarts[row], titleStarts[row]! + length).indexOf(needle);
        if (at >= 0) flags[row]! |= MATCHED_TITLE | (at === 0 && length === needle.length ? EXACT_TITLE : 0);
      }
    }
}

/**
 * The products whose flag `(flag + 7) >> 3` finds set (flags of 1 to 7), ascending: without a branch per product, which
 * a match of three products in four would mispredict one time in four.
 */
function rowsOf(flags: Uint8Array): Int32Array {
  let n = 0;
  for (let row = 0; row < flags.length; row++) n += (flags[row]! + 7) >> 3;
  // Each product is written at the next place, which moves on only past a flagged one: one place to spare.
  const rows = new Int32Array(n + 1);
  for (let row = 0, i = 0; row < flags.length; row++) {
    rows[i] = row;
    i += (flags[row]! + 7) >> 3;
  }
  return rows.subarray(0, n);
}

/** The products without a flag, ascending (as rowsOf). */
function unflaggedRows(flags: Uint8Array): Int32Array {
  let n = 0;
  for (let row = 0; row < flags.length; row++) n += 1 - ((flags[row]! + 7) >> 3);
  const rows = new Int32Array(n + 1);
  for (let row = 0, i = 0; row < flags.length; row++) {
    rows[i] = row;
    i += 1 - ((flags[row]! + 7) >> 3);
  }
  return rows.subarray(0, n);
}

/** The lexemes of a tsquery of prefixes all required (`'histori':* & 'text':*`), or undefined for any other shape. */
function prefixesOf(query: string): string[] | undefined {
  const term = /'((?:[^']|'')*)':\*(?:\s*&\s*|$)/y;
  const prefixes: string[] = [];
  while (term.lastIndex < query.length) {
    const at = term.lastIndex;
    const match = term.exec(query);
    if (!match || match.index !== at) return undefined;
    prefixes.push(match[1]!.replace(/''/g, "'"));
  }
  return prefixes.length ? prefixes : undefined;
}

/** The first position in `sorted` after `key`. */
function upperBound(sorted: Int32Array, key: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! <= key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether a product holds `filters`: its brand and every facet's selection. */
function wantedBy(index: FacetIndex, filters: IndexFilters): (row: number) => boolean {
  const brand = brandOf(index, filters);
  const selections = selectionsOf(index, filters);
  return (row) =>
    (brand === null || index.brands[row] === brand) && selections.every((selection) => holds(index, selection, row));
}

/** The products of a match holding `filters`. */
function filteredRows(index: FacetIndex, filters: IndexFilters, match: TextMatch): Int32Array {
  if (unfiltered(filters)) return match.rows;
  const wanted = wantedBy(index, filters);
  const rows = new Int32Array(match.rows.length);
  let n = 0;
  for (const row of match.rows) if (wanted(row)) rows[n++] = row;
  return rows.subarray(0, n);
}

/**
 * The `count` smallest of `values` (distinct), ascending: a quickselect of the count-th, then a sort of those up to it,
 * so the cost follows the values, not their product with a logarithm.
 */
function smallest(values: Int32Array, count: number): Int32Array {
  if (count >= values.length) return values.slice().sort();
  const negated = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) negated[i] = -values[i]!;
  const bound = -kthLargest(negated, count);
  const kept = new Int32Array(count);
  let n = 0;
  for (const value of values) if (value <= bound) kept[n++] = value;
  return kept.sort();
}

/**
 * The ISBN-13s of one page of `sort` over the products holding `filters` among `match` (every product without text):
 * the sort's order walked until the page is full where the products wanted are many, else their places in the order
 * picked (a walk through a catalogue for a few products would read all of it).
 */
export function pageWithIndex(
  index: FacetIndex,
  sort: IndexedSort,
  filters: IndexFilters,
  match: TextMatch | undefined,
  offset: number,
  pageSize: number,
): string[] {
  const order = index.orders[sort];
  if (match) {
    const rows = filteredRows(index, filters, match);
    const end = Math.min(offset + pageSize, rows.length);
    if (offset >= end) return [];
    if (rows.length * WALK_BELOW < index.size) {
      const places = index.places[sort];
      const first = smallest(
        Int32Array.from(rows, (row) => places[row]!),
        end,
      );
      return Array.from(first.subarray(offset), (place) => index.isbns[order[place]!]!);
    }
    const wanted = rows === match.rows ? match.flags : new Uint8Array(index.size);
    if (wanted !== match.flags) for (const row of rows) wanted[row] = 1;
    return walk(index, order, (row) => wanted[row] !== 0, offset, pageSize);
  }
  return walk(index, order, unfiltered(filters) ? () => true : wantedBy(index, filters), offset, pageSize);
}

/** Where at least one product in this many is wanted, a page walks the sort's order; else it picks their places. */
const WALK_BELOW = 16;

/** The ISBN-13s of one page of an order, walked until the page is full. */
function walk(
  index: FacetIndex,
  order: Int32Array,
  wanted: (row: number) => boolean,
  offset: number,
  pageSize: number,
): string[] {
  const page: string[] = [];
  let skipped = 0;
  for (const row of order) {
    if (!wanted(row)) continue;
    if (skipped < offset) {
      skipped++;
      continue;
    }
    page.push(index.isbns[row]!);
    if (page.length === pageSize) break;
  }
  return page;
}

/**
 * The ISBN-13s of one relevance page of a text over the products holding `filters` among `match` (matchText), in
 * the database's order — `rank DESC, full_title ASC, isbn13 ASC` with the rank textMatch computes (relevance.ts) —
 * or undefined when the index cannot rank the text as the database does (then the database pages it). Only the
 * products wanted are ranked.
 */
export function relevancePageWithIndex(
  index: FacetIndex,
  text: SearchText,
  filters: IndexFilters,
  match: TextMatch,
  offset: number,
  pageSize: number,
): string[] | undefined {
  if (text.kind !== 'words' || text.operators || !index.rankable) return undefined;
  // textMatch's terms in its order: ts_rank of the websearch query, then of the prefix query.
  const queries = [text.web, text.prefix].flatMap((query) => (query === null ? [] : [parseTsquery(query)]));
  if (queries.some((query) => query === undefined)) return undefined;
  const rows = filteredRows(index, filters, match);
  const n = rows.length;
  const end = Math.min(offset + pageSize, n);
  if (offset >= end) return [];
  const terms = queries.map((query) => {
    const into = new Float32Array(n);
    tsRank(index.text, query!, rows, into);
    return into;
  });
  const ranks = new Float64Array(n);
  // The query's terms (one or two); float4 + float4 is a float4, adding the integers makes it a float8.
  const [first, second] = terms;
  if (first && second) for (let i = 0; i < n; i++) ranks[i] = Math.fround(first[i]! + second[i]!);
  else if (first) ranks.set(first);
  for (let i = 0; i < n; i++) {
    const flags = match.flags[rows[i]!]!;
    if (flags & MATCHED_TITLE) ranks[i]! += flags & EXACT_TITLE ? 11 : 1;
  }
  // The page's lowest rank; of the products at that rank only the first in title order make up the page.
  const lowest = kthLargest(ranks.slice(), end);
  const titlePlaces = index.places['title-asc'];
  const above: number[] = [];
  let ties = 0;
  for (let i = 0; i < n; i++) {
    if (ranks[i]! > lowest) above.push(i);
    else if (ranks[i] === lowest) ties++;
  }
  const tied = new Int32Array(ties);
  for (let i = 0, t = 0; i < n; i++) if (ranks[i] === lowest) tied[t++] = titlePlaces[rows[i]!]!;
  const titleOrder = index.orders['title-asc'];
  const top = [
    ...above.map((i) => ({ rank: ranks[i]!, place: titlePlaces[rows[i]!]! })),
    ...Array.from(smallest(tied, end - above.length), (place) => ({ rank: lowest, place })),
  ];
  top.sort((a, b) => b.rank - a.rank || a.place - b.place);
  return top.slice(offset, end).map(({ place }) => index.isbns[titleOrder[place]!]!);
}

/**
 * One page of `sort` through the index, or undefined when the index cannot order it as the database does: every sort
 * but relevance takes its kept order (relevance without text is title order), a text's relevance is ranked here.
 */
export function pageThroughIndex(
  index: FacetIndex,
  sort: SearchSort,
  text: SearchText,
  filters: IndexFilters,
  match: TextMatch | undefined,
  offset: number,
  pageSize: number,
): string[] | undefined {
  if (sort !== 'relevance') return pageWithIndex(index, sort, filters, match, offset, pageSize);
  if (text.kind === 'all') return pageWithIndex(index, 'title-asc', filters, match, offset, pageSize);
  return match && relevancePageWithIndex(index, text, filters, match, offset, pageSize);
}

/** What the index answered: the counts and the version they hold. */
export interface IndexCounts {
  rows: CountRow[];
  version: string;
}

/**
 * The counts of a search through the index: `filters` are its brand and facet values, `match` the products its text
 * matches (matchText; every product without text).
 */
export function countWithIndex(index: FacetIndex, filters: IndexFilters, match: TextMatch | undefined): IndexCounts {
  const everything = (index.everything ??= countRows(index, null, []));
  if (!match && unfiltered(filters)) return { rows: everything, version: index.version };
  if (match && unfiltered(filters) && match.rows.length * 2 > index.size) {
    // Most of the catalogue: the whole catalogue's counts less those of the products not matched.
    const unmatched = countRows(index, null, [], unflaggedRows(match.flags));
    const less = new Map(unmatched.map((row) => [`${row.code}\0${row.value}`, row.n]));
    const rows = everything
      .map((row) => ({ ...row, n: row.n - (less.get(`${row.code}\0${row.value}`) ?? 0) }))
      .filter((row) => row.n > 0 || row.code === '');
    return { rows, version: index.version };
  }
  return {
    rows: countRows(index, brandOf(index, filters), selectionsOf(index, filters), match?.rows),
    version: index.version,
  };
}

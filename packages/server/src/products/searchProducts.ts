import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_SEARCH_SORT,
  filtersByFacet,
  formatSearchQ,
  parseSearchQ,
  SEARCH_SORTS,
  type SearchQParts,
  type SearchQueryParsed,
  type SearchFacetCode,
  type SearchResponse,
  type SearchSort,
} from '@shelfmark/api-client/schemas';
import type { Database } from '../db/openDatabase';
import { badRequest } from '../http/HttpError';
import {
  countWithIndex,
  facetIndexAt,
  latestSearchIndex,
  matchText,
  pageThroughIndex,
  type FacetIndex,
  type IndexFilters,
  type TextMatch,
} from './search/facetIndex';
import { productsFor, readAhead } from './search/keptProducts';
import { keptResultsOf, RESULT_WINDOW, type KeptResult } from './search/keptResults';
import {
  countFacets,
  facetColumns,
  facetFilter,
  facetsOf,
  isFacetCode,
  SERVER_FACETS,
  type CountRow,
} from './search/searchFacets';
import { ORDER_BY } from './search/searchOrder';
import { suggestFromTerms, suggestText } from './search/searchSuggestion';
import { analyseText, textKey, textMatch, wordsOf, type AnalysedText, type SearchText } from './search/searchText';

/**
 * Catalogue search (SRCH-01) over PostgreSQL full-text search: the one module that implements it.
 * The search route and the search export call only `searchProducts` and `prepareSearch`; an engine
 * that replaces PostgreSQL for search replaces this module and keeps its answers (see
 * docs/architecture.md, "Search").
 *
 * `q` follows the Hybris convention the contract defines (parseSearchQ): `text` alone, or
 * `text:sort:facetCode:value:facetCode:value…`. The text matches (search/searchText.ts)
 * - an ISBN-13 or ISBN-10 exactly (dashes and spaces ignored), or
 * - words, accents ignored: `websearch_to_tsquery` (quotes, `or`, `-word`), every word as a prefix
 *   (`lighth` finds Lighthouse), or a substring of the title (pg_trgm index);
 * ranked by ts_rank with an exact-title boost. A text that finds fewer than SUGGEST_BELOW products
 * gets a "Did you mean" text with its mistyped words corrected (search/searchSuggestion.ts); when it
 * finds nothing, the answer holds what the corrected text finds. Selected values of one facet combine with OR, facets
 * with AND; each facet is counted over the text's and brand's matches with the other facets' selections applied
 * (disjunctive faceting), so its other values stay offered with what ticking them adds. Matching, counting, ranking
 * (the same ts_rank, search/relevance.ts) and paging go through the search index (search/facetIndex.ts) when it holds
 * the catalogue version read with the text and can match the text exactly; otherwise in the database. Counts, the
 * first pages of each sort and the products shown are kept until the catalogue changes (search/keptResults.ts,
 * search/keptProducts.ts).
 */
export { SERVER_FACETS } from './search/searchFacets';

export const SORT_NAMES: Record<SearchSort, string> = {
  relevance: 'Relevance',
  'title-asc': 'Title (A-Z)',
  'title-desc': 'Title (Z-A)',
  'date-desc': 'Newest first',
  'date-asc': 'Oldest first',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
};

/** A text that finds fewer products than this gets a "Did you mean" suggestion, when there is one. */
export const SUGGEST_BELOW = 5;

/** The parts of a search the results page and the export share. */
export interface PreparedSearch {
  parsed: SearchQParts;
  sort: SearchSort;
  text: SearchText;
  /** The catalogue version read with the text. */
  version: string | null;
  /** The key of what is kept for this search: its text, brand and facet values. */
  key: string;
  /** `WITH filtered AS (…)`: every match with its rank, sort columns and facet values. */
  filtered: SQL;
  /** `WITH filtered AS (…)` for the counts: `filtered`, or with selections, the text's and brand's matches and s0…s6. */
  counting: SQL;
  /** The facets (SERVER_FACETS indexes) with a selected value: their flag columns in `counting`. */
  selected: number[];
  /** Its brand and facet values, which the search index matches itself. */
  indexFilters: IndexFilters;
  /** The search index and the products the text matches in it (all without text), once countsOf found them. */
  indexed?: { index: FacetIndex; matched: TextMatch | undefined };
  orderBy: SQL;
  /** The "Did you mean" text the search index expected, analysed with the text (resolve checks it before use). */
  guessed?: AnalysedText['also'];
}

/**
 * The "Did you mean" text the latest search index gives for a text whose words are plain ASCII (folded, as the
 * database would, to lower case), or undefined. Only a guess, to analyse that text in the same statement as the text
 * itself: resolve uses its analysis only when the suggestion, made on the current catalogue, is the same text.
 */
function guessSuggestion(database: Database, text: string): string | undefined {
  const index = latestSearchIndex(database);
  const words = wordsOf(text.trim());
  if (!index || words.length === 0 || !words.every((word) => /^[A-Za-z0-9]+$/.test(word))) return undefined;
  return (
    suggestFromTerms(
      index.terms,
      text.trim(),
      words.map((word) => word.toLowerCase()),
    ) ?? undefined
  );
}

/**
 * Validates the facets of `q`, reads its text and builds the filtered set (query already validated by its schema).
 * `analysed`: the text already analysed (the "Did you mean" text analysed beside the text as typed).
 */
async function prepare(
  database: Database,
  query: Pick<SearchQueryParsed, 'q' | 'sort' | 'brand'>,
  analysed?: { raw: string; text: SearchText; version: string | null },
): Promise<PreparedSearch> {
  const parsed = parseSearchQ(query.q);
  const sort: SearchSort = query.sort ?? parsed.sort ?? DEFAULT_SEARCH_SORT;
  const unknown = parsed.filters.find((f) => !isFacetCode(f.code));
  if (unknown) {
    throw badRequest(`q: unknown facet "${unknown.code}" (known: ${SERVER_FACETS.map((f) => f.code).join(', ')})`, {
      q: `Unknown facet "${unknown.code}"`,
    });
  }
  const { text, version, also }: AnalysedText =
    analysed && analysed.raw === parsed.text.trim()
      ? analysed
      : await analyseText(database, parsed.text, guessSuggestion(database, parsed.text));
  const match = textMatch(text);
  const base: SQL[] = [match.where];
  if (query.brand) base.push(sql`p.brand = ${query.brand}`);
  // Values of one facet combine with OR, facets with AND.
  const selections = [...filtersByFacet(parsed.filters)].map(([code, values]) => ({
    facet: SERVER_FACETS.findIndex((f) => f.code === code),
    where: sql`(${sql.join(
      values.map((value) => facetFilter(code as SearchFacetCode, value)),
      sql` OR `,
    )})`,
  }));
  const columns = sql`p.isbn13, p.full_title, p.publication_date, p.price, ${match.rank} AS rank, ${facetColumns()}`;
  const filtered = sql`WITH filtered AS (
    SELECT ${columns} FROM products p WHERE ${sql.join([...base, ...selections.map((s) => s.where)], sql` AND `)}
  )`;
  // The counts' set: every match of the text and brand, with whether it holds each facet's selection (s0…s6), so each
  // facet is counted with the other facets' selections applied.
  const counting = selections.length
    ? sql`WITH filtered AS (
    SELECT ${columns}, ${sql.join(
      selections.map((s) => sql`${s.where} AS ${sql.raw(`s${s.facet}`)}`),
      sql`, `,
    )} FROM products p WHERE ${sql.join(base, sql` AND `)}
  )`
    : filtered;
  const key = JSON.stringify([
    textKey(text),
    query.brand || null,
    [...new Set(parsed.filters.map((f) => JSON.stringify([f.code, f.value])))].sort(),
  ]);
  const indexFilters = { brand: query.brand || null, values: parsed.filters };
  return {
    parsed,
    sort,
    text,
    version,
    key,
    filtered,
    counting,
    selected: selections.map((s) => s.facet),
    indexFilters,
    orderBy: ORDER_BY[sort],
    ...(also ? { guessed: also } : {}),
  };
}

interface Counted {
  total: number;
  counts: CountRow[];
  kept: KeptResult | undefined;
}

/**
 * The total and facet counts of a prepared search: kept ones while the catalogue is unchanged, else counted over the
 * search index (search/facetIndex.ts) when it holds the catalogue version read with the text and can match the text
 * exactly, else counted in the database.
 */
async function countsOf(database: Database, prepared: PreparedSearch): Promise<Counted> {
  const store = keptResultsOf(database);
  const index = facetIndexAt(database, prepared.version);
  const { text } = prepared;
  if (index) {
    const matched = text.kind === 'all' ? undefined : matchText(index, text);
    if (text.kind === 'all' || matched) prepared.indexed = { index, matched };
  }
  let kept = store.get(prepared.key, prepared.version);
  let counts = kept?.counts;
  if (!counts) {
    const counted = prepared.indexed
      ? countWithIndex(prepared.indexed.index, prepared.indexFilters, prepared.indexed.matched)
      : await countFacets(database, prepared.counting, prepared.selected);
    counts = counted.rows;
    if (counted.version) kept = store.keepCounts(prepared.key, counted.version, counts);
  }
  return { total: counts.find((row) => row.code === '')?.n ?? 0, counts, kept };
}

/** The ISBN-13s of one page: from the kept first pages of its sort, else read (and kept when among the first). */
async function pageOf(
  database: Database,
  prepared: PreparedSearch,
  counted: Counted,
  page: number,
  pageSize: number,
): Promise<string[]> {
  const { total, kept } = counted;
  const offset = page * pageSize;
  const end = Math.min(offset + pageSize, total);
  if (offset >= total) return [];
  const window = kept?.orders.get(prepared.sort);
  if (window && end <= window.length) return window.slice(offset, end);
  if (prepared.indexed) {
    // The sort's order walked, or the text ranked, in memory: the first pages to keep, or this page alone.
    const { index, matched } = prepared.indexed;
    const read = (from: number, count: number) =>
      pageThroughIndex(index, prepared.sort, prepared.text, prepared.indexFilters, matched, from, count);
    if (kept && end <= RESULT_WINDOW) {
      const isbns = read(0, Math.min(RESULT_WINDOW, total));
      if (isbns) {
        keptResultsOf(database).keepOrder(prepared.key, kept, index.version, prepared.sort, isbns);
        return isbns.slice(offset, end);
      }
    } else {
      const isbns = read(offset, pageSize);
      if (isbns) return isbns;
    }
  }
  if (kept && end <= RESULT_WINDOW) {
    // The first pages of this sort in one read, with the version they were read on.
    const rows = await database.query<{ isbn13: string; token: string | null }>(sql`${prepared.filtered}
      SELECT isbn13, (SELECT token FROM catalogue_version) AS token FROM filtered
      ORDER BY ${prepared.orderBy} LIMIT ${Math.min(RESULT_WINDOW, total)}`);
    const isbns = rows.map((row) => row.isbn13);
    keptResultsOf(database).keepOrder(prepared.key, kept, rows[0]?.token ?? null, prepared.sort, isbns);
    return isbns.slice(offset, end);
  }
  const rows = await database.query<{ isbn13: string }>(sql`${prepared.filtered}
    SELECT isbn13 FROM filtered ORDER BY ${prepared.orderBy} LIMIT ${pageSize} OFFSET ${offset}`);
  return rows.map((row) => row.isbn13);
}

interface Resolved {
  /** The search as asked (its text as typed is what the answer shows). */
  asked: PreparedSearch;
  /** What is answered: the search as asked, or the corrected one when the text as typed finds nothing. */
  answered: PreparedSearch;
  counted: Counted;
  suggestion: string | null;
}

/**
 * A search and, when its text finds fewer than SUGGEST_BELOW products, its "Did you mean" text (kept
 * with its counts, so looked up once per catalogue version) when that finds more.
 */
async function resolve(database: Database, query: Pick<SearchQueryParsed, 'q' | 'sort' | 'brand'>): Promise<Resolved> {
  const asked = await prepare(database, query);
  const counted = await countsOf(database, asked);
  const resolved: Resolved = { asked, answered: asked, counted, suggestion: null };
  if (counted.total >= SUGGEST_BELOW || asked.text.kind !== 'words') return resolved;
  let text = counted.kept?.suggestion;
  if (text === undefined) {
    // From the search index's words when it holds the catalogue version read with the text, else the database's.
    const index = facetIndexAt(database, asked.version);
    const inMemory = index && suggestFromTerms(index.terms, asked.text.text, asked.text.folded);
    text = inMemory !== undefined ? inMemory : await suggestText(database, asked.text.text, asked.text.words);
    if (counted.kept) counted.kept.suggestion = text;
  }
  if (text === null) return resolved;
  const { guessed } = asked;
  const corrected = await prepare(
    database,
    { q: formatSearchQ({ ...asked.parsed, text }), sort: asked.sort, brand: query.brand },
    guessed && { ...guessed, version: asked.version },
  );
  const correctedCounts = await countsOf(database, corrected);
  if (correctedCounts.total <= counted.total) return resolved;
  resolved.suggestion = text;
  // Nothing found: the answer holds what the corrected text finds, under the text as typed.
  if (counted.total === 0) Object.assign(resolved, { answered: corrected, counted: correctedCounts });
  return resolved;
}

/**
 * The search a results page answers (for the export): the one asked, or the corrected one when
 * the text as typed finds nothing.
 */
export async function prepareSearch(
  database: Database,
  query: Pick<SearchQueryParsed, 'q' | 'sort' | 'brand'>,
): Promise<PreparedSearch> {
  return (await resolve(database, query)).answered;
}

/** Runs one search (query already validated by searchQuerySchema). */
export async function searchProducts(
  database: Database,
  query: SearchQueryParsed,
  currency: string,
): Promise<SearchResponse> {
  const { asked, answered, counted, suggestion } = await resolve(database, query);
  const { parsed, sort } = asked;
  const isbns = await pageOf(database, answered, counted, query.page, query.pageSize);
  // The next page, when its ISBNs are kept: its products are read with this page's when those must be read, else
  // now, beside this answer and without holding it up; not when Next is clicked.
  const window = counted.kept?.orders.get(answered.sort);
  const next = (query.page + 1) * query.pageSize;
  const ahead = window && next < window.length ? window.slice(next, next + query.pageSize) : [];
  const byIsbn = await productsFor(database, isbns, currency, answered.version, ahead);
  readAhead(database, ahead, currency, answered.version);
  const selected = parsed.filters;
  const qWith = (filters: SearchQParts['filters']) => formatSearchQ({ text: parsed.text, sort, filters });
  const total = counted.total;
  return {
    products: isbns.map((isbn) => byIsbn.get(isbn)).filter((p) => p !== undefined),
    facets: facetsOf(counted.counts, parsed, sort),
    sorts: SEARCH_SORTS.map((code) => ({ code, name: SORT_NAMES[code], selected: code === sort })),
    breadcrumbs: selected.map((f) => ({
      facetCode: f.code,
      facetName: SERVER_FACETS.find((x) => x.code === f.code)?.name ?? f.code,
      facetValueName: f.value,
      removeQuery: { query: { value: qWith(selected.filter((x) => x !== f)) } },
    })),
    pagination: {
      currentPage: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      totalResults: total,
    },
    freeTextSearch: parsed.text,
    ...(suggestion ? { suggestion } : {}),
  };
}

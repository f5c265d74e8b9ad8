import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_SEARCH_SORT, formatSearchQ, parseSearchQ, PRODUCT_TITLE, SEARCH_FACETS, SEARCH_SORTS, SECOND_BRAND,
  type SearchFacetCode, type SearchQParts, type SearchQueryParsed, type SearchResponse, type SearchSort,
} from '@shelfmark/api-client/schemas';
import type { Database } from '../db/openDatabase';
import { badRequest } from '../http/HttpError';
import { loadProducts } from './productRepo';

/**
 * Catalogue search over PostgreSQL full-text search.
 *
 * `q` follows the Hybris convention the contract defines (parseSearchQ): `text` alone, or
 * `text:sort:facetCode:value:facetCode:value…`. The text matches
 * - an ISBN-13 or ISBN-10 exactly (dashes and spaces ignored), or
 * - words: `websearch_to_tsquery` (quotes, `or`, `-word`), every word as a prefix (`lighth` finds
 *   Lighthouse), or a substring of the title (pg_trgm index);
 * ranked by ts_rank with an exact-title boost. Facet counts are computed over the filtered set
 * (text, brand and every selected facet value); selected values of one facet must all match.
 */

/** The contract's facets, in priority order; each is computed by one SQL expression below. */
export const SERVER_FACETS = SEARCH_FACETS;
type FacetCode = SearchFacetCode;

type ArrayFacetCode = 'gradeLevel' | 'discipline';
type ScalarFacetCode = Exclude<FacetCode, ArrayFacetCode>;

/** One value per product. */
const FACET_SQL: Record<ScalarFacetCode, SQL> = {
  mediaType: sql`p.media_type`,
  productType: sql`p.product_type`,
  publicationYear: sql`to_char(p.publication_date, 'YYYY')`,
  brand: sql`CASE WHEN p.brand = ${SECOND_BRAND} THEN 'Thorndike' ELSE ${PRODUCT_TITLE} END`,
  bindingFormat: sql`p.binding_format`,
};

/**
 * Several values per product, kept as the product's jsonb column in the filtered set and expanded only
 * for the counts (`values`); `has` is the filter for one selected value.
 */
const ARRAY_FACET_SQL: Record<ArrayFacetCode, { column: SQL; values: (column: SQL) => { from: SQL; value: SQL }; has: (value: string) => SQL }> = {
  gradeLevel: {
    column: sql`p.grade_levels`,
    values: (column) => ({ from: sql`jsonb_array_elements_text(${column}) AS e(v)`, value: sql`e.v` }),
    has: (value) => sql`p.grade_levels @> jsonb_build_array(${value}::text)`,
  },
  discipline: {
    column: sql`p.cat_discipline || p.non_ecomm_cat_discipline`,
    values: (column) => ({ from: sql`jsonb_path_query(${column}, '$[*].name') AS e(v)`, value: sql`e.v #>> '{}'` }),
    has: (value) => sql`(p.cat_discipline @> jsonb_build_array(jsonb_build_object('name', ${value}::text))
      OR p.non_ecomm_cat_discipline @> jsonb_build_array(jsonb_build_object('name', ${value}::text)))`,
  },
};
const isArrayFacet = (code: FacetCode): code is ArrayFacetCode => code in ARRAY_FACET_SQL;
/**
 * The brand facet's filter on the column itself (the same rows as its CASE expression equal to the
 * value), so the planner can use the column's statistics and index.
 */
function brandFilter(value: string): SQL {
  const matches: SQL[] = [];
  if (value === 'Thorndike') matches.push(sql`p.brand = ${SECOND_BRAND}`);
  if (value === PRODUCT_TITLE) matches.push(sql`p.brand IS DISTINCT FROM ${SECOND_BRAND}`);
  return matches.length ? sql`(${sql.join(matches, sql` OR `)})` : sql`false`;
}
const facetFilter = (code: FacetCode, value: string): SQL =>
  isArrayFacet(code) ? ARRAY_FACET_SQL[code].has(value)
    : code === 'brand' ? brandFilter(value)
      : sql`(${FACET_SQL[code]}) = ${value}`;

export const SORT_NAMES: Record<SearchSort, string> = {
  relevance: 'Relevance', 'title-asc': 'Title (A-Z)', 'title-desc': 'Title (Z-A)', 'date-desc': 'Newest first',
  'date-asc': 'Oldest first', 'price-asc': 'Price (low to high)', 'price-desc': 'Price (high to low)',
};

const ORDER_BY: Record<SearchSort, SQL> = {
  relevance: sql`rank DESC, full_title ASC, isbn13 ASC`,
  'title-asc': sql`full_title ASC, isbn13 ASC`,
  'title-desc': sql`full_title DESC, isbn13 ASC`,
  'date-desc': sql`publication_date DESC NULLS LAST, full_title ASC, isbn13 ASC`,
  'date-asc': sql`publication_date ASC NULLS LAST, full_title ASC, isbn13 ASC`,
  'price-asc': sql`price ASC NULLS LAST, full_title ASC, isbn13 ASC`,
  'price-desc': sql`price DESC NULLS LAST, full_title ASC, isbn13 ASC`,
};

const isFacetCode = (code: string): code is FacetCode => SERVER_FACETS.some((f) => f.code === code);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE condition and rank of the free text. */
function textMatch(text: string): { where: SQL; rank: SQL; catalogueOnly?: true } {
  const compact = text.replace(/[-\s]/g, '');
  if (/^\d{13}$/.test(compact)) return { where: sql`p.isbn13 = ${compact}`, rank: sql`1` };
  if (/^\d{9}[\dXx]$/.test(compact)) return { where: sql`p.isbn10 = ${compact.toUpperCase()}`, rank: sql`1` };
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return { where: sql`true`, rank: sql`0`, catalogueOnly: true };
  const meaningful = words.length > 1 ? words.filter((w) => w.length > 1) : words;
  const prefix = sql`to_tsquery('english', ${meaningful.map((w) => `${w}:*`).join(' & ')})`;
  const web = sql`websearch_to_tsquery('english', ${text})`;
  const substring = `%${escapeLike(text.trim())}%`;
  return {
    where: sql`(p.search @@ ${web} OR p.search @@ ${prefix} OR p.full_title ILIKE ${substring})`,
    rank: sql`(ts_rank(p.search, ${web}) + ts_rank(p.search, ${prefix})
      + CASE WHEN lower(p.full_title) = lower(${text.trim()}) THEN 10 ELSE 0 END
      + CASE WHEN p.full_title ILIKE ${substring} THEN 1 ELSE 0 END)`,
  };
}

/** The parts of a search the results page and the export share. */
export interface PreparedSearch {
  parsed: SearchQParts;
  sort: SearchSort;
  /**
   * The key of the facet counts when they depend on the catalogue alone (no text: the whole
   * catalogue, or it narrowed by brand and facets), so they can be kept until it changes; else null.
   */
  countsKey: string | null;
  /** `WITH filtered AS (…)`: every match with its rank, sort columns and facet values. */
  filtered: SQL;
  orderBy: SQL;
}

/** Validates the facets of `q` and builds the filtered set (query already validated by its schema). */
export function prepareSearch(query: Pick<SearchQueryParsed, 'q' | 'sort' | 'brand'>): PreparedSearch {
  const parsed = parseSearchQ(query.q);
  const sort: SearchSort = query.sort ?? parsed.sort ?? DEFAULT_SEARCH_SORT;
  const unknown = parsed.filters.find((f) => !isFacetCode(f.code));
  if (unknown) {
    throw badRequest(`q: unknown facet "${unknown.code}" (known: ${SERVER_FACETS.map((f) => f.code).join(', ')})`, {
      q: `Unknown facet "${unknown.code}"`,
    });
  }
  const text = textMatch(parsed.text);
  const conditions: SQL[] = [text.where];
  if (query.brand) conditions.push(sql`p.brand = ${query.brand}`);
  for (const filter of parsed.filters) conditions.push(facetFilter(filter.code as FacetCode, filter.value));

  const facetColumns = sql.join(SERVER_FACETS.map((f, i) => sql`${isArrayFacet(f.code) ? ARRAY_FACET_SQL[f.code].column : FACET_SQL[f.code]} AS ${sql.raw(`f${i}`)}`), sql`, `);
  const filtered = sql`WITH filtered AS (
    SELECT p.isbn13, p.full_title, p.publication_date, p.price, ${text.rank} AS rank, ${facetColumns}
    FROM products p WHERE ${sql.join(conditions, sql` AND `)}
  )`;
  const countsKey = text.catalogueOnly
    ? JSON.stringify([query.brand || null, parsed.filters.map((f) => [f.code, f.value])])
    : null;
  return { parsed, sort, countsKey, filtered, orderBy: ORDER_BY[sort] };
}

/** One row of the counts: the total (code ''), or one facet value's count. */
type CountRow = { code: string; value: string | null; n: number };

/** The row of the counts query that carries the catalogue version it was computed on. */
const VERSION_CODE = '#catalogue-version';

/** Facet counts of searches without text, per database, each with the catalogue version it was computed on. */
const keptCounts = new WeakMap<Database, Map<string, { version: string; rows: CountRow[] }>>();
/** At most this many kept per database (the least recently used goes first). */
const KEPT_COUNTS_LIMIT = 200;

/** The total and every facet's counts over the filtered set, in one statement (one snapshot). */
async function computeCounts(database: Database, filtered: SQL, withVersion: boolean): Promise<CountRow[]> {
  return database.query<CountRow>(sql`${filtered}
    SELECT '' AS code, NULL AS value, count(*)::int AS n FROM filtered
    ${sql.join(SERVER_FACETS.map((f, i) => {
      const column = sql.raw(`f${i}`);
      if (isArrayFacet(f.code)) {
        const { from, value } = ARRAY_FACET_SQL[f.code].values(column);
        return sql`UNION ALL SELECT ${f.code}, ${value}, count(*)::int FROM filtered, ${from} GROUP BY 2`;
      }
      return sql`UNION ALL SELECT ${f.code}, ${column}, count(*)::int FROM filtered WHERE ${column} IS NOT NULL GROUP BY 2`;
    }), sql` `)}
    ${withVersion ? sql`UNION ALL SELECT ${VERSION_CODE}, token, 0 FROM catalogue_version` : sql``}`);
}

/**
 * The counts of a search. Those of a search without text depend on the catalogue alone: they are
 * kept with the catalogue version (migrations/0009_catalogue_version.sql: a token every write to
 * products replaces in the same transaction) read in the same statement, and answered again only
 * while the database still holds that version — one read of a one-row table instead of a scan of
 * the catalogue, correct across server processes.
 */
async function searchCounts(database: Database, prepared: PreparedSearch): Promise<CountRow[]> {
  const key = prepared.countsKey;
  if (key === null) return computeCounts(database, prepared.filtered, false);
  let kept = keptCounts.get(database);
  if (!kept) keptCounts.set(database, (kept = new Map()));
  const entry = kept.get(key);
  if (entry) {
    const [current] = await database.query<{ token: string }>(sql`SELECT token FROM catalogue_version`);
    if (current && current.token === entry.version) {
      kept.delete(key);
      kept.set(key, entry);
      return entry.rows;
    }
  }
  const rows = await computeCounts(database, prepared.filtered, true);
  const version = rows.find((row) => row.code === VERSION_CODE)?.value;
  const counts = rows.filter((row) => row.code !== VERSION_CODE);
  kept.delete(key);
  if (version) {
    kept.set(key, { version, rows: counts });
    if (kept.size > KEPT_COUNTS_LIMIT) kept.delete(kept.keys().next().value!);
  }
  return counts;
}

/** Runs one search (query already validated by searchQuerySchema). */
export async function searchProducts(database: Database, query: SearchQueryParsed, currency: string): Promise<SearchResponse> {
  const prepared = prepareSearch(query);
  const { parsed, sort, filtered, orderBy } = prepared;

  const counts = await searchCounts(database, prepared);
  const total = counts.find((row) => row.code === '')?.n ?? 0;

  const offset = query.page * query.pageSize;
  const page = offset < total
    ? await database.query<{ isbn13: string }>(sql`${filtered}
        SELECT isbn13 FROM filtered ORDER BY ${orderBy} LIMIT ${query.pageSize} OFFSET ${offset}`)
    : [];
  const byIsbn = await loadProducts(database.db, page.map((row) => row.isbn13), currency);

  const selected = parsed.filters;
  const qWith = (filters: SearchQParts['filters']) => formatSearchQ({ text: parsed.text, sort, filters });
  const facets = SERVER_FACETS.map((facet, index) => {
    const values = counts
      .filter((row) => row.code === facet.code && row.value !== null)
      .sort((a, b) => b.n - a.n || a.value!.localeCompare(b.value!))
      .map((row) => {
        const name = row.value!;
        const isSelected = selected.some((f) => f.code === facet.code && f.value === name);
        const next = isSelected
          ? selected.filter((f) => !(f.code === facet.code && f.value === name))
          : [...selected, { code: facet.code, value: name }];
        return { name, count: row.n, selected: isSelected, query: { query: { value: qWith(next) } } };
      });
    return { name: facet.name, code: facet.code, priority: SERVER_FACETS.length - index, values };
  }).filter((facet) => facet.values.length > 0);

  return {
    products: page.map((row) => byIsbn.get(row.isbn13)).filter((p) => p !== undefined),
    facets,
    sorts: SEARCH_SORTS.map((code) => ({ code, name: SORT_NAMES[code], selected: code === sort })),
    breadcrumbs: selected.map((f) => ({
      facetCode: f.code,
      facetName: SERVER_FACETS.find((x) => x.code === f.code)?.name ?? f.code,
      facetValueName: f.value,
      removeQuery: { query: { value: qWith(selected.filter((x) => x !== f)) } },
    })),
    pagination: { currentPage: query.page, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
    freeTextSearch: parsed.text,
  };
}

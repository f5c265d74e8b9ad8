import { sql, type SQL } from 'drizzle-orm';
import {
  formatSearchQ,
  PRODUCT_TITLE,
  SEARCH_FACETS,
  SECOND_BRAND,
  type SearchFacetCode,
  type SearchQParts,
  type SearchResponse,
  type SearchSort,
} from '@shelfmark/api-client/schemas';
import type { Database } from '../../db/openDatabase';

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
const ARRAY_FACET_SQL: Record<
  ArrayFacetCode,
  { column: SQL; values: (column: SQL) => { from: SQL; value: SQL }; has: (value: string) => SQL }
> = {
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
export const isFacetCode = (code: string): code is FacetCode => SERVER_FACETS.some((f) => f.code === code);

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

/**
 * The year facet's filter as a range of dates (the same rows as its to_char expression equal to the
 * value): the planner estimates a range from the column's statistics and can read it from an index,
 * where an expression it cannot see into made it scan every product.
 */
function yearFilter(value: string): SQL {
  if (!/^\d{4}$/.test(value) || value === '0000') return sql`false`;
  const next = String(Number(value) + 1).padStart(4, '0');
  return sql`(p.publication_date >= ${`${value}-01-01`}::date AND p.publication_date < ${`${next}-01-01`}::date)`;
}

/** The condition of one selected facet value. */
export const facetFilter = (code: FacetCode, value: string): SQL =>
  isArrayFacet(code)
    ? ARRAY_FACET_SQL[code].has(value)
    : code === 'brand'
      ? brandFilter(value)
      : code === 'publicationYear'
        ? yearFilter(value)
        : sql`(${FACET_SQL[code]}) = ${value}`;

/** Every facet's value (or jsonb values) as columns f0…f6 of the filtered set. */
export const facetColumns = (): SQL =>
  sql.join(
    SERVER_FACETS.map(
      (f, i) =>
        sql`${isArrayFacet(f.code) ? ARRAY_FACET_SQL[f.code].column : FACET_SQL[f.code]} AS ${sql.raw(`f${i}`)}`,
    ),
    sql`, `,
  );

/**
 * Every facet's value of one product (`products p`), as the counts group them: a scalar facet's expression, or a
 * many-valued facet's values as an array (`list`). What the facet index keeps per product (search/facetIndex.ts).
 */
export const facetValueColumns = (): Array<{ value: SQL; list: boolean }> =>
  SERVER_FACETS.map((f) => {
    if (!isArrayFacet(f.code)) return { value: FACET_SQL[f.code], list: false };
    const { from, value } = ARRAY_FACET_SQL[f.code].values(ARRAY_FACET_SQL[f.code].column);
    return { value: sql`ARRAY(SELECT ${value} FROM ${from})`, list: true };
  });

/** One row of the counts: the total (code ''), or one facet value's count. */
export type CountRow = { code: string; value: string | null; n: number };

/** The row of the counts query that carries the catalogue version it was computed on. */
const VERSION_CODE = '#catalogue-version';

/**
 * The total and every facet's counts over the filtered set, with the catalogue version read in the
 * same statement. With `selected` facets, `filtered` holds the text's and brand's matches with a flag per selected
 * facet (s0…s6): the total counts rows holding every flag, a facet the rows holding every other facet's flag (one snapshot), so counts are never filed under a version they were not counted on.
 */
export async function countFacets(
  database: Database,
  filtered: SQL,
  selected: readonly number[] = [],
): Promise<{ rows: CountRow[]; version: string | null }> {
  // The rows a facet is counted over: those holding every other facet's selection (flag columns s0…s6).
  const holding = (except: number) =>
    sql.join([sql`true`, ...selected.filter((s) => s !== except).map((s) => sql.raw(`filtered.s${s}`))], sql` AND `);
  const rows = await database.query<CountRow>(sql`${filtered}
    SELECT '' AS code, NULL AS value, count(*)::int AS n FROM filtered WHERE ${holding(-1)}
    ${sql.join(
      SERVER_FACETS.map((f, i) => {
        const column = sql.raw(`f${i}`);
        if (isArrayFacet(f.code)) {
          const { from, value } = ARRAY_FACET_SQL[f.code].values(column);
          return sql`UNION ALL SELECT ${f.code}, ${value}, count(*)::int FROM filtered, ${from} WHERE ${holding(i)} GROUP BY 2`;
        }
        return sql`UNION ALL SELECT ${f.code}, ${column}, count(*)::int FROM filtered WHERE ${column} IS NOT NULL AND ${holding(i)} GROUP BY 2`;
      }),
      sql` `,
    )}
    UNION ALL SELECT ${VERSION_CODE}, token, 0 FROM catalogue_version`);
  const version = rows.find((row) => row.code === VERSION_CODE)?.value ?? null;
  return { rows: rows.filter((row) => row.code !== VERSION_CODE), version };
}

/** The answer's facets from the counts: values by count, each with the `q` that toggles it. */
export function facetsOf(counts: CountRow[], parsed: SearchQParts, sort: SearchSort): SearchResponse['facets'] {
  const selected = parsed.filters;
  const qWith = (filters: SearchQParts['filters']) => formatSearchQ({ text: parsed.text, sort, filters });
  return SERVER_FACETS.map((facet, index) => {
    const rows = counts.filter((row) => row.code === facet.code && row.value !== null);
    // A selected value stays offered (to untick) even when the other facets' selections leave it no product.
    for (const f of selected)
      if (f.code === facet.code && !rows.some((row) => row.value === f.value))
        rows.push({ code: f.code, value: f.value, n: 0 });
    const values = rows
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
}

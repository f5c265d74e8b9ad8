import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@shelfmark/api-client';
import { openDatabase, type Database } from '../src/db/openDatabase';
import { products } from '../src/db/schema';
import { buildFacetIndex, matchText, relevancePageWithIndex } from '../src/products/search/facetIndex';
import { kthLargest, parseTsquery, tsRank } from '../src/products/search/relevance';
import { analyseText } from '../src/products/search/searchText';
import { generateCatalogue } from '../src/seed/generateCatalogue';
import { freshDatabase, recordingStatements, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * A text's relevance page is ranked in the search index (search/relevance.ts) with PostgreSQL's own ts_rank
 * reproduced, so it is the page the database gives: these tests compare every rank, and whole relevance orders page
 * by page, with SQL written out here, on whichever database the tests run on (PGlite, or PostgreSQL through
 * scripts/postgres/run-server-tests.mjs).
 */

let db: FreshDatabase;
/** The server's database, recording the text of every statement it runs. */
let database: Database;
const statements: string[] = [];
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  db = await freshDatabase();
  database = recordingStatements(db.database, statements);
  server = await startTestServer(database);
  api = server.clientFor(null);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

type Filter = [code: string, value: string];

/** Selected values written out here: one facet's values with OR, facets with AND. */
const conditions = (filters: Filter[]): SQL[] => {
  const condition = ([code, value]: Filter): SQL => {
    if (code === 'mediaType') return sql`media_type = ${value}`;
    if (code === 'bindingFormat') return sql`binding_format = ${value}`;
    if (code === 'gradeLevel') return sql`grade_levels ? ${value}`;
    throw new Error(`no condition for ${code}`);
  };
  const byCode = new Map<string, Filter[]>();
  for (const filter of filters) byCode.set(filter[0], [...(byCode.get(filter[0]) ?? []), filter]);
  return [...byCode.values()].map((values) => sql`(${sql.join(values.map(condition), sql` OR `)})`);
};

/** The prefix query written out: every word (all longer than one letter here) as a prefix, all required. */
const prefixQuery = (text: string) =>
  sql`to_tsquery('shelfmark_search', ${text
    .split(/\s+/)
    .map((word) => `${word}:*`)
    .join(' & ')})`;

/**
 * Every match of a text in relevance order, written out here: its words as prefixes or the text in the title, ranked
 * by ts_rank of the websearch query plus ts_rank of the prefix query, 10 more for the exact title, 1 for the title
 * holding the text, ties in title then ISBN order.
 */
async function sqlOrder(text: string, brand: string | undefined, filters: Filter[]): Promise<string[]> {
  const rows = await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products
    WHERE ${sql.join(
      [
        sql`(search @@ ${prefixQuery(text)} OR full_title ILIKE ${`%${text}%`})`,
        ...(brand ? [sql`brand = ${brand}`] : []),
        ...conditions(filters),
      ],
      sql` AND `,
    )}
    ORDER BY ts_rank(search, websearch_to_tsquery('shelfmark_search', ${text})) + ts_rank(search, ${prefixQuery(text)})
      + CASE WHEN lower(full_title) = ${text.toLowerCase()} THEN 10 ELSE 0 END
      + CASE WHEN full_title ILIKE ${`%${text}%`} THEN 1 ELSE 0 END DESC, full_title ASC, isbn13 ASC`);
  return rows.map((row) => row.isbn13);
}

/** The database ranked the matches (the fallback's page statement; the index runs none). */
const rankedInDatabase = (texts: string[]) => texts.some((text) => /ts_rank/i.test(text));

/**
 * Every page of a text's relevance order as `api` answers it (page 0 first: the first pages are then computed
 * together and kept; the rest each on its own), and whether the database ranked any of them.
 */
async function answeredOrder(
  text: string,
  brand: string | undefined,
  filters: Filter[],
  pageSize: number,
  client = api,
  recorded = statements,
): Promise<{ isbns: string[]; ranked: boolean; pages: number }> {
  const q = filters.length ? `${text}:relevance:${filters.flat().join(':')}` : text;
  recorded.length = 0;
  const isbns: string[] = [];
  let pages = 1;
  for (let page = 0; page < pages; page++) {
    const answer = await client.products.search({ q, ...(brand ? { brand } : {}), page, pageSize });
    pages = answer.pagination.totalPages;
    isbns.push(...answer.products.map((p) => p.isbn13));
  }
  return { isbns, ranked: rankedInDatabase(recorded), pages };
}

/** Texts of every kind: broad, narrow, several words, prefixes, phrases and stop words, with facets and brands. */
const TEXTS: Array<[text: string, brand: string | undefined, filters: Filter[], pageSize: number]> = [
  ['history', undefined, [], 50],
  ['the', undefined, [], 100],
  ['study', undefined, [], 20],
  ['intr', undefined, [['mediaType', 'print']], 20],
  ['introduction to', undefined, [], 7],
  ['large print', 'thorndike', [], 10],
  ['science study', undefined, [], 5],
  ['The Ferry Keeper', undefined, [], 4],
  ['okonkwo', undefined, [], 6],
  ['ighthous', undefined, [], 5],
  ['economics', 'shelfmark', [['gradeLevel', 'Higher Education']], 10],
  [
    'the',
    undefined,
    [
      ['bindingFormat', 'Hardcover'],
      ['bindingFormat', 'Paperback'],
    ],
    30,
  ],
  ['canadian students', undefined, [], 3],
];

describe('SRCH-01 relevance ranked in the search index, as the database ranks it', () => {
  it('SRCH-01 computes the same ts_rank as the database for every product, for single words, prefixes and several words', async () => {
    const index = (await buildFacetIndex(db.database))!;
    expect(index.rankable).toBe(true);
    // The catalogue's most frequent lexemes alone, as prefixes, in pairs, a phrase and a triple, and texts as typed.
    const frequent = (
      await db.database.query<{ word: string }>(
        sql`SELECT word FROM ts_stat('SELECT search FROM products') ORDER BY ndoc DESC, word LIMIT 24`,
      )
    ).map((row) => row.word);
    const quoted = (word: string) => `'${word.replace(/'/g, "''")}'`;
    const built = [
      ...frequent.slice(0, 12).map(quoted),
      ...frequent.slice(0, 6).map((word) => `${quoted(word.slice(0, 3))}:*`),
      ...frequent.slice(0, 23).map((word, i) => `${quoted(word)} & ${quoted(frequent[i + 1]!)}`),
      ...frequent
        .slice(8, 20)
        .map((word, i) => `${quoted(word.slice(0, 4))}:* & ${quoted(frequent[i]!.slice(0, 2))}:*`),
      `${quoted(frequent[0]!)} <-> ${quoted(frequent[1]!)}`,
      `${quoted(frequent[2]!)} & ${quoted(frequent[9]!)} & ${quoted(frequent[17]!)}`,
      `${quoted(frequent[20]!)}:* & ${quoted(frequent[20]!)}`,
    ];
    const typed = await db.database.query<{ query: string }>(sql`SELECT q::text AS query FROM (VALUES
      (websearch_to_tsquery('shelfmark_search', 'large print')), (to_tsquery('shelfmark_search', 'larg:* & prin:*')),
      (websearch_to_tsquery('shelfmark_search', 'introduction to economics')),
      (to_tsquery('shelfmark_search', 'ma:* & st:* & th:*')),
      (websearch_to_tsquery('shelfmark_search', 'self-help study guide')),
      (websearch_to_tsquery('shelfmark_search', 'nosuchword history'))) AS v(q)`);
    const queries = [...built, ...typed.map((row) => row.query)];
    let mostRanks = 0;
    const all = Int32Array.from({ length: index.size }, (_, row) => row);
    for (const query of queries) {
      const parsed = parseTsquery(query);
      expect(parsed, query).toBeDefined();
      const ours = new Float32Array(index.size);
      tsRank(index.text, parsed!, all, ours);
      const theirs = await db.database.query<{ isbn13: string; rank: number }>(
        sql`SELECT isbn13, ts_rank(search, ${query}::tsquery)::float8 AS rank FROM products ORDER BY isbn13`,
      );
      expect(theirs.length).toBe(index.size);
      const differing = theirs.filter((row, i) => row.isbn13 !== index.isbns[i] || Number(row.rank) !== ours[i]);
      expect(differing.slice(0, 3), query).toEqual([]);
      mostRanks = Math.max(mostRanks, new Set(ours).size);
    }
    // Meaningful: products rank differently (positions and weights count), not just matched or not.
    expect(mostRanks).toBeGreaterThan(20);
  });

  it('SRCH-01 answers every page of a text search in relevance order from the index, without ranking in the database, the same as SQL', async () => {
    await buildFacetIndex(database);
    for (const [text, brand, filters, pageSize] of TEXTS) {
      const expected = await sqlOrder(text, brand, filters);
      expect(expected.length, text).toBeGreaterThan(0);
      const answered = await answeredOrder(text, brand, filters, pageSize);
      expect(answered.ranked, text).toBe(false);
      // Page 2 and the last page included: every page of the order.
      expect(answered.isbns, `${text} ${JSON.stringify(filters)}`).toEqual(expected);
    }
    // Texts the index leaves to the database, which ranks them: websearch operators, a letter outside ASCII.
    for (const text of ['history -war', 'hïstory']) {
      const answered = await answeredOrder(text, undefined, [], 20);
      expect(answered.isbns.length, text).toBeGreaterThan(0);
      expect(answered.ranked, text).toBe(true);
    }
    // A broad text's first page is not mere title order: relevance moved products.
    const study = await sqlOrder('study', undefined, []);
    const byTitle = await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products
      WHERE isbn13 IN (${sql.join(
        study.map((isbn) => sql`${isbn}`),
        sql`, `,
      )}) ORDER BY full_title, isbn13`);
    expect(study).not.toEqual(byTitle.map((row) => row.isbn13));
  });

  it('SRCH-01 ranks any page of any size in the index alone as a slice of the SQL order, the page lowest ranks cut among equals in title order', async () => {
    const index = (await buildFacetIndex(db.database))!;
    for (const [raw, brand, filters] of TEXTS) {
      const expected = await sqlOrder(raw, brand, filters);
      const { text } = await analyseText(db.database, raw);
      const matched = matchText(index, text)!;
      const indexFilters = { brand: brand ?? null, values: filters.map(([code, value]) => ({ code, value })) };
      for (const size of [1, 7, 20])
        for (const offset of [0, size, 3 * size, Math.max(0, expected.length - size)]) {
          const page = relevancePageWithIndex(index, text, indexFilters, matched, offset, size);
          expect(page, `${raw} ${offset} ${size}`).toEqual(expected.slice(offset, offset + size));
        }
    }
    // The k-th largest of values with many equal ones, as sorting them gives it.
    for (let k = 1; k <= 50; k += 7) {
      const values = Float64Array.from({ length: 200 }, (_, i) => (i * 37) % 11);
      const sorted = [...values].sort((a, b) => b - a);
      expect(kthLargest(values, k)).toBe(sorted[k - 1]);
    }
  });

  it('SRCH-01 ranks a changed catalogue in the database until the index is read again, then in the index, with the same page', async () => {
    await buildFacetIndex(database);
    const [book] = generateCatalogue({ books: 1, seed: 8181 }).products.filter((p) => p.brand === 'shelfmark');
    await db.database.db.insert(products).values({
      ...book!,
      isbn13: '9799999999941',
      code: '9799999999941@PRINT',
      isbn10: null,
      fullTitle: 'Study',
      authors: 'Ann Study',
    });
    try {
      // The index holds the catalogue before the book: the database ranks, and the exact title comes first.
      const stale = await answeredOrder('study', undefined, [], 20);
      expect(stale.ranked).toBe(true);
      expect(stale.isbns[0]).toBe('9799999999941');
      expect(stale.isbns).toEqual(await sqlOrder('study', undefined, []));
      await buildFacetIndex(database);
      const read = await answeredOrder('study', undefined, [], 20);
      expect(read.ranked).toBe(false);
      expect(read.isbns).toEqual(stale.isbns);
      // Renamed, it drops to its place by its author alone: the next answer, through the database, then the index.
      await db.database.query(sql`UPDATE products SET full_title = 'Quiet Waters' WHERE isbn13 = '9799999999941'`);
      const renamed = await answeredOrder('study', undefined, [], 20);
      expect(renamed.ranked).toBe(true);
      expect(renamed.isbns[0]).not.toBe('9799999999941');
      expect(renamed.isbns).toEqual(await sqlOrder('study', undefined, []));
      await buildFacetIndex(database);
      expect(await answeredOrder('study', undefined, [], 20)).toEqual({ ...renamed, ranked: false });
    } finally {
      await db.database.query(sql`DELETE FROM products WHERE isbn13 = '9799999999941'`);
    }
  });

  it('SRCH-01 two servers on one database, each ranking in its own index, answer the same relevance pages after a product changes', async () => {
    const url = process.env.SHELFMARK_TEST_DATABASE_URL;
    const name = db.dataDir.startsWith('postgres:') ? db.dataDir.slice('postgres:'.length) : null;
    const own =
      url && name
        ? await openDatabase({ databaseUrl: Object.assign(new URL(url), { pathname: `/${name}` }).toString() })
        : db.database;
    const secondStatements: string[] = [];
    const secondDatabase = recordingStatements(own, secondStatements);
    const second = await startTestServer(secondDatabase);
    try {
      const secondApi = second.clientFor(null);
      await buildFacetIndex(database);
      await buildFacetIndex(secondDatabase);
      const filters: Filter[] = [['mediaType', 'print']];
      const one = await answeredOrder('history', undefined, filters, 20);
      const two = await answeredOrder('history', undefined, filters, 20, secondApi, secondStatements);
      expect([one.ranked, two.ranked]).toEqual([false, false]);
      expect(two.isbns).toEqual(one.isbns);
      // The last product of the order becomes an exact title, written through the second server's connection.
      const last = one.isbns.at(-1)!;
      const [{ title }] = await db.database.query<{ title: string }>(
        sql`SELECT full_title AS title FROM products WHERE isbn13 = ${last}`,
      );
      await secondDatabase.query(sql`UPDATE products SET full_title = 'History' WHERE isbn13 = ${last}`);
      try {
        await buildFacetIndex(database);
        await buildFacetIndex(secondDatabase);
        const after = await answeredOrder('history', undefined, filters, 20);
        const afterTwo = await answeredOrder('history', undefined, filters, 20, secondApi, secondStatements);
        expect([after.ranked, afterTwo.ranked]).toEqual([false, false]);
        expect(after.isbns[0]).toBe(last);
        expect(afterTwo.isbns).toEqual(after.isbns);
        expect(after.isbns).toEqual(await sqlOrder('history', undefined, filters));
      } finally {
        await db.database.query(sql`UPDATE products SET full_title = ${title} WHERE isbn13 = ${last}`);
      }
    } finally {
      await second.close();
      if (url && name) await own.close();
    }
  });
});

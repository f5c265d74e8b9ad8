import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient, SearchResponse } from '@shelfmark/api-client';
import { products } from '../src/db/schema';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  buildFacetIndex,
  EXACT_TITLE,
  MATCHED_TITLE,
  matchText,
  pageThroughIndex,
} from '../src/products/search/facetIndex';
import { analyseText } from '../src/products/search/searchText';
import { readAheadSettled } from '../src/products/search/keptProducts';
import { RESULT_WINDOW } from '../src/products/search/keptResults';
import { generateCatalogue } from '../src/seed/generateCatalogue';
import { seedDatabase } from '../src/seed/seedDatabase';
import { openDatabase } from '../src/db/openDatabase';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * Searches keep their facet counts, first pages and the products shown until the catalogue changes
 * (search/keptResults.ts, search/keptProducts.ts, migrations/0009 and 0012). These tests compare every count of
 * such answers, first computed and then kept, with a count made directly in the database, and
 * prove that each kind of write to the catalogue shows in the very next answer.
 */

let db: FreshDatabase;
let server: TestServer;
let api: ApiClient;
let buyer: ApiClient;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  api = server.clientFor(null);
  buyer = server.clientFor('buyer@shelfmark.test');
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

type Filter = [code: string, value: string];
type Counts = Record<string, Record<string, number>>;

/** The condition of one selected facet value, written out here independently of the server. */
const condition = ([code, value]: Filter): SQL => {
  switch (code) {
    case 'mediaType':
      return sql`media_type = ${value}`;
    case 'productType':
      return sql`product_type = ${value}`;
    case 'bindingFormat':
      return sql`binding_format = ${value}`;
    case 'publicationYear':
      return sql`extract(year FROM publication_date)::int::text = ${value}`;
    case 'brand':
      return value === 'Thorndike' ? sql`brand = 'thorndike'` : sql`brand <> 'thorndike'`;
    case 'gradeLevel':
      return sql`grade_levels ? ${value}`;
    case 'discipline':
      return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(cat_discipline || non_ecomm_cat_discipline) d WHERE d->>'name' = ${value})`;
    default:
      throw new Error(`no condition for ${code}`);
  }
};

/** The condition of selected values: values of one facet with OR, facets with AND, written out here. */
const conditions = (filters: Filter[]): SQL[] => {
  const byCode = new Map<string, Filter[]>();
  for (const filter of filters) byCode.set(filter[0], [...(byCode.get(filter[0]) ?? []), filter]);
  return [...byCode.values()].map((values) => sql`(${sql.join(values.map(condition), sql` OR `)})`);
};

/** The total and every facet's counts over the products holding `filters`, counted directly. */
async function plainCounts(
  brand: string | undefined,
  filters: Filter[],
  only?: SQL,
): Promise<{ total: number; facets: Counts }> {
  const where = sql.join(
    [only ?? sql`true`, ...(brand ? [sql`brand = ${brand}`] : []), ...conditions(filters)],
    sql` AND `,
  );
  const rows = await db.database.query<{ code: string; value: string; n: number }>(sql`
    WITH m AS (SELECT * FROM products WHERE ${where})
    SELECT 'mediaType' AS code, media_type AS value, count(*)::int AS n FROM m WHERE media_type IS NOT NULL GROUP BY 2
    UNION ALL SELECT 'productType', product_type, count(*)::int FROM m WHERE product_type IS NOT NULL GROUP BY 2
    UNION ALL SELECT 'bindingFormat', binding_format, count(*)::int FROM m WHERE binding_format IS NOT NULL GROUP BY 2
    UNION ALL SELECT 'publicationYear', extract(year FROM publication_date)::int::text, count(*)::int FROM m WHERE publication_date IS NOT NULL GROUP BY 2
    UNION ALL SELECT 'brand', CASE WHEN brand = 'thorndike' THEN 'Thorndike' ELSE 'Shelfmark' END, count(*)::int FROM m GROUP BY 2
    UNION ALL SELECT 'gradeLevel', g, count(*)::int FROM m, jsonb_array_elements_text(grade_levels) g GROUP BY 2
    UNION ALL SELECT 'discipline', d->>'name', count(*)::int FROM m, jsonb_array_elements(cat_discipline || non_ecomm_cat_discipline) d GROUP BY 2
    UNION ALL SELECT '', '', count(*)::int FROM m`);
  const facets: Counts = {};
  for (const row of rows) if (row.code) (facets[row.code] ??= {})[row.value] = row.n;
  return { total: rows.find((row) => row.code === '')!.n, facets };
}

/**
 * The total and facet counts a search should answer, counted directly: the total over the products holding every
 * selection, each selected facet over those holding the other facets' selections (its selected values listed, 0 when
 * none is left), every other facet over the products holding every selection.
 */
async function directCounts(
  brand: string | undefined,
  filters: Filter[],
  only?: SQL,
): Promise<{ total: number; facets: Counts }> {
  const all = await plainCounts(brand, filters, only);
  for (const code of new Set(filters.map(([c]) => c))) {
    const without = await plainCounts(
      brand,
      filters.filter(([c]) => c !== code),
      only,
    );
    all.facets[code] = without.facets[code] ?? {};
    for (const [c, value] of filters) if (c === code) all.facets[code][value] ??= 0;
  }
  return all;
}

/** Every ISBN-13 a text search answers, read page by page through the API. */
async function allIsbns(text: string, brand: string | undefined): Promise<SQL[]> {
  const found: SQL[] = [];
  for (let page = 0; ; page++) {
    const answer = await api.products.search({ q: text, ...(brand ? { brand } : {}), page, pageSize: 100 });
    found.push(...answer.products.map((p) => sql`${p.isbn13}`));
    if (page + 1 >= answer.pagination.totalPages) return found;
  }
}

const answeredCounts = (answer: SearchResponse): Counts =>
  Object.fromEntries(answer.facets.map((f) => [f.code, Object.fromEntries(f.values.map((v) => [v.name, v.count]))]));

/** Each sort's order written out here (relevance without text is title order). */
const ORDERS = {
  'title-asc': sql`full_title ASC, isbn13 ASC`,
  'title-desc': sql`full_title DESC, isbn13 ASC`,
  'date-desc': sql`publication_date DESC NULLS LAST, full_title ASC, isbn13 ASC`,
  'date-asc': sql`publication_date ASC NULLS LAST, full_title ASC, isbn13 ASC`,
  'price-asc': sql`price ASC NULLS LAST, full_title ASC, isbn13 ASC`,
  'price-desc': sql`price DESC NULLS LAST, full_title ASC, isbn13 ASC`,
};

const q = (filters: Filter[], sort = 'relevance') => (filters.length ? `:${sort}:${filters.flat().join(':')}` : '');

async function expectDirectCounts(brand: string | undefined, filters: Filter[], sort?: string) {
  const answer = await api.products.search({ q: q(filters, sort), ...(brand ? { brand } : {}), pageSize: 5 });
  const direct = await directCounts(brand, filters);
  expect(answer.pagination.totalResults).toBe(direct.total);
  expect(answeredCounts(answer)).toEqual(direct.facets);
  return answer;
}

const SEARCHES: Array<[brand: string | undefined, filters: Filter[]]> = [
  [undefined, []],
  [undefined, [['mediaType', 'eBook']]],
  [undefined, [['brand', 'Thorndike']]],
  [undefined, [['gradeLevel', 'Higher Education']]],
  [
    undefined,
    [
      ['mediaType', 'print'],
      ['bindingFormat', 'Hardcover'],
    ],
  ],
  ['shelfmark', []],
  ['shelfmark', [['mediaType', 'print']]],
  ['thorndike', []],
  ['thorndike', [['bindingFormat', 'Hardcover Large Print']]],
  [
    'thorndike',
    [
      ['mediaType', 'print'],
      ['brand', 'Thorndike'],
    ],
  ],
];

/** Several values of one facet (OR), with values of other facets (AND). */
const MULTI_SELECT: Array<[brand: string | undefined, filters: Filter[]]> = [
  [
    undefined,
    [
      ['mediaType', 'eBook'],
      ['mediaType', 'print'],
    ],
  ],
  [
    undefined,
    [
      ['bindingFormat', 'Hardcover'],
      ['mediaType', 'print'],
      ['bindingFormat', 'Paperback'],
    ],
  ],
  [
    'shelfmark',
    [
      ['gradeLevel', 'Higher Education'],
      ['gradeLevel', '9-12'],
      ['mediaType', 'eBook'],
    ],
  ],
  [
    'thorndike',
    [
      ['bindingFormat', 'Hardcover Large Print'],
      ['bindingFormat', 'No Such Binding'],
      ['brand', 'Thorndike'],
    ],
  ],
];

describe('SRCH-01 facet counts kept until the catalogue changes', () => {
  it('SRCH-01 answers the same counts as a direct count, first computed and then kept, on both brands', async () => {
    for (const [brand, filters] of SEARCHES) {
      const first = await expectDirectCounts(brand, filters);
      expect(first.pagination.totalResults, JSON.stringify([brand, filters])).toBeGreaterThan(0);
      // The second answer comes from the kept counts; a different sort reuses them as well.
      const again = await expectDirectCounts(brand, filters);
      expect(again).toEqual(first);
      await expectDirectCounts(brand, filters, 'price-desc');
    }
    // A value of one facet narrows the others: a year and a discipline found in the answer.
    const all = await api.products.search({ q: '' });
    const year = all.facets.find((f) => f.code === 'publicationYear')!.values[0]!.name;
    const discipline = all.facets.find((f) => f.code === 'discipline')!.values[0]!.name;
    await expectDirectCounts(undefined, [['publicationYear', year]]);
    await expectDirectCounts('shelfmark', [['discipline', discipline]]);
    await expectDirectCounts('thorndike', [['publicationYear', year]]);
  });

  it("SRCH-01 answers a text search's total and every facet's counts over exactly the books it finds, on both brands", async () => {
    const searches: Array<[text: string, brand: string | undefined, filters: Filter[]]> = [
      ['history', undefined, []],
      ['the', undefined, []],
      ['introduction', undefined, [['mediaType', 'print']]],
      ['large print', 'thorndike', []],
      ['harbour', 'thorndike', [['brand', 'Thorndike']]],
      ['economics', 'shelfmark', [['gradeLevel', 'Higher Education']]],
    ];
    for (const [text, brand, filters] of searches) {
      const query = filters.length ? `${text}:relevance:${filters.flat().join(':')}` : text;
      const found: string[] = [];
      for (let page = 0; ; page++) {
        const answer = await api.products.search({ q: query, ...(brand ? { brand } : {}), page, pageSize: 100 });
        found.push(...answer.products.map((p) => p.isbn13));
        if (page + 1 >= answer.pagination.totalPages) break;
      }
      expect(found.length, query).toBeGreaterThan(0);
      const answer = await api.products.search({ q: query, ...(brand ? { brand } : {}) });
      // The text's own matches (brand included), and over them the selections counted directly.
      const direct = await directCounts(
        undefined,
        filters,
        sql`isbn13 IN (${sql.join(await allIsbns(text, brand), sql`, `)})`,
      );
      expect(answer.pagination.totalResults).toBe(found.length);
      expect(direct.total).toBe(found.length);
      expect(answeredCounts(answer)).toEqual(direct.facets);
    }
  });

  it('SRCH-01 combines values of one facet with OR and facets with AND, each facet counted with the other facets applied, with text and without, first computed and then kept', async () => {
    const year = (await api.products.search({ q: 'history' })).facets.find((f) => f.code === 'publicationYear')!.values;
    const searches: Array<[text: string, brand: string | undefined, filters: Filter[]]> = [
      ...MULTI_SELECT.map(([brand, filters]): [string, string | undefined, Filter[]] => ['', brand, filters]),
      [
        'history',
        undefined,
        [
          ['publicationYear', year[0]!.name],
          ['publicationYear', year[1]!.name],
        ],
      ],
      [
        'the',
        undefined,
        [
          ['mediaType', 'eBook'],
          ['mediaType', 'print'],
          ['gradeLevel', 'Higher Education'],
          ['gradeLevel', '9-12'],
          ['brand', 'Shelfmark'],
        ],
      ],
      [
        'large print',
        'thorndike',
        [
          ['bindingFormat', 'Hardcover Large Print'],
          ['bindingFormat', 'Paperback Large Print'],
        ],
      ],
    ];
    for (const [text, brand, filters] of searches) {
      const query = `${text}${q(filters)}`;
      const only = text ? sql`isbn13 IN (${sql.join(await allIsbns(text, brand), sql`, `)})` : undefined;
      const direct = await directCounts(brand, filters, only);
      expect(direct.total, query).toBeGreaterThan(0);
      for (const pass of ['first', 'kept']) {
        const answer = await api.products.search({ q: query, ...(brand ? { brand } : {}), pageSize: 100 });
        expect(answer.pagination.totalResults, `${pass} ${query}`).toBe(direct.total);
        expect(answeredCounts(answer), `${pass} ${query}`).toEqual(direct.facets);
        // Every selected value is ticked and has its breadcrumb.
        for (const [code, value] of filters)
          expect(answer.facets.find((f) => f.code === code)!.values.find((v) => v.name === value)!.selected).toBe(true);
        expect(answer.breadcrumbs.map((b) => [b.facetCode, b.facetValueName])).toEqual(filters);
      }
    }
  });

  it("SRCH-01 answers a broad text search's counts and pages the same when kept as when first computed", async () => {
    const searches: Array<[text: string, brand: string | undefined]> = [
      ['the', undefined],
      ['introduction to', undefined],
      ['large print', 'thorndike'],
      ['print', undefined],
    ];
    for (const [text, brand] of searches) {
      const ask = (sort: string, page: number) =>
        api.products.search({ q: `${text}:${sort}`, ...(brand ? { brand } : {}), page, pageSize: 20 });
      const first = [await ask('relevance', 0), await ask('date-desc', 1), await ask('title-asc', 2)];
      expect(first[0]!.pagination.totalResults, text).toBeGreaterThan(20);
      const again = [await ask('relevance', 0), await ask('date-desc', 1), await ask('title-asc', 2)];
      expect(again).toEqual(first);
      // The pages of a sort in the database's own order.
      const direct = await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products
        WHERE isbn13 IN (${sql.join(await allIsbns(text, brand), sql`, `)}) ORDER BY full_title ASC, isbn13 ASC LIMIT 20 OFFSET 40`);
      expect(again[2]!.products.map((p) => p.isbn13)).toEqual(direct.map((row) => row.isbn13));
    }
  });

  it('SRCH-01 shows a book added, renamed or removed in the next answer of a kept text search: counts and pages', async () => {
    const ask = () => api.products.search({ q: 'the:title-asc', pageSize: 10 });
    const expectDirect = async (answer: SearchResponse) => {
      const found = await allIsbns('the', undefined);
      const direct = await directCounts(undefined, [], sql`isbn13 IN (${sql.join(found, sql`, `)})`);
      expect(answer.pagination.totalResults).toBe(direct.total);
      expect(answeredCounts(answer)).toEqual(direct.facets);
    };
    const before = await ask();
    await ask(); // kept from here on
    const [book] = generateCatalogue({ books: 1, seed: 5151 }).products.filter((p) => p.brand === 'shelfmark');
    await db.database.db.insert(products).values({
      ...book!,
      isbn13: '9799999999989',
      code: '9799999999989@PRINT',
      isbn10: null,
      fullTitle: 'Aardvarks of the Veldt',
      name: 'Aardvarks of the Veldt',
    });
    const added = await ask();
    expect(added.pagination.totalResults).toBe(before.pagination.totalResults + 1);
    expect(added.products[0]!.isbn13).toBe('9799999999989');
    await expectDirect(added);

    await db.database.query(
      sql`UPDATE products SET full_title = 'Zebras at Dusk', description = 'Grazing herds.' WHERE isbn13 = '9799999999989'`,
    );
    const renamed = await ask();
    expect(renamed.pagination.totalResults).toBe(before.pagination.totalResults);
    expect(renamed.products.map((p) => p.isbn13)).toEqual(before.products.map((p) => p.isbn13));
    await expectDirect(renamed);

    await db.database.query(
      sql`UPDATE products SET full_title = 'Aardvarks of the Veldt' WHERE isbn13 = '9799999999989'`,
    );
    expect((await ask()).products[0]!.isbn13).toBe('9799999999989');
    await db.database.query(sql`DELETE FROM products WHERE isbn13 = '9799999999989'`);
    const removed = await ask();
    expect(removed).toEqual(before);
  });

  it('SRCH-01 reads the next page of a kept search ahead: that page then reads no products, and a price changed since shows', async () => {
    const pageSize = 5;
    const ask = (page: number) => api.products.search({ q: 'the:date-desc', pageSize, page });
    const { pagination } = await ask(0);
    // The last page whose ISBNs are kept: asking for it reads none ahead, so every product read is its own.
    const last = Math.min(pagination.totalPages, RESULT_WINDOW / pageSize) - 1;
    expect(last).toBeGreaterThan(1);
    // At most one read-ahead runs at a time: page 0's (of page 1) must be over, or the one of the last page is skipped.
    await readAheadSettled(db.database);
    const before = await ask(last - 1);
    await readAheadSettled(db.database);
    const select = vi.spyOn(db.database.db, 'select');
    const lastPage = await ask(last);
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
    expect(lastPage.products.length).toBeGreaterThan(0);
    expect(lastPage.products.map((p) => p.isbn13)).not.toEqual(before.products.map((p) => p.isbn13));
    // Prices are a signed-in buyer's (a visitor sees none, spec 001 §6), on the same kept page.
    const priced = (await buyer.products.search({ q: 'the:date-desc', pageSize, page: last })).products;
    const shown = priced.find((p) => p.price)!;
    await db.database.query(sql`UPDATE products SET price = price + 1 WHERE isbn13 = ${shown.isbn13}`);
    const after = (await buyer.products.search({ q: 'the:date-desc', pageSize, page: last })).products;
    expect(after.find((p) => p.isbn13 === shown.isbn13)!.price!.value).toBeCloseTo(shown.price!.value + 1, 2);
  });

  it("SRCH-01 reads a new search's page and the next page's products in one statement, so Next reads none", async () => {
    const { total } = await plainCounts(
      undefined,
      [['bindingFormat', 'Paperback']],
      sql`(search @@ to_tsquery('shelfmark_search', 'study:*') OR full_title ILIKE '%study%')`,
    );
    expect(total).toBeGreaterThan(3);
    // Two pages: the second is the last, so nothing is read ahead of it.
    const pageSize = Math.ceil(total / 2);
    const ask = (page: number) =>
      api.products.search({ q: 'study:price-desc:bindingFormat:Paperback', pageSize, page });
    await readAheadSettled(db.database);
    const select = vi.spyOn(db.database.db, 'select');
    try {
      const first = await ask(0);
      await readAheadSettled(db.database);
      expect(first.pagination.totalResults).toBe(total);
      expect(select).toHaveBeenCalledTimes(1);
      select.mockClear();
      const next = await ask(1);
      expect(select).not.toHaveBeenCalled();
      expect(next.products).toHaveLength(total - pageSize);
      expect(next.products.map((p) => p.isbn13)).not.toEqual(first.products.map((p) => p.isbn13));
    } finally {
      select.mockRestore();
    }
  });

  it('SRCH-01 shows a changed price, reference or catalogue detail of a product on a kept page in the next answer', async () => {
    // A signed-in buyer's answers: a visitor's carry no price (spec 001 §6).
    const ask = async () =>
      (await buyer.products.search({ q: 'the:title-asc:mediaType:print', pageSize: 10 })).products;
    await ask();
    const [first, second] = await ask(); // kept from here on
    await db.database.query(sql`UPDATE products SET price = price + 1 WHERE isbn13 = ${first!.isbn13}`);
    expect((await ask())[0]!.price!.value).toBeCloseTo(first!.price!.value + 1, 2);

    await db.database.query(
      sql`INSERT INTO product_references (source_isbn13, reference_type, target_isbn13) VALUES (${first!.isbn13}, 'NEWER_EDITION', ${second!.isbn13})`,
    );
    expect((await ask())[0]!.newEditionIsbn).toBe(second!.isbn13);
    await db.database.query(
      sql`DELETE FROM product_references WHERE source_isbn13 = ${first!.isbn13} AND reference_type = 'NEWER_EDITION'`,
    );
    expect((await ask())[0]!.newEditionIsbn).toBeUndefined();

    await db.database.query(
      sql`INSERT INTO product_catalogue_details (isbn13, audiences) VALUES (${first!.isbn13}, '["Academic"]'::jsonb)`,
    );
    expect((await ask())[0]!.audiences).toEqual(['Academic']);
    await db.database.query(sql`DELETE FROM product_catalogue_details WHERE isbn13 = ${first!.isbn13}`);
    await db.database.query(sql`UPDATE products SET price = price - 1 WHERE isbn13 = ${first!.isbn13}`);
    expect((await ask())[0]).toEqual(first);
  });

  it('SRCH-01 pages a search without text in the order of its sort, the same as sorting every match', async () => {
    const orders: Record<string, SQL> = {
      relevance: ORDERS['title-asc'],
      'title-desc': ORDERS['title-desc'],
      'date-asc': ORDERS['date-asc'],
      'price-desc': ORDERS['price-desc'],
    };
    for (const [sort, orderBy] of Object.entries(orders)) {
      for (const brand of [undefined, 'thorndike']) {
        const answer = await api.products.search({
          q: `:${sort}:mediaType:print`,
          ...(brand ? { brand } : {}),
          page: 2,
          pageSize: 7,
        });
        const expected = await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products
          WHERE media_type = 'print' ${brand ? sql`AND brand = ${brand}` : sql``} ORDER BY ${orderBy} LIMIT 7 OFFSET 14`);
        expect(answer.products.map((p) => p.isbn13)).toEqual(expected.map((row) => row.isbn13));
      }
    }
  });

  it("SRCH-01 shows a product added, changed or removed in the next answer's counts (no stale counts)", async () => {
    const before = await expectDirectCounts(undefined, [['mediaType', 'eBook']]);
    await expectDirectCounts('thorndike', []);
    const eBooks = before.pagination.totalResults;

    // An import adds a Thorndike eBook, written straight into the table as any import would be.
    const [book] = generateCatalogue({ books: 1, seed: 4242 }).products.filter((p) => p.brand === 'thorndike');
    await db.database.db
      .insert(products)
      .values({ ...book!, isbn13: '9799999999996', code: '9799999999996@EBOOK', isbn10: null, mediaType: 'eBook' });
    const added = await expectDirectCounts(undefined, [['mediaType', 'eBook']]);
    expect(added.pagination.totalResults).toBe(eBooks + 1);
    await expectDirectCounts('thorndike', []);

    // It becomes a print book: one eBook fewer, and the print count has it.
    await db.database.query(sql`UPDATE products SET media_type = 'print' WHERE isbn13 = '9799999999996'`);
    expect((await expectDirectCounts(undefined, [['mediaType', 'eBook']])).pagination.totalResults).toBe(eBooks);
    await expectDirectCounts(undefined, [['mediaType', 'print']]);

    // Removed again: the counts are those of the start.
    await db.database.query(sql`DELETE FROM products WHERE isbn13 = '9799999999996'`);
    const removed = await expectDirectCounts(undefined, [['mediaType', 'eBook']]);
    expect(answeredCounts(removed)).toEqual(answeredCounts(before));
  });

  it("SRCH-01 shows a catalogue seeded anew in the next answer's counts", async () => {
    const before = await expectDirectCounts(undefined, []);
    await expectDirectCounts('thorndike', [['bindingFormat', 'Hardcover Large Print']]);
    await seedDatabase(db.database, { books: 200 });
    const after = await expectDirectCounts(undefined, []);
    expect(after.pagination.totalResults).toBeLessThan(before.pagination.totalResults);
    await expectDirectCounts('thorndike', [['bindingFormat', 'Hardcover Large Print']]);
  });
});

describe('SRCH-01 facet counts over the facet index', () => {
  const dialect = new PgDialect();

  /** The statements the server ran while `ask` ran. */
  async function statementsOf<T>(ask: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const query = vi.spyOn(db.database, 'query');
    try {
      const result = await ask();
      return { result, statements: query.mock.calls.map(([statement]) => dialect.sqlToQuery(statement).sql) };
    } finally {
      query.mockRestore();
    }
  }
  /** The database's own counting groups by each facet; the index's matching statement does not. */
  const counted = (statements: string[]) => statements.some((text) => /group by/i.test(text));

  /** Every ISBN-13 a search answers, with its total, facets and the statements its first page ran. */
  async function searchThroughIndex(text: string, brand: string | undefined, filters: Filter[]) {
    const query = `${text}${q(filters)}`;
    const { result: answer, statements } = await statementsOf(() =>
      api.products.search({ q: query, ...(brand ? { brand } : {}), pageSize: 100 }),
    );
    const found = answer.products.map((p) => p.isbn13);
    for (let page = 1; page < answer.pagination.totalPages; page++) {
      found.push(
        ...(await api.products.search({ q: query, ...(brand ? { brand } : {}), page, pageSize: 100 })).products.map(
          (p) => p.isbn13,
        ),
      );
    }
    return { answer, found, statements };
  }

  it('SRCH-01 counts a search without text through the index exactly as a direct count, without a statement to count', async () => {
    // A write replaces the catalogue version, so nothing kept answers; the index is then read for the catalogue as it is.
    await db.database.query(sql`UPDATE products SET price = price WHERE isbn13 = (SELECT min(isbn13) FROM products)`);
    const index = await buildFacetIndex(db.database);
    const [{ n }] = await db.database.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    expect(index?.size).toBe(n);

    for (const [brand, filters] of [...SEARCHES, ...MULTI_SELECT]) {
      const { answer, statements } = await searchThroughIndex('', brand, filters);
      // Values of every facet, many-valued ones (grade level, discipline) included, are matched and counted here.
      expect(counted(statements), JSON.stringify([brand, filters])).toBe(false);
      const direct = await directCounts(brand, filters);
      expect(answer.pagination.totalResults).toBe(direct.total);
      expect(answeredCounts(answer)).toEqual(direct.facets);
    }
    // A year and the second brand's binding, read from the answers, through the index too.
    const all = await api.products.search({ q: '' });
    const year = all.facets.find((f) => f.code === 'publicationYear')!.values[0]!.name;
    for (const [brand, filters] of [
      ['thorndike', [['publicationYear', year]]],
      [
        undefined,
        [
          ['publicationYear', year],
          ['brand', 'Shelfmark'],
        ],
      ],
    ] as Array<[string | undefined, Filter[]]>) {
      const { answer, statements } = await searchThroughIndex('', brand, filters);
      expect(counted(statements)).toBe(false);
      const direct = await directCounts(brand, filters);
      expect(direct.total, JSON.stringify([brand, filters])).toBeGreaterThan(0);
      expect(answer.pagination.totalResults).toBe(direct.total);
      expect(answeredCounts(answer)).toEqual(direct.facets);
    }
    // A text's matches are found and counted in the index too; one with websearch operators is the database's.
    expect(counted((await searchThroughIndex('history', undefined, [])).statements)).toBe(false);
    expect(counted((await searchThroughIndex('history -war', undefined, [])).statements)).toBe(true);
  });

  /** The text's match written out here: every word as a prefix of a lexeme, or the text inside the title. */
  const textCondition = (text: string): SQL =>
    sql`(search @@ to_tsquery('shelfmark_search', ${text
      .split(/\s+/)
      .map((w) => `${w}:*`)
      .join(' & ')}) OR full_title ILIKE ${`%${text}%`})`;

  /** The statements, total and counts of a search, checked against direct counts; its first page's ISBN-13s. */
  async function expectIndexed(text: string, brand: string | undefined, filters: Filter[], api2 = api) {
    const query = `${text}${q(filters)}`;
    const { result: answer, statements } = await statementsOf(() =>
      api2.products.search({ q: query, ...(brand ? { brand } : {}), pageSize: 5 }),
    );
    const direct = await directCounts(brand, filters, textCondition(text));
    expect(answer.pagination.totalResults, query).toBe(direct.total);
    expect(answeredCounts(answer), query).toEqual(direct.facets);
    return { answer, statements, direct };
  }

  const BROAD: Array<[text: string, brand: string | undefined, filters: Filter[]]> = [
    ['the', undefined, []],
    ['history', undefined, []],
    ['intr', undefined, [['mediaType', 'print']]],
    ['ighthous', undefined, []],
    ['large print', 'thorndike', []],
    ...MULTI_SELECT.map(([brand, filters]): [string, string | undefined, Filter[]] => ['the', brand, filters]),
    [
      'introduction to',
      undefined,
      [
        ['gradeLevel', 'Higher Education'],
        ['gradeLevel', '9-12'],
        ['discipline', 'Science'],
        ['discipline', 'History'],
      ],
    ],
  ];

  it('SRCH-01 matches and counts broad text searches in the search index exactly as a direct count, multi-select too, with no statement to count, and pages each sort in the database order', async () => {
    await db.database.query(sql`UPDATE products SET price = price WHERE isbn13 = (SELECT min(isbn13) FROM products)`);
    await buildFacetIndex(db.database);
    for (const [text, brand, filters] of BROAD) {
      const { statements, direct } = await expectIndexed(text, brand, filters);
      expect(direct.total, text).toBeGreaterThan(0);
      expect(counted(statements), text).toBe(false);
    }
    // A text in most titles: counted as the whole catalogue's counts less those of the products it does not match.
    const [{ size }] = await db.database.query<{ size: number }>(sql`SELECT count(*)::int AS size FROM products`);
    const sizes = await Promise.all(
      ['e', 'a', 'o', 'i', 'r', 'n', 's', 't'].map(async (text) => {
        const [{ n }] = await db.database.query<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM products WHERE ${textCondition(text)}`,
        );
        return { text, n };
      }),
    );
    const most = sizes.find(({ n }) => n * 2 > size && n < size);
    expect(most, JSON.stringify(sizes)).toBeDefined();
    const { statements, direct } = await expectIndexed(most!.text, undefined, []);
    expect(direct.total).toBe(most!.n);
    expect(counted(statements)).toBe(false);
    for (const sort of ['title-desc', 'price-asc', 'date-desc'] as const) {
      const orderBy = ORDERS[sort];
      for (const [text, brand, filters] of BROAD.slice(0, 6)) {
        const answer = await api.products.search({
          q: `${text}:${sort}${filters.length ? `:${filters.flat().join(':')}` : ''}`,
          ...(brand ? { brand } : {}),
          page: 2,
          pageSize: 7,
        });
        const expected = await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products
          WHERE ${sql.join([textCondition(text), ...(brand ? [sql`brand = ${brand}`] : []), ...conditions(filters)], sql` AND `)}
          ORDER BY ${orderBy} LIMIT 7 OFFSET 14`);
        expect(
          answer.products.map((p) => p.isbn13),
          `${text} ${sort}`,
        ).toEqual(expected.map((row) => row.isbn13));
      }
    }
  });

  it("SRCH-01 finds a text inside titles through the titles' words exactly as ILIKE does: inside a word, across words and punctuation, a whole title", async () => {
    await db.database.query(sql`UPDATE products SET price = price WHERE isbn13 = (SELECT min(isbn13) FROM products)`);
    const index = (await buildFacetIndex(db.database))!;
    const titles = await db.database.query<{ title: string }>(
      sql`SELECT DISTINCT lower(full_title) AS title FROM products WHERE full_title ~ '[^A-Za-z0-9 ]' ORDER BY 1 LIMIT 12`,
    );
    expect(titles.length).toBe(12);
    const needles = [
      ...titles.flatMap(({ title }) => [
        title,
        title.slice(1, -1),
        title.slice(2, 9),
        title.slice(Math.max(0, title.search(/[^a-z0-9]/) - 2), title.search(/[^a-z0-9]/) + 3),
      ]),
      'ighthous',
      "'s ",
      ': a',
      ' of the ',
      'e',
      'zq',
      'the quiet',
    ];
    let checked = 0;
    for (const raw of needles) {
      const { text } = await analyseText(db.database, raw);
      const match = text.kind === 'words' ? matchText(index, text) : undefined;
      if (!match || text.kind !== 'words') continue;
      checked++;
      const pattern = `%${text.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const expected = await db.database.query<{ isbn13: string; exact: boolean }>(sql`SELECT isbn13,
        lower(full_title) = ${text.text.toLowerCase()} AS exact FROM products WHERE full_title ILIKE ${pattern} ORDER BY isbn13`);
      const found = Array.from(match.rows)
        .filter((row) => match.flags[row]! & MATCHED_TITLE)
        .map((row) => ({ isbn13: index.isbns[row]!, exact: (match.flags[row]! & EXACT_TITLE) !== 0 }));
      expect(found, raw).toEqual(expected.map(({ isbn13, exact }) => ({ isbn13, exact })));
      if (raw === titles[0]!.title) expect(found.some((product) => product.exact)).toBe(true);
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it("SRCH-01 pages every sort of a narrow text by its products' places and of a broad one by walking the order, both in the database order", async () => {
    await db.database.query(sql`UPDATE products SET price = price WHERE isbn13 = (SELECT min(isbn13) FROM products)`);
    const index = (await buildFacetIndex(db.database))!;
    const sizeOf = async (text: string, filters: Filter[]) =>
      (
        await db.database.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products
          WHERE ${sql.join([textCondition(text), ...conditions(filters)], sql` AND `)}`)
      )[0]!.n;
    // One product in 16 is where a page stops walking the order and picks the products' places instead: the
    // catalogue's words of both kinds as it holds them now (other tests change it), alone and with a facet value.
    const terms = await db.database.query<{ term: string }>(sql`SELECT term FROM search_terms
      WHERE term ~ '^[a-z]{4,}$' ORDER BY documents DESC, term LIMIT 60`);
    const sized = await Promise.all(
      terms.flatMap(({ term }) =>
        ([[], [['mediaType', 'print']]] as Filter[][]).map(async (filters) => ({
          text: term,
          filters,
          n: await sizeOf(term, filters),
        })),
      ),
    );
    const narrow = sized.filter(({ n }) => n >= 6 && n * 16 < index.size).slice(0, 4);
    const broad = sized.filter(({ n }) => n * 16 >= index.size).slice(0, 4);
    expect(narrow.length, JSON.stringify(sized)).toBe(4);
    expect(broad.length, JSON.stringify(sized)).toBe(4);
    for (const { text, filters, n } of [...narrow, ...broad]) {
      const { text: analysed } = await analyseText(db.database, text);
      const match = matchText(index, analysed)!;
      const indexFilters = { brand: null, values: filters.map(([code, value]) => ({ code, value })) };
      for (const [sort, orderBy] of Object.entries(ORDERS) as Array<[keyof typeof ORDERS, SQL]>) {
        const expected = await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products
          WHERE ${sql.join([textCondition(text), ...conditions(filters)], sql` AND `)} ORDER BY ${orderBy}`);
        for (const [offset, size] of [
          [0, 3],
          [3, 3],
          [n - 2, 3],
        ] as const) {
          const page = pageThroughIndex(index, sort, analysed, indexFilters, match, offset, size);
          expect(page, `${text} ${sort} ${offset}`).toEqual(
            expected.slice(offset, offset + size).map((row) => row.isbn13),
          );
        }
      }
    }
  });

  it('SRCH-01 counts a text search over a catalogue changed since the index was read in the database, then in the index read again, exactly', async () => {
    await buildFacetIndex(db.database);
    const filters: Filter[] = [
      ['mediaType', 'print'],
      ['mediaType', 'eBook'],
    ];
    const before = await expectIndexed('history', undefined, filters);
    const [book] = generateCatalogue({ books: 1, seed: 7171 }).products.filter((p) => p.brand === 'shelfmark');
    await db.database.db.insert(products).values({
      ...book!,
      isbn13: '9799999999965',
      code: '9799999999965@PRINT',
      isbn10: null,
      fullTitle: 'Zyzzyva: A History',
      mediaType: 'eBook',
    });
    const added = await expectIndexed('history', undefined, filters);
    expect(counted(added.statements)).toBe(true);
    expect(added.answer.pagination.totalResults).toBe(before.answer.pagination.totalResults + 1);
    await buildFacetIndex(db.database);
    const again = await expectIndexed('histor', undefined, filters);
    expect(counted(again.statements)).toBe(false);
    expect(again.answer.pagination.totalResults).toBeGreaterThanOrEqual(added.answer.pagination.totalResults);
    await db.database.query(sql`DELETE FROM products WHERE isbn13 = '9799999999965'`);
    expect((await expectIndexed('history', undefined, filters)).answer.pagination.totalResults).toBe(
      before.answer.pagination.totalResults,
    );
  });

  it('SRCH-01 two servers on one database, each with its own index and kept counts, answer the same exact counts after a product changes', async () => {
    // A second server process: its own connection (PostgreSQL) and its own memory (index, kept results).
    const url = process.env.SHELFMARK_TEST_DATABASE_URL;
    const name = db.dataDir.startsWith('postgres:') ? db.dataDir.slice('postgres:'.length) : null;
    const secondDatabase =
      url && name
        ? await openDatabase({ databaseUrl: Object.assign(new URL(url), { pathname: `/${name}` }).toString() })
        : (Object.create(db.database) as typeof db.database);
    const second = await startTestServer(secondDatabase);
    try {
      const secondApi = second.clientFor(null);
      const filters: Filter[] = [
        ['bindingFormat', 'Hardcover'],
        ['bindingFormat', 'Paperback'],
      ];
      await buildFacetIndex(db.database);
      await buildFacetIndex(secondDatabase);
      const first = await expectIndexed('the', undefined, filters);
      expect(counted(first.statements)).toBe(false);
      expect((await expectIndexed('the', undefined, filters, secondApi)).answer.facets).toEqual(first.answer.facets);
      const [changed] = await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products
        WHERE ${textCondition('the')} AND binding_format = 'Hardcover' ORDER BY isbn13 LIMIT 1`);
      // Written through the second server's connection; both answer the catalogue as it is now.
      await secondDatabase.query(
        sql`UPDATE products SET binding_format = 'Paperback' WHERE isbn13 = ${changed!.isbn13}`,
      );
      const one = await expectIndexed('the', undefined, filters);
      const two = await expectIndexed('the', undefined, filters, secondApi);
      expect(two.answer.facets).toEqual(one.answer.facets);
      expect(answeredCounts(one.answer)['bindingFormat']!['Hardcover']).toBe(
        first.direct.facets['bindingFormat']!['Hardcover']! - 1,
      );
      await db.database.query(sql`UPDATE products SET binding_format = 'Hardcover' WHERE isbn13 = ${changed!.isbn13}`);
    } finally {
      await second.close();
      if (url && name) await secondDatabase.close();
    }
  });

  it('SRCH-01 never counts over an index of an older catalogue: a book added shows in the next answer, and in the index once it is read again', async () => {
    await buildFacetIndex(db.database);
    const before = await searchThroughIndex('', undefined, [['mediaType', 'eBook']]);
    expect(counted(before.statements)).toBe(false);

    const [book] = generateCatalogue({ books: 1, seed: 6161 }).products.filter((p) => p.brand === 'thorndike');
    await db.database.db
      .insert(products)
      .values({ ...book!, isbn13: '9799999999972', code: '9799999999972@EBOOK', isbn10: null, mediaType: 'eBook' });
    // The index holds the catalogue before the book: the database counts this answer.
    const added = await searchThroughIndex('', undefined, [['mediaType', 'eBook']]);
    expect(counted(added.statements)).toBe(true);
    expect(added.answer.pagination.totalResults).toBe(before.answer.pagination.totalResults + 1);

    // Read again, the index has the book: a search not asked before counts it without the database counting.
    await buildFacetIndex(db.database);
    const filters: Filter[] = [
      ['mediaType', 'eBook'],
      ['brand', 'Thorndike'],
    ];
    const after = await searchThroughIndex('', 'thorndike', filters);
    expect(counted(after.statements)).toBe(false);
    expect(after.found).toContain('9799999999972');
    const direct = await directCounts('thorndike', filters);
    expect(after.answer.pagination.totalResults).toBe(direct.total);
    expect(answeredCounts(after.answer)).toEqual(direct.facets);

    await db.database.query(sql`DELETE FROM products WHERE isbn13 = '9799999999972'`);
    const removed = await searchThroughIndex('', undefined, [['mediaType', 'eBook']]);
    expect(removed.answer.pagination.totalResults).toBe(before.answer.pagination.totalResults);
    expect(answeredCounts(removed.answer)).toEqual(answeredCounts(before.answer));
  });
});

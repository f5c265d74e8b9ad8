import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isbn13To10, searchResponseSchema, type ApiClient, type SearchResponse } from '@shelfmark/api-client';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

let db: FreshDatabase;
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  api = server.clientFor(null);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

const count = async (where: ReturnType<typeof sql>) =>
  (await db.database.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE ${where}`))[0]!.n;

const facet = (answer: SearchResponse, code: string) => answer.facets.find((f) => f.code === code);

describe('SRCH-01 search', () => {
  it('finds the demo title by its words and ranks it first', async () => {
    const answer = await api.products.search({ q: DEMO_TITLE.title });
    expect(answer.products[0]!.fullTitle).toBe(DEMO_TITLE.title);
    expect(answer.freeTextSearch).toBe(DEMO_TITLE.title);
    expect(answer.products[0]!.imagesDAM).toEqual({
      small: `/images/covers/${DEMO_TITLE.isbn13}.svg?w=125`,
      large: `/images/covers/${DEMO_TITLE.isbn13}.svg?w=216`,
    });
  });

  it('finds a book by its ISBN-13, dashed or not, and by its ISBN-10', async () => {
    const dashed = `${DEMO_TITLE_THORNDIKE.isbn13.slice(0, 3)}-${DEMO_TITLE_THORNDIKE.isbn13.slice(3)}`;
    for (const q of [DEMO_TITLE_THORNDIKE.isbn13, dashed, isbn13To10(DEMO_TITLE_THORNDIKE.isbn13)!]) {
      const answer = await api.products.search({ q });
      expect(answer.pagination.totalResults).toBe(1);
      expect(answer.products[0]!.isbn13).toBe(DEMO_TITLE_THORNDIKE.isbn13);
    }
  });

  it('ranks the print edition of a title before its ebook edition', async () => {
    const answer = await api.products.search({ q: 'lighthouse keeper', pageSize: 2 });
    expect(answer.products.map((p) => [p.fullTitle, p.mediaType])).toEqual([
      [DEMO_TITLE.title, 'print'],
      [DEMO_TITLE.title, 'eBook'],
    ]);
  });

  it('matches partial words as prefixes', async () => {
    const answer = await api.products.search({ q: 'lighthou almana' });
    expect(answer.products.map((p) => p.fullTitle)).toContain(DEMO_TITLE.title);
  });

  it('SRCH-01 leaves out every product with a word written after a minus', async () => {
    const both = await count(sql`search @@ to_tsquery('shelfmark_search', 'print & romance')`);
    expect(both).toBeGreaterThan(0);
    const answer = await api.products.search({ q: 'print -romance', pageSize: 100 });
    expect(answer.pagination.totalResults).toBeGreaterThan(0);
    expect(answer.pagination.totalResults).toBe(
      await count(sql`search @@ to_tsquery('shelfmark_search', 'print & !romance')`),
    );
    expect(answer.products.some((p) => /romance/i.test(`${p.fullTitle} ${p.description ?? ''} ${p.genre ?? ''}`))).toBe(
      false,
    );
  });

  it('answers facet counts that add up to the filtered set and match the database', async () => {
    const answer = searchResponseSchema.parse(await api.products.search({ q: 'economics', pageSize: 5 }));
    const total = answer.pagination.totalResults;
    expect(total).toBeGreaterThan(5);
    expect(total).toBeGreaterThanOrEqual(await count(sql`full_title ILIKE '%economics%'`));
    const formats = facet(answer, 'mediaType')!;
    expect(formats.name).toBe('Format');
    expect(formats.values.reduce((sum, v) => sum + v.count, 0)).toBe(total);
    expect(answer.facets.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Format', 'Product Type', 'Publication Year', 'Brand', 'Binding']),
    );
    expect(new Set(answer.facets.map((f) => f.code)).size).toBe(answer.facets.length);

    const all = await api.products.search({ pageSize: 1 });
    expect(all.pagination.totalResults).toBe(await count(sql`true`));
    const printCount = facet(all, 'mediaType')!.values.find((v) => v.name === 'print')!.count;
    expect(printCount).toBe(await count(sql`media_type = 'print'`));
    const brand = facet(all, 'brand')!.values;
    expect(brand.find((v) => v.name === 'Thorndike')!.count).toBe(await count(sql`brand = 'thorndike'`));
  });

  it('filters by a facet value through q and offers its breadcrumb', async () => {
    const all = await api.products.search({ q: 'economics' });
    const ebook = facet(all, 'mediaType')!.values.find((v) => v.name === 'eBook')!;
    expect(ebook.query.query.value).toBe('economics:relevance:mediaType:eBook');
    const filtered = await api.products.search({ q: ebook.query.query.value });
    expect(filtered.pagination.totalResults).toBe(ebook.count);
    expect(filtered.products.every((p) => p.mediaType === 'eBook')).toBe(true);
    // The format facet is counted without its own selection: every format stays offered, eBook ticked, and ticking
    // print adds it (OR) to the q.
    expect(facet(filtered, 'mediaType')!.values.map((v) => [v.name, v.count, v.selected])).toEqual(
      facet(all, 'mediaType')!.values.map((v) => [v.name, v.count, v.name === 'eBook']),
    );
    const print = facet(filtered, 'mediaType')!.values.find((v) => v.name === 'print')!;
    expect(print.query.query.value).toBe('economics:relevance:mediaType:eBook:mediaType:print');
    const both = await api.products.search({ q: print.query.query.value });
    expect(both.pagination.totalResults).toBe(ebook.count + print.count);
    expect(both.breadcrumbs.map((b) => b.facetValueName)).toEqual(['eBook', 'print']);
    expect(filtered.breadcrumbs).toEqual([
      expect.objectContaining({
        facetName: 'Format',
        facetValueName: 'eBook',
        removeQuery: { query: { value: 'economics:relevance' } },
      }),
    ]);
  });

  it('SRCH-01 counts and filters the many-valued Grade Level and Discipline facets', async () => {
    const all = await api.products.search({ q: '' });
    const grades = facet(all, 'gradeLevel')!;
    expect(grades.name).toBe('Grade Level');
    const higher = grades.values.find((v) => v.name === 'Higher Education')!;
    expect(higher.count).toBe(await count(sql`grade_levels @> '["Higher Education"]'::jsonb`));
    const narrowed = await api.products.search({ q: higher.query.query.value, pageSize: 50 });
    expect(narrowed.pagination.totalResults).toBe(higher.count);
    expect(narrowed.products.every((p) => p.gradeLevels?.includes('Higher Education'))).toBe(true);

    const disciplines = facet(all, 'discipline')!;
    expect(disciplines.name).toBe('Discipline');
    const first = disciplines.values[0]!;
    const withIt = await count(sql`cat_discipline @> ${JSON.stringify([{ name: first.name }])}::jsonb
      OR non_ecomm_cat_discipline @> ${JSON.stringify([{ name: first.name }])}::jsonb`);
    expect(first.count).toBe(withIt);
    const byDiscipline = await api.products.search({ q: first.query.query.value });
    expect(byDiscipline.pagination.totalResults).toBe(withIt);
    expect(byDiscipline.breadcrumbs).toEqual([
      expect.objectContaining({ facetName: 'Discipline', facetValueName: first.name }),
    ]);
  });

  it('restricts to a brand', async () => {
    const answer = await api.products.search({ brand: 'thorndike', pageSize: 50 });
    expect(answer.pagination.totalResults).toBe(await count(sql`brand = 'thorndike'`));
    expect(answer.products.every((p) => p.brand === 'thorndike')).toBe(true);
  });

  it('honours sort, page and pageSize', async () => {
    const byTitle = await api.products.search({ q: 'history', sort: 'title-asc', pageSize: 10 });
    const titles = byTitle.products.map((p) => p.fullTitle);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(byTitle.sorts.find((s) => s.selected)!.code).toBe('title-asc');

    const firstPage = await api.products.search({ q: 'history', sort: 'title-asc', pageSize: 5, page: 0 });
    const secondPage = await api.products.search({ q: 'history', sort: 'title-asc', pageSize: 5, page: 1 });
    expect(firstPage.products.map((p) => p.isbn13)).toEqual(byTitle.products.slice(0, 5).map((p) => p.isbn13));
    expect(secondPage.products.map((p) => p.isbn13)).toEqual(byTitle.products.slice(5, 10).map((p) => p.isbn13));
    expect(secondPage.pagination).toMatchObject({
      currentPage: 1,
      pageSize: 5,
      totalPages: Math.ceil(byTitle.pagination.totalResults / 5),
    });

    const newest = await api.products.search({ q: 'history', sort: 'date-desc', pageSize: 20 });
    const dates = newest.products.map((p) => p.publicationDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    // Prices are for a signed-in buyer (a visitor sees none); titles sold through reps show none either.
    const cheapest = await server
      .clientFor('buyer@shelfmark.test')
      .products.search({ q: 'history:price-asc', pageSize: 20 });
    const prices = cheapest.products.filter((p) => p.entitlement?.priceShown).map((p) => p.price!.value);
    expect(prices.length).toBeGreaterThanOrEqual(10);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers an empty page past the end, with the true total', async () => {
    const answer = await api.products.search({ q: DEMO_TITLE.title, page: 500 });
    expect(answer.products).toEqual([]);
    expect(answer.pagination.totalResults).toBeGreaterThan(0);
  });

  it('answers 400 naming the field for a page size above 100 or an unknown facet', async () => {
    const tooBig = await failure(api.products.search({ pageSize: 101 }));
    expect(tooBig.status).toBe(400);
    expect(tooBig.fieldErrors).toHaveProperty('pageSize');
    const unknown = await failure(api.products.search({ q: 'history:relevance:colour:red' }));
    expect(unknown.status).toBe(400);
    expect(unknown.fieldErrors).toHaveProperty('q');
  });
});

describe('GET /api/products/code', () => {
  it('looks a product up by ISBN-13, by product code and by ISBN-10', async () => {
    for (const productCode of [DEMO_TITLE.isbn13, DEMO_TITLE.code, isbn13To10(DEMO_TITLE.isbn13)!]) {
      const product = await api.products.byCode({ productCode });
      expect(product.fullTitle).toBe(DEMO_TITLE.title);
      expect(product.code).toBe(DEMO_TITLE.code);
    }
  });

  it('answers the print edition with its ebook edition as OTHER_FORMAT and similar titles', async () => {
    const product = await api.products.byCode({ productCode: DEMO_TITLE.isbn13 });
    const other = product.productReferences!.find((r) => r.referenceType === 'OTHER_FORMAT')!;
    const ebook = await api.products.byCode({ productCode: other.target.isbn13 });
    expect(ebook.mediaType).toBe('eBook');
    expect(ebook.productReferences!.find((r) => r.referenceType === 'OTHER_FORMAT')!.target.isbn13).toBe(
      DEMO_TITLE.isbn13,
    );
    expect(product.relatedProducts!.length).toBeGreaterThan(0);
  });

  it('links an older edition to its newer one (NEWER_EDITION)', async () => {
    const [pair] = await db.database.query<{ source: string; target: string }>(sql`
      SELECT source_isbn13 AS source, target_isbn13 AS target FROM product_references WHERE reference_type = 'NEWER_EDITION' LIMIT 1`);
    const older = await api.products.byCode({ productCode: pair!.source });
    expect(older.newEditionIsbn).toBe(pair!.target);
  });

  it('answers 404 Product not found. for an unknown ISBN and 400 for something that is no ISBN', async () => {
    const unknown = await failure(api.products.byCode({ productCode: '9780000000000' }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('Product not found.');
    const malformed = await failure(api.products.byCode({ productCode: 'not-an-isbn' }));
    expect(malformed.status).toBe(400);
    expect(malformed.fieldErrors).toHaveProperty('productCode');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeIsbn13, isbn13To10, type ApiClient } from '@shelfmark/api-client';
import { products } from '../src/db/schema';
import { generateCatalogue } from '../src/seed/generateCatalogue';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * Search forgives typing: a mistyped word finds what the right one finds and the answer
 * says "Did you mean"; ISBN-10s and dashed ISBNs find their title; accents are ignored both ways;
 * words match as prefixes while the user types; an exact title or ISBN comes first.
 */

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

const [template] = generateCatalogue({ books: 1, seed: 1818 }).products.filter(
  (p) => p.brand === 'shelfmark' && p.mediaType === 'print',
);
let nextBody = 990_000_000;

/** Adds a first-brand print book to the catalogue, written straight into the table as an import would; returns its ISBN-13. */
async function addBook(fields: Partial<typeof products.$inferInsert>): Promise<string> {
  const isbn13 = completeIsbn13(`979${String(nextBody++).slice(0, 9)}`);
  await db.database.db
    .insert(products)
    .values({ ...template!, isbn13, code: `${isbn13}@PRINT`, isbn10: null, ...fields });
  return isbn13;
}
const removeBook = (isbn13: string) => db.database.db.delete(products).where(eq(products.isbn13, isbn13));

const isbns = (answer: { products: { isbn13: string }[] }) => answer.products.map((p) => p.isbn13);

describe('SRCH-01 forgiving search', () => {
  it('SRCH-01 finds history titles for "histroy" and offers "Did you mean history?"', async () => {
    const right = await api.products.search({ q: 'history', pageSize: 20 });
    expect(right.pagination.totalResults).toBeGreaterThan(0);
    expect(right.suggestion).toBeUndefined();

    const typo = await api.products.search({ q: 'histroy', pageSize: 20 });
    expect(typo.suggestion).toBe('history');
    expect(typo.freeTextSearch).toBe('histroy');
    expect(typo.pagination.totalResults).toBe(right.pagination.totalResults);
    expect(isbns(typo)).toEqual(isbns(right));
    expect(typo.products.every((p) => /history/i.test(`${p.fullTitle} ${p.description ?? ''} ${p.genre ?? ''}`))).toBe(
      true,
    );
  });

  it('SRCH-01 corrects only the mistyped word and keeps the facets chosen', async () => {
    const typo = await api.products.search({ q: 'canadian histroy:relevance:mediaType:print', pageSize: 50 });
    expect(typo.suggestion).toBe('canadian history');
    const right = await api.products.search({ q: 'canadian history:relevance:mediaType:print', pageSize: 50 });
    expect(typo.pagination.totalResults).toBe(right.pagination.totalResults);
    expect(typo.pagination.totalResults).toBeGreaterThan(0);
    expect(typo.products.every((p) => p.mediaType === 'print')).toBe(true);
    // The answer's links keep the text as typed.
    expect(typo.breadcrumbs[0]!.removeQuery.query.value).toBe('canadian histroy:relevance');
  });

  it('SRCH-01 offers "Did you mean" when the text as typed finds little, and shows what it found', async () => {
    const misprint = await addBook({ fullTitle: 'A Histroy of Misprints', name: 'A Histroy of Misprints' });
    try {
      const answer = await api.products.search({ q: 'histroy' });
      expect(isbns(answer)).toEqual([misprint]);
      expect(answer.suggestion).toBe('history');
    } finally {
      await removeBook(misprint);
    }
  });

  it('SRCH-01 learns a new word with the catalogue and forgets it when its last book goes', async () => {
    const book = await addBook({ fullTitle: 'The Zanzibarian Chronicle', name: 'The Zanzibarian Chronicle' });
    const found = await api.products.search({ q: 'zanzibarain chronicle' });
    expect(found.suggestion).toBe('zanzibarian chronicle');
    expect(isbns(found)).toEqual([book]);

    await db.database.query(sql`UPDATE products SET full_title = 'The Quillwortian Chronicle' WHERE isbn13 = ${book}`);
    const renamed = await api.products.search({ q: 'zanzibarain' });
    expect(renamed.pagination.totalResults).toBe(0);
    expect(renamed.suggestion).toBeUndefined();
    expect((await api.products.search({ q: 'quillwortain' })).suggestion).toBe('quillwortian');

    await removeBook(book);
    const gone = await api.products.search({ q: 'quillwortain' });
    expect(gone.pagination.totalResults).toBe(0);
    expect(gone.suggestion).toBeUndefined();
  });

  it('SRCH-01 finds a title by its ISBN-10, dashed or not, and by its dashed ISBN-13, alone and first', async () => {
    const isbn13 = DEMO_TITLE_THORNDIKE.isbn13;
    const isbn10 = isbn13To10(isbn13)!;
    const queries = [
      isbn10,
      `${isbn10.slice(0, 1)}-${isbn10.slice(1, 4)}-${isbn10.slice(4, 9)}-${isbn10.slice(9)}`,
      `${isbn13.slice(0, 3)}-${isbn13.slice(3, 4)}-${isbn13.slice(4, 6)}-${isbn13.slice(6, 12)}-${isbn13.slice(12)}`,
      `${isbn13.slice(0, 3)} ${isbn13.slice(3)}`,
    ];
    for (const q of queries) {
      const answer = await api.products.search({ q });
      expect(isbns(answer), q).toEqual([isbn13]);
      expect(answer.suggestion).toBeUndefined();
    }
  });

  it('SRCH-01 finds a book by its ISBN-10 when the catalogue has only its ISBN-13', async () => {
    const isbn13 = completeIsbn13('978999000001');
    await db.database.db.insert(products).values({
      ...template!,
      isbn13,
      code: `${isbn13}@PRINT`,
      isbn10: null,
      fullTitle: 'Tidal Atlas',
      name: 'Tidal Atlas',
    });
    try {
      expect(isbns(await api.products.search({ q: isbn13To10(isbn13)! }))).toEqual([isbn13]);
    } finally {
      await removeBook(isbn13);
    }
  });

  it('SRCH-01 finds an author and a title with or without their accents', async () => {
    const book = await addBook({
      fullTitle: 'Café Society in Łódź',
      name: 'Café Society in Łódź',
      authors: 'Zoë Brontë-Ibáñez',
      authorLastName: 'Brontë-Ibáñez',
    });
    const plain = await addBook({
      fullTitle: 'Saltmarsh Ledgers',
      name: 'Saltmarsh Ledgers',
      authors: 'Soren Kierkegard',
    });
    try {
      for (const q of ['zoe bronte ibanez', 'Zoë Brontë', 'ZOE IBANEZ', 'cafe society lodz']) {
        expect(isbns(await api.products.search({ q })), q).toContain(book);
      }
      expect(isbns(await api.products.search({ q: 'Søren Kierkegård' }))).toContain(plain);
    } finally {
      await removeBook(book);
      await removeBook(plain);
    }
  });

  it('SRCH-01 finds a title from the first letters of its words, as the user types them', async () => {
    const typed = ['lighth', 'lighthouse kee', "lighthouse keeper's alm", 'the lighthouse keeper almanac'];
    for (const q of typed) {
      const answer = await api.products.search({ q, pageSize: 100 });
      expect(
        answer.products.map((p) => p.fullTitle),
        q,
      ).toContain(DEMO_TITLE.title);
      expect(answer.suggestion, q).toBeUndefined();
    }
    const authors = await api.products.search({ q: 'okonk', pageSize: 5 });
    expect(authors.products.length).toBeGreaterThan(0);
    expect(authors.products.every((p) => /okonk/i.test(p.clAuthorsNames ?? ''))).toBe(true);
  });

  it('SRCH-01 ranks an exact title first, before titles that only contain its words', async () => {
    const exact = await addBook({ fullTitle: 'History', name: 'History' });
    try {
      for (const q of ['history', 'History', 'HISTORY']) {
        const answer = await api.products.search({ q, pageSize: 5 });
        expect(answer.pagination.totalResults).toBeGreaterThan(5);
        expect(answer.products[0]!.isbn13, q).toBe(exact);
      }
      const demo = await api.products.search({ q: DEMO_TITLE.title.toLowerCase(), pageSize: 5 });
      expect(demo.products[0]!.fullTitle).toBe(DEMO_TITLE.title);
    } finally {
      await removeBook(exact);
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@shelfmark/api-client';
import type { Database } from '../src/db/openDatabase';
import { buildFacetIndex } from '../src/products/search/facetIndex';
import { suggestFromTerms, suggestText } from '../src/products/search/searchSuggestion';
import { wordsOf } from '../src/products/search/searchText';
import { freshDatabase, recordingStatements, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * "Did you mean" is answered from the catalogue's words read into the search index (search/searchSuggestion.ts,
 * suggestFromTerms) while the index holds the catalogue version, and from `search_terms`' trigram index otherwise:
 * these tests show that both give the same suggestion for the same words, and that a mistyped search then reads
 * neither `search_terms` nor its corrected text in a statement of its own.
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

/** One-edit and two-edit misspellings of a word, and the word's own start, each deterministic. */
function misspellings(word: string): string[] {
  const at = Math.floor(word.length / 2);
  return [
    word,
    word.slice(0, 4),
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    word.slice(0, at) + 'x' + word.slice(at + 1),
    word.slice(0, at) + word[at] + word.slice(at),
    word.slice(0, 1) + 'q' + word.slice(2, at) + word.slice(at + 1),
    `${word}s`,
    `${word.slice(0, -1)}1`,
  ];
}

describe('SRCH-01 "Did you mean" from the search index', () => {
  it('SRCH-01 suggests, for every catalogue word mistyped in eight ways, what the trigram query on search_terms suggests', async () => {
    const index = await buildFacetIndex(db.database);
    expect(index).toBeDefined();
    const terms = (await db.database.query<{ term: string }>(sql`SELECT term FROM search_terms ORDER BY term`)).map(
      (row) => row.term,
    );
    expect(index!.terms.terms).toEqual(terms);
    const words = [
      ...new Set([
        ...terms.filter((term) => /^[a-z]{4,}$/.test(term)).flatMap(misspellings),
        'zzzz',
        'qwertyuiop',
        '2019',
        'abc',
      ]),
    ];
    expect(words.length).toBeGreaterThan(500);
    // Fifty words to a text: the database corrects a text's words in one statement, each word on its own.
    const texts = words.flatMap((_, i) => (i % 50 === 0 ? [words.slice(i, i + 50).join(' ')] : []));
    const fromIndex = texts.map((text) =>
      suggestFromTerms(
        index!.terms,
        text,
        wordsOf(text).map((word) => word.toLowerCase()),
      ),
    );
    const fromDatabase = await Promise.all(texts.map((text) => suggestText(db.database, text, wordsOf(text))));
    expect(fromIndex).toEqual(fromDatabase);
    // The comparison covers corrections as well as words left alone.
    const answered = fromDatabase.flatMap((text, i) => (text ?? texts[i]!).split(' '));
    const corrected = answered.filter((word, i) => word !== words[i]).length;
    expect(corrected).toBeGreaterThan(200);
    expect(words.length - corrected).toBeGreaterThan(200);
  });

  it('SRCH-01 answers a mistyped search with its "Did you mean" text without reading search_terms, its text and the correction analysed in one statement', async () => {
    await buildFacetIndex(database);
    const right = await api.products.search({ q: 'history', pageSize: 10 });
    statements.length = 0;
    const typo = await api.products.search({ q: 'histroy', pageSize: 10 });
    expect(typo.suggestion).toBe('history');
    expect(typo.freeTextSearch).toBe('histroy');
    expect(typo.pagination.totalResults).toBe(right.pagination.totalResults);
    expect(typo.products.map((p) => p.isbn13)).toEqual(right.products.map((p) => p.isbn13));
    expect(statements.filter((text) => /search_terms/.test(text))).toEqual([]);
    expect(statements.filter((text) => /websearch_to_tsquery/.test(text))).toHaveLength(1);
  });
});

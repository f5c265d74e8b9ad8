import { sql, type SQL } from 'drizzle-orm';
import { isbn10To13 } from '@shelfmark/api-client/schemas';
import type { Database } from '../../db/openDatabase';

/**
 * The free text of a search, read once per request: an ISBN, nothing (browse), no word (finds nothing), or words. Words are
 * matched with the `shelfmark_search` text search configuration (migrations/0010: English stems,
 * accents folded, so "Garcia Marquez" finds "García Márquez"), every word also as a prefix ("lighth"
 * finds Lighthouse), and the title as a substring (pg_trgm). The tsqueries are built by the
 * database in the same statement that reads the catalogue version, so one round trip gives both.
 */
export type SearchText =
  | { kind: 'all' }
  /** A text with no letter or digit (`😀`, `%`, `_`): it names nothing, so it finds nothing. */
  | { kind: 'none' }
  | { kind: 'isbn'; isbn13: string }
  | {
      kind: 'words';
      /** The text as typed, trimmed. */
      text: string;
      /** The words (letters and digits) in order, as typed. */
      words: string[];
      /** `websearch_to_tsquery` of the text (quotes, `or`, `-word`), or null when only stop words. */
      web: string | null;
      /** Every meaningful word as a prefix, all required, or null when only stop words. */
      prefix: string | null;
      /** The text uses websearch operators, so the prefix query (which ignores them) is not a match. */
      operators: boolean;
      /** Each word as the catalogue's words are kept (`lower(unaccent(word))`), for "Did you mean". */
      folded: string[];
    };

/** What one analysis round trip answers: the text and the catalogue version it was read with. */
export interface AnalysedText {
  text: SearchText;
  /** The catalogue version (migrations/0009) at the time of reading, or null when the table is missing. */
  version: string | null;
  /** The second text asked for (analyseText's `also`), analysed in the same statement. */
  also?: { raw: string; text: SearchText };
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Quotes, a ` or ` between words, or a word excluded with a leading minus. */
const hasOperators = (text: string) => /"|(^|\s)-[\p{L}\p{N}]|\s+or\s+/iu.test(text);

/** An ISBN-13, or an ISBN-10 as its ISBN-13, when the text is one (dashes and spaces ignored). */
export function isbnOfText(text: string): string | null {
  const compact = text.replace(/[-\s]/g, '');
  if (/^\d{13}$/.test(compact)) return compact;
  if (/^\d{9}[\dXx]$/.test(compact)) return isbn10To13(compact.toUpperCase());
  return null;
}

/** The words of a text, as typed (letters and digits only). */
export const wordsOf = (text: string): string[] => text.normalize('NFC').match(WORD) ?? [];

/** The `to_tsquery` source of the prefix match: every meaningful word as a prefix, all required. */
function prefixSource(words: string[]): string {
  const meaningful = words.length > 1 ? words.filter((w) => w.length > 1) : words;
  return (meaningful.length ? meaningful : words).map((w) => `${w.toLowerCase()}:*`).join(' & ');
}

/** What the database answers for one text: its two tsqueries and its words folded (a JSON array). */
const analysis = (text: string, words: string[]) => sql`websearch_to_tsquery('shelfmark_search', ${text})::text AS web,
  to_tsquery('shelfmark_search', ${prefixSource(words)})::text AS prefix,
  (SELECT json_agg(lower(unaccent(w)) ORDER BY i)::text FROM unnest(ARRAY[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]) WITH ORDINALITY AS u(w, i)) AS folded`;

type AnalysisRow = { token: string | null; web: string; prefix: string; folded: string | null };

const wordsText = (text: string, words: string[], row: Omit<AnalysisRow, 'token'>): SearchText => ({
  kind: 'words',
  text,
  words,
  web: row.web || null,
  prefix: row.prefix || null,
  operators: hasOperators(text),
  folded: JSON.parse(row.folded ?? '[]') as string[],
});

/**
 * Reads the text and the catalogue version in one statement; with `also`, a second text of words (the "Did you mean"
 * text a search may need next) in the same statement.
 */
export async function analyseText(database: Database, raw: string, also?: string): Promise<AnalysedText> {
  const text = raw.trim();
  const isbn13 = isbnOfText(text);
  const words = wordsOf(text);
  if (isbn13 || words.length === 0) {
    const [row] = await database.query<{ token: string }>(sql`SELECT token FROM catalogue_version`);
    const kind: SearchText = isbn13 ? { kind: 'isbn', isbn13 } : text ? { kind: 'none' } : { kind: 'all' };
    return { text: kind, version: row?.token ?? null };
  }
  const second = also?.trim();
  const secondWords = second && !isbnOfText(second) ? wordsOf(second) : [];
  const [row] = await database.query<AnalysisRow & { second: string | null }>(sql`
    SELECT (SELECT token FROM catalogue_version) AS token, a.*, ${
      secondWords.length
        ? sql`(SELECT row_to_json(b)::text FROM (SELECT ${analysis(second!, secondWords)}) b)`
        : sql`null`
    } AS second
    FROM (SELECT ${analysis(text, words)}) a`);
  const analysed: AnalysedText = {
    text: wordsText(text, words, row ?? { web: '', prefix: '', folded: null }),
    version: row?.token ?? null,
  };
  if (row?.second) {
    const { web, prefix, folded } = JSON.parse(row.second) as Record<'web' | 'prefix' | 'folded', string | null>;
    analysed.also = {
      raw: second!,
      text: wordsText(second!, secondWords, { web: web ?? '', prefix: prefix ?? '', folded }),
    };
  }
  return analysed;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE condition and the relevance of the text (0 for all products). */
export function textMatch(text: SearchText): { where: SQL; rank: SQL } {
  if (text.kind === 'all') return { where: sql`true`, rank: sql`0` };
  if (text.kind === 'none') return { where: sql`false`, rank: sql`0` };
  if (text.kind === 'isbn') return { where: sql`p.isbn13 = ${text.isbn13}`, rank: sql`1` };
  const substring = `%${escapeLike(text.text)}%`;
  const matches: SQL[] = [];
  const ranks: SQL[] = [];
  // Plain words: the prefix query finds everything the websearch query finds (a word is a prefix of
  // itself), so one index scan is enough; the websearch query only adds to the rank of whole words.
  // With operators (quotes, or, -word) only the websearch query keeps their meaning.
  const tsMatch = text.operators ? text.web : (text.prefix ?? text.web);
  if (tsMatch) matches.push(sql`p.search @@ ${tsMatch}::tsquery`);
  matches.push(sql`p.full_title ILIKE ${substring}`);
  if (text.web) ranks.push(sql`ts_rank(p.search, ${text.web}::tsquery)`);
  if (text.prefix && !text.operators) ranks.push(sql`ts_rank(p.search, ${text.prefix}::tsquery)`);
  ranks.push(sql`CASE WHEN lower(p.full_title) = ${text.text.toLowerCase()} THEN 10 ELSE 0 END`);
  ranks.push(sql`CASE WHEN p.full_title ILIKE ${substring} THEN 1 ELSE 0 END`);
  return { where: sql`(${sql.join(matches, sql` OR `)})`, rank: sql`(${sql.join(ranks, sql` + `)})` };
}

/** The same text for every spelling of it: the key its kept results are filed under. */
export function textKey(text: SearchText): string {
  if (text.kind === 'all') return '';
  if (text.kind === 'none') return 'none';
  if (text.kind === 'isbn') return `isbn:${text.isbn13}`;
  return `words:${text.text.toLowerCase().replace(/\s+/g, ' ')}`;
}

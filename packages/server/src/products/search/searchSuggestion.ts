import { sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase';

/**
 * "Did you mean": the text with each mistyped word replaced by the nearest word of the catalogue.
 * The catalogue's words and how many products have each are in `search_terms`, which triggers keep
 * in step with products (migrations/0010_forgiving_search.sql); the nearest words come from its
 * trigram index, and the edit distance decides.
 */

/** Words shorter than this are never corrected (too many neighbours one edit away). */
const MIN_LENGTH = 4;
/** Candidates read per word, nearest by trigrams first. */
const CANDIDATES = 12;
/** A known word is replaced only by one this many times more common (a rare spelling of a common word). */
const MORE_COMMON = 20;

/** Edits to turn `a` into `b`: insert, delete, substitute, or swap two neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The most edits allowed for a word of this length. */
const allowedEdits = (length: number) => (length <= 5 ? 1 : 2);

type LexiconRow = {
  i: number;
  folded: string;
  own: number;
  prefixOf: boolean;
  term: string | null;
  documents: number | null;
};

/** The nearest catalogue word for each word, or null; words are looked up without accents, in lower case. */
async function corrections(database: Database, words: string[]): Promise<(string | null)[]> {
  const rows = await database.query<LexiconRow>(sql`
    SELECT w.i::int AS i, f.folded, coalesce(own.documents, 0)::int AS own,
      EXISTS (SELECT 1 FROM search_terms s WHERE s.term > f.folded AND s.term < f.folded || chr(1114111)) AS "prefixOf",
      c.term, c.documents
    FROM unnest(ARRAY[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) WITH ORDINALITY AS w(word, i)
    CROSS JOIN LATERAL (SELECT lower(unaccent(w.word)) COLLATE "C" AS folded) f
    LEFT JOIN search_terms own ON own.term = f.folded
    LEFT JOIN LATERAL (
      SELECT s.term, s.documents FROM search_terms s WHERE s.term <> f.folded ORDER BY s.term <-> f.folded LIMIT ${CANDIDATES}
    ) c ON true`);
  return words.map((_, index) => {
    const mine = rows.filter((row) => row.i === index + 1);
    const first = mine[0];
    if (!first || first.folded.length < MIN_LENGTH || /^\d+$/.test(first.folded)) return null;
    // A word the catalogue has, or the start of one (the user is still typing), stays unless a far
    // more common word is one edit away.
    const own = first.own;
    if (own === 0 && first.prefixOf) return null;
    let best: { term: string; distance: number; documents: number } | null = null;
    for (const row of mine) {
      if (row.term === null || row.documents === null) continue;
      const distance = editDistance(first.folded, row.term);
      if (distance > allowedEdits(first.folded.length)) continue;
      if (own > 0 && (distance > 1 || row.documents < own * MORE_COMMON)) continue;
      if (!best || distance < best.distance || (distance === best.distance && row.documents > best.documents)) {
        best = { term: row.term, distance, documents: row.documents };
      }
    }
    return best?.term ?? null;
  });
}

/**
 * The text with its mistyped words replaced, or null when every word looks right. The rest of the
 * text (quotes, `or`, `-word`, spacing) is kept; a replaced word is in the catalogue's lower case.
 */
export async function suggestText(database: Database, text: string, words: string[]): Promise<string | null> {
  if (words.length === 0) return null;
  const fixed = await corrections(database, words);
  if (fixed.every((word) => word === null)) return null;
  let index = 0;
  return text.normalize('NFC').replace(/[\p{L}\p{N}]+/gu, (word) => fixed[index++] ?? word);
}

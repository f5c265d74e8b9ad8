import { sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase';
import { compareCodePoints, lowerBound } from './relevance';

/**
 * "Did you mean": the text with each mistyped word replaced by the nearest word of the catalogue.
 * The catalogue's words and how many products have each are in `search_terms`, which triggers keep
 * in step with products (migrations/0010_forgiving_search.sql); the nearest words by trigram distance
 * (pg_trgm's `<->`) are the candidates, and the edit distance decides. The candidates come from the
 * table's trigram index (suggestText), or from the same words read into the search index (SuggestionTerms,
 * suggestFromTerms): the same words, distances and order, so the same suggestion.
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

/** A catalogue word near the one typed: the word and how many products have it. */
interface Candidate {
  term: string;
  documents: number;
}

/** What deciding one word's correction needs to know of the catalogue's words. */
interface WordFacts {
  /** The word as the catalogue's words are kept: `lower(unaccent(word))`. */
  folded: string;
  /** How many products have the word itself (0: not a catalogue word). */
  own: number;
  /** A longer catalogue word starts with it (the user may still be typing). */
  prefixOf: boolean;
  /** The CANDIDATES other words nearest by trigram distance, nearest first, ties in code point order. */
  candidates: Candidate[];
}

/** The catalogue word to put in place of the word, or null to keep it. */
function correctionOf(facts: WordFacts): string | null {
  const { folded, own } = facts;
  if (folded.length < MIN_LENGTH || /^\d+$/.test(folded)) return null;
  // A word the catalogue has, or the start of one (the user is still typing), stays unless a far
  // more common word is one edit away.
  if (own === 0 && facts.prefixOf) return null;
  let best: { term: string; distance: number; documents: number } | null = null;
  for (const { term, documents } of facts.candidates) {
    const distance = editDistance(folded, term);
    if (distance > allowedEdits(folded.length)) continue;
    if (own > 0 && (distance > 1 || documents < own * MORE_COMMON)) continue;
    if (!best || distance < best.distance || (distance === best.distance && documents > best.documents)) {
      best = { term, distance, documents };
    }
  }
  return best?.term ?? null;
}

/** The text with the words corrected, or null when none is. */
function corrected(text: string, fixed: (string | null)[]): string | null {
  if (fixed.every((word) => word === null)) return null;
  let index = 0;
  return text.normalize('NFC').replace(/[\p{L}\p{N}]+/gu, (word) => fixed[index++] ?? word);
}

type LexiconRow = {
  i: number;
  folded: string;
  own: number;
  prefixOf: boolean;
  term: string | null;
  documents: number | null;
};

/** The correction of each word, or null, from `search_terms` (its trigram index gives the nearest words). */
async function corrections(database: Database, words: string[]): Promise<(string | null)[]> {
  // Ties of trigram distance in the column's "C" order, so the candidates do not depend on the plan.
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
      SELECT s.term, s.documents, s.term <-> f.folded AS distance FROM search_terms s WHERE s.term <> f.folded
      ORDER BY distance, s.term LIMIT ${CANDIDATES}
    ) c ON true
    ORDER BY w.i, c.distance, c.term`);
  return words.map((_, index) => {
    const mine = rows.filter((row) => row.i === index + 1);
    const first = mine[0];
    if (!first) return null;
    const candidates = mine.flatMap((row) =>
      row.term === null || row.documents === null ? [] : [{ term: row.term, documents: row.documents }],
    );
    return correctionOf({ folded: first.folded, own: first.own, prefixOf: first.prefixOf, candidates });
  });
}

/**
 * The text with its mistyped words replaced, or null when every word looks right. The rest of the
 * text (quotes, `or`, `-word`, spacing) is kept; a replaced word is in the catalogue's lower case.
 */
export async function suggestText(database: Database, text: string, words: string[]): Promise<string | null> {
  if (words.length === 0) return null;
  return corrected(text, await corrections(database, words));
}

/**
 * `search_terms` read into memory with the search index (one snapshot, one catalogue version): each word in code
 * point order with how many products have it and its trigrams as pg_trgm's `show_trgm` gives them (in the
 * database's own locale), and for each trigram the words that have it.
 */
export interface SuggestionTerms {
  terms: string[];
  documents: Int32Array;
  /** How many distinct trigrams each word has. */
  trigramCounts: Int32Array;
  /** The words (their places in `terms`) having each trigram. */
  byTrigram: Map<string, Int32Array>;
}

/** Reads `[term, documents, show_trgm(term)]` rows, in code point order of the terms. */
export function suggestionTerms(
  rows: ReadonlyArray<[term: string, documents: number, trigrams: string[]]>,
): SuggestionTerms {
  const lists = new Map<string, number[]>();
  const trigramCounts = new Int32Array(rows.length);
  rows.forEach(([, , trigrams], id) => {
    trigramCounts[id] = trigrams.length;
    for (const trigram of trigrams) {
      let list = lists.get(trigram);
      if (!list) lists.set(trigram, (list = []));
      list.push(id);
    }
  });
  return {
    terms: rows.map(([term]) => term),
    documents: Int32Array.from(rows, ([, documents]) => documents),
    trigramCounts,
    byTrigram: new Map([...lists].map(([trigram, ids]) => [trigram, Int32Array.from(ids)])),
  };
}

/** A folded word whose pg_trgm trigrams do not depend on the database's locale: ASCII lower-case letters and digits. */
const PLAIN_WORD = /^[a-z0-9]+$/;

/** pg_trgm's trigrams of a PLAIN_WORD: the word padded with two spaces before and one after, each 3 characters, once. */
function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= padded.length; at++) trigrams.add(padded.slice(at, at + 3));
  return [...trigrams];
}

/**
 * The CANDIDATES words nearest `folded` (itself excluded) as `ORDER BY term <-> folded, term` gives them: pg_trgm's
 * distance is `1 - similarity` in float4, similarity the trigrams shared over the trigrams of either (float4).
 */
function nearestTerms(terms: SuggestionTerms, folded: string): Candidate[] {
  const mine = trigramsOf(folded);
  const shared = new Map<number, number>();
  for (const trigram of mine)
    for (const id of terms.byTrigram.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
  const near: Array<{ id: number; distance: number }> = [];
  for (const [id, count] of shared) {
    if (terms.terms[id] === folded) continue;
    const similarity = Math.fround(count / (mine.length + terms.trigramCounts[id]! - count));
    near.push({ id, distance: Math.fround(1 - similarity) });
  }
  near.sort((a, b) => a.distance - b.distance || compareCodePoints(terms.terms[a.id]!, terms.terms[b.id]!));
  const ids = near.slice(0, CANDIDATES).map(({ id }) => id);
  // Fewer words share a trigram than asked: the rest are at distance 1, in code point order.
  for (let id = 0; ids.length < CANDIDATES && id < terms.terms.length; id++)
    if (!shared.has(id) && terms.terms[id] !== folded) ids.push(id);
  return ids.map((id) => ({ term: terms.terms[id]!, documents: terms.documents[id]! }));
}

/**
 * suggestText over the words in memory: `folded` is each word as the database folds it (`lower(unaccent(word))`).
 * Undefined when a folded word is not plain ASCII letters and digits (its trigrams depend on the database's locale):
 * then the database suggests.
 */
export function suggestFromTerms(
  terms: SuggestionTerms,
  text: string,
  folded: readonly string[],
): string | null | undefined {
  if (folded.length === 0) return null;
  if (!folded.every((word) => PLAIN_WORD.test(word))) return undefined;
  const fixed = folded.map((word) => {
    const at = lowerBound(terms.terms, word);
    const own = terms.terms[at] === word ? terms.documents[at]! : 0;
    const next = terms.terms[own > 0 ? at + 1 : at];
    // `term > word AND term < word || chr(1114111)`: a longer word starting with it.
    const prefixOf = next !== undefined && next.length > word.length && next.startsWith(word);
    return correctionOf({ folded: word, own, prefixOf, candidates: nearestTerms(terms, word) });
  });
  return corrected(text, fixed);
}

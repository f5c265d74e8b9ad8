/**
 * A text's relevance in the search index, the same number the database computes (searchText.ts's textMatch):
 *
 *   ts_rank(search, web) + ts_rank(search, prefix) + (lower(title) = text ? 10 : 0) + (title ILIKE %text% ? 1 : 0)
 *
 * ordered `rank DESC, full_title ASC, isbn13 ASC` (searchOrder.ts). `ts_rank` is PostgreSQL's calc_rank
 * (src/backend/utils/adt/tsrank.c) with its default weights and no normalisation, reproduced here step by step in
 * single precision where the C code computes in `float` (Math.fround) and in double where it does, so the index and
 * the database order the same products the same way; `search-relevance.test.ts` compares both pages on PGlite and on
 * PostgreSQL. Types: `float4 + float4` is a float4, adding an integer then gives a float8 (PostgreSQL's operator
 * resolution prefers float8 for the integer), so the total is a double.
 */

/** setweight's D, C, B, A (WordEntryPos weight codes 0–3) as tsrank.c's `float` defaults. */
const WEIGHTS = Float32Array.of(0.1, 0.2, 0.4, 1.0);
/** A position's 14 bits; the 2 bits above them are the weight (WordEntryPos). */
const POSITION_BITS = 0x3fff;
export const WEIGHT_SHIFT = 14;
/** tsrank.c divides each lexeme's sum by the limit of Σ 1/i². */
const ZETA_2 = 1.64493406685;

/** word_distance(): the weight of two words `w` positions apart, a float4 (1e-30 beyond 100). */
const DISTANCE = Float32Array.from(
  { length: 101 },
  (_, w) => 1.0 / (1.005 + 0.05 * Math.exp(Math.fround(w) / 1.5 - 2)),
);
const wordDistance = (w: number): number => (w > 100 ? Math.fround(1e-30) : DISTANCE[w]!);

/** One lexeme of a tsquery: a whole lexeme or a prefix (`'histori':*`). */
export interface QueryItem {
  lexeme: string;
  prefix: boolean;
}

/**
 * A tsquery as calc_rank reads it: its lexemes sorted by byte (shorter first on a tie) and without duplicates, and
 * whether its top operator is AND or a phrase (then calc_rank_and, which falls back on calc_rank_or for fewer than two
 * lexemes). Undefined for an OR or a NOT (texts with operators, which the index leaves to the database) or a lexeme with
 * a weight restriction.
 */
export interface RankQuery {
  items: QueryItem[];
  and: boolean;
}

export function parseTsquery(text: string): RankQuery | undefined {
  const item = /\s*'((?:[^']|'')*)'(:\*)?/y;
  const operator = /\s*(&|<(?:-|\d+)>)/y;
  const items: QueryItem[] = [];
  let at = 0;
  for (;;) {
    while (text[at] === ' ' || text[at] === '(') at++;
    item.lastIndex = at;
    const match = item.exec(text);
    if (!match) return undefined;
    items.push({ lexeme: match[1]!.replace(/''/g, "'"), prefix: match[2] !== undefined });
    at = item.lastIndex;
    while (text[at] === ' ' || text[at] === ')') at++;
    if (at >= text.length) break;
    operator.lastIndex = at;
    if (!operator.exec(text)) return undefined;
    at = operator.lastIndex;
  }
  // SortAndUniqItems: tsCompareString (memcmp, then length), duplicates (prefix or not) kept once.
  const sorted = [...items].sort((a, b) => compareCodePoints(a.lexeme, b.lexeme));
  const unique = sorted.filter((x, i) => i === 0 || x.lexeme !== sorted[i - 1]!.lexeme);
  return { items: unique, and: items.length > 1 };
}

/** The first position in `sorted` not before `key` (code point order). */
export function lowerBound(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareCodePoints(sorted[mid]!, key) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** UTF-8 byte order (the order of a tsvector's lexemes), which is code point order. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (an astral code point) sorts after every other UTF-16 unit.
    const surrogateX = x >= 0xd800 && x <= 0xdfff;
    const surrogateY = y >= 0xd800 && y <= 0xdfff;
    if (surrogateX !== surrogateY) return surrogateX ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** What ranking reads from the index: every product's lexemes (ids in sorted order) with their positions. */
export interface RankedText {
  size: number;
  /** Sorted in code point order: an id's order is its lexeme's. */
  lexemes: string[];
  /** Product `row`'s entries are entryStarts[row] … entryStarts[row + 1], in lexeme order (the tsvector's). */
  entryStarts: Int32Array;
  entryLexemes: Int32Array;
  /** Entry `e`'s positions (WordEntryPos: weight << 14 | position) are positionStarts[e] … positionStarts[e + 1]. */
  positionStarts: Int32Array;
  positions: Uint16Array;
  /** Per lexeme, the products holding it (postingStarts[id] … postingStarts[id + 1]) and its term of calc_rank_or. */
  postingStarts: Int32Array;
  postings: Int32Array;
  postingTerms: Float32Array;
}

/**
 * calc_rank_or's term of one lexeme of one product, before the division by ζ(2): every position's weight over the
 * square of its rank, the heaviest first position counted at full weight — computed in float as the C code does.
 */
export function orTerm(positions: Uint16Array, start: number, end: number): number {
  let sum = 0;
  let heaviest = -1;
  let at = 0;
  const f = Math.fround;
  for (let j = 0; j < end - start; j++) {
    const w = WEIGHTS[positions[start + j]! >>> WEIGHT_SHIFT]!;
    sum = f(sum + f(w / ((j + 1) * (j + 1))));
    if (w > heaviest) {
      heaviest = w;
      at = j;
    }
  }
  return f(f(heaviest + sum) - f(heaviest / ((at + 1) * (at + 1))));
}

/** The ids [from, to) of the lexemes an item names: one lexeme, or every lexeme it begins (empty when none). */
function rangeOf(text: RankedText, item: QueryItem): [from: number, to: number] {
  const { lexemes } = text;
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareCodePoints(lexemes[mid]!, item.lexeme) < 0) low = mid + 1;
    else high = mid;
  }
  if (!item.prefix) return lexemes[low] === item.lexeme ? [low, low + 1] : [low, low];
  let to = low;
  while (to < lexemes.length && lexemes[to]!.startsWith(item.lexeme)) to++;
  return [low, to];
}

/** Per ranked text, a sum per product that tsRank adds into and leaves at zero again (a search runs at a time). */
const sumsOf = new WeakMap<RankedText, Float32Array>();

/**
 * ts_rank(search, query) of each product of `rows`, into `into` (a float4 each, `into[i]` for `rows[i]`). Only the
 * posting lists of the query's lexemes and the products of `rows` are read.
 */
export function tsRank(text: RankedText, query: RankQuery, rows: Int32Array, into: Float32Array): void {
  const ranges = query.items.map((item) => rangeOf(text, item));
  if (query.and && ranges.length >= 2) return rankAnd(text, ranges, rows, into);
  // calc_rank_or, lexeme by lexeme: each product's sum is added up in the C code's order (items, then lexemes).
  let sums = sumsOf.get(text);
  if (!sums) sumsOf.set(text, (sums = new Float32Array(text.size)));
  for (const [from, to] of ranges)
    for (let id = from; id < to; id++)
      for (let p = text.postingStarts[id]!, end = text.postingStarts[id + 1]!; p < end; p++) {
        const row = text.postings[p]!;
        sums[row] = sums[row]! + text.postingTerms[p]! / ZETA_2;
      }
  const size = ranges.length;
  for (let i = 0; i < rows.length; i++) into[i] = size > 0 ? sums[rows[i]!]! / size : 0;
  for (const [from, to] of ranges)
    for (let p = text.postingStarts[from]!, end = text.postingStarts[to]!; p < end; p++) sums[text.postings[p]!] = 0;
}

/** calc_rank_and for each product of `rows`: every pair of positions of two different query lexemes, by distance. */
function rankAnd(text: RankedText, ranges: Array<[number, number]>, rows: Int32Array, into: Float32Array): void {
  const f = Math.fround;
  const { entryStarts, entryLexemes, positionStarts, positions } = text;
  // The entry of each query lexeme last seen in the product (calc_rank_and's pos[]), -1 for none.
  const last = new Int32Array(ranges.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const first = entryStarts[row]!;
    const end = entryStarts[row + 1]!;
    if (first === end) {
      into[r] = 0;
      continue;
    }
    last.fill(-1);
    let res = -1;
    for (let i = 0; i < ranges.length; i++) {
      const [from, to] = ranges[i]!;
      for (let e = first; e < end; e++) {
        const id = entryLexemes[e]!;
        if (id < from) continue;
        if (id >= to) break;
        last[i] = e;
        for (let k = 0; k < i; k++) {
          const other = last[k]!;
          if (other < 0) continue;
          for (let l = positionStarts[e]!, lEnd = positionStarts[e + 1]!; l < lEnd; l++) {
            const a = positions[l]!;
            for (let p = positionStarts[other]!, pEnd = positionStarts[other + 1]!; p < pEnd; p++) {
              const b = positions[p]!;
              // Two lexemes at one position are no pair (ranked only when every lexeme has positions: FacetIndex.rankable).
              const dist = Math.abs((a & POSITION_BITS) - (b & POSITION_BITS));
              if (dist === 0) continue;
              const curw = f(
                Math.sqrt(f(f(WEIGHTS[a >>> WEIGHT_SHIFT]! * WEIGHTS[b >>> WEIGHT_SHIFT]!) * wordDistance(dist))),
              );
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
    into[r] = res < 0 ? 1e-20 : res;
  }
}

/**
 * The k-th largest of `values` (k from 1), reordering them: a quickselect with three-way partitions around a median of
 * three, linear on average and also when most values are equal (a broad word ranks most products alike).
 */
export function kthLargest(values: Float64Array, k: number): number {
  const target = values.length - k;
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const a = values[low]!;
    const b = values[(low + high) >>> 1]!;
    const c = values[high]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    // [low, lt) below the pivot, [lt, i) equal to it, (gt, high] above it.
    let lt = low;
    let i = low;
    let gt = high;
    while (i <= gt) {
      const v = values[i]!;
      if (v < pivot) {
        values[i++] = values[lt]!;
        values[lt++] = v;
      } else if (v > pivot) {
        values[i] = values[gt]!;
        values[gt--] = v;
      } else i++;
    }
    if (target < lt) high = lt - 1;
    else if (target > gt) low = gt + 1;
    else return pivot;
  }
  return values[target]!;
}

/**
 * The products whose title holds a text (searchText.ts's textMatch asks `full_title ILIKE '%text%'`; the index compares
 * the titles as lower() gives them with the text in lower case) without reading every title: the titles' words, each
 * with the products holding it, narrow a text to the products that can hold it, and only their titles are read.
 *
 * A title's words are its maximal runs of ASCII letters and digits (anything else separates them, letters outside ASCII
 * too). A run of letters and digits of the text lies inside one word of any title holding the text: the whole word when
 * the text has a separator on both sides of the run, its start when on the left only, its end when on the right only,
 * anywhere when on neither. So the products holding some word that fits the run are a superset of the products
 * holding the text, and reading their titles leaves exactly those. A text with no letter or digit is looked for in
 * every title.
 */

const WORD = /[a-z0-9]+/g;

export interface TitleWords {
  /** The distinct words in code unit order. */
  words: string[];
  /** The same words reversed, sorted, with the index of each in `words` (for the words ending with a text). */
  reversed: string[];
  reversedIds: Int32Array;
  /** The products holding word `id` (ascending, once each): postings[starts[id]] … postings[starts[id + 1]]. */
  starts: Int32Array;
  postings: Int32Array;
}

/** Reads the words of every lowered title (product `row` is `titles[row]`). */
export function titleWords(titles: readonly string[]): TitleWords {
  const ids = new Map<string, number>();
  const rowWords: number[] = [];
  const rowStarts = new Int32Array(titles.length + 1);
  titles.forEach((title, row) => {
    rowStarts[row] = rowWords.length;
    const seen = new Set<number>();
    for (const [word] of title.matchAll(WORD)) {
      let id = ids.get(word);
      if (id === undefined) ids.set(word, (id = ids.size));
      if (!seen.has(id)) {
        seen.add(id);
        rowWords.push(id);
      }
    }
  });
  rowStarts[titles.length] = rowWords.length;
  const unsorted = [...ids.keys()];
  const order = unsorted.map((_, id) => id).sort((a, b) => (unsorted[a]! < unsorted[b]! ? -1 : 1));
  const idOf = new Int32Array(unsorted.length);
  order.forEach((old, id) => (idOf[old] = id));
  const words = order.map((old) => unsorted[old]!);
  const starts = new Int32Array(words.length + 1);
  for (const old of rowWords) starts[idOf[old]! + 1]! += 1;
  for (let id = 0; id < words.length; id++) starts[id + 1]! += starts[id]!;
  const postings = new Int32Array(rowWords.length);
  const filled = starts.slice(0, words.length);
  for (let row = 0; row < titles.length; row++)
    for (let at = rowStarts[row]!; at < rowStarts[row + 1]!; at++) postings[filled[idOf[rowWords[at]!]!]!++] = row;
  const backwards = words.map((word, id) => [[...word].reverse().join(''), id] as const);
  backwards.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return {
    words,
    reversed: backwards.map(([word]) => word),
    reversedIds: Int32Array.from(backwards, ([, id]) => id),
    starts,
    postings,
  };
}

/** The first position in `sorted` whose string is not before `key`. */
function firstNotBefore(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The ids of the words a run of the text can lie in, by where the text has separators beside it. */
function wordsFor(index: TitleWords, run: string, left: boolean, right: boolean): number[] {
  if (left && right) {
    const at = firstNotBefore(index.words, run);
    return index.words[at] === run ? [at] : [];
  }
  const ids: number[] = [];
  if (left) {
    for (let at = firstNotBefore(index.words, run); at < index.words.length && index.words[at]!.startsWith(run); at++)
      ids.push(at);
  } else if (right) {
    const key = [...run].reverse().join('');
    for (let at = firstNotBefore(index.reversed, key); at < index.reversed.length; at++) {
      if (!index.reversed[at]!.startsWith(key)) break;
      ids.push(index.reversedIds[at]!);
    }
  } else {
    index.words.forEach((word, id) => {
      if (word.includes(run)) ids.push(id);
    });
  }
  return ids;
}

/** The products that may hold a text in their title, and whether every one of them does. */
export interface TitleCandidates {
  /** Posting lists, possibly with products in more than one. */
  lists: Int32Array[];
  /** The text is one run, and these are the products with a word holding it: each title holds the text. */
  certain: boolean;
}

/**
 * The products that may hold `needle` (lowered ASCII) in their title: the postings of the words that fit one of its
 * runs — the run whose words are held by the fewest products; undefined when it has no run (every product may hold it).
 */
export function titleCandidates(index: TitleWords, needle: string): TitleCandidates | undefined {
  let best: Int32Array[] | undefined;
  let bestSize = Number.POSITIVE_INFINITY;
  for (const match of needle.matchAll(WORD)) {
    const run = match[0];
    const left = match.index > 0;
    const right = match.index + run.length < needle.length;
    const lists = wordsFor(index, run, left, right).map((id) =>
      index.postings.subarray(index.starts[id]!, index.starts[id + 1]!),
    );
    const size = lists.reduce((sum, list) => sum + list.length, 0);
    if (size < bestSize) {
      best = lists;
      bestSize = size;
    }
  }
  return best && { lists: best, certain: /^[a-z0-9]+$/.test(needle) };
}

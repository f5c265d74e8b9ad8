/**
 * The never-seen search workload: a seeded random set of distinct searches drawn from the seeded catalogue's own
 * vocabulary (packages/server/src/seed/words.ts), each asked once on a fresh server — what a buyer's long-tail query,
 * a crawler or an attacker makes the server do, where a fixed list asked again measures only what the server kept.
 * The same seed gives the same set, so runs compare; another seed gives other queries of the same kinds.
 */

/** mulberry32: small, fast and enough for picking words. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SORTS = ['relevance', 'title-asc', 'title-desc', 'date-desc', 'date-asc', 'price-asc', 'price-desc'];

/** How many of each kind, in this order (≥ 300 in all). */
const KINDS = [
  ['word', 60],
  ['pair', 45],
  ['surname', 35],
  ['prefix', 35],
  ['typo', 35],
  ['text + 1 facet', 35],
  ['text + 2 facets', 25],
  ['text + 2 values of a facet', 15],
  ['sort', 20],
  ['deep page', 20],
];
export const NEVER_SEEN_COUNT = KINDS.reduce((sum, [, n]) => sum + n, 0);

/**
 * `words`: the module packages/server/src/seed/words.ts. Returns [{ kind, label, params }] of NEVER_SEEN_COUNT distinct
 * searches.
 */
export function neverSeenQueries(words, seed = 20261129) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const wordsOf = (texts) =>
    texts.flatMap((text) =>
      text
        .replace(/\{\w\}/g, ' ')
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 3),
    );
  const vocabulary = [
    ...new Set(
      wordsOf([
        ...words.SUBJECTS,
        ...words.NOUNS,
        ...words.ADJECTIVES,
        ...words.PLACES.map((p) => (typeof p === 'string' ? p : (p.name ?? ''))),
        ...words.ACADEMIC_PATTERNS,
        ...words.FICTION_PATTERNS,
        ...words.GENRES,
        ...words.DISCIPLINES,
      ]),
    ),
  ];
  const surnames = [...new Set(words.LAST_NAMES)];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  /** One edit: a letter changed, dropped, doubled or two swapped. */
  const typo = (word) => {
    const at = int(1, word.length - 2);
    switch (int(0, 3)) {
      case 0:
        return word.slice(0, at) + pick(letters) + word.slice(at + 1);
      case 1:
        return word.slice(0, at) + word.slice(at + 1);
      case 2:
        return word.slice(0, at) + word[at] + word.slice(at);
      default:
        return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    }
  };
  const facets = {
    mediaType: ['print', 'eBook'],
    bindingFormat: ['Hardcover', 'Paperback', 'Loose-leaf', 'Hardcover Large Print', 'Paperback Large Print'],
    publicationYear: Array.from({ length: 25 }, (_, i) => String(2000 + i)),
    gradeLevel: [...words.GRADE_LEVELS],
    discipline: [...words.DISCIPLINES],
    brand: ['Shelfmark', 'Thorndike'],
  };
  const facetPair = () => {
    const code = pick(Object.keys(facets));
    return [code, pick(facets[code])];
  };
  const q = (text, sort, filters) =>
    filters.length || sort ? [text, sort ?? 'relevance', ...filters.flat()].join(':') : text;

  const make = {
    word: () => ({ q: pick(vocabulary) }),
    pair: () => ({ q: `${pick(vocabulary)} ${pick(vocabulary)}` }),
    surname: () => ({ q: pick(surnames) }),
    prefix: () => ({ q: pick(vocabulary.filter((w) => w.length > 4)).slice(0, 4) }),
    typo: () => ({ q: typo(pick(vocabulary.filter((w) => w.length >= 5))) }),
    'text + 1 facet': () => ({ q: q(pick(vocabulary), undefined, [facetPair()]) }),
    'text + 2 facets': () => {
      const first = facetPair();
      let second = facetPair();
      while (second[0] === first[0]) second = facetPair();
      return { q: q(pick(vocabulary), pick(SORTS), [first, second]) };
    },
    'text + 2 values of a facet': () => {
      const code = pick(['mediaType', 'bindingFormat', 'publicationYear', 'gradeLevel', 'discipline']);
      const [a, b] = [pick(facets[code]), pick(facets[code].filter((v) => v !== facets[code][0]))];
      return {
        q: q(pick(vocabulary), undefined, [
          [code, a],
          [code, b],
        ]),
      };
    },
    sort: () => ({ q: pick(vocabulary), sort: pick(SORTS.slice(1)) }),
    'deep page': () => ({
      q: next() < 0.3 ? '' : pick(vocabulary),
      sort: pick(SORTS),
      pageSize: pick([10, 20, 50]),
      page: int(5, 40),
    }),
  };
  const seen = new Set();
  const queries = [];
  for (const [kind, count] of KINDS) {
    for (let made = 0, tries = 0; made < count && tries < count * 50; tries++) {
      const params = make[kind]();
      const key = JSON.stringify(params).toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      queries.push({ kind, label: Object.values(params).join(' / '), params });
      made++;
    }
  }
  return queries;
}

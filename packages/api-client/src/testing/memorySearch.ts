import { PRODUCT, PRODUCT_TITLE, SECOND_BRAND } from '../brand';
import { isbn10To13 } from '../isbn';
import * as s from '../schemas';
import { fail, parseRequest, type MemoryState } from './memoryState';

type Product = s.Product;

const one = (value: string | undefined | null): string[] => (value ? [value] : []);
/** A product's values of each facet: one for most, several for grade levels and disciplines. */
const facetValue: Record<s.SearchFacetCode, (p: Product) => string[]> = {
  mediaType: (p) => one(p.mediaType),
  productType: (p) => one(p.type),
  publicationYear: (p) => one(p.publicationDate?.slice(0, 4)),
  gradeLevel: (p) => p.gradeLevels ?? [],
  discipline: (p) => [...(p.catDiscipline ?? []), ...(p.nonEcommCatDiscipline ?? [])].map((d) => d.name),
  brand: (p) => one(p.brand === SECOND_BRAND ? 'Thorndike' : p.brand === PRODUCT ? PRODUCT_TITLE : p.brand),
  bindingFormat: (p) => one(p.clBindingFormat),
};
const SEARCH_FACETS = s.SEARCH_FACETS.map((f) => ({ ...f, valueOf: facetValue[f.code] }));

const SORT_NAMES: Record<s.SearchSort, string> = {
  relevance: 'Relevance',
  'title-asc': 'Title (A-Z)',
  'title-desc': 'Title (Z-A)',
  'date-desc': 'Newest first',
  'date-asc': 'Oldest first',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
};

/** Lower case without accents, as the server's search folds text (unaccent): "Zoë Łódź" → "zoe lodz". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/đ/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe');
const WORD = /[\p{L}\p{N}]+/gu;
const words = (text: string) => fold(text).match(WORD) ?? [];

function haystack(p: Product): string {
  return fold(
    [p.fullTitle, p.name, p.clAuthorsNames, p.isbn13, p.isbn10, p.publisherName, p.description]
      .filter(Boolean)
      .join(' '),
  );
}

/** The words a mistyped word is corrected to: those of titles, authors and publishers. */
const lexiconText = (p: Product) => [p.fullTitle, p.clAuthorsNames, p.publisherName].filter(Boolean).join(' ');

/** An ISBN-13, or an ISBN-10 as its ISBN-13, when the text is one (dashes and spaces ignored). */
function isbnOf(text: string): string | null {
  const compact = text.replace(/[-\s]/g, '');
  if (/^\d{13}$/.test(compact)) return compact;
  if (/^\d{9}[\dXx]$/.test(compact)) return isbn10To13(compact.toUpperCase());
  return null;
}

function score(p: Product, terms: string[], text: string): number {
  const title = fold(p.fullTitle);
  const authors = fold(p.clAuthorsNames ?? '');
  const exact = text && title === fold(text) ? 100 : 0;
  return exact + terms.reduce((sum, t) => sum + (title.includes(t) ? 3 : 0) + (authors.includes(t) ? 1 : 0), 0);
}

const compare: Record<s.SearchSort, (a: Product, b: Product) => number> = {
  relevance: () => 0,
  'title-asc': (a, b) => a.fullTitle.localeCompare(b.fullTitle),
  'title-desc': (a, b) => b.fullTitle.localeCompare(a.fullTitle),
  'date-desc': (a, b) => (b.publicationDate ?? '').localeCompare(a.publicationDate ?? ''),
  'date-asc': (a, b) => (a.publicationDate ?? '').localeCompare(b.publicationDate ?? ''),
  'price-asc': (a, b) => (a.price?.value ?? Infinity) - (b.price?.value ?? Infinity),
  'price-desc': (a, b) => (b.price?.value ?? -Infinity) - (a.price?.value ?? -Infinity),
};

/** Edits to turn `a` into `b`: insert, delete, substitute, or swap two neighbours (as the server counts them). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The text with each mistyped word replaced by the nearest catalogue word (the server's rule: 1 edit
 * for words up to 5 letters, 2 beyond; a known word only for one 20 times more common), or null.
 */
function suggestText(state: MemoryState, text: string): string | null {
  const lexicon = new Map<string, number>();
  for (const p of state.products.values())
    for (const w of new Set(words(lexiconText(p)))) lexicon.set(w, (lexicon.get(w) ?? 0) + 1);
  let changed = false;
  const suggestion = text.normalize('NFC').replace(WORD, (typed) => {
    const word = fold(typed);
    if (word.length < 4 || /^\d+$/.test(word)) return typed;
    const own = lexicon.get(word) ?? 0;
    if (own === 0 && [...lexicon.keys()].some((w) => w.startsWith(word))) return typed;
    let best: [term: string, distance: number, documents: number] | null = null;
    for (const [term, documents] of lexicon) {
      if (term === word) continue;
      const distance = editDistance(word, term);
      if (distance > (word.length <= 5 ? 1 : 2) || (own > 0 && (distance > 1 || documents < own * 20))) continue;
      if (!best || distance < best[1] || (distance === best[1] && documents > best[2]))
        best = [term, distance, documents];
    }
    if (!best) return typed;
    changed = true;
    return best[0];
  });
  return changed ? suggestion : null;
}

/** A text that finds fewer products than this gets a "Did you mean" suggestion, as on the server. */
const SUGGEST_BELOW = 5;

/** Whether a product holds one of the selected values of a facet. */
const holds = (p: Product, code: string, values: string[]) =>
  SEARCH_FACETS.find((x) => x.code === code)!
    .valueOf(p)
    .some((v) => values.includes(v));

/** The products a text and the brand find (before facet values). */
function textMatches(state: MemoryState, text: string, brand: string | undefined): Product[] {
  const isbn13 = isbnOf(text);
  const terms = words(text);
  // A text with no letter or digit (`😀`, `%`, `_`) names nothing: it finds nothing, as on the server.
  if (!isbn13 && terms.length === 0 && text.trim()) return [];
  return [...state.products.values()].filter((p) => {
    if (brand && p.brand !== brand) return false;
    return isbn13 ? p.isbn13 === isbn13 : terms.every((t) => haystack(p).includes(t));
  });
}

/** The products a text, the brand and the selected facet values find: values of one facet with OR, facets with AND. */
function matching(
  state: MemoryState,
  text: string,
  brand: string | undefined,
  selected: s.SearchQParts['filters'],
): Product[] {
  const byFacet = [...s.filtersByFacet(selected)];
  return textMatches(state, text, brand).filter((p) => byFacet.every(([code, values]) => holds(p, code, values)));
}

/**
 * Search over the twin's catalogue: case and accents ignored, every word must match, an ISBN-13 or
 * ISBN-10 (dashes ignored) finds its product; a text that finds little gets a "Did you mean"
 * suggestion, and one that finds nothing answers what the suggestion finds. The same facets, sorts,
 * breadcrumbs and 0-based pagination as the server.
 */
export function searchCatalogue(state: MemoryState, query: s.SearchQueryParsed): s.SearchResponse {
  const parsed = s.parseSearchQ(query.q);
  const unknown = parsed.filters.find((f) => !SEARCH_FACETS.some((x) => x.code === f.code));
  if (unknown) {
    fail(
      400,
      'VALIDATION',
      `q: unknown facet "${unknown.code}" (known: ${SEARCH_FACETS.map((f) => f.code).join(', ')})`,
      { fieldErrors: { q: `Unknown facet "${unknown.code}"` } },
    );
  }
  const sort = query.sort ?? parsed.sort ?? s.DEFAULT_SEARCH_SORT;
  const selected = parsed.filters;
  let text = parsed.text;
  let results = matching(state, text, query.brand, selected);
  let suggestion: string | null = null;
  if (results.length < SUGGEST_BELOW && words(text).length > 0 && !isbnOf(text)) {
    suggestion = suggestText(state, text);
    const corrected = suggestion === null ? [] : matching(state, suggestion, query.brand, selected);
    if (corrected.length <= results.length) suggestion = null;
    else if (results.length === 0) [text, results] = [suggestion!, corrected];
  }
  const terms = words(text);

  // Each facet counted over the text's matches holding the other facets' selections (disjunctive faceting).
  const byFacet = [...s.filtersByFacet(selected)];
  const found = byFacet.length ? textMatches(state, text, query.brand) : results;
  const facets = SEARCH_FACETS.map((facet, priority) => {
    const counts = new Map<string, number>();
    const others = byFacet.filter(([code]) => code !== facet.code);
    for (const p of found) {
      if (!others.every(([code, values]) => holds(p, code, values))) continue;
      for (const value of new Set(facet.valueOf(p))) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    // A selected value stays offered (to untick) even when the other selections leave it no product.
    for (const f of selected) if (f.code === facet.code && !counts.has(f.value)) counts.set(f.value, 0);
    const values = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, count]) => {
        const isSelected = selected.some((f) => f.code === facet.code && f.value === name);
        const next = isSelected
          ? selected.filter((f) => !(f.code === facet.code && f.value === name))
          : [...selected, { code: facet.code, value: name }];
        return {
          name,
          count,
          selected: isSelected,
          query: { query: { value: s.formatSearchQ({ text: parsed.text, sort, filters: next }) } },
        };
      });
    return { name: facet.name, code: facet.code, priority: SEARCH_FACETS.length - priority, values };
  }).filter((f) => f.values.length > 0);

  const matches = results
    .map((p, i) => ({ p, i, rank: score(p, terms, text) }))
    .sort(
      (a, b) =>
        (sort === 'relevance' ? b.rank - a.rank : compare[sort](a.p, b.p)) ||
        a.p.fullTitle.localeCompare(b.p.fullTitle) ||
        a.i - b.i,
    )
    .map((x) => x.p);

  const start = query.page * query.pageSize;
  const account = state.catalogueAccount(query);
  return {
    products: matches.slice(start, start + query.pageSize).map((p) => state.withAccountPrice(p, account)),
    facets,
    sorts: s.SEARCH_SORTS.map((code) => ({ code, name: SORT_NAMES[code], selected: code === sort })),
    breadcrumbs: selected.map((f) => {
      const facet = SEARCH_FACETS.find((x) => x.code === f.code);
      return {
        facetCode: f.code,
        facetName: facet?.name ?? f.code,
        facetValueName: f.value,
        removeQuery: {
          query: { value: s.formatSearchQ({ text: parsed.text, sort, filters: selected.filter((x) => x !== f) }) },
        },
      };
    }),
    pagination: {
      currentPage: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(matches.length / query.pageSize),
      totalResults: matches.length,
    },
    freeTextSearch: parsed.text,
    ...(suggestion ? { suggestion } : {}),
  };
}

/** A product of the twin as the export reads it (spec 001 §3 "Search product (as read for export)"). */
function toExportRow(p: Product): s.SearchExportRow {
  return {
    productFamily: p.nonEcommCatDiscipline?.[0]?.name ?? null,
    title: p.name ?? p.fullTitle,
    fullTitle: p.fullTitle,
    productType: p.type ?? null,
    price: p.customPrice?.formattedValue ?? p.price?.formattedValue ?? null,
    mediaType: p.mediaType ?? null,
    gradeLevels: p.gradeLevels ?? [],
    customIsPurchasable: p.customIsPurchasable ?? false,
    isbn13: p.isbn13,
    clAuthorsNames: p.clAuthorsNames ?? null,
    bindingFormat: p.clBindingFormat ?? null,
    publicationDate: p.publicationDate ?? null,
    genre: p.genre ?? null,
    largeImage: p.imagesDAM?.large ?? null,
    nonEcommCatSection: p.nonEcommCatSection ?? [],
    nonEcommCatDiscipline: p.nonEcommCatDiscipline ?? [],
  };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The twin's GET /api/products/search/export: the same workbook as the server (shared head and
 * row writers), built in memory with exceljs (loaded on demand), progress reported in four steps.
 */
export async function exportCatalogue(
  state: MemoryState,
  query: s.SearchExportQuery,
  options: { onProgress?: (progress: s.SearchExportProgress) => void } = {},
): Promise<s.SearchExportFile> {
  await state.delay();
  const parsed = parseRequest(s.searchExportQuerySchema, query);
  const brand = parsed.brand ?? state.siteConfig.brand;
  const all = searchCatalogue(state, { ...parsed, brand, page: 0, pageSize: s.SEARCH_EXPORT_MAX_ROWS });
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const date = new Date();
  const sheet = workbook.addWorksheet(s.searchExportSheetName(PRODUCT_TITLE), {
    views: [{ state: 'frozen', ySplit: s.SEARCH_EXPORT_HEADER_ROW }],
  });
  const address = new URLSearchParams({ q: parsed.q, page: '1', ...(parsed.sort ? { sort: parsed.sort } : {}) });
  s.writeSearchExportHead(sheet as unknown as s.ExportSheet, {
    brand,
    heading: parsed.heading ?? s.SEARCH_EXPORT_HEADING,
    date,
    term: s.describeSearchTerm(s.parseSearchQ(parsed.q)),
    link: `http://localhost${state.siteConfig.routes.searchResults}?${address.toString()}`,
    count: all.pagination.totalResults,
  });
  all.products.forEach((p, i) =>
    s.writeSearchExportRow(
      sheet as unknown as s.ExportSheet,
      s.SEARCH_EXPORT_HEADER_ROW + 1 + i,
      toExportRow(p),
      brand,
    ),
  );
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  const rows = all.products.length;
  for (let step = 0; step <= 4; step += 1) {
    options.onProgress?.({ receivedBytes: Math.round((bytes.byteLength * step) / 4), rows });
    if (step < 4) await state.delay();
  }
  return { blob: new Blob([bytes], { type: XLSX }), fileName: s.searchExportFileName(date, parsed.fileName), rows };
}

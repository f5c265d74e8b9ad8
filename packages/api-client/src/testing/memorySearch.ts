import { PRODUCT, PRODUCT_TITLE, SECOND_BRAND } from '../brand';
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
  relevance: 'Relevance', 'title-asc': 'Title (A-Z)', 'title-desc': 'Title (Z-A)', 'date-desc': 'Newest first',
  'date-asc': 'Oldest first', 'price-asc': 'Price (low to high)', 'price-desc': 'Price (high to low)',
};

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function haystack(p: Product): string {
  return [p.fullTitle, p.name, p.clAuthorsNames, p.isbn13, p.isbn10, p.publisherName, p.description].filter(Boolean).join(' ').toLowerCase();
}

function score(p: Product, terms: string[]): number {
  const title = p.fullTitle.toLowerCase();
  return terms.reduce((sum, t) => sum + (title.includes(t) ? 3 : 0) + ((p.clAuthorsNames ?? '').toLowerCase().includes(t) ? 1 : 0), 0);
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

/**
 * Search over the twin's catalogue: case-insensitive, every word must match; the same facets,
 * sorts, breadcrumbs and 0-based pagination as the server.
 */
export function searchCatalogue(state: MemoryState, query: s.SearchQueryParsed): s.SearchResponse {
  const parsed = s.parseSearchQ(query.q);
  const unknown = parsed.filters.find((f) => !SEARCH_FACETS.some((x) => x.code === f.code));
  if (unknown) {
    fail(400, 'VALIDATION', `q: unknown facet "${unknown.code}" (known: ${SEARCH_FACETS.map((f) => f.code).join(', ')})`, { fieldErrors: { q: `Unknown facet "${unknown.code}"` } });
  }
  const sort = query.sort ?? parsed.sort ?? s.DEFAULT_SEARCH_SORT;
  const terms = words(parsed.text);
  let matches = [...state.products.values()].filter((p) => {
    if (query.brand && p.brand !== query.brand) return false;
    const text = haystack(p);
    return terms.every((t) => text.includes(t));
  });
  const selected = parsed.filters;
  const passes = (p: Product, except?: string) => selected.every((f) => f.code === except || SEARCH_FACETS.find((x) => x.code === f.code)?.valueOf(p).includes(f.value));
  const results = matches.filter((p) => passes(p));

  const facets = SEARCH_FACETS.map((facet, priority) => {
    const counts = new Map<string, number>();
    for (const p of results) {
      for (const value of new Set(facet.valueOf(p))) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const values = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, count]) => {
        const isSelected = selected.some((f) => f.code === facet.code && f.value === name);
        const next = isSelected ? selected.filter((f) => !(f.code === facet.code && f.value === name)) : [...selected, { code: facet.code, value: name }];
        return { name, count, selected: isSelected, query: { query: { value: s.formatSearchQ({ text: parsed.text, sort, filters: next }) } } };
      });
    return { name: facet.name, code: facet.code, priority: SEARCH_FACETS.length - priority, values };
  }).filter((f) => f.values.length > 0);

  matches = results
    .map((p, i) => ({ p, i, rank: score(p, terms) }))
    .sort((a, b) => (sort === 'relevance' ? b.rank - a.rank : compare[sort](a.p, b.p)) || a.p.fullTitle.localeCompare(b.p.fullTitle) || a.i - b.i)
    .map((x) => x.p);

  const start = query.page * query.pageSize;
  return {
    products: matches.slice(start, start + query.pageSize),
    facets,
    sorts: s.SEARCH_SORTS.map((code) => ({ code, name: SORT_NAMES[code], selected: code === sort })),
    breadcrumbs: selected.map((f) => {
      const facet = SEARCH_FACETS.find((x) => x.code === f.code);
      return {
        facetCode: f.code, facetName: facet?.name ?? f.code, facetValueName: f.value,
        removeQuery: { query: { value: s.formatSearchQ({ text: parsed.text, sort, filters: selected.filter((x) => x !== f) }) } },
      };
    }),
    pagination: { currentPage: query.page, pageSize: query.pageSize, totalPages: Math.ceil(matches.length / query.pageSize), totalResults: matches.length },
    freeTextSearch: parsed.text,
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
  state: MemoryState, query: s.SearchExportQuery, options: { onProgress?: (progress: s.SearchExportProgress) => void } = {},
): Promise<s.SearchExportFile> {
  await state.delay();
  const parsed = parseRequest(s.searchExportQuerySchema, query);
  const brand = parsed.brand ?? state.siteConfig.brand;
  const all = searchCatalogue(state, { ...parsed, brand, page: 0, pageSize: s.SEARCH_EXPORT_MAX_ROWS });
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const date = new Date();
  const sheet = workbook.addWorksheet(s.searchExportSheetName(PRODUCT_TITLE), { views: [{ state: 'frozen', ySplit: s.SEARCH_EXPORT_HEADER_ROW }] });
  const text = s.parseSearchQ(parsed.q);
  const filters = text.filters.map((f) => `${s.SEARCH_FACETS.find((x) => x.code === f.code)?.name ?? f.code}: ${f.value}`).join(', ');
  const address = new URLSearchParams({ q: parsed.q, page: '1', ...(parsed.sort ? { sort: parsed.sort } : {}) });
  s.writeSearchExportHead(sheet as unknown as s.ExportSheet, {
    brand, heading: parsed.heading ?? s.SEARCH_EXPORT_HEADING, date,
    term: filters ? `${text.text}${text.text ? ' ' : ''}(${filters})` : text.text,
    link: `http://localhost${state.siteConfig.routes.searchResults}?${address.toString()}`,
    count: all.pagination.totalResults,
  });
  all.products.forEach((p, i) => s.writeSearchExportRow(sheet as unknown as s.ExportSheet, s.SEARCH_EXPORT_HEADER_ROW + 1 + i, toExportRow(p), brand));
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  const rows = all.products.length;
  for (let step = 0; step <= 4; step += 1) {
    options.onProgress?.({ receivedBytes: Math.round((bytes.byteLength * step) / 4), rows });
    if (step < 4) await state.delay();
  }
  return { blob: new Blob([bytes], { type: XLSX }), fileName: s.searchExportFileName(date, parsed.fileName), rows };
}

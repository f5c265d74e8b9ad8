// Plain values of a search (no zod): sorts, facets and the `q` format. A page that only needs these loads no schema.

export const SEARCH_SORTS = [
  'relevance',
  'title-asc',
  'title-desc',
  'date-desc',
  'date-asc',
  'price-asc',
  'price-desc',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';

/**
 * Facet codes and their display names, in priority order (SRCH-01). Every product has a mediaType. Grade Level
 * and Discipline are many-valued (a title can have several), so their counts need not add up to the total.
 */
export const SEARCH_FACETS = [
  { code: 'mediaType', name: 'Format' },
  { code: 'productType', name: 'Product Type' },
  { code: 'publicationYear', name: 'Publication Year' },
  { code: 'gradeLevel', name: 'Grade Level' },
  { code: 'discipline', name: 'Discipline' },
  { code: 'brand', name: 'Brand' },
  { code: 'bindingFormat', name: 'Binding' },
] as const;
export type SearchFacetCode = (typeof SEARCH_FACETS)[number]['code'];

export interface SearchQParts {
  /** The free text the user typed. */
  text: string;
  sort?: SearchSort | undefined;
  /** Selected facet values, in the order they were chosen. */
  filters: { code: string; value: string }[];
}

/**
 * Reads the `q` of a search address: `text`, or `text:sort:facetCode:value:facetCode:value…` —
 * the form a facet value's `query.query.value` and a breadcrumb's `removeQuery` take.
 */
export function parseSearchQ(q: string): SearchQParts {
  const [text = '', sort, ...rest] = q.split(':');
  const filters: { code: string; value: string }[] = [];
  for (let i = 0; i + 1 < rest.length; i += 2) {
    const code = rest[i] ?? '';
    const value = rest[i + 1] ?? '';
    if (code && value) filters.push({ code, value });
  }
  const known = (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : undefined;
  return { text: text.trim(), sort: known, filters };
}

/** Writes the parts back into a `q`. */
export function formatSearchQ(parts: SearchQParts): string {
  if (parts.filters.length === 0 && !parts.sort) return parts.text;
  return [parts.text, parts.sort ?? DEFAULT_SEARCH_SORT, ...parts.filters.flatMap((f) => [f.code, f.value])].join(':');
}
export const SEARCH_PAGE_SIZES = [10, 20, 50] as const;

/**
 * The selected values grouped by facet, in the order each facet was first chosen. Values of one facet
 * combine with OR (2010 or 2011), facets with AND (and eBook): the filters a search applies.
 */
export function filtersByFacet(filters: SearchQParts['filters']): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const { code, value } of filters) {
    const values = grouped.get(code) ?? [];
    if (!values.includes(value)) values.push(value);
    grouped.set(code, values);
  }
  return grouped;
}

/** The text with its filters, as a reader of an export wants it: "economics (Format: eBook or print; Binding: Paperback)". */
export function describeSearchTerm(parts: SearchQParts): string {
  const facets = [...filtersByFacet(parts.filters)]
    .map(([code, values]) => `${SEARCH_FACETS.find((f) => f.code === code)?.name ?? code}: ${values.join(' or ')}`)
    .join('; ');
  return facets ? `${parts.text}${parts.text ? ' ' : ''}(${facets})` : parts.text;
}

import { z } from 'zod';
import { queryInt } from './common';
import { productSchema } from './product';

export const facetValueSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
  /** The `q` that toggles this value, in the `term:sort:facet:value` form. */
  query: z.object({ query: z.object({ value: z.string() }) }),
});
export const facetSchema = z.object({
  name: z.string(),
  code: z.string().optional(),
  priority: z.number().int(),
  values: z.array(facetValueSchema),
});
export type Facet = z.infer<typeof facetSchema>;

export const sortSchema = z.object({ code: z.string(), name: z.string(), selected: z.boolean() });
export const breadcrumbSchema = z.object({
  facetCode: z.string().optional(),
  facetName: z.string(),
  facetValueName: z.string(),
  removeQuery: z.object({ query: z.object({ value: z.string() }) }),
});

export const paginationSchema = z.object({
  /** 0-based, as the backend sends it; the address bar's `page` is 1-based. */
  currentPage: z.number().int().min(0),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const searchResponseSchema = z.object({
  products: z.array(productSchema),
  facets: z.array(facetSchema),
  sorts: z.array(sortSchema),
  breadcrumbs: z.array(breadcrumbSchema),
  pagination: paginationSchema,
  freeTextSearch: z.string(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const SEARCH_SORTS = ['relevance', 'title-asc', 'title-desc', 'date-desc', 'date-asc', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';

/** Facet codes and their display names, in priority order (SRCH-01). Every product has a mediaType. */
export const SEARCH_FACETS = [
  { code: 'mediaType', name: 'Format' },
  { code: 'productType', name: 'Product Type' },
  { code: 'publicationYear', name: 'Publication Year' },
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

/** GET /api/products/search (spec 001 §7). `page` here is 0-based, like the answer's currentPage. */
export const searchQuerySchema = z.object({
  q: z.string().max(500, 'q is at most 500 characters').default(''),
  page: queryInt(0, 10_000).default(0),
  pageSize: queryInt(1, 100).default(10),
  /** Wins over a sort written inside `q`; without either, relevance. */
  sort: z.enum(SEARCH_SORTS).optional(),
  orgAccountNumber: z.string().max(40).optional(),
  billToAccountNumber: z.string().max(40).optional(),
  tierLevel: z.string().max(40).optional(),
  countryIsoCode: z.string().max(2).optional(),
  /** Which catalogue: the first brand's (default) or the second brand's. */
  brand: z.string().max(40).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchQueryParsed = z.output<typeof searchQuerySchema>;

/**
 * The fixed search workload: varied texts (full-text, prefix, quoted, `or`, `-word`, substring,
 * ISBN, no match), facet filters written in `q` (`text:sort:facetCode:value…`), sorts, deep pages,
 * page sizes up to 100 and the `brand` parameter. Same list every run, so runs compare.
 */
export const SEARCH_QUERIES = [
  // Free text
  { kind: 'text', label: 'lighthouse', params: { q: 'lighthouse' } },
  { kind: 'text', label: 'exact title', params: { q: "The Lighthouse Keeper's Almanac" } },
  { kind: 'text', label: 'prefixes "lighth almanac"', params: { q: 'lighth almanac' } },
  { kind: 'text', label: 'organic chemistry', params: { q: 'organic chemistry' } },
  { kind: 'text', label: 'quoted "world history"', params: { q: '"world history"' } },
  { kind: 'text', label: 'harbour -murder', params: { q: 'harbour -murder' } },
  { kind: 'text', label: 'garden or orchard', params: { q: 'garden or orchard' } },
  { kind: 'text', label: 'substring "ighthous"', params: { q: 'ighthous' } },
  { kind: 'text', label: 'no match', params: { q: 'zzyzx quillwort' } },
  // ISBN typed as q
  { kind: 'isbn', label: 'ISBN-13 with dashes', params: { q: '978-0-00-000000-2' } },
  { kind: 'isbn', label: 'ISBN-13 (second brand)', params: { q: '9780000000019', brand: 'thorndike' } },
  // Facets in q
  { kind: 'facets', label: 'all, Format=eBook', params: { q: ':relevance:mediaType:eBook' } },
  {
    kind: 'facets',
    label: 'history, print + Hardcover, newest',
    params: { q: 'history:date-desc:mediaType:print:bindingFormat:Hardcover' },
  },
  { kind: 'facets', label: 'principles, year 2020', params: { q: 'principles:relevance:publicationYear:2020' } },
  { kind: 'facets', label: 'all, Brand=Thorndike, A-Z', params: { q: ':title-asc:brand:Thorndike' } },
  { kind: 'facets', label: 'database, type Database', params: { q: 'database:relevance:productType:Database' } },
  {
    kind: 'facets',
    label: 'introduction, 3 facets, price',
    params: { q: 'introduction:price-asc:mediaType:print:publicationYear:2023:bindingFormat:Paperback' },
  },
  // Browsing, sorts and pages
  { kind: 'browse', label: 'all, page 0', params: { q: '' } },
  { kind: 'browse', label: 'all, A-Z, page 5', params: { q: '', sort: 'title-asc', page: 5 } },
  {
    kind: 'browse',
    label: 'all, price desc, page 40 of 20',
    params: { q: '', sort: 'price-desc', page: 40, pageSize: 20 },
  },
  {
    kind: 'browse',
    label: 'nursing, price asc, page 1 of 20',
    params: { q: 'nursing', sort: 'price-asc', page: 1, pageSize: 20 },
  },
  {
    kind: 'browse',
    label: 'the, newest, page 3 of 50',
    params: { q: 'the', sort: 'date-desc', page: 3, pageSize: 50 },
  },
  { kind: 'browse', label: 'introduction to, 100 a page', params: { q: 'introduction to', pageSize: 100 } },
  // Second brand's catalogue
  { kind: 'brand', label: 'winter (thorndike)', params: { q: 'winter', brand: 'thorndike' } },
  {
    kind: 'brand',
    label: 'large print (thorndike), A-Z',
    params: { q: 'large print', brand: 'thorndike', sort: 'title-asc' },
  },
];

export const searchPath = (params) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `/api/products/search?${query}`;
};

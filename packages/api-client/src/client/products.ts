import * as s from '../schemas';
import type { Http } from './http';

export function productsApi(http: Http) {
  return {
    /** GET /api/products/code — per-ISBN lookup (spec 000 §7). */
    byCode: (query: s.ProductCodeQuery) =>
      http.call({ method: 'GET', path: '/api/products/code', query, answer: s.productSchema }),
    /** GET /api/products/search — search with facets, sorts and paging (spec 001 §7). */
    search: (query: s.SearchQuery) =>
      http.call({ method: 'GET', path: '/api/products/search', query, answer: s.searchResponseSchema }),
  };
}

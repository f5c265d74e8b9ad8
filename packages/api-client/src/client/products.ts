import * as s from '../schemas';
import type { Http } from './http';

export function productsApi(http: Http) {
  return {
    /** GET /api/products/code — per-ISBN lookup (spec 000 §7); the product page's product (PDP-01). */
    byCode: (query: s.ProductCodeQuery) =>
      http.call({ method: 'GET', path: '/api/products/code', query, answer: s.productSchema }),
    /** GET /api/products/search — search with facets, sorts and 0-based paging (spec 001 §7; SRCH-01). */
    search: (query: s.SearchQuery) =>
      http.call({ method: 'GET', path: '/api/products/search', query, answer: s.searchResponseSchema }),
    /**
     * GET /api/products — a product priced for an account: the internal lookup (IPS-01) and the
     * per-ISBN price-and-availability call (PNA-01).
     */
    lookup: (query: s.ProductLookupQuery) =>
      http.call({ method: 'GET', path: '/api/products', query, answer: s.pricedProductSchema }),
    /** GET /api/products/priceAndAvailability — prices and stock of one ISBN (spec 001 §7). */
    priceAndAvailability: (query: s.PriceAndAvailabilityQuery) =>
      http.call({ method: 'GET', path: '/api/products/priceAndAvailability', query, answer: s.priceAndAvailabilitySchema }),
    /** POST /api/products/priceAndAvailability — rows of ISBN and quantity; invalid ISBNs first (PNA-01). */
    checkPrices: (body: s.PriceCheckBody) =>
      http.call({ method: 'POST', path: '/api/products/priceAndAvailability', body, answer: s.priceCheckResultSchema }),
  };
}

import * as s from '../schemas';
import type { Http } from './http';

/** Cart calls of spec 000 §7. Bodies are validated by the server with the same schemas. */
export function cartsApi(http: Http) {
  return {
    /** GET /api/carts — the user's current cart. */
    get: (query: s.GetCartQuery) => http.call({ method: 'GET', path: '/api/carts', query, answer: s.cartSchema }),
    /** POST /api/carts — create a new empty current cart. */
    create: (body: s.CreateCartBody) => http.call({ method: 'POST', path: '/api/carts', body, answer: s.cartSchema }),
    /** DELETE /api/carts — delete a cart or wish list. */
    delete: (query: s.DeleteCartQuery) => http.call({ method: 'DELETE', path: '/api/carts', query, answer: s.okSchema }),
    /** POST /api/carts/entries — bulk add; one result per entry. */
    addEntries: (body: s.CartEntriesBody) =>
      http.call({ method: 'POST', path: '/api/carts/entries', body, answer: s.addCartEntriesResultSchema }),
    /** PUT /api/carts/entries — set quantities. */
    updateEntries: (body: s.CartEntriesBody) =>
      http.call({ method: 'PUT', path: '/api/carts/entries', body, answer: s.updateCartEntriesResultSchema }),
    /** DELETE /api/carts/entries — remove one entry. */
    removeEntry: (query: s.RemoveCartEntryQuery) =>
      http.call({ method: 'DELETE', path: '/api/carts/entries', query, answer: s.okSchema }),
    /** POST /api/carts/recalculate */
    recalculate: (body: s.RecalculateCartBody) =>
      http.call({ method: 'POST', path: '/api/carts/recalculate', body, answer: s.cartSchema }),
  };
}

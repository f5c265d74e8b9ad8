import type * as s from '../schemas';
import type { Http } from './http';

/** Cart calls of spec 000 §7. Bodies are validated by the server with the same schemas. */
export function cartsApi(http: Http) {
  return {
    /** GET /api/carts — the user's current cart. */
    get: (query: s.GetCartQuery) =>
      http.call({ method: 'GET', path: '/api/carts', query, answer: (schemas) => schemas.cartSchema }),
    /** POST /api/carts — create a new empty current cart. */
    create: (body: s.CreateCartBody) =>
      http.call({ method: 'POST', path: '/api/carts', body, answer: (schemas) => schemas.cartSchema }),
    /** DELETE /api/carts — delete a cart or wish list. */
    delete: (query: s.DeleteCartQuery) =>
      http.call({ method: 'DELETE', path: '/api/carts', query, answer: (schemas) => schemas.okSchema }),
    /** POST /api/carts/entries — bulk add; one result per entry. */
    addEntries: (body: s.CartEntriesBody) =>
      http.call({
        method: 'POST',
        path: '/api/carts/entries',
        body,
        answer: (schemas) => schemas.addCartEntriesResultSchema,
      }),
    /** PUT /api/carts/entries — set quantities. */
    updateEntries: (body: s.CartEntriesBody) =>
      http.call({
        method: 'PUT',
        path: '/api/carts/entries',
        body,
        answer: (schemas) => schemas.updateCartEntriesResultSchema,
      }),
    /** DELETE /api/carts/entries — remove one entry. */
    removeEntry: (query: s.RemoveCartEntryQuery) =>
      http.call({ method: 'DELETE', path: '/api/carts/entries', query, answer: (schemas) => schemas.okSchema }),
    /** PUT /api/carts/entries/fund-codes — set (or clear) one fund code on the lines of the listed products. */
    setFundCodes: (body: s.SetFundCodesBody) =>
      http.call({
        method: 'PUT',
        path: '/api/carts/entries/fund-codes',
        body,
        answer: (schemas) => schemas.cartSchema,
      }),
    /** POST /api/carts/recalculate — reprice the current cart (also after an order and an account switch). */
    recalculate: (body: s.RecalculateCartBody) =>
      http.call({ method: 'POST', path: '/api/carts/recalculate', body, answer: (schemas) => schemas.cartSchema }),
    /** PATCH /api/carts/accounts — change the ship-to account of the current cart (ACCT-02). */
    changeAccount: (body: s.ChangeCartAccountBody) =>
      http.call({ method: 'PATCH', path: '/api/carts/accounts', body, answer: (schemas) => schemas.cartSchema }),
    /** PUT /api/carts/shippers — set the shipper and delivery cost of the current cart (CHK-04). */
    setShipper: (body: s.SetShipperBody) =>
      http.call({ method: 'PUT', path: '/api/carts/shippers', body, answer: (schemas) => schemas.cartSchema }),
  };
}

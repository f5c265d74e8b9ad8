import type * as s from '../schemas';
import type { Http } from './http';

/**
 * Quotes for titles sold through a rep: the buyer requests, lists, reads and accepts; staff list and answer
 * (docs/api.md "Quotes").
 */
export function quotesApi(http: Http) {
  return {
    /** POST /api/quotes — request a quote for titles not sold online to the buyer on this ship-to. */
    request: (body: s.RequestQuoteBody) =>
      http.call({ method: 'POST', path: '/api/quotes', body, answer: (schemas) => schemas.quoteSchema }),
    /** GET /api/quotes — the ship-to's quotes, newest first. */
    list: (query: s.QuotesQuery) =>
      http.call({ method: 'GET', path: '/api/quotes', query, answer: (schemas) => schemas.quotesResponseSchema }),
    /** GET /api/quotes/detail — one quote. */
    get: (query: s.QuoteQuery) =>
      http.call({ method: 'GET', path: '/api/quotes/detail', query, answer: (schemas) => schemas.quoteSchema }),
    /** POST /api/quotes/accept — put a quoted quote's lines into the current cart at the quoted prices. */
    accept: (body: s.AcceptQuoteBody) =>
      http.call({ method: 'POST', path: '/api/quotes/accept', body, answer: (schemas) => schemas.cartSchema }),
    /** GET /api/staff/quotes — staff only: every quote, newest first, optionally of one status. */
    staffList: (query: s.StaffQuotesQuery = {}) =>
      http.call({
        method: 'GET',
        path: '/api/staff/quotes',
        query,
        answer: (schemas) => schemas.quotesResponseSchema,
      }),
    /** PUT /api/staff/quotes — staff only: price every line and set the expiry date (status quoted). */
    answer: (body: s.AnswerQuoteBody) =>
      http.call({ method: 'PUT', path: '/api/staff/quotes', body, answer: (schemas) => schemas.quoteSchema }),
  };
}

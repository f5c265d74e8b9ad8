import { validationErrorBody, ApiError } from '../errors';
import {
  ACCOUNT_NOT_FOUND,
  NOT_PURCHASABLE,
  PRODUCT_NOT_FOUND,
  QUOTE_ALREADY_ACCEPTED,
  QUOTE_DUPLICATE_TITLE,
  QUOTE_EXPIRED,
  QUOTE_EXPIRY_PAST,
  QUOTE_NOT_ANSWERED,
  QUOTE_NOT_FOUND,
  QUOTE_OTHER_SHIP_TO,
  QUOTE_PRICE_EVERY_LINE,
  QUOTE_SOLD_ONLINE,
  STAFF_ONLY,
  quoteTitleInCart,
} from '../messages';
import { roundMoney, toMoney } from '../money';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { buildCartEntry } from './fixtures';
import { fail, parseRequest, type MemoryQuote, type MemoryState } from './memoryState';

const invalid = (issues: { path: (string | number)[]; message: string }[]): never => {
  throw new ApiError(validationErrorBody(issues));
};

/**
 * Quotes of the twin, with the server's rules (packages/server/src/quotes): a buyer requests a quote for titles the
 * selling rule offers them only through a rep, on a ship-to they may use; staff answer it; the buyer accepts it into
 * their current cart on that ship-to, where its lines keep the quoted prices (MemoryState.quotedLine).
 */
export function memoryQuotes(state: MemoryState): ApiClient['quotes'] {
  const handle = answering(state);

  const view = (quote: MemoryQuote): s.Quote => {
    const money = (value: number) => toMoney(value, state.currencyIso);
    const quoted = quote.lines.every((l) => l.unitPrice !== null) && quote.status !== 'requested';
    return {
      ...quote,
      status: s.quoteStatusOn(quote, s.utcToday()),
      total: quoted
        ? money(roundMoney(quote.lines.reduce((sum, l) => sum + l.quantity * (l.unitPrice ?? 0), 0)))
        : null,
      lines: quote.lines.map((l) => ({ ...l, unitPrice: l.unitPrice === null ? null : money(l.unitPrice) })),
    };
  };
  const newestFirst = (a: MemoryQuote, b: MemoryQuote) =>
    b.requestedAt.localeCompare(a.requestedAt) || b.number.localeCompare(a.number);

  /** A quote the signed-in user may read: of a ship-to they may use (staff: any); else 404, revealing nothing. */
  const readable = (number: string): MemoryQuote => {
    const user = state.requireUser();
    const quote = state.quotes.get(number.toUpperCase());
    if (!quote || !state.canUseAccount(user, quote.shipTo)) return fail(404, 'NOT_FOUND', QUOTE_NOT_FOUND);
    return quote;
  };
  const requireStaff = () => {
    const user = state.requireUser();
    if (!user.isCengageEmployee) fail(403, 'FORBIDDEN', STAFF_ONLY);
    return user;
  };

  return {
    request: handle(s.quoteSchema, (body: s.RequestQuoteBody) => {
      const user = state.requireUser();
      const request = parseRequest(s.requestQuoteBodySchema, body);
      if (!state.canUseAccount(user, request.shipTo)) fail(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
      const caller = state.caller(user.uid, request.shipTo);
      const seen = new Map<string, number>();
      const issues: { path: (string | number)[]; message: string }[] = [];
      const lines = request.lines.map((line, i) => {
        const product = state.findProduct(line.productCode);
        const path = ['lines', i, 'productCode'];
        if (!product) return (issues.push({ path, message: PRODUCT_NOT_FOUND }), null);
        const verdict = state.verdict(product, caller);
        if (verdict.offer !== 'contact-rep')
          issues.push({
            path,
            message: verdict.purchasable ? QUOTE_SOLD_ONLINE : (verdict.message ?? NOT_PURCHASABLE),
          });
        else if (seen.has(product.isbn13)) issues.push({ path, message: QUOTE_DUPLICATE_TITLE });
        seen.set(product.isbn13, i);
        return {
          productCode: product.code,
          isbn13: product.isbn13,
          title: product.fullTitle,
          quantity: line.quantity,
          unitPrice: null,
        };
      });
      if (issues.length > 0) invalid(issues);
      // Quotes are never deleted, so the count numbers them (every session's view shares the one map).
      const quote: MemoryQuote = {
        number: `Q${1_000_001 + state.quotes.size}`,
        shipTo: request.shipTo,
        requestedBy: user.uid,
        status: 'requested',
        note: request.note ? request.note : null,
        requestedAt: new Date().toISOString(),
        quotedAt: null,
        expiresOn: null,
        acceptedAt: null,
        lines: lines.filter((l) => l !== null),
      };
      state.quotes.set(quote.number, quote);
      return view(quote);
    }),
    list: handle(s.quotesResponseSchema, (query: s.QuotesQuery) => {
      const user = state.requireUser();
      const { shipTo } = parseRequest(s.quotesQuerySchema, query);
      if (!state.canUseAccount(user, shipTo)) fail(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
      const quotes = [...state.quotes.values()].filter((q) => q.shipTo === shipTo).sort(newestFirst);
      return { quotes: quotes.map(view) };
    }),
    get: handle(s.quoteSchema, (query: s.QuoteQuery) => {
      state.requireUser();
      return view(readable(parseRequest(s.quoteQuerySchema, query).number));
    }),
    accept: handle(s.cartSchema, (body: s.AcceptQuoteBody) => {
      const user = state.requireUser();
      const quote = readable(parseRequest(s.acceptQuoteBodySchema, body).number);
      const status = s.quoteStatusOn(quote, s.utcToday());
      if (status === 'requested') fail(409, s.QUOTE_ERROR_CODES.notAnswered, QUOTE_NOT_ANSWERED);
      if (status === 'accepted') fail(409, s.QUOTE_ERROR_CODES.alreadyAccepted, QUOTE_ALREADY_ACCEPTED);
      if (status === 'expired') fail(409, s.QUOTE_ERROR_CODES.expired, QUOTE_EXPIRED);
      const cart = state.currentCart(user.uid);
      if (cart.shipToAccountNumber !== quote.shipTo) fail(409, s.QUOTE_ERROR_CODES.otherShipTo, QUOTE_OTHER_SHIP_TO);
      const held = quote.lines.find((l) => cart.entries.some((e) => e.product.isbn13 === l.isbn13));
      if (held) fail(409, s.QUOTE_ERROR_CODES.titleInCart, quoteTitleInCart(held.title));
      for (const line of quote.lines) {
        const product = state.products.get(line.isbn13);
        if (!product) continue;
        cart.entries.push({
          ...buildCartEntry(product, line.quantity, cart.entries.length),
          fundCode: null,
          quoteNumber: quote.number,
        });
      }
      quote.status = 'accepted';
      quote.acceptedAt = new Date().toISOString();
      return state.recompute(cart);
    }),
    staffList: handle(s.quotesResponseSchema, (query: s.StaffQuotesQuery = {}) => {
      requireStaff();
      const { status, shipTo } = parseRequest(s.staffQuotesQuerySchema, query);
      const quotes = [...state.quotes.values()]
        .filter((q) => !shipTo || q.shipTo === shipTo)
        .sort(newestFirst)
        .map(view);
      return { quotes: status ? quotes.filter((q) => q.status === status) : quotes };
    }),
    answer: handle(s.quoteSchema, (body: s.AnswerQuoteBody) => {
      requireStaff();
      const request = parseRequest(s.answerQuoteBodySchema, body);
      const quote = state.quotes.get(request.number.toUpperCase());
      if (!quote) return fail(404, 'NOT_FOUND', QUOTE_NOT_FOUND);
      if (request.expiresOn < s.utcToday()) invalid([{ path: ['expiresOn'], message: QUOTE_EXPIRY_PAST }]);
      const prices = new Map<string, number>();
      for (const line of request.lines) {
        const product = state.findProduct(line.productCode);
        if (!product || prices.has(product.isbn13)) invalid([{ path: ['lines'], message: QUOTE_PRICE_EVERY_LINE }]);
        prices.set(product!.isbn13, line.unitPrice);
      }
      if (prices.size !== quote.lines.length || quote.lines.some((l) => !prices.has(l.isbn13)))
        invalid([{ path: ['lines'], message: QUOTE_PRICE_EVERY_LINE }]);
      if (quote.status === 'accepted') fail(409, s.QUOTE_ERROR_CODES.alreadyAccepted, QUOTE_ALREADY_ACCEPTED);
      quote.lines = quote.lines.map((l) => ({ ...l, unitPrice: prices.get(l.isbn13)! }));
      quote.status = 'quoted';
      quote.quotedAt = new Date().toISOString();
      quote.expiresOn = request.expiresOn;
      return view(quote);
    }),
  };
}

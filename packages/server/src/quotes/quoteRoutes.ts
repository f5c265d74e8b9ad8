import type { FastifyInstance, FastifyReply } from 'fastify';
import * as s from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { signedInOnly } from '../http/guards';
import { withZod } from '../http/validate';
import { createQuoteService, type QuoteService } from './quoteService';
import { staffQuotePage } from './staffQuotePage';

/** The answers are one buyer's (or staff's) own: never kept by a shared cache. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-store');

/**
 * Quotes (docs/api.md "Quotes"): the buyer's request, list, detail and accept, and staff's list and answer. Order of
 * checks, as everywhere (http/guards): a session (401), a valid request (400 naming the field), then the service's:
 * the ship-to or quote is the caller's (404), staff only (403), the quote's state (409).
 */
export async function quoteRoutes(server: FastifyInstance, quotes: QuoteService): Promise<void> {
  const app = withZod(server);

  app.post(
    '/api/quotes',
    { ...signedInOnly, schema: { body: s.requestQuoteBodySchema, response: { 201: s.quoteSchema } } },
    async (request, reply) => {
      const quote = await quotes.request(requireUser(request), request.body);
      noStore(reply.code(201));
      return quote;
    },
  );

  app.get(
    '/api/quotes',
    { ...signedInOnly, schema: { querystring: s.quotesQuerySchema, response: { 200: s.quotesResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { quotes: await quotes.list(requireUser(request), request.query.shipTo) };
    },
  );

  app.get(
    '/api/quotes/detail',
    { ...signedInOnly, schema: { querystring: s.quoteQuerySchema, response: { 200: s.quoteSchema } } },
    async (request, reply) => {
      noStore(reply);
      return quotes.get(requireUser(request), request.query.number);
    },
  );

  app.post(
    '/api/quotes/accept',
    { ...signedInOnly, schema: { body: s.acceptQuoteBodySchema, response: { 200: s.cartSchema } } },
    async (request, reply) => {
      noStore(reply);
      return quotes.accept(requireUser(request), request.body.number);
    },
  );

  app.get(
    '/api/staff/quotes',
    {
      ...signedInOnly,
      schema: { querystring: s.staffQuotesQuerySchema, response: { 200: s.quotesResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const { status, shipTo } = request.query;
      return { quotes: await quotes.staffList(requireUser(request), status, shipTo) };
    },
  );

  app.put(
    '/api/staff/quotes',
    { ...signedInOnly, schema: { body: s.answerQuoteBodySchema, response: { 200: s.quoteSchema } } },
    async (request, reply) => {
      noStore(reply);
      return quotes.answer(requireUser(request), request.body);
    },
  );
}

/** The quote service over the server's database and cart, and its calls (buildServer's one line). */
export async function registerQuotes(server: FastifyInstance, ctx: ServerContext): Promise<QuoteService> {
  const service = createQuoteService(ctx.database.db, {
    currency: ctx.site.currency,
    site: ctx.site,
    carts: ctx.carts,
  });
  await quoteRoutes(server, service);
  await staffQuotePage(server, service);
  return service;
}

import type { FastifyInstance } from 'fastify';
import {
  describeSearchTerm,
  parseSearchQ,
  SEARCH_EXPORT_HEADING,
  SEARCH_EXPORT_ROWS_HEADER,
  searchExportFileName,
  searchExportQuerySchema,
} from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import { withZod } from '../http/validate';
import { catalogueDiscount } from '../pricing/priceForAccount';
import { exportStream, planSearchExport, writeSearchExport } from './searchExport';
import { loadCaller } from '../entitlement/entitlement';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/products/search/export (SRCH-02): the search results as an Excel workbook, streamed.
 * Public like the search, and priced like it: the signed-in account's prices, a visitor the catalogue's. Bad parameters answer 400 before anything is sent.
 */
export async function exportRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  app.get(
    '/api/products/search/export',
    { schema: { querystring: searchExportQuerySchema } },
    async (request, reply) => {
      const { query } = request;
      const brand = query.brand ?? ctx.site.brand;
      const discount = await catalogueDiscount(ctx.database.db, request.session?.uid, query);
      const caller = await loadCaller(ctx.database.db, request.session?.uid, ctx.site, query.shipToAccountNumber);
      const plan = await planSearchExport(ctx.database, { ...query, brand });
      const date = new Date();
      const fileName = searchExportFileName(date, query.fileName);
      const parsed = parseSearchQ(query.q);
      const address = new URLSearchParams({ q: query.q, page: '1', ...(query.sort ? { sort: query.sort } : {}) });
      const link = `${request.protocol}://${request.host}${ctx.site.routes.searchResults}?${address.toString()}`;

      const out = exportStream();
      reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header(SEARCH_EXPORT_ROWS_HEADER, String(plan.isbns.length))
        .header('access-control-expose-headers', `content-disposition, ${SEARCH_EXPORT_ROWS_HEADER}`)
        .header('cache-control', 'no-store');
      writeSearchExport(ctx.database, out, {
        plan,
        brand,
        currency: ctx.site.currency,
        discount,
        caller,
        heading: query.heading ?? SEARCH_EXPORT_HEADING,
        term: describeSearchTerm(parsed),
        link,
        date,
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'search export failed while streaming');
        out.destroy(error as Error);
      });
      return reply.send(out);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ERROR_TYPES, isValidIsbn13, PRODUCT_NOT_FOUND } from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import { products } from '../db/schema';
import { notFound } from '../http/HttpError';
import { withZod } from '../http/validate';
import { encodeMarcRecord } from './marcRecord';
import { productMarcRecord } from './productMarc';

/** The media type of MARC 21 records in ISO 2709 (RFC 2220). */
export const MARC_CONTENT_TYPE = 'application/marc';

/** `/marc/{isbn13}.mrc`: 13 digits with a right check digit, dashes allowed. */
export const marcFileParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[\d-]+\.mrc$/, 'must be an ISBN-13 followed by .mrc')
    .transform((file) => file.slice(0, -'.mrc'.length).replace(/-/g, ''))
    .refine((isbn) => /^\d{13}$/.test(isbn), 'the ISBN must have 13 digits')
    .refine(isValidIsbn13, 'the ISBN’s check digit is wrong'),
});

/**
 * GET /marc/{isbn13}.mrc — the MARC 21 record of a catalogue product, for library systems to import
 * (the product page's MARC Record link, PDP-01): public, `application/marc`, downloaded as
 * `{isbn13}.mrc`; 400 for a malformed ISBN, 404 for one not in the catalogue.
 */
export async function marcRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  app.get('/marc/:file', { schema: { params: marcFileParamsSchema } }, async (request, reply) => {
    const { file: isbn } = request.params;
    const [row] = await ctx.database.db.select().from(products).where(eq(products.isbn13, isbn)).limit(1);
    if (!row) throw notFound(PRODUCT_NOT_FOUND, ERROR_TYPES.productNotFound);
    const record = encodeMarcRecord(productMarcRecord(row));
    return reply
      .type(MARC_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${isbn}.mrc"`)
      .header('cache-control', 'public, max-age=3600')
      .send(Buffer.from(record.buffer, record.byteOffset, record.byteLength));
  });
}

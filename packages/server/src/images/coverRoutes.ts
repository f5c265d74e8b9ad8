import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidIsbn13 } from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import { products } from '../db/schema';
import { badRequest, notFound } from '../http/HttpError';
import { renderCoverSvg } from './coverSvg';
import { renderContentsSvg } from './lookInsideSvg';

export const DEFAULT_COVER_WIDTH = 216;

/** The page as an SVG image with its ETag, a day of max-age and a CSP that lets it run nothing. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * GET /images/covers/{isbn13}.svg?w=125 — a drawn cover for every valid ISBN-13 (the catalogue's
 * title and author when it holds the book). GET /images/look-inside/{isbn13}-contents.svg — a Look Inside
 * page (PDP-01): the contents page of a catalogue book with a table of contents. Cacheable: ETag plus a day of max-age.
 */
export async function coverRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get<{ Params: { file: string } }>('/images/look-inside/:file', async (request, reply) => {
    const isbn13 = /^(\d{13})-contents\.svg$/.exec(request.params.file)?.[1];
    const [book] =
      isbn13 && isValidIsbn13(isbn13)
        ? await ctx.database.db
            .select({ title: products.fullTitle, edition: products.edition, tableOfContent: products.tableOfContent })
            .from(products)
            .where(eq(products.isbn13, isbn13))
            .limit(1)
        : [];
    if (!isbn13 || !book?.tableOfContent) {
      throw notFound(
        `No Look Inside page "${request.params.file}": pages are /images/look-inside/{isbn13}-contents.svg of a catalogue book with a table of contents.`,
      );
    }
    return sendSvg(
      request,
      reply,
      renderContentsSvg({
        isbn13,
        title: book.title,
        edition: book.edition,
        tableOfContent: book.tableOfContent,
        width: 600,
      }),
    );
  });

  app.get<{ Params: { file: string }; Querystring: { w?: string } }>('/images/covers/:file', async (request, reply) => {
    const isbn13 = /^(\d{13})\.svg$/.exec(request.params.file)?.[1];
    if (!isbn13 || !isValidIsbn13(isbn13)) {
      throw notFound(
        `No cover for "${request.params.file}": covers are /images/covers/{isbn13}.svg with a valid ISBN-13.`,
      );
    }
    const rawWidth = request.query.w;
    // Digits only: Number() would also read ' 125', '1e2' and '0x7d' as widths.
    const width =
      rawWidth === undefined
        ? DEFAULT_COVER_WIDTH
        : typeof rawWidth === 'string' && /^\d{1,4}$/.test(rawWidth)
          ? Number(rawWidth)
          : Number.NaN;
    if (!Number.isInteger(width) || width < 16 || width > 2000) {
      throw badRequest('w: must be a whole number of pixels from 16 to 2000', {
        w: 'Must be a whole number of pixels from 16 to 2000',
      });
    }
    const [book] = await ctx.database.db
      .select({ title: products.fullTitle, author: products.authors, brand: products.brand })
      .from(products)
      .where(eq(products.isbn13, isbn13))
      .limit(1);
    const svg = renderCoverSvg({
      isbn13,
      width,
      title: book?.title ?? `ISBN ${isbn13}`,
      author: book?.author ?? null,
      brand: book?.brand ?? null,
    });
    return sendSvg(request, reply, svg);
  });
}

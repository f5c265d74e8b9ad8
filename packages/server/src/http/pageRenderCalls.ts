import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The API calls a server-rendered page makes of its own server (static/renderStorefront's `app.inject`) carry this
 * header with a secret made when the process starts and never sent out, so no outside client can claim to be one.
 * Load shedding lets them wait their turn instead of refusing them: the page request they serve is already being
 * answered, and a refused call would render that page without its data (its head, its blocks' code).
 */
export const PAGE_RENDER_HEADER = 'x-shelfmark-page-render';
const SECRET = randomUUID();

/** The header a page render's own API call carries. */
export const pageRenderCallHeaders = (): Record<string, string> => ({ [PAGE_RENDER_HEADER]: SECRET });

/** True for an API call made by this process's page render (the header with this process's secret). */
export const isPageRenderCall = (request: Pick<FastifyRequest, 'headers'>): boolean =>
  request.headers[PAGE_RENDER_HEADER] === SECRET;

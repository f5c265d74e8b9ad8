import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { SEARCH_EXPORT_ROWS_HEADER } from '@shelfmark/api-client/schemas';
import { CSRF_HEADER } from '../auth/csrfGuard';
import { isPageRenderCall } from './pageRenderCalls';

/** Methods the API answers; a preflight allows them all, the routes decide the rest. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Answer headers the client reads besides the safelisted ones: download names, export row counts, load shedding's wait. */
const EXPOSED_HEADERS = ['content-disposition', SEARCH_EXPORT_ROWS_HEADER, 'retry-after'];

/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/**
 * Reads SHELFMARK_CORS_ORIGINS: a comma-separated list of exact origins (`https://shop.example.org`)
 * whose pages may call the API with credentials. Unset or empty: none. A value that is not an
 * http(s) origin (a path, a wildcard, `null`) stops the start with a message naming the variable.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const origins: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const value = part.trim();
    if (!value) continue;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    const bare = url ? `${url.protocol}//${url.host}` : '';
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      value.includes('*') ||
      value.replace(/\/$/, '') !== bare
    ) {
      throw new Error(
        `SHELFMARK_CORS_ORIGINS must list exact http(s) origins separated by commas, e.g. https://shop.example.org (got "${value}").`,
      );
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** Paths of the server's own media (covers, video clips and posters): answers name them from the server's root. */
const MEDIA_PATH = /^\/(images|media)\//;
/** A JSON string (or an attribute inside one) that starts with one of those paths. */
const MEDIA_IN_JSON = /"\/(images|media)\//g;

export interface CorsOptions {
  /** The exact origins whose pages may call the API with credentials; none: nothing is registered. */
  origins: readonly string[];
  /** The server's own public origin, e.g. https://api.example.org: media addresses sent to other origins start with it. */
  publicUrl: string;
}

/**
 * Cross-origin use of the API by the given origins' pages: a request whose Origin is one of
 * them gets Access-Control-Allow-Origin with that origin and Allow-Credentials (the session cookie
 * goes with `credentials: 'include'`), a preflight (OPTIONS) gets the methods and the CSRF header
 * allowed; every answer says `Vary: Origin`. Any other origin gets no CORS header (its preflight
 * answers 404 as before), and mutations from it stay refused by the CSRF guard. Registered before
 * the other hooks, so refusals (403 CSRF, 429, 503) carry the headers and the page can read them.
 *
 * Media: answers name covers and clips by path (`/images/covers/….svg`), which a page on another
 * origin would resolve against its own. A JSON answer to an allowed origin names them by absolute
 * address on `publicUrl` instead, and so does one to a caller that is no browser (neither Origin nor
 * Sec-Fetch-Site: another origin's server render, whose HTML the browser reads on that origin); a
 * browser's same-origin answer and this server's own page render keep the path. Covers and clips may be
 * embedded by other origins (`Cross-Origin-Resource-Policy: cross-origin`; they are public).
 * With no origins nothing is registered: the server is same-origin only.
 */
export async function registerCors(app: FastifyInstance, { origins, publicUrl }: CorsOptions): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const mediaBase = publicUrl.replace(/\/+$/, '');
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: METHODS,
    allowedHeaders: ['content-type', CSRF_HEADER],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE,
    strictPreflight: true,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (MEDIA_PATH.test(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
    const origin = request.headers.origin;
    const serverSide =
      origin === undefined && request.headers['sec-fetch-site'] === undefined && !isPageRenderCall(request);
    if (typeof payload !== 'string' || !(serverSide || (origin !== undefined && allowed.has(origin)))) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    return payload.replace(MEDIA_IN_JSON, `"${mediaBase}/$1/`);
  });
}

import type { FastifyRequest } from 'fastify';

/** RFC 3986 §2.3 unreserved characters: percent-encoding them changes nothing about the address. */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e)/gi;

/**
 * The request target with every percent-encoded unreserved character (letters, digits, `-._~`) in
 * its path decoded, as RFC 3986 §6.2.2.2 normalises it: `/%61pi/carts` becomes `/api/carts`, while
 * `%2F`, `%25`, `%3F` and every other reserved or non-ASCII escape stay as they are. The router
 * decodes these anyway when it matches, so this changes no route's meaning; it makes `request.url`
 * (logs, the not-found page, any hook that reads it) name the same path the router matched.
 * Used as fastify's `rewriteUrl`.
 */
export function normaliseRequestUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return url;
  const normalised = path.replace(ENCODED_UNRESERVED, (escape) =>
    String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
  );
  return query === -1 ? normalised : `${normalised}${url.slice(query)}`;
}

/**
 * The pattern of the route the router matched (e.g. '/api/carts/recalculate', '/oidc/*'), or
 * undefined when none did (the not-found handler answers). Guards decide on this, never on the raw
 * URL: whatever spelling reached a route, its pattern is the same.
 */
export function matchedRoute(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/** Whether the request reached one of the store's /api routes (by the matched pattern). */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = matchedRoute(request);
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchedRoute } from '../http/requestPath';
import { AuthError, authErrorMessages } from './AuthError';

/** The header every mutation under /api carries: the session's csrfToken. */
export const CSRF_HEADER = 'x-csrf-token';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfGuardOptions {
  /** Origins whose pages may call the API (the store's own is always one). */
  trustedOrigins: string[];
  /** Route prefixes under /api that take no token (e.g. a payment provider's server-to-server call). */
  exemptPaths?: string[];
}

/**
 * onRequest hook for POST/PUT/PATCH/DELETE under /api: refuses requests a browser marks as coming
 * from another site (Origin, Sec-Fetch-Site), then, when a session exists, requires `x-csrf-token`
 * equal to its csrfToken. Without a session the request goes on to the route's own 401.
 * "Under /api" is decided on the route the router matched, never on the raw URL: `/%61pi/carts`
 * reaches the same route as `/api/carts` and is guarded the same; a request that matched no route
 * reaches only the not-found answer.
 */
export function createCsrfGuard({ trustedOrigins, exemptPaths = [] }: CsrfGuardOptions) {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return async function csrfGuard(request: FastifyRequest, reply: FastifyReply) {
    if (!MUTATIONS.has(request.method)) return;
    const path = matchedRoute(request);
    if (path === undefined || (path !== '/api' && !path.startsWith('/api/'))) return;
    if (exemptPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;

    if (isCrossSite(request, trusted)) {
      return reply.code(403).send(new AuthError(403, 'CSRF', authErrorMessages.crossSite).toApiError());
    }
    if (!request.session) return;
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !sameToken(sent, request.session.csrfToken)) {
      return reply.code(403).send(new AuthError(403, 'CSRF', authErrorMessages.csrfToken).toApiError());
    }
  };
}

function isCrossSite(request: FastifyRequest, trusted: Set<string>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (trusted.has(origin)) return false;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true; // 'null' and other opaque origins
    }
  }
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && site !== 'same-origin' && site !== 'none';
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

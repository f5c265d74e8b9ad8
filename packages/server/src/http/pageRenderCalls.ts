import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PLAIN_COOKIE_NAMES } from './cookieNames';
import { TEST_SESSION_HEADER } from '../session/testSession';

/**
 * How much a request matters when the server must refuse some (http/loadShedding), least first: an anonymous page or
 * a search (a crawler's or a browser's, answerable again in a moment or from a shared cache), a product read or a
 * signed-in buyer's page, a cart, and the checkout that places an order.
 */
export const CRITICALITIES = ['page', 'read', 'cart', 'checkout'] as const;
export type Criticality = (typeof CRITICALITIES)[number];

/**
 * The API calls a server-rendered page makes of its own server (static/renderStorefront's `app.inject`) carry this
 * header with a secret made when the process starts and never sent out, so no outside client can claim to be one,
 * and the class of the page they serve. Load shedding lets them wait their turn instead of refusing them — the page
 * request they serve was admitted already, and a refused call would render that page without its data — in the
 * page's own class, so a checkout still goes before an anonymous page's calls.
 */
export const PAGE_RENDER_HEADER = 'x-shelfmark-page-render';
const SECRET = randomUUID();

/**
 * How long all of a page's calls together may wait for the database (ms): each waits at most what is left of it, so a
 * page whose calls wait one after the other is still answered (its late parts as failed) well within a client's
 * deadline, not after several queue deadlines in a row.
 */
export const PAGE_RENDER_WAIT_MS = 5_000;

/**
 * The header a page render's own API call carries: its class, when its page's waiting ends (epoch ms), and the
 * catalogue and content versions the page was read under (static/keptPages), when it was.
 */
export const pageRenderCallHeaders = (
  criticality: Criticality = 'page',
  waitUntil: number = Date.now() + PAGE_RENDER_WAIT_MS,
  version?: string,
): Record<string, string> => ({
  [PAGE_RENDER_HEADER]: `${SECRET} ${criticality} ${Math.round(waitUntil)}${version ? ` ${version}` : ''}`,
});

/**
 * The versions a page render's call is made under (the page read them just before it rendered), or null: another
 * request, or a page rendered without them. Its content calls answer from what is kept under them, without a read.
 */
export function pageRenderVersion(request: Pick<FastifyRequest, 'headers'>): string | null {
  if (pageRenderCallClass(request) === null) return null;
  return String(request.headers[PAGE_RENDER_HEADER]).split(' ')[3] || null;
}

/** How long a page render's call may still wait (ms), or null for any other request. */
export function pageRenderCallWaitMs(request: Pick<FastifyRequest, 'headers'>): number | null {
  if (pageRenderCallClass(request) === null) return null;
  const until = Number(String(request.headers[PAGE_RENDER_HEADER]).split(' ')[2]);
  return Number.isFinite(until) ? Math.max(0, until - Date.now()) : null;
}

/** The class of an API call made by this process's page render (the header with this process's secret), else null. */
export function pageRenderCallClass(request: Pick<FastifyRequest, 'headers'>): Criticality | null {
  const value = request.headers[PAGE_RENDER_HEADER];
  if (typeof value !== 'string') return null;
  const [secret, criticality] = value.split(' ');
  if (secret !== SECRET) return null;
  return (CRITICALITIES as readonly string[]).includes(criticality ?? '') ? (criticality as Criticality) : 'page';
}

/** True for an API call made by this process's page render. */
export const isPageRenderCall = (request: Pick<FastifyRequest, 'headers'>): boolean =>
  pageRenderCallClass(request) !== null;

/** Paths that are never a storefront page (static/hostApp.ts answers them 404 instead of rendering). */
export const NOT_A_PAGE = ['/api', '/oidc', '/images', '/assets'];

const underAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** A browser's request for a storefront page: a GET or HEAD for HTML outside the paths above, which no route serves. */
export function isStorefrontPageRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  return !underAny(request.url.split('?', 1)[0]!, NOT_A_PAGE);
}

const SESSION_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:__Host-)?(?:${PLAIN_COOKIE_NAMES.session}|${PLAIN_COOKIE_NAMES.preview})=`,
);

/**
 * The class of a page request, read from its headers without the database: a page asked with a session (or preview)
 * cookie is a signed-in buyer's, rendered for them alone ('read'); any other is anonymous ('page'). A forged cookie
 * gains a page the product-read class, never a cart's or a checkout's.
 */
export function pageCriticality(request: Pick<FastifyRequest, 'headers'>): Criticality {
  const cookie = request.headers.cookie ?? '';
  return SESSION_COOKIE.test(cookie) || typeof request.headers[TEST_SESSION_HEADER] === 'string' ? 'read' : 'page';
}

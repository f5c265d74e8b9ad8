import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './HttpError';

/**
 * A Host (or a trusted X-Forwarded-Host) as RFC 9110 allows it: a DNS name or IPv4 address, or an IPv6 literal in
 * brackets, and an optional port. Nothing else — no user info (`x@y`), no path, no spaces — so a request's host can
 * never make a URL the server builds fail to parse.
 */
const WELL_FORMED_HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?)(?::[0-9]{1,5})?$/;

export const MALFORMED_HOST_MESSAGE = 'The Host header is malformed.';

/** True for a host the server could put in a URL (an empty one — HTTP/1.0 without Host — is left to the routes). */
export const isWellFormedHost = (host: string): boolean => host === '' || WELL_FORMED_HOST.test(host);

/**
 * SHELFMARK_ALLOWED_HOSTS: hosts (with their port when not the scheme's default), comma-separated, whose requests
 * are answered with their own host in the page's absolute addresses instead of SHELFMARK_PUBLIC_URL's — a store
 * reached under two names. Compared as written, lower case; a malformed entry stops the start naming the variable.
 */
export function parseAllowedHosts(raw: string | undefined): string[] {
  const hosts = (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!isWellFormedHost(host))
      throw new Error(`SHELFMARK_ALLOWED_HOSTS must list host names such as shop.example:8443 (got "${host}").`);
  }
  return hosts;
}

/**
 * Answers 400 to a request whose host is malformed, before any other work: without it a page built from the host
 * failed with 500 (`new URL('http://x@y/')` keeps user info; a space throws).
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isWellFormedHost(request.host)) throw new HttpError(400, 'VALIDATION', MALFORMED_HOST_MESSAGE);
  });
}

/**
 * The origin of the absolute addresses in a page (canonical link, og:url, the state's origin): the configured public
 * URL, or the request's own host when the operator allowed it. A host nobody configured never reaches a page, so a
 * shared cache (which keys by address, not by Host) can never keep a page naming a stranger's host.
 */
export function pageOriginFor(options: {
  publicUrl: string;
  allowedHosts?: readonly string[];
}): (request: Pick<FastifyRequest, 'host' | 'protocol'>) => string {
  const configured = new URL(options.publicUrl).origin;
  const allowed = new Set((options.allowedHosts ?? []).map((host) => host.toLowerCase()));
  return (request) => {
    const host = request.host.toLowerCase();
    return allowed.has(host) && isWellFormedHost(host) ? `${request.protocol}://${host}` : configured;
  };
}

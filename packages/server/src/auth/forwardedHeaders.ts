import type { FastifyRequest } from 'fastify';

/**
 * The identity provider (Koa) runs with `proxy = true` and reads X-Forwarded-*; this overwrites
 * those headers with what fastify decided under its own trustProxy setting, so a client cannot
 * forge the host or scheme the provider sees, and both agree on the public URL.
 */
export function setForwardedFromFastify(request: FastifyRequest): void {
  const headers = request.raw.headers;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-for'] = request.ip;
}

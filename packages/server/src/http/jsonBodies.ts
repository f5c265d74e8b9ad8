import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './HttpError';
import { isApiRoute } from './requestPath';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a Content-Type header names JSON and nothing else: the media type `application/json`
 * (any letter case, RFC 9110 §8.3.1), with at most a `charset=utf-8` parameter (JSON is UTF-8,
 * RFC 8259 §8.1). `application/json-evil`, `application/jsonx`, `text/plain`, other charsets and
 * other parameters are not.
 */
export function isExactlyJson(contentType: string): boolean {
  const [type = '', ...parameters] = contentType.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return (
    parameters.length <= 1 && parameters.every((parameter) => /^\s*charset\s*=\s*("?)utf-8\1\s*$/i.test(parameter))
  );
}

/** The 415 answer's message; the type sent is quoted, cut to a readable length. */
export const unsupportedContentTypeMessage = (contentType: string) =>
  `Content type "${contentType.slice(0, 60)}" is not accepted: send the body as application/json.`;

/**
 * Every request with a body to an /api route (by the matched route, so no spelling of the path
 * escapes) must send it as exactly JSON; anything else answers 415 UNSUPPORTED_MEDIA_TYPE before
 * the body is read. Browsers may send `text/plain` across sites without asking first, so a body
 * in it would reach a route as a string; here it never does. Routes outside /api (the identity
 * provider's forms, the card-provider simulator) keep their own parsers.
 */
export function registerJsonOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (BODYLESS.has(request.method) || !isApiRoute(request)) return;
    const contentType = request.headers['content-type'];
    if (contentType === undefined || isExactlyJson(contentType)) return;
    const error = new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', unsupportedContentTypeMessage(contentType));
    return reply.code(415).type('application/json; charset=utf-8').send(error.toApiError());
  });
}

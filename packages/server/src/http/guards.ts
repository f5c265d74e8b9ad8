import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/AuthError';
import { userMismatch } from './HttpError';

/**
 * The order of checks on every signed-in route: a session (401), a valid request (400 naming the
 * field), the request's userId is the signed-in user (403), then the handler's own (404 for a cart
 * or order that is not theirs). The session is checked before the request is validated, so a
 * visitor learns nothing about what a valid request looks like.
 */
async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** The validated request's userId, in its body or its query, names the signed-in user. */
const sameUser = (part: 'body' | 'query') =>
  async function sameUser(request: FastifyRequest): Promise<void> {
    const { userId } = request[part] as { userId?: unknown };
    if (userId !== requireUser(request)) throw userMismatch();
  };

/** Route options of a route any signed-in user may call. */
export const signedInOnly = { preValidation: signedIn } as const;

/** Route options of a route whose request names the signed-in user as `userId` in its body or query. */
export const signedInAs = (part: 'body' | 'query') =>
  ({ preValidation: signedIn, preHandler: sameUser(part) }) as const;

import type { FastifyRequest } from 'fastify';
import { CSRF_REJECTED, SIGN_IN_REQUIRED } from '@shelfmark/api-client/schemas';

/** Codes of the errors sign-in raises; the server's error handler answers them as ApiError bodies. */
export type AuthErrorCode = 'UNAUTHENTICATED' | 'CSRF';

/**
 * An error of sign-in or of the CSRF defence. `statusCode` and `code` map straight onto the ApiError
 * body `{ status, code, message }`; `toApiError()` gives that body.
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly statusCode: 401 | 403,
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }

  /** The ApiError body every failing /api call answers with. */
  toApiError(): { status: number; code: AuthErrorCode; message: string } {
    return { status: this.statusCode, code: this.code, message: this.message };
  }
}

/** Messages of the auth errors, one place to change them. */
export const authErrorMessages = {
  unauthenticated: SIGN_IN_REQUIRED,
  csrfToken: CSRF_REJECTED,
  crossSite: 'Requests from another site are not accepted.',
  signOutNotNavigation:
    'Sign-out works only when the sign-out link is opened as a page (not as an image, frame or fetch). You are still signed in.',
  signOutCrossSite:
    "Another site asked to sign you out, so nothing was done. You are still signed in; use the store's own Sign out link to sign out.",
} as const;

/**
 * The signed-in user's uid, or an AuthError 401 UNAUTHENTICATED ('Sign in to continue.') when the
 * request carries no valid session. Call it first in every route that needs a user.
 */
export function requireUser(request: FastifyRequest): string {
  const session = request.session;
  if (!session) throw new AuthError(401, 'UNAUTHENTICATED', authErrorMessages.unauthenticated);
  return session.uid;
}

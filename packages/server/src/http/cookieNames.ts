/** The store's own cookies over plain http (development, tests on 127.0.0.1). */
export const PLAIN_COOKIE_NAMES = {
  /** The session: httpOnly, SameSite=Lax, Path=/. */
  session: 'shelfmark_session',
  /** Ties a sign-in in progress to the browser that started it. */
  signIn: 'shelfmark_signin',
  /** Content preview (CMS-01): set by GET /api/content/preview for an editor, cleared by …/preview/exit. */
  preview: 'shelfmark_preview',
} as const;

export type CookieNames = { [K in keyof typeof PLAIN_COOKIE_NAMES]: string };

/**
 * The store's cookie names. Over HTTPS they carry the `__Host-` prefix: the browser then accepts
 * them only with Secure, Path=/ and no Domain, so a sibling subdomain or a plain-http page on the
 * same host cannot plant or overwrite a session (cookie tossing, session fixation).
 */
export function cookieNames(secure: boolean): CookieNames {
  if (!secure) return { ...PLAIN_COOKIE_NAMES };
  return {
    session: `__Host-${PLAIN_COOKIE_NAMES.session}`,
    signIn: `__Host-${PLAIN_COOKIE_NAMES.signIn}`,
    preview: `__Host-${PLAIN_COOKIE_NAMES.preview}`,
  };
}

/** `__Host-` cookies must be sent with Path=/ (and Secure, no Domain). */
export const cookiePath = (secure: boolean, plainPath: string) => (secure ? '/' : plainPath);

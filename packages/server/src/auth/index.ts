export { registerAuth, DEFAULT_CLIENT_ID, type AuthOptions, type AuthSession } from './registerAuth';
export { AuthError, requireUser, authErrorMessages, type AuthErrorCode } from './AuthError';
export { CSRF_HEADER } from './csrfGuard';
export { SESSION_COOKIE, SESSION_TTL_SECONDS } from './sessionStore';
export { providerCookieNames } from './localProvider';
export { readAuthEnv, type AuthEnv } from './readAuthEnv';
export { safeReturnPath } from './safeReturnPath';

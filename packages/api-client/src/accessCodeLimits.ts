// Kept apart from the schemas (no zod), so the checker's page can state them without loading zod.

/** At most this many codes one check (ACC-01); the checker states it on the page. */
export const ACCESS_CODES_PER_CHECK = 200;
/** Checks a signed-in user may make a minute (the server's rate limit 'access-codes'); stated on the page. */
export const ACCESS_CODE_CHECKS_PER_MINUTE = 20;

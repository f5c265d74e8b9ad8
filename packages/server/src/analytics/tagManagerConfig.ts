/** What Google Tag Manager's container script loads from (its CSP guidance): joins script-src and img-src when on. */
export const GTM_SCRIPT_SOURCES = ['https://www.googletagmanager.com'] as const;
/** Where the container's Google Analytics tags send their hits (Google's CSP guidance): joins connect-src and img-src when on. */
export const GTM_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

const GTM_ID = /^GTM-[A-Z0-9]{1,16}$/;

/**
 * Reads SHELFMARK_GTM_ID: a Google Tag Manager container id (`GTM-` and capital letters or digits) switches the
 * storefront's analytics on (GTM-01): the site configuration serves `enabledGtm: true` and the id, the browser loads
 * that container and receives the ecommerce events, and the CSP lets the tag manager's origins in. Unset or empty:
 * off (the default; nothing leaves the machine). Anything else stops the start with a message naming the variable.
 */
export function readTagManagerEnv(env: Record<string, string | undefined>): { gtmId: string | null } {
  const value = (env.SHELFMARK_GTM_ID ?? '').trim();
  if (value === '') return { gtmId: null };
  if (!GTM_ID.test(value)) {
    throw new Error(
      `SHELFMARK_GTM_ID must be a tag manager container id such as GTM-AB12CD3 (got "${env.SHELFMARK_GTM_ID}").`,
    );
  }
  return { gtmId: value };
}

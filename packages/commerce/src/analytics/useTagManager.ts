import { useEffect } from 'react';
import { useSiteConfig } from '@shelfmark/forms/site';

/** Where Google Tag Manager's container script comes from (what the server's CSP lets in when GTM is on). */
export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** A GTM container id (`GTM-` and letters or digits): anything else is never put into a script address. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{1,16}$/;

/** The container script's address for `gtmId`. */
export const gtmScriptUrl = (gtmId: string) => `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;

/**
 * Loads the container `gtmId` into `doc` once (GTM-01), as Google's snippet does but without inline script: the
 * `gtm.start` event goes onto `window.dataLayer`, then an async `<script src>` from the tag manager's origin is
 * appended to the head. Under `script-src 'self' https://www.googletagmanager.com` (no nonce, no 'unsafe-inline')
 * a script our own bundle inserts by address is allowed. Returns false (and loads nothing) for a malformed id or
 * when the container is already on the page.
 */
export function loadTagManager(gtmId: string, doc: Document = document): boolean {
  if (!GTM_ID_PATTERN.test(gtmId)) return false;
  const src = gtmScriptUrl(gtmId);
  if ([...doc.scripts].some((script) => script.src === src)) return false;
  const win = doc.defaultView as (Window & { dataLayer?: unknown }) | null;
  if (win) {
    win.dataLayer ??= [];
    // An element named dataLayer (DOM clobbering) is not the array GTM reads: skip the push, still load.
    if (Array.isArray(win.dataLayer)) win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return true;
}

/**
 * Loads the site's tag-manager container in the browser when the site configuration enables it (`enabledGtm` and a
 * `gtmId`); does nothing otherwise, and nothing on the server. Call it once near the app's root.
 */
export function useTagManager(): void {
  const { enabledGtm, gtmId } = useSiteConfig();
  useEffect(() => {
    if (enabledGtm && gtmId) loadTagManager(gtmId);
  }, [enabledGtm, gtmId]);
}

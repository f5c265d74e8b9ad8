import type { MenuItem } from '@shelfmark/api-client';

/** A menu entry as the CMS sends it (spec 002 §3 "Menu item"); the contract's type. */
export type { MenuItem };

/** True for a link that stays inside the storefront (a path), so the router can handle it. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

// The cart badge text is one rule for the whole site (the header of @shelfmark/blocks shows the same): kept under
// this name for the integrators who import it.
export { formatCartBadge as formatBadgeCount } from '@shelfmark/api-client';

/** The accessible name of the header cart link: "Cart, N items" with N the full unit count. */
export function cartLinkLabel(count: number, template = 'Cart, {count} items', singular = 'Cart, 1 item'): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return n === 1 ? singular : template.replace('{count}', String(n));
}

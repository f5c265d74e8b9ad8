/** The cart badge text: the count up to 9, then '9+' (HDR-02). Negative or fractional counts are not counts: 0. */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const whole = Math.floor(count);
  return whole > 9 ? '9+' : String(whole);
}

/** The accessible name of the header cart link: "Cart, N items" with N the full unit count. */
export function cartLinkLabel(count: number, template = 'Cart, {count} items', singular = 'Cart, 1 item'): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return n === 1 ? singular : template.replace('{count}', String(n));
}

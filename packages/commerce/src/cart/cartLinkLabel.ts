/** The accessible name of the header cart link: "Cart, N items" with N the full unit count. */
export function cartLinkLabel(count: number, template = 'Cart, {count} items', singular = 'Cart, 1 item'): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return n === 1 ? singular : template.replace('{count}', String(n));
}

/**
 * The cart badge text, one rule for the header of @shelfmark/blocks and the badge of @shelfmark/commerce: the count up
 * to 9, then '9+' (spec 002 §5, HDR-02). Negative or fractional counts are not counts: 0.
 */
export function formatCartBadge(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const whole = Math.floor(count);
  return whole > 9 ? '9+' : String(whole);
}

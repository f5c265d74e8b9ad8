import { describe, expect, it } from 'vitest';
import { formatCartBadge } from '@shelfmark/forms/site';
import { cartLinkLabel } from './cartLinkLabel';

describe('cart badge', () => {
  it('HDR-02 shows the count up to 9, then 9+', () => {
    expect(formatCartBadge(0)).toBe('0');
    expect(formatCartBadge(2)).toBe('2');
    expect(formatCartBadge(9)).toBe('9');
    expect(formatCartBadge(10)).toBe('9+');
    expect(formatCartBadge(1234)).toBe('9+');
  });

  it('treats a count that is not a count as 0', () => {
    expect(formatCartBadge(-3)).toBe('0');
    expect(formatCartBadge(Number.NaN)).toBe('0');
  });

  it('names the cart link with the full unit count', () => {
    expect(cartLinkLabel(2)).toBe('Cart, 2 items');
    expect(cartLinkLabel(12)).toBe('Cart, 12 items');
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(0)).toBe('Cart, 0 items');
  });
});

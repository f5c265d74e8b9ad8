/**
 * The rules blocks and commerce share are one implementation, not two copies that may drift: the cart badge
 * (HDR-02) and the hydration hooks come from the packages both may import.
 */
import { formatCartBadge as coreBadge } from '@shelfmark/api-client';
import { formatCartBadge } from '@shelfmark/blocks';
import { formatBadgeCount } from '@shelfmark/commerce/internal';

describe('one site core under blocks and commerce', () => {
  it("HDR-02 the header's badge and commerce's badge count are the same rule: up to 9, then '9+'", () => {
    expect(formatCartBadge).toBe(coreBadge);
    expect(formatBadgeCount).toBe(coreBadge);
    expect([0, 1, 9, 10, 99, -1, 2.5].map(coreBadge)).toEqual(['0', '1', '9', '9+', '9+', '0', '2']);
  });
});

import { formatCartBadge } from '@shelfmark/forms/site';
import { useCart } from './useCart';

export interface CartBadgeCountProps {
  /** The unit count to show; the signed-in user's cart count when omitted. */
  count?: number;
  /** Class of the badge. @default 'sm-cart-badge' */
  className?: string;
}

/**
 * The cart badge (HDR-02): the unit count up to 9, then '9+'. Decorative — name the cart link with visually hidden
 * text `cartLinkLabel(count)` ("Cart, N items") rather than aria-label (above 9 the visible '9+' would not be part of
 * an aria-label name: axe label-content-name-mismatch). Nothing is shown for an empty cart.
 */
export function CartBadgeCount({ count, className = 'sm-cart-badge' }: CartBadgeCountProps) {
  const { totalUnitCount } = useCart();
  const n = count ?? totalUnitCount;
  if (n <= 0) return null;
  return (
    <span className={className} aria-hidden="true">
      {formatCartBadge(n)}
    </span>
  );
}

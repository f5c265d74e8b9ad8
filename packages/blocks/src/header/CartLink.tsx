import { useSiteNavigation } from '@shelfmark/forms/site';
import { BagIcon, CartIcon } from './icons';

export interface CartLinkProps {
  /** The cart route. */
  href: string;
  /** The accessible name, e.g. "Cart, 3 items". */
  label: string;
  /** The badge text: the count up to 9, then "9+". */
  badge: string;
  /** The second brand draws a bag instead of a cart. @default 'cart' */
  icon?: 'cart' | 'bag';
}

/**
 * The header's cart link with its count badge. The name ("Cart, 12 items") is hidden text rather than
 * aria-label, so the visible badge ("9+") does not contradict it (WCAG 2.5.3); the badge is hidden from
 * assistive technology because the name already carries the exact count.
 */
export function CartLink({ href, label, badge, icon = 'cart' }: CartLinkProps) {
  const { Link } = useSiteNavigation();
  return (
    <Link className="sm-header-cart" href={href}>
      {icon === 'bag' ? <BagIcon /> : <CartIcon />}
      <span className="sm-visually-hidden">{label}</span>
      <span className="sm-header-cart__badge" aria-hidden="true" data-count={badge}>
        {badge}
      </span>
    </Link>
  );
}

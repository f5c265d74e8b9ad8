import { Link } from 'react-router';
import { isInternalHref, type BlockLinkProps } from '@shelfmark/blocks';

/** The router's Link behind the `href` interface blocks and widgets use; other addresses stay plain anchors. */
export function RouterLink({ href, ref, ...rest }: BlockLinkProps) {
  if (!isInternalHref(href)) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
}

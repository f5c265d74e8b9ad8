import type { ReactNode } from 'react';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { isInternalHref, type MenuItem } from './menuItem';

export interface MenuLinkProps {
  /** The menu entry to link to. */
  item: Pick<MenuItem, 'href' | 'displayText' | 'openInNewWindow'>;
  /** Classes for the link element. */
  className?: string;
  /** Replaces the entry's text (e.g. an icon with hidden text). @default item.displayText */
  children?: ReactNode;
  /** Text read after the link name when it opens a new window. @default '(opens in a new window)' */
  newWindowText?: string;
}

/** A menu link: in-app paths through the host app's router; new-window links are flagged for screen readers. */
export function MenuLink({ item, className, children, newWindowText = '(opens in a new window)' }: MenuLinkProps) {
  const { Link } = useSiteNavigation();
  const content = children ?? item.displayText;
  // An entry without an address (a section title) is text, not a link.
  if (!item.href) return <span className={className}>{content}</span>;
  if (item.openInNewWindow) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {content} <span className="sm-visually-hidden">{newWindowText}</span>
      </a>
    );
  }
  if (isInternalHref(item.href)) {
    return (
      <Link className={className} href={item.href}>
        {content}
      </Link>
    );
  }
  return (
    <a className={className} href={item.href}>
      {content}
    </a>
  );
}

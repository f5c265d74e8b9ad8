import { useMemo } from 'react';
import { richTextPolicy, type RichTextPolicy } from './richText.policy';
import { sanitizeHtml } from './sanitizeHtml';
import { scrollableTables } from './scrollableTables';

export interface RichTextProps {
  /** Editor HTML; sanitised with the allow-list before it reaches the page. */
  html: string | null | undefined;
  /** The element that holds the text. @default 'div' */
  as?: 'div' | 'section' | 'article' | 'span';
  /** Classes beside `sm-rich-text` on the element. */
  className?: string;
  /** A stricter or wider allow-list. @default richTextPolicy */
  policy?: RichTextPolicy;
  /** The name of a table's scrolling box when the table has no caption and no heading before it. @default 'Table' */
  tableLabel?: string;
}

/**
 * Editor-managed HTML (CMS-03). The one component of Shelfmark that sets HTML: everything passes
 * through `sanitizeHtml` and its allow-list first; tables then scroll in a named, focusable box of their own.
 */
export function RichText({
  html,
  as: Element = 'div',
  className,
  policy = richTextPolicy,
  tableLabel = 'Table',
}: RichTextProps) {
  // Each table scrolls in a box of its own, so a wide one never widens the page (scrollableTables).
  const clean = useMemo(
    () => (html ? scrollableTables(sanitizeHtml(html, policy), tableLabel) : ''),
    [html, policy, tableLabel],
  );
  if (!clean) return null;
  return (
    <Element
      className={className ? `sm-rich-text ${className}` : 'sm-rich-text'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

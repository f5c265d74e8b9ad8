import { useMemo } from 'react';
import { richTextPolicy, type RichTextPolicy } from './richText.policy';
import { sanitizeHtml } from './sanitizeHtml';

export interface RichTextProps {
  /** Editor HTML; sanitised with the allow-list before it reaches the page. */
  html: string | null | undefined;
  /** The element that holds the text. @default 'div' */
  as?: 'div' | 'section' | 'article' | 'span';
  /** Classes beside `sm-rich-text` on the element. */
  className?: string;
  /** A stricter or wider allow-list. @default richTextPolicy */
  policy?: RichTextPolicy;
}

/**
 * Editor-managed HTML (CMS-03). The one component of Shelfmark that sets HTML: everything passes
 * through `sanitizeHtml` and its allow-list first.
 */
export function RichText({ html, as: Element = 'div', className, policy = richTextPolicy }: RichTextProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html, policy) : ''), [html, policy]);
  if (!clean) return null;
  return (
    <Element
      className={className ? `sm-rich-text ${className}` : 'sm-rich-text'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

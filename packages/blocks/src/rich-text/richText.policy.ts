/**
 * The allow-list for editor HTML (CMS-03). Anything not listed is removed: tags keep their text,
 * attributes and style declarations are dropped one by one.
 */
export interface RichTextPolicy {
  /** Tags kept (lower case). */
  tags: readonly string[];
  /** Attributes kept on any allowed tag. `style` is further filtered by `styles`. */
  attributes: readonly string[];
  /** CSS properties kept in a `style` attribute, each with the pattern its value must match. */
  styles: Readonly<Record<string, RegExp>>;
}

const colour =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)|[a-z]{3,20})$/i;
const length = /^(0|\d{1,4}(\.\d{1,3})?(px|em|rem|%))$/i;

export const richTextPolicy: RichTextPolicy = {
  tags: [
    'p',
    'br',
    'hr',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'code',
    'pre',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'cite',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
  ],
  attributes: [
    'href',
    'target',
    'rel',
    'title',
    'alt',
    'src',
    'width',
    'height',
    'id',
    'class',
    'style',
    'lang',
    'dir',
    'colspan',
    'rowspan',
    'scope',
    'start',
    'reversed',
  ],
  styles: {
    'text-align': /^(left|right|center|justify|start|end)$/i,
    color: colour,
    'background-color': colour,
    'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/i,
    'font-style': /^(normal|italic)$/i,
    'text-decoration': /^(none|underline|line-through)$/i,
    'list-style-type': /^(none|disc|circle|square|decimal|lower-alpha|upper-alpha|lower-roman|upper-roman)$/i,
    'padding-left': length,
    'margin-left': length,
    width: length,
  },
};

import { richTextWindow } from './richTextDom';

/** The class of the box each table of a rich text scrolls in. */
export const TABLE_SCROLL_CLASS = 'sm-rich-text__table';

/** A table's name: its caption, else the heading just before it, else `fallback`. */
function nameOf(table: HTMLTableElement, fallback: string): string {
  const caption = table.caption?.textContent?.trim();
  if (caption) return caption;
  const before = table.previousElementSibling;
  return (before && /^H[1-6]$/.test(before.tagName) && before.textContent?.trim()) || fallback;
}

/**
 * Puts each table of sanitised rich text in a box of its own that scrolls sideways (WCAG 1.4.10 Reflow: a table
 * wider than a 320 px window scrolls inside the box, not the page), focusable so a keyboard can scroll it, and a named
 * region so a screen reader says what it holds. The markup added is this function's own, after sanitising.
 */
export function scrollableTables(html: string, fallbackName: string): string {
  if (!/<table[\s>]/i.test(html)) return html;
  const domWindow = richTextWindow();
  if (!domWindow) return html;
  const template = domWindow.document.createElement('template');
  template.innerHTML = html;
  for (const table of template.content.querySelectorAll('table')) {
    const box = domWindow.document.createElement('div');
    box.className = TABLE_SCROLL_CLASS;
    box.setAttribute('role', 'region');
    box.setAttribute('tabindex', '0');
    box.setAttribute('aria-label', nameOf(table, fallbackName));
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}

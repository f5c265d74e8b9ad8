/** Placeholder values of a page: name → the text that replaces it (CONF-01: `ordernumber` from the query). */
export type ContentPlaceholders = Readonly<Record<string, string>>;

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces each placeholder of an editor's HTML, written bare (`ordernumber`) or braced
 * (`{ordernumber}`), case-insensitively, in the text between tags only. Values are escaped, so a
 * value from the address bar stays text; the result still goes through the sanitiser (RichText).
 */
export function fillPlaceholders(html: string, values: ContentPlaceholders | undefined): string {
  const names = Object.keys(values ?? {}).filter((name) => /^\w+$/.test(name));
  if (!values || names.length === 0) return html;
  const pattern = new RegExp(
    names.map((name) => `\\{${escapeRegExp(name)}\\}|\\b${escapeRegExp(name)}\\b`).join('|'),
    'gi',
  );
  const lookup = new Map(names.map((name) => [name.toLowerCase(), escapeHtml(values[name] ?? '')]));
  return html
    .split(/(<[^>]*>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(pattern, (found) => lookup.get(found.replace(/[{}]/g, '').toLowerCase()) ?? found),
    )
    .join('');
}

/**
 * Whether the HTML's text uses a placeholder the page has no value for ('' — e.g. a confirmation address without
 * `ordernumber`): such a text would read with a hole ('Quote order  when…'), so the block is left out.
 */
export function usesEmptyPlaceholder(html: string, values: ContentPlaceholders | undefined): boolean {
  const empty = Object.keys(values ?? {}).filter((name) => /^\w+$/.test(name) && !values?.[name]);
  if (empty.length === 0) return false;
  const pattern = new RegExp(
    empty.map((name) => `\\{${escapeRegExp(name)}\\}|\\b${escapeRegExp(name)}\\b`).join('|'),
    'i',
  );
  return html.split(/(<[^>]*>)/).some((part, i) => i % 2 === 0 && pattern.test(part));
}

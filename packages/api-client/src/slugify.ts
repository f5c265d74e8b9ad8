/**
 * A URL slug: lower case, letters and digits, words joined by dashes ("World History" → "world-history"). One rule for
 * the catalogue page's section and discipline links (@shelfmark/commerce) and the pages the server seeds at them.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

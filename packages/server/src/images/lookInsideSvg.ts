import { escapeXml, SANS, SERIF, wrapText } from '@shelfmark/api-client/covers';

export interface ContentsPageInput {
  isbn13: string;
  title: string;
  edition: string | null;
  /** The book's table of contents, one entry a line. */
  tableOfContent: string;
  /** Width in pixels; the page keeps the cover's 125 × 179 proportion. */
  width: number;
}

const W = 250;
const H = 358;
const MAX_ENTRIES = 16;

/**
 * A Look Inside page (PDP-01): the book's contents page, drawn like a printed one — the title and edition
 * at the top, then each entry of its table of contents on a line of its own.
 */
export function renderContentsSvg({ isbn13, title, edition, tableOfContent, width }: ContentsPageInput): string {
  const height = Math.round((width * 179) / 125);
  const titleLines = wrapText(title, 34, 2);
  const entries = tableOfContent
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const shown = entries.slice(0, MAX_ENTRIES).map((entry) => wrapText(entry, 38, 1)[0]!);
  if (entries.length > MAX_ENTRIES) shown[MAX_ENTRIES - 1] = '…';
  const top = 40 + titleLines.length * 14 + (edition ? 14 : 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(`Contents of ${title}`)}">`,
    `<rect width="${W}" height="${H}" fill="#fdfbf6"/>`,
    `<g font-family="${SERIF}" font-size="11" font-style="italic" fill="#555">`,
    ...titleLines.map(
      (line, i) => `<text x="${W / 2}" y="${26 + i * 14}" text-anchor="middle">${escapeXml(line)}</text>`,
    ),
    edition
      ? `<text x="${W / 2}" y="${26 + titleLines.length * 14}" text-anchor="middle">${escapeXml(edition)}</text>`
      : '',
    '</g>',
    `<text x="24" y="${top + 18}" font-family="${SERIF}" font-size="18" font-weight="700" fill="#1d1d1f">Contents</text>`,
    `<rect x="24" y="${top + 26}" width="${W - 48}" height="1" fill="#1d1d1f" opacity="0.4"/>`,
    `<g font-family="${SERIF}" font-size="11" fill="#1d1d1f">`,
    ...shown.map((entry, i) => `<text x="24" y="${top + 46 + i * 16}">${escapeXml(entry)}</text>`),
    '</g>',
    `<text x="${W / 2}" y="${H - 14}" text-anchor="middle" font-family="${SANS}" font-size="9" fill="#777">ISBN ${isbn13}</text>`,
    '</svg>',
  ].join('');
}

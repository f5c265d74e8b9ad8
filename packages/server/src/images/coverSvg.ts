import { createHash } from 'node:crypto';

export interface CoverInput {
  isbn13: string;
  title: string;
  author: string | null;
  /** 'shelfmark', 'thorndike' or null for an ISBN the catalogue does not hold. */
  brand: string | null;
  /** Width in pixels; the height keeps the specs' 125 × 179 proportion. */
  width: number;
}

/**
 * System fonts only: covers must draw offline, with no web font request. DejaVu Sans comes before system-ui, which
 * each machine's fontconfig chooses, so a cover's small print is the same wherever DejaVu is installed.
 */
export const SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";
export const SANS = "'DejaVu Sans', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** Drawing units: a 250 × 358 canvas scaled to the requested width. */
const W = 250;
const H = 358;

export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A hue from the ISBN, so each book keeps its colour and neighbours differ. */
export function hueOf(isbn13: string): number {
  return createHash('sha1').update(isbn13).digest().readUInt16BE(0) % 360;
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters; the last line ends in '…' when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width || !line) {
      line = candidate.length > width * 1.5 ? `${candidate.slice(0, width - 1)}…` : candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[\s,;:]+$/, '')}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** An SVG book cover: coloured board, title wrapped in a panel, author, brand mark and ISBN. */
export function renderCoverSvg({ isbn13, title, author, brand, width }: CoverInput): string {
  const height = Math.round((width * 179) / 125);
  const hue = hueOf(isbn13);
  const board = `hsl(${hue} 45% 32%)`;
  const band = `hsl(${(hue + 30) % 360} 55% 22%)`;
  const accent = `hsl(${(hue + 180) % 360} 70% 75%)`;
  const fontSize = title.length > 60 ? 17 : title.length > 32 ? 20 : 24;
  const perLine = Math.floor(190 / (fontSize * 0.55));
  const lines = wrapText(title, perLine, 6);
  const titleTop = 96;
  const lineHeight = fontSize * 1.2;
  const authors = author
    ? author
        .split('||')
        .map((a) => a.trim())
        .filter(Boolean)
    : [];
  const authorLine = authors.length > 2 ? `${authors[0]} et al.` : authors.join(' & ');
  const mark = brand === 'thorndike' ? 'THORNDIKE · LARGE PRINT' : brand === 'shelfmark' ? 'SHELFMARK' : 'ISBN';
  const titleText = lines
    .map((l, i) => `<text x="${W / 2}" y="${titleTop + i * lineHeight}" text-anchor="middle">${escapeXml(l)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(`Cover of ${title}`)}">`,
    `<rect width="${W}" height="${H}" fill="${board}"/>`,
    `<rect width="14" height="${H}" fill="${band}"/>`,
    `<rect x="26" y="56" width="${W - 46}" height="${Math.max(lines.length, 1) * lineHeight + 36}" rx="4" fill="#fdfbf6" opacity="0.95"/>`,
    `<g font-family="${SERIF}" font-size="${fontSize}" font-weight="700" fill="#1d1d1f">${titleText}</g>`,
    `<text x="${W / 2}" y="34" text-anchor="middle" font-family="${SANS}" font-size="12" letter-spacing="2" fill="${accent}">${escapeXml(mark)}</text>`,
    authorLine
      ? `<text x="${W / 2}" y="${H - 58}" text-anchor="middle" font-family="${SANS}" font-size="15" fill="#ffffff">${escapeXml(wrapText(authorLine, 26, 1)[0]!)}</text>`
      : '',
    `<rect x="26" y="${H - 38}" width="${W - 46}" height="1" fill="${accent}" opacity="0.6"/>`,
    `<text x="${W / 2}" y="${H - 18}" text-anchor="middle" font-family="${SANS}" font-size="11" fill="#ffffff" opacity="0.85">ISBN ${isbn13}</text>`,
    '</svg>',
  ].join('');
}

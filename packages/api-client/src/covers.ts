/**
 * @shelfmark/api-client/covers — the book covers both sides draw: the reference server answers
 * /images/covers/{isbn13}.svg with them, and the memory twin (and a static Storybook build) shows them as `data:`
 * URIs with no server. One drawing, so the twin's covers are the server's. It imports nothing: it runs in a
 * browser, in Node and in Storybook's build alike, and draws synchronously (hence SHA-1 in plain code, not
 * node:crypto or the asynchronous Web Crypto).
 */
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

/** The first 16 bits of the SHA-1 of an ASCII string (covers.test.ts compares it with node:crypto's). */
function sha1First16(text: string): number {
  const bytes = Array.from(text, (c) => c.charCodeAt(0) & 0xff);
  const bitLength = bytes.length * 8;
  bytes.push(0x80);
  while (bytes.length % 64 !== 56) bytes.push(0);
  for (let shift = 56; shift >= 0; shift -= 8) bytes.push(shift >= 32 ? 0 : (bitLength >>> shift) & 0xff);
  let [h0, h1, h2, h3, h4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Array<number>(80);
  const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));
  for (let block = 0; block < bytes.length; block += 64) {
    for (let i = 0; i < 16; i += 1) {
      w[i] =
        (bytes[block + i * 4]! << 24) |
        (bytes[block + i * 4 + 1]! << 16) |
        (bytes[block + i * 4 + 2]! << 8) |
        bytes[block + i * 4 + 3]!;
    }
    for (let i = 16; i < 80; i += 1) w[i] = rotl(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1);
    let [a, b, c, d, e] = [h0, h1, h2, h3, h4];
    for (let i = 0; i < 80; i += 1) {
      const [f, k] =
        i < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : i < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : i < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6];
      const temp = (rotl(a, 5) + f + e + k + w[i]!) | 0;
      [e, d, c, b, a] = [d, c, rotl(b, 30), a, temp];
    }
    [h0, h1, h2, h3, h4] = [(h0 + a) | 0, (h1 + b) | 0, (h2 + c) | 0, (h3 + d) | 0, (h4 + e) | 0];
  }
  return h0 >>> 16;
}

/** A hue from the ISBN, so each book keeps its colour and neighbours differ. */
export function hueOf(isbn13: string): number {
  return sha1First16(isbn13) % 360;
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

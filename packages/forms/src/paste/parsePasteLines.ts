import { isbn13CheckDigit, normaliseIsbn } from '../rules/isbn';

/** At most this many non-empty lines per fast order or price input (spec 001 §9). */
export const MAX_PASTE_LINES = 100;

/** Why one pasted line was refused; the key of its message in `pasteLinesLabels`. */
export type PasteLineProblem =
  'characters' | 'tooManyValues' | 'isbnLength' | 'checkDigit' | 'quantityDash' | 'quantityZero' | 'quantityMax';

/** A refused line: its number in the pasted text (1-based, blank lines counted) and why. */
export interface PasteLineError {
  line: number;
  text: string;
  problem: PasteLineProblem;
}

/** One ISBN to order or price: quantities of duplicate lines summed, the lines it came from. */
export interface PasteEntry {
  isbn13: string;
  quantity: number;
  lines: number[];
}

export type PasteParseResult =
  /** Nothing but whitespace (emptyField). */
  | { status: 'empty' }
  /** More than `maxLines` non-empty lines (numberOfProducts); nothing is read. */
  | { status: 'tooManyLines'; lineCount: number }
  /** Good entries in first-seen order, and every refused line. */
  | { status: 'parsed'; lineCount: number; entries: PasteEntry[]; errors: PasteLineError[] };

export interface ParsePasteOptions {
  /** The global maxProductQuantity; a line above it is refused. */
  maxQuantity: number;
  /** @default 100 */
  maxLines?: number;
  /**
   * One entry per line, duplicates not summed: the cart's quick add sends each line as its own add, so a second
   * line of an ISBN is checked against the maximum after the first (CART-13).
   * @default false
   */
  keepDuplicates?: boolean;
}

/** Digits, dashes (any Unicode dash), commas, semicolons, colons, whitespace; X only as an ISBN-10 check digit. */
const ALLOWED = /^[\d\s,;:\-\u2010-\u2015\u2212xX]*$/;
const SEPARATORS = /[\s,;:]+/;

function isbn10CheckOk(isbn10: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const c = isbn10[i]!;
    sum += (c === 'X' || c === 'x' ? 10 : Number(c)) * (10 - i);
  }
  return sum % 11 === 0;
}

/** The ISBN-13 of a written ISBN (13 digits, or an ISBN-10 converted), or the problem with it. */
function readIsbn(token: string): { isbn13: string } | { problem: PasteLineProblem } {
  const digits = normaliseIsbn(token);
  if (/^\d{13}$/.test(digits)) {
    return isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12])
      ? { isbn13: digits }
      : { problem: 'checkDigit' };
  }
  if (/^\d{9}[\dxX]$/.test(digits)) {
    if (!isbn10CheckOk(digits)) return { problem: 'checkDigit' };
    const first12 = `978${digits.slice(0, 9)}`;
    return { isbn13: `${first12}${isbn13CheckDigit(first12)}` };
  }
  return { problem: /[xX]/.test(digits) ? 'characters' : 'isbnLength' };
}

/** The quantity of a line (missing → 1), or the problem with it. */
function readQuantity(
  token: string | undefined,
  maxQuantity: number,
): { quantity: number } | { problem: PasteLineProblem } {
  if (token === undefined) return { quantity: 1 };
  if (/[-\u2010-\u2015\u2212]/.test(token)) return { problem: 'quantityDash' };
  if (!/^\d+$/.test(token)) return { problem: 'characters' };
  const quantity = Number.parseInt(token, 10);
  if (quantity === 0) return { problem: 'quantityZero' };
  if (quantity > maxQuantity) return { problem: 'quantityMax' };
  return { quantity };
}

/**
 * Reads ISBN and quantity lines pasted from a spreadsheet or typed (spec 001 §5; FOE-01, PNA-01):
 * one ISBN per line, then optionally a quantity, separated by tabs, spaces, commas, semicolons or
 * colons. Dashes inside the ISBN are ignored; an ISBN-10 becomes its ISBN-13; the check digit is
 * verified; a missing quantity counts as 1; duplicate ISBNs are summed. Each bad line is reported
 * by number with its reason; the good ones are returned too, but the lines may only be sent when
 * none is bad (`canSubmitPaste`).
 */
export function parsePasteLines(text: string, options: ParsePasteOptions): PasteParseResult {
  const maxLines = options.maxLines ?? MAX_PASTE_LINES;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const filled = lines.filter((l) => l.trim() !== '').length;
  if (filled === 0) return { status: 'empty' };
  if (filled > maxLines) return { status: 'tooManyLines', lineCount: filled };

  const byIsbn = new Map<string, PasteEntry>();
  const entries: PasteEntry[] = [];
  const errors: PasteLineError[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const refuse = (problem: PasteLineProblem) => errors.push({ line, text: trimmed, problem });
    if (!ALLOWED.test(trimmed)) return refuse('characters');
    const tokens = trimmed.split(SEPARATORS).filter((t) => t !== '');
    if (tokens.length > 2) return refuse('tooManyValues');
    const isbn = readIsbn(tokens[0]!);
    if ('problem' in isbn) return refuse(isbn.problem);
    const quantity = readQuantity(tokens[1], options.maxQuantity);
    if ('problem' in quantity) return refuse(quantity.problem);
    const entry = options.keepDuplicates ? undefined : byIsbn.get(isbn.isbn13);
    if (entry) {
      entry.quantity += quantity.quantity;
      entry.lines.push(line);
    } else {
      const added = { isbn13: isbn.isbn13, quantity: quantity.quantity, lines: [line] };
      byIsbn.set(isbn.isbn13, added);
      entries.push(added);
    }
  });
  return { status: 'parsed', lineCount: filled, entries, errors };
}

/**
 * Whether pasted lines may be sent (spec 001 §5: "Submit is disabled on error or empty"): the text
 * was read, holds at least one ISBN, and no line was refused. One bad line keeps the whole paste
 * back until it is corrected or removed (FOE-01, PNA-01 option 1).
 */
export function canSubmitPaste(result: PasteParseResult): result is Extract<PasteParseResult, { status: 'parsed' }> {
  return result.status === 'parsed' && result.errors.length === 0 && result.entries.length > 0;
}

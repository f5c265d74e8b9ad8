/** Every dash character an ISBN may be written with (hyphen-minus and the Unicode dashes). */
const DASHES = /[-\u2010-\u2015\u2212]/g;

/** Removes dashes and surrounding spaces: `978-0-00-000000-2` → `9780000000002` (spec 001 §5). */
export function normaliseIsbn(text: string): string {
  return text.trim().replace(DASHES, '');
}

/** The ISBN-13 check digit of the first 12 digits (weights 1 and 3 alternating, modulo 10). */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`isbn13CheckDigit needs exactly 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for exactly 13 digits whose last digit is the right check digit. Normalise first to accept dashes. */
export function isValidIsbn13(text: string): boolean {
  if (!/^\d{13}$/.test(text)) return false;
  return isbn13CheckDigit(text.slice(0, 12)) === Number(text[12]);
}

/**
 * Shows an ISBN-13 dashed in the specs' 3-1-2-6-1 pattern: `9780000000002` → `978-0-00-000000-2`.
 * Anything that is not 13 digits after normalising is returned unchanged.
 */
export function formatIsbn(isbn: string): string {
  const digits = normaliseIsbn(isbn);
  const m = /^(\d{3})(\d)(\d{2})(\d{6})(\d)$/.exec(digits);
  return m ? m.slice(1).join('-') : isbn;
}

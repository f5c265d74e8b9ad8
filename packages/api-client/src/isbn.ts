import { PRODUCT_CODE_SUFFIX } from './brand';

/** The ISBN-13 check digit for the first 12 digits. */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`isbn13CheckDigit needs 12 digits, got '${first12}'`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for 13 digits whose last one is the right check digit. */
export function isValidIsbn13(value: string): boolean {
  return /^\d{13}$/.test(value) && isbn13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** Completes 12 digits into a valid ISBN-13. */
export function completeIsbn13(first12: string): string {
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/** ISBN-10 of a 978- ISBN-13, or null (979- ISBNs have none). */
export function isbn13To10(isbn13: string): string | null {
  if (!/^978\d{10}$/.test(isbn13)) return null;
  const body = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(body[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${body}${check === 10 ? 'X' : String(check)}`;
}

/** ISBN-13 of an ISBN-10 (the 978 prefix). */
export function isbn10To13(isbn10: string): string {
  if (!/^\d{9}[\dX]$/i.test(isbn10)) throw new Error(`not an ISBN-10: '${isbn10}'`);
  return completeIsbn13(`978${isbn10.slice(0, 9)}`);
}

/** A product code is an ISBN-13 plus a suffix; anything from '@' on is dropped (spec 000 §3). */
export function isbnFromProductCode(code: string): string {
  const at = code.indexOf('@');
  return (at === -1 ? code : code.slice(0, at)).replace(/-/g, '').trim();
}

/** The catalogue's product code for an ISBN-13. */
export function productCodeFor(isbn13: string): string {
  return `${isbn13}${PRODUCT_CODE_SUFFIX}`;
}

/** ISBN dashed in the specs' 3-1-2-6-1 pattern (spec 000 §3, ORD-04). */
export function formatIsbnDashed(isbn13: string): string {
  const d = isbn13.replace(/\D/g, '');
  if (d.length !== 13) return isbn13;
  return `${d.slice(0, 3)}-${d.slice(3, 4)}-${d.slice(4, 6)}-${d.slice(6, 12)}-${d.slice(12)}`;
}

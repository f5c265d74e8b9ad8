import { isbn13CheckDigit } from '@shelfmark/forms';

/** The n-th made-up ISBN-13 (979 prefix, right check digit): a title the catalogue does not have. */
export function isbnNumber(n: number): string {
  const first12 = `979${String(n).padStart(9, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

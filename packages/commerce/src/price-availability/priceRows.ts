import { keepQuantityText } from '@shelfmark/forms';

/** One row of option 2 (spec 002 §4 "Row input"): the ISBN and quantity as typed. */
export interface PriceRow {
  isbn: string;
  quantity: string;
}

export type PriceRowError = { isbn?: 'isbnCharacters' | 'isbnLength'; quantity?: 'quantityRange' };

/** Option 2 starts with 3 empty rows and holds at most 10 (spec 001 §9, spec 002 §9). */
export const INITIAL_PRICE_ROWS = 3;
export const MAX_PRICE_ROWS = 10;

export const emptyRows = (count = INITIAL_PRICE_ROWS): PriceRow[] =>
  Array.from({ length: count }, () => ({ isbn: '', quantity: '' }));

/**
 * Checks one row (spec 001 §5, spec 002 §5 "Price and availability rows"): the ISBN only digits and
 * dashes, 13 digits once dashes are removed; the quantity from 1 to the maximum. Empty values give
 * no error.
 */
export function priceRowError(row: PriceRow, maxQuantity: number): PriceRowError {
  const error: PriceRowError = {};
  const isbn = row.isbn.trim();
  if (isbn !== '' && !/^[\d-]+$/.test(isbn)) error.isbn = 'isbnCharacters';
  else if (isbn !== '' && !/^\d{13}$/.test(isbn.replace(/-/g, ''))) error.isbn = 'isbnLength';
  const quantity = row.quantity.trim();
  if (quantity !== '') {
    const n = Number(quantity);
    if (!/^\d+$/.test(quantity) || n < 1 || n > maxQuantity) error.quantity = 'quantityRange';
  }
  return error;
}

/** What a quantity field keeps of typed or pasted text: its digits, or a decimal as typed, refused by the row's rule. */
export const quantityText = (text: string) => keepQuantityText(text);

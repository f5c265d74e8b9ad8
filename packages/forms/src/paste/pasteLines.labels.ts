/**
 * English defaults of the paste parser's messages (spec 001 §5 "Fast order entry and price text
 * input"), shared by fast order entry (FOE-01) and price and availability option 1 (PNA-01).
 * `{line}` is the line number, `{max}` the maximum quantity, `{limit}` the line limit.
 */
export const pasteLinesLabels = {
  emptyField: 'Please enter at least one ISBN and quantity.',
  numberOfProducts: 'You can enter at most {limit} lines at a time.',
  lineFormat: 'Each line needs a 13-digit ISBN and a quantity from 1 to {max}.',
  lineError: 'Line {line}: {reason}',
  characters: 'only digits, dashes, commas, semicolons, colons, spaces and tabs are allowed',
  tooManyValues: 'enter one ISBN and one quantity',
  isbnLength: 'the ISBN must have 13 digits (or 10 for an ISBN-10)',
  checkDigit: 'the ISBN’s check digit is wrong',
  quantityDash: 'no dash is allowed in the quantity',
  quantityZero: 'the quantity must not be zero',
  quantityMax: 'the quantity must not be above {max}',
};
export type PasteLinesLabels = typeof pasteLinesLabels;

import { pasteLinesLabels } from '@shelfmark/forms';

/**
 * English defaults of the price-and-availability page (spec 001 §2, §5, §8; spec 002 §4, §9; PNA-01).
 * Option 1 uses the paste parser's messages (`pasteLinesLabels`). Placeholders: `{max}`, `{n}`, `{isbn}`, `{message}`.
 */
export const priceAvailabilityLabels = {
  ...pasteLinesLabels,
  title: 'Price And Availability',
  account: 'Account: {account}',
  option1: 'Option 1 - Copy and Paste',
  option1Field: 'ISBNs and quantities',
  option1Hint:
    'One ISBN per line, then its quantity, separated by a tab, space, comma, semicolon or colon. Up to 100 lines.',
  option2: 'Option 2 - Search Individually',
  isbn: 'ISBN',
  quantity: 'Quantity',
  rowIsbn: 'ISBN, row {n}',
  rowQuantity: 'Quantity, row {n}',
  isbnCharacters: 'ISBN input must contain only numbers and dashes',
  isbnLength: 'ISBN must have 13 digits',
  quantityRange: 'Quantity field must be between 1 and {max}',
  checkPrices: 'CHECK PRICES',
  checking: 'Checking…',
  clear: 'CLEAR',
  addRow: 'ADD ROW',
  badLinesTitle: 'Correct these lines to check their prices',
  results: 'Results',
  invalidIsbns: 'Invalid ISBNs',
  invalidIsbn: '{isbn}: {message}',
  contactCustomerService: 'Please contact customer service for help with these titles.',
  quantityAvailable: 'Quantity available',
  unavailable: 'Not available online. Please contact customer service.',
  yourPrice: 'Your Price',
  listPrice: 'List Price',
  totalPrice: 'Total Price',
  desiredQuantity: 'Quantity',
  addToCart: 'Add to cart',
  /** Under a title that cannot be ordered online (not purchasable, or no price): its Add to cart is disabled. */
  cannotBuy: 'This title cannot be ordered online.',
  /** Under a title sold through reps for this account (the server's verdict): no price, Add to cart disabled. */
  contactRepNote: 'No price and not sold online for your account: contact your rep.',
  /** Opens the quantity dialog (spec 001 §4: in price-and-availability mode, quantity is changed through a dialog). */
  changeQuantity: 'Change quantity',
  adding: 'Adding…',
  added: '{quantity} added to your cart.',
  exceeded: 'Not added: your cart would hold more than {max} of this title ({inCart} in it now).',
  addFailed: 'Not added: {message}',
  failed: 'Prices could not be checked. Please try again.',
  signedOut: 'Sign in to check prices and availability.',
  loading: 'Loading…',
  noPrice: '—',
};
export type PriceAvailabilityLabels = typeof priceAvailabilityLabels;

/**
 * Messages and error types the server and the memory twin both answer with, so clients (and the
 * contract suite) can rely on them. UI copy stays in each widget's labels; these are API answers.
 */
export const CART_NOT_FOUND = 'Cart not found.';
export const ENTRY_NOT_FOUND = 'Cart entry not found.';
export const PRODUCT_NOT_FOUND = 'Product not found.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const INVOICE_NOT_FOUND = 'Invoice not yet available';
export const WISH_LIST_EXPIRED = 'This wish list has expired';
export const SIGN_IN_REQUIRED = 'Sign in to continue.';
export const USER_MISMATCH = 'userId does not match the signed-in user.';
export const CSRF_REJECTED = 'Missing or invalid CSRF token.';
export const NOT_PURCHASABLE = 'This product cannot be bought online.';
export const EMPTY_CART = 'The cart is empty.';
export const INVALID_PROMO_CODE = 'This promo code is not valid.';
export const PROMO_THROTTLED = 'Too many promo code attempts. Please wait before trying again.';
export const PAYMENT_NOT_AUTHORISED = 'The card payment was not authorised.';
// Checkout: answers of the promo, shipper, address and card-payment calls.
export const PROMO_EXPIRED = 'This promo code has expired.';
export const CANNOT_ORDER = 'Your account cannot place orders.';
export const ADDRESS_INVALID = 'There is a problem with your Shipping Address. Please, select another one.';
export const ADDRESS_UNVERIFIED = 'We were unable to find the address as entered.';
export const SHIPPER_UNAVAILABLE = 'No shipper serves this ship-to address.';
export const PAYMENT_NOT_VERIFIED = 'No verified card payment exists for this cart.';
export const CART_CHANGED = 'The cart changed after the payment; please review it and pay again.';
export const ACCESS_CODE_NOT_FOUND = 'Access code not found.';
export const ACCOUNT_NOT_FOUND = 'Account not found.';
export const ORDERS_FORBIDDEN = 'You cannot see the orders of this account.';

/** 'Max quantity exceeded' with the limit, for a cart line whose total would pass maxProductQuantity. */
export function maxQuantityExceeded(max: number): string {
  return `Max quantity exceeded (${max})`;
}

/** Stable `type` values of errorList items (spec 000 §7 bulk add and quantity update). */
export const ERROR_TYPES = {
  productNotFound: 'ProductNotFoundError',
  maxQuantityExceeded: 'MaxQuantityExceededError',
  notPurchasable: 'NotPurchasableError',
  entryNotFound: 'EntryNotFoundError',
  cartNotFound: 'CartNotFoundError',
  /** Registration: the account number does not exist (spec 001 §8). */
  notFound: 'NotFoundError',
  /** Registration: the user already exists (spec 001 §8). */
  alreadyExists: 'AlreadyExistsError',
  /** A quoted cart line raised above the quantity its quote covers. */
  quoteQuantityExceeded: 'QuoteQuantityExceededError',
} as const;

// Quotes: answers of the quote calls (request, read, accept, staff answer).
export const QUOTE_NOT_FOUND = 'Quote not found.';
export const QUOTE_NOT_ANSWERED = 'This quote has not been answered yet: it can be accepted once it is quoted.';
export const QUOTE_ALREADY_ACCEPTED = 'This quote has already been accepted.';
export const QUOTE_EXPIRED = 'This quote has expired: request a new quote.';
export const QUOTE_OTHER_SHIP_TO = 'This quote is for another ship-to: switch your cart to its ship-to to accept it.';
export const QUOTE_SOLD_ONLINE = 'This title is sold online to you: add it to your cart instead.';
export const QUOTE_DUPLICATE_TITLE = 'This title is already on another line of the quote.';
export const QUOTE_PRICE_EVERY_LINE = 'Price every title of the quote, each once, and no other.';
export const QUOTE_EXPIRY_PAST = 'The expiry date must be today or later.';
export const STAFF_ONLY = 'Only staff can do this.';

/** The refusal of an accept when the cart already holds one of the quote's titles (its line would be repriced). */
export function quoteTitleInCart(title: string): string {
  return `Your cart already holds "${title}": remove it from the cart before accepting this quote.`;
}

/** The refusal of more copies of a quoted cart line than its quote covers. */
export function quoteQuantityExceeded(quoteNumber: string, quantity: number): string {
  return `Quote ${quoteNumber} covers at most ${quantity} ${quantity === 1 ? 'copy' : 'copies'} of this title: request a new quote for more.`;
}

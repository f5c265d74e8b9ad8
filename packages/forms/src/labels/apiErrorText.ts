import { ERROR_TYPES, isApiError } from '@shelfmark/api-client';
import { pluralLabel } from './pluralLabel';

/**
 * What a person reads when a call fails, by what kind of failure it was, never the answer's own words: a
 * validator's text ("Too big: expected string to have <=64 characters") or a server's log line is not for
 * people. Widgets map the answers they expect to their own labels first and use these for the rest.
 */
export const apiErrorLabels = {
  // The cart's refusals, by the type of the answer's errorList item (spec 000 §5, §8 words where it has them).
  productNotFound: 'Product not found.',
  maxQuantityExceeded: 'Max quantity exceeded',
  notPurchasable: 'This product cannot be bought online.',
  entryNotFound: 'This title is no longer in your cart.',
  cartNotFound: 'Cart not found.',
  /** 400: what was sent was refused. */
  invalid: 'Something you entered was not accepted. Please check it and try again.',
  /** 401. */
  signIn: 'Please sign in again to continue.',
  /** 403. */
  forbidden: 'Your account cannot do this.',
  /** 404. */
  notFound: 'What you asked for could not be found.',
  /** 409. */
  conflict: 'Something changed in the meantime. Please reload the page and try again.',
  /** 429 with the wait in seconds ({count}). */
  rateLimited: 'Too many attempts. Please wait {count} seconds and try again.',
  rateLimitedOne: 'Too many attempts. Please wait {count} second and try again.',
  /** 429 without a wait. */
  rateLimitedSoon: 'Too many attempts. Please wait a moment and try again.',
  /** No answer at all. */
  network: 'The store could not be reached. Check your connection and try again.',
  /** Anything else (5xx). */
  failed: 'Something went wrong. Please try again.',
};
export type ApiErrorLabels = typeof apiErrorLabels;

const REFUSALS = {
  [ERROR_TYPES.productNotFound]: 'productNotFound',
  [ERROR_TYPES.maxQuantityExceeded]: 'maxQuantityExceeded',
  [ERROR_TYPES.notPurchasable]: 'notPurchasable',
  [ERROR_TYPES.entryNotFound]: 'entryNotFound',
  [ERROR_TYPES.cartNotFound]: 'cartNotFound',
} as const;
type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

export type ApiErrorKind =
  Refusal | 'invalid' | 'signIn' | 'forbidden' | 'notFound' | 'conflict' | 'rateLimited' | 'network' | 'failed';

/**
 * The kind of a failed call: the cart's refusal its errorList names, else its status (an error that is no
 * ApiError is a failure of its own).
 */
export function apiErrorKind(error: unknown): ApiErrorKind {
  if (!isApiError(error)) return 'failed';
  const refusal = error.errorList.map((e) => REFUSALS[e.type as keyof typeof REFUSALS]).find(Boolean);
  if (refusal) return refusal;
  switch (error.status) {
    case 0:
      return 'network';
    case 400:
    case 422:
      return 'invalid';
    case 401:
      return 'signIn';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 429:
      return 'rateLimited';
    default:
      return 'failed';
  }
}

/** Whole seconds until a throttled call may be tried again (from the answer's timeLeft in ms), or null. */
export function secondsToWait(error: unknown): number | null {
  if (!isApiError(error) || error.timeLeft === undefined) return null;
  return Math.max(1, Math.ceil(error.timeLeft / 1000));
}

/** The answer of a request that failed its schema: its messages are the validator's (errorList type ValidationError). */
export function isSchemaRejection(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.errorList.some((e) => e.type === 'ValidationError');
}

/** The label for a failed call, "1 second" and "2 seconds" said right. */
export function apiErrorText(error: unknown, text: ApiErrorLabels = apiErrorLabels): string {
  const kind = apiErrorKind(error);
  // Spec 000 §8: an item's failure shows "each message of the backend errorList" — the back end's own business
  // messages (untyped items), never a validator's (those are typed ValidationError and read as `invalid`).
  if (isApiError(error) && !isSchemaRejection(error) && (kind === 'invalid' || kind === 'conflict')) {
    const said = error.errorList
      .filter((e) => !e.type)
      .map((e) => e.message.trim())
      .filter(Boolean);
    if (said.length > 0) return said.join(' ');
  }
  if (kind !== 'rateLimited') return text[kind];
  const seconds = secondsToWait(error);
  return seconds === null
    ? text.rateLimitedSoon
    : pluralLabel(seconds, { one: text.rateLimitedOne, other: text.rateLimited });
}

import { pasteLinesLabels } from '@shelfmark/forms';

/**
 * English defaults of fast order entry (spec 001 §2, §5, §8; FOE-01). The parser's messages come
 * from `pasteLinesLabels`. Placeholders: `{max}`, `{count}`, `{isbn}`, `{quantity}`, `{inCart}`, `{remaining}`, `{message}`.
 */
export const fastOrderLabels = {
  ...pasteLinesLabels,
  title: 'Fast Order Entry',
  fieldLabel: 'ISBNs and quantities',
  hint: 'One ISBN per line, then its quantity, separated by a tab, space, comma, semicolon or colon. Up to 100 lines; a missing quantity counts as 1.',
  submit: 'Add to cart',
  submitting: 'Adding…',
  clear: 'Clear',
  badLinesTitle: 'Correct these lines to add them to your cart',
  added: '{count} titles were added to your cart.',
  addedOne: '1 title was added to your cart.',
  addedNone: 'No titles were added to your cart.',
  /** Each title that went in, listed under the message; its lines leave the field. */
  addedItem: '{isbn} — quantity {quantity}',
  /** A title stock could not fully cover: the product page's backorder warning, after the add. */
  addedItemBackordered: '{isbn} — quantity {quantity}, {backordered} of them will be backordered',
  addedListLabel: 'Added to your cart',
  /** Above the pasted titles that were ordered before, are in the cart or on a list. */
  flaggedTitle: 'Already ordered, in your cart or on a list',
  /** Shown when lines are left in the field after an add: the ones that did not go in. */
  keptNote: 'The lines still in the field were not added.',
  refusedTitle: 'Titles the cart refused',
  refused: '{isbn}: {message}',
  refused_notFound: 'Product not found.',
  refused_notPurchasable: 'This product cannot be bought online.',
  refused_contactRep: 'No price and not sold online for your account: contact your rep.',
  refused_maxQuantity: 'Max quantity exceeded ({max})',
  refused_other: 'The cart did not accept this title.',
  /** Under the refused titles: the cart lists them too, until the buyer dismisses them there. */
  refusedInCart: 'Go to your cart',
  exceededTitle: 'Maximum quantity exceeded',
  exceededIntro: 'These titles were not added: each title can be ordered at most {max} times.',
  exceededItem: 'ISBN {isbn}: {inCart} already in your cart, {remaining} more can be added.',
  exceededNone: 'ISBN {isbn}: {inCart} already in your cart, no more can be added.',
  close: 'Close',
  inquiryOnly: 'Your account can look up titles but cannot order them.',
  signedOut: 'Sign in to order.',
  loading: 'Loading…',
  failed: 'The titles could not be added. Please try again.',
};
export type FastOrderLabels = typeof fastOrderLabels;

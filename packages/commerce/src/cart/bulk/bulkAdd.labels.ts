/**
 * English defaults of the bulk add (spec 000 §4, §8; CART-03, CART-13). Placeholders: {isbn13}, {quantity},
 * {inCart}, {max}, {remaining}, {count}.
 */
export const bulkAddLabels = {
  bulkAddSuccess: '{quantity} × {isbn13} has been added to your cart.',
  bulkAddFailure: '{isbn13} could not be added to your cart.',
  /** A bulk add of more titles than a toast can name in a line or two: one summary (the failed ones are listed). */
  bulkAddSuccessMany: '{count} titles ({quantity} copies) have been added to your cart.',
  bulkAddFailureMany: '{count} ISBNs could not be added to your cart; they are listed on the page.',
  exceededTitle: 'Quantity already exceeded',
  exceededMessage:
    'These items were not added: your cart plus the quantity asked for would pass the maximum of {max} per title.',
  exceededIsbn: 'ISBN',
  exceededInCart: 'In cart',
  exceededRequested: 'Requested',
  exceededRemaining: 'Can still be added',
  exceededClose: 'Close',
  failedTitle: 'These ISBNs could not be added to your cart',
  failedDismiss: 'Dismiss list',
  /** One failed ISBN whose reason the add knew (Fast Order says why the cart refused it). */
  failedWithReason: '{isbn}: {reason}',
  quickAddTitle: 'Add by ISBN',
  quickAddLabel: 'ISBNs and quantities, one per line',
  quickAddHint: 'For example: 9780000000002, 3',
  quickAddSubmit: 'Add to cart',
  quickAddPending: 'Adding…',
  quickAddEmpty: 'Enter at least one ISBN.',
  quickAddLine: 'Line {line}: enter a 13-digit ISBN and a quantity from 1 to {max}.',
  quickAddTooMany: 'At most {max} lines can be added at a time; this text has {count}. Add them in parts.',
};
export type BulkAddLabels = typeof bulkAddLabels;

/** English defaults of Reorder (beyond the specs). Placeholders: {isbn13}, {quantity}, {count}, {titles}. */
export const reorderLabels = {
  reorder: 'Reorder',
  reorderHeading: 'Reorder these titles',
  reorderChecking: 'Checking which titles can still be ordered…',
  reorderQuantity: 'Quantity {quantity}',
  reorderWillAdd: 'Will be added',
  reorderNewEdition: 'A newer edition is available: {isbn13}',
  reorderUseNewEdition: 'Add the new edition instead',
  reorderUnavailable: 'No longer sold: not added',
  reorderAdd: 'Add to cart',
  reorderAdding: 'Adding…',
  reorderCancel: 'Cancel',
  reorderNothing: 'None of these titles can be ordered any more.',
  reorderAddedOne: '1 title added to your cart.',
  reorderAddedMany: '{count} titles added to your cart.',
  reorderNotAdded: 'Not added: {titles}.',
  reorderFailed: 'The titles could not be added. Please try again.',
};
export type ReorderLabels = typeof reorderLabels;

/**
 * English defaults of the cart page's actions (spec 000 §2, §4, §5, §8): quantity edit, remove selected, clear cart
 * and their toasts. Placeholders: {title}, {count}, {isbn13}, {quantity}, {requested}, {available}, {backordered}, {message}.
 */
export const cartActionsLabels = {
  // CART-08 quantity edit
  quantityDialogTitle: 'Change quantity',
  quantityDialogDescription: 'How many copies of “{title}” do you want?',
  quantitySubmit: 'Change',
  quantityCancel: 'Cancel',
  quantityUpdating: 'Updating…',
  quantityUpdated: 'The quantity of {isbn13} has been updated to {quantity}.',
  quantityUpdateFailedTitle: 'Quantity not updated',
  quantityUpdateFailedMessage: 'The quantity could not be updated.',
  quantityMaxExceeded: 'Max quantity exceeded',
  backorderTitle: 'Product on backorder',
  backorderMessage: 'A portion of your order will be backordered.',
  backorderRequested: 'Requested',
  backorderAvailable: 'Available',
  backorderBackordered: 'Backordered',
  close: 'Close',
  // The phone's one button that shows the cart's actions
  cartActions: 'Cart actions',
  // CART-10 remove selected
  removeSelected: 'Remove selected ({count})',
  removeSelectedTitle: 'Remove selected items',
  removeSelectedDescription: 'Remove the {count} selected items from your cart?',
  removeSelectedDescriptionOne: 'Remove the selected item from your cart?',
  removeSelectedConfirm: 'Remove',
  removeSelectedDone: '{count} selected items have been removed from your cart.',
  removeSelectedDoneOne: 'The selected item has been removed from your cart.',
  removeSelectedFailed: 'Not every selected item could be removed. {message}',
  // CART-11 clear cart
  clearCart: 'Clear cart',
  clearCartTitle: 'Clear cart',
  clearCartDescription: 'Remove every item from your cart? This cannot be undone.',
  clearCartConfirm: 'Clear cart',
  clearCartCancel: 'Cancel',
  clearCartSuccess: 'Your cart has been successfully deleted',
  clearCartFailure: 'Cart deletion failed, please try once again',
  dismissToast: 'Dismiss',
  // CART-12 replace with new edition
  replaceFailedTitle: 'Item not replaced',
  replaceFailedMessage: "Unfortunately, you can't replace this item.",
  replaced: '“{title}” has been replaced with its new edition.',
};
export type CartActionsLabels = typeof cartActionsLabels;

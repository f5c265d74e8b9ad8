import { quantityInputLabels } from '@shelfmark/forms';

/**
 * English defaults of the add-to-cart form (spec 001 §4-§6, PDP-02). Placeholders: {quantity}, {title},
 * {remaining}, {max}, {inCart}, {backordered}. The quantity field's own texts are included.
 */
export const addToCartFormLabels = {
  ...quantityInputLabels,
  submit: 'Add to cart',
  submitting: 'Adding…',
  added: '{quantity} × “{title}” added to your cart.',
  backordered: '{backordered} of them will be backordered.',
  failed: 'This title could not be added to your cart. {message}',
  signInPrompt: 'Sign in to see your price and order.',
  signIn: 'Sign in',
  exceededTitle: 'Quantity limit reached',
  exceededMessage:
    'You can add {remaining} more. The maximum is {max} per title and you already have {inCart} in your cart.',
  noQuantityLeft: 'You already have {inCart} in your cart, the maximum of {max} per title. No more can be added.',
  close: 'OK',
  customTitle: 'Custom product',
  customMessage:
    'This title is made for your institution. Custom products cannot be returned or cancelled once ordered. Add {quantity} to your cart?',
  customConfirm: 'Add to cart',
  customCancel: 'Cancel',
  noStockTitle: 'Not enough stock',
  noStockMessage: 'You asked for {requested}. {backordered} of them are not in stock now and will be backordered.',
  /** The no-stock dialog comes before the add: add anyway, or cancel and add nothing. */
  noStockConfirm: 'Add to cart',
  noStockCancel: 'Cancel',
};
export type AddToCartFormLabels = typeof addToCartFormLabels;

/** English defaults of the product page's wish-list block (spec 001 §6, PDP-02). Placeholders: {quantity}, {title}, {name}, {message}. */
export const addToWishListLabels = {
  title: 'Wish lists',
  list: 'Wish list',
  submit: 'Add to wish list',
  submitting: 'Adding…',
  newWishList: 'New wish list',
  added: '{quantity} × “{title}” added to the wish list “{name}”.',
  failed: 'This title could not be added to the wish list. {message}',
};
export type AddToWishListLabels = typeof addToWishListLabels;

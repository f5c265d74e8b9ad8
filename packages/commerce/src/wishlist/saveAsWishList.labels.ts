/** English defaults of saving the cart as a wish list (spec 000 §4, §8; CART-15). Placeholders: {isbns}. */
export const saveAsWishListLabels = {
  saveAsWishList: 'Save as wish list',
  saveAsWishListTitle: 'Save cart as wish list',
  saveAsWishListDescription: 'Add the items of your cart to a wish list.',
  saveToExisting: 'Add to an existing wish list',
  saveToNew: 'Create a new wish list',
  existingWishList: 'Wish list',
  noWishLists: 'You have no wish lists yet.',
  newWishListName: 'Wish list name',
  wishListNameRequired: 'Please, provide a name for the wish list',
  saveWishList: 'Save',
  savingWishList: 'Saving…',
  saveWishListCancel: 'Cancel',
  wishListCreated: 'Wish List created successfully',
  wishListCreateFailed: 'Failed to create Wish List',
  savedToExisting: 'Your cart has been successfully saved to the existing Wish List',
  saveToExistingFailed: 'An error occurred while saving to the existing wishlist. {isbns}',
};
export type SaveAsWishListLabels = typeof saveAsWishListLabels;

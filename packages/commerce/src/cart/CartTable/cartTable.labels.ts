/** English defaults of the cart's order table (spec 000 §2, CART-05). Placeholders: {title}, {price}, {count}, {max}. */
export const cartTableLabels = {
  caption: 'Items in your cart',
  products: 'Products',
  quantity: 'Quantity',
  price: 'Price',
  actions: 'Actions',
  isbn: 'ISBN',
  edition: 'Edition',
  format: 'Format',
  opensInNewTab: '(opens in a new tab)',
  each: '{price} each',
  backordered: '{count} backordered',
  lineMaxQuantity: 'Max quantity is {max}',
  newEdition: 'NEW EDITION AVAILABLE',
  remove: 'Remove',
  removeItem: 'Remove {title}',
  removeTitle: 'Remove item',
  removeDescription: 'Remove “{title}” from your cart?',
  removeConfirm: 'Remove',
  removeCancel: 'Cancel',
};
export type CartTableLabels = typeof cartTableLabels;

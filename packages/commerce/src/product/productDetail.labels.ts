/** English defaults of the product page (spec 001 §2, PDP-01). */
export const productDetailLabels = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  by: 'By',
  edition: 'Edition',
  isbn: 'ISBN',
  format: 'Format',
  publisher: 'Publisher',
  published: 'Published',
  price: 'Price',
  coverAlt: 'Cover of {title}',
  loading: 'Loading the product…',
  notFound: 'Product not found.',
  loadFailed: 'We could not load this product.',
  retry: 'Try again',
};
export type ProductDetailLabels = typeof productDetailLabels;

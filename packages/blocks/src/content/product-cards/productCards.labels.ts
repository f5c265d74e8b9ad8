/** Texts of the product cards, with the spec's English defaults; {page} and {count} are filled in. */
export const productCardsLabels = {
  /** The main filter tab. */
  all: 'All',
  filters: 'Filter products',
  pagination: 'Pages',
  page: 'Page {page}',
  previous: 'Previous page',
  next: 'Next page',
  empty: 'No products in this category.',
  /** Read after a link that opens a new window. */
  newWindow: '(opens in a new window)',
};

export type ProductCardsLabels = typeof productCardsLabels;

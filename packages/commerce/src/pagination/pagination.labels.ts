/** English defaults of the pager. `{page}` is a page number. */
export const paginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
};
export type PaginationLabels = typeof paginationLabels;

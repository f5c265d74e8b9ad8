/** English defaults of the search results page (spec 001 §2, SRCH-01). Placeholders: {count}, {q}, {name}, {total}, {suggestion}, {page}, {pages}. */
export const searchResultsLabels = {
  title: 'Search results',
  skipToResults: 'Skip to results',
  summary: '{count} results for “{q}”',
  summaryAll: '{count} results',
  /** The summaries when exactly one title matches. */
  summaryOne: '1 result for “{q}”',
  summaryAllOne: '1 result',
  /** Shown when the answer suggests a correction of the text; {suggestion} becomes a button that searches it. */
  didYouMean: 'Did you mean {suggestion}?',
  filters: 'Filters',
  /** The button that opens the filters in a drawer on phones (spec 001 §2 "drawer on mobile"). */
  filtersButton: 'Filters',
  /** Read after the button's text when filters are on: the count shown in its badge. */
  activeFilters: '{count} active',
  /** The drawer's buttons: Apply closes it and shows the results (each choice applies at once), Clear removes every filter. */
  applyFilters: 'Apply',
  clearFilters: 'Clear',
  closeFilters: 'Close filters',
  selectedFilters: 'Selected filters',
  removeFilter: 'Remove filter {name}',
  showMore: 'Show more',
  showLess: 'Show less',
  sortBy: 'Sort by',
  itemsDisplayed: 'Items Displayed',
  /** Without `onChange` and without JavaScript: the button that applies the sorter and "Items Displayed". */
  applyChoices: 'Apply',
  results: 'Results',
  by: 'By',
  format: 'Format',
  year: 'Year',
  price: 'Price',
  isbn: 'ISBN-13',
  availability: 'Availability',
  availability_inStock: 'In stock',
  availability_lowStock: 'Low stock',
  availability_outOfStock: 'Out of stock',
  noResults: 'No records found',
  /** A page past the last one (an old link, a catalogue that shrank): the count stays true and this says why no card shows. */
  pageOutOfRange: 'Page {page} is past the last page ({pages}) of these results.',
  lastPage: 'Go to the last page',
  loading: 'Loading results…',
  loadFailed: 'We could not load the search results.',
  retry: 'Try again',
};
export type SearchResultsLabels = typeof searchResultsLabels;

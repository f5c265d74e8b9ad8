/** English defaults of the internal product search (spec 001 §2, §5, §8; IPS-01). Placeholders: {title}. */
export const internalProductSearchLabels = {
  title: 'Internal Product Search',
  account: 'Account number',
  isbn: 'ISBN',
  isbnHint: 'ISBN-13; dashes are ignored.',
  submit: 'Search',
  searching: 'Searching…',
  accountRequired: 'Account number is a required field.',
  isbnRequired: 'ISBN is a required field.',
  error: 'There was an error with your search.  Please try again.',
  result: 'Result',
  price: 'Customer price',
  listPrice: 'List price',
  available: 'Available',
  format: 'Format',
  by: 'By',
  coverAlt: 'Cover of {title}',
  /** For an account that buys the title through its rep (international, grade levels, out of print): no price. */
  contactRep: 'No price: this account buys this title through its sales representative (contact your rep).',
  notSold: 'No price: this title is not sold online to this account.',
  netPricingNote:
    'This is net pricing. Please calculate associated mark up before quoting suggested list price to book store.',
  /** The heading of the list of problems after a failed search. */
  errorSummaryTitle: 'There is a problem',
  /** Put before the page title while that list is shown. */
  errorTitlePrefix: 'Error: ',
};
export type InternalProductSearchLabels = typeof internalProductSearchLabels;

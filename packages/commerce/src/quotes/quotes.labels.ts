/** English defaults of the Request a quote action and its dialog. */
export const requestQuoteLabels = {
  /** The action beside Contact your rep on a title sold through a rep. */
  trigger: 'Request a quote',
  /** The trigger's accessible name when several titles show one (search cards, cart lines). */
  triggerFor: 'Request a quote for {title}',
  title: 'Request a quote',
  intro: 'Your sales representative prices this title for your account and answers under My Orders → Quotes.',
  product: 'Title',
  isbn: 'ISBN',
  quantity: 'Quantity',
  shipTo: 'Ship to',
  note: 'Note for your rep (optional)',
  noteHint: 'For example a deadline, a fund or the edition you need.',
  noteTooLong: 'Keep the note to {max} characters or fewer.',
  submit: 'Send request',
  submitting: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  sent: 'Quote {quoteNumber} requested. Find it under My Orders → Quotes, where you can accept it once your rep has priced it.',
  viewQuotes: 'View my quotes',
  /** A refusal without a message of its own. */
  failed: 'Your request could not be sent. Try again, or contact your rep.',
  signedOut: 'Sign in to request a quote.',
};
export type RequestQuoteLabels = typeof requestQuoteLabels;

/** English defaults of My Orders → Quotes. */
export const myQuotesLabels = {
  title: 'Quotes',
  /** The My Orders tabs. */
  tabsLabel: 'My Orders sections',
  ordersTab: 'Orders',
  quotesTab: 'Quotes',
  intro: 'Quotes you requested for titles sold through your sales representative, for the current ship-to account.',
  shipTo: 'Ship-to account',
  loading: 'Loading your quotes…',
  empty: 'You have no quotes for this ship-to account. Request one from a title that shows “Request a quote”.',
  failed: 'Your quotes could not be loaded.',
  retry: 'Try again',
  signedOut: 'Sign in to see your quotes.',
  signIn: 'Sign in',
  quoteHeading: 'Quote {quoteNumber}',
  status: 'Status',
  status_REQUESTED: 'Requested',
  status_QUOTED: 'Quoted',
  status_ACCEPTED: 'Accepted',
  status_EXPIRED: 'Expired',
  requestedOn: 'Requested',
  validUntil: 'Valid until {date}',
  note: 'Your note',
  linesCaption: 'Titles of quote {quoteNumber}',
  lineTitle: 'Title',
  lineIsbn: 'ISBN',
  lineQuantity: 'Quantity',
  lineUnitPrice: 'Unit price',
  lineTotal: 'Line total',
  total: 'Total',
  awaitingPrice: 'Awaiting your rep’s price',
  accept: 'Accept quote',
  acceptFor: 'Accept quote {quoteNumber}',
  accepting: 'Accepting…',
  acceptFailed: 'Quote {quoteNumber} could not be accepted. Try again.',
  acceptedNote: 'Accepted: its titles went to your cart at the quoted prices.',
  expiredNote: 'This quote expired. Request a new one from the title’s page.',
};
export type MyQuotesLabels = typeof myQuotesLabels;

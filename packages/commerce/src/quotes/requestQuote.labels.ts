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

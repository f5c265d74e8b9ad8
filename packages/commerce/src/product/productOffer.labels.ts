/** English defaults of the product page's offer block (spec 001 §6, PDP-03). */
export const productOfferLabels = {
  contactRep: 'Contact your rep',
  contactRepHint: 'Your sales representative can quote and order this title for you.',
  contactRepresentative: 'Contact Representative',
  contactRepresentativeHint: 'eBooks are sold through your sales representative.',
  requestTrial: 'Request a Trial',
  requestTrialHint: 'Try this resource at your library before you subscribe.',
  noPrice: 'This title is not available to order online for your account.',
  signInForPrice: 'Sign in for price',
  signInForPriceHint: 'Sign in to see your price for this eBook.',
};
export type ProductOfferLabels = typeof productOfferLabels;

/** English defaults of the order confirmation (spec 000 §2, spec 001 §2; CONF-01). Placeholder: {ordernumber}. */
export const confirmationLabels = {
  title: 'Thank you for your order',
  confirmationNumber: 'Your confirmation number is {ordernumber}',
  description:
    'We have received your order {ordernumber}. You will find it under My Orders, where you can follow its status and download the invoice once it is available.',
  contactsTitle: 'Questions about your order?',
  contacts:
    'Call Customer Service at 1-800-555-0199 (Monday to Friday, 8 am to 6 pm ET) or write to orders@shelfmark.test.',
  /** The second brand's customer service (the site's isThorndike). */
  contactsSecondBrand:
    'Call Thorndike Press Customer Service at 1-800-555-0142 (Monday to Friday, 8 am to 6 pm ET) or write to orders@thorndike.test.',
  missingNumber: 'We could not find a confirmation number. Your order may still have been placed: check My Orders.',
  /** While a number checkout did not keep is looked up in the buyer's orders. */
  checking: 'Looking up order {ordernumber}…',
  /** A number that is none of the buyer's orders: no thanks. */
  notFoundTitle: 'Order not found',
  notFound: 'We could not find an order {ordernumber}. Check the number, or find your orders under My Orders.',
  /** A visitor opening a confirmation: their order is shown once they sign in. */
  signedOutTitle: 'Your order',
  signedOut: 'Sign in to see order {ordernumber}.',
  signIn: 'Sign in',
  detailsTitle: 'Order details',
  poNumber: 'PO number',
  shipTo: 'Ship to',
  paymentMethod: 'Payment method',
  shippingInstructions: 'Shipping instructions',
  paymentAccount: 'On account (purchase order)',
  paymentCard: 'Credit card',
  summaryTitle: 'Order summary',
  summaryToggle: 'Order summary ({count} items)',
  summaryToggleOne: 'Order summary (1 item)',
  continueShopping: 'Continue shopping',
};
export type ConfirmationLabels = typeof confirmationLabels;

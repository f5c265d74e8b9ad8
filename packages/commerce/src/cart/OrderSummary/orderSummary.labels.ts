/** English defaults of the order summary (spec 000 §2, CART-06, CART-07). */
export const orderSummaryLabels = {
  summaryTitle: 'Order summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  shippingNotCalculated: '-',
  total: 'Total',
  taxes: 'Taxes are calculated when your order ships.',
  checkout: 'Checkout',
  checkoutUnavailable: 'Only users with purchaser rights can check out.',
};
export type OrderSummaryLabels = typeof orderSummaryLabels;

export { CheckoutPage, type CheckoutPageProps } from './CheckoutPage';
export { PaymentForm, type PaymentFormProps } from './PaymentForm';
export { PromoCode, type PromoCodeProps } from './PromoCode';
export { CheckoutSummary, type CheckoutSummaryProps } from './CheckoutSummary';
export { useCheckout, type UseCheckoutOptions, type UseCheckoutResult, type CheckoutModal } from './useCheckout';
export { usePaymentForm, type UsePaymentFormResult } from './usePaymentForm';
export { checkoutLabels, type CheckoutLabels } from './checkout.labels';
export {
  validatePayment,
  validatePaymentField,
  maskExpiry,
  normaliseCardNumber,
  cardTypeOf,
  emptyPaymentValues,
  PO_MAX_LENGTH,
  SHIPPING_INFO_MAX_LENGTH,
  EXPIRY_YEARS_AHEAD,
  type PaymentValues,
  type PaymentErrors,
  type PaymentField,
} from './paymentRules';
export {
  checkoutStorage,
  CHECKOUT_STORAGE_KEYS,
  type StoredConfirmation,
  type PendingCardPayment,
} from './checkoutStorage';
export { submitHiddenForm, type SubmitToProvider, type CardFields } from './submitToProvider';

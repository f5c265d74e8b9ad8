export { OrderConfirmation, type OrderConfirmationProps } from './OrderConfirmation';
export { useOrderConfirmation, withOrderNumber, type UseOrderConfirmationResult } from './useOrderConfirmation';
export { confirmationLabels, type ConfirmationLabels } from './confirmation.labels';

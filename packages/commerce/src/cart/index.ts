export { CartPage, type CartPageProps } from './CartPage';
export { cartPageLabels, type CartPageLabels } from './cartPage.labels';
export { CartTable, type CartTableProps } from './CartTable/CartTable';
export { cartTableLabels, type CartTableLabels } from './CartTable/cartTable.labels';
export { OrderSummary, type OrderSummaryProps } from './OrderSummary/OrderSummary';
export { orderSummaryLabels, type OrderSummaryLabels } from './OrderSummary/orderSummary.labels';
export { useCart, type UseCartResult } from './useCart';
export {
  useAddToCart, type UseAddToCartOptions, type UseAddToCartResult, type AddToCartInput, type AddToCartOutcome, type AddedToCart, type RemainingQuantity,
} from './useAddToCart';
export { useRemoveCartEntry, type UseRemoveCartEntryResult } from './useRemoveCartEntry';
export { quantityInCart } from './quantityInCart';
export { formatBadgeCount, cartLinkLabel } from './formatBadgeCount';
export { CartBadgeCount, type CartBadgeCountProps } from './CartBadgeCount';
export { cartActionsLabels, type CartActionsLabels } from './actions/cartActions.labels';
export { CartToast, type CartToastProps, type CartToastMessage } from './actions/CartToast';
export { QuantityEditDialog, type QuantityEditDialogProps } from './actions/QuantityEditDialog';
export { useClearCart, type UseClearCartResult } from './actions/useClearCart';
export { useRemoveSelected, type UseRemoveSelectedResult } from './actions/useRemoveSelected';
export {
  useUpdateCartQuantity, type UseUpdateCartQuantityResult, type QuantityUpdateOutcome, type QuantityBackorder,
} from './actions/useUpdateCartQuantity';

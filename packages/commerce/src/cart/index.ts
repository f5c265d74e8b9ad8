export { CartPage, type CartPageProps } from './CartPage';
export { cartPageLabels, type CartPageLabels } from './cartPage.labels';
export { CartTable, type CartTableProps } from './CartTable/CartTable';
export { cartTableLabels, type CartTableLabels } from './CartTable/cartTable.labels';
export { OrderSummary, type OrderSummaryProps } from './OrderSummary/OrderSummary';
export { orderSummaryLabels, type OrderSummaryLabels } from './OrderSummary/orderSummary.labels';
export { useCart, type UseCartResult } from './useCart';
export {
  useAddToCart,
  type UseAddToCartOptions,
  type UseAddToCartResult,
  type AddToCartInput,
  type AddToCartOutcome,
  type AddedToCart,
  type RemainingQuantity,
} from './useAddToCart';
export { useRemoveCartEntry, type UseRemoveCartEntryResult } from './useRemoveCartEntry';
export { quantityInCart } from './quantityInCart';
export { cartLinkLabel } from './cartLinkLabel';
export { CartBadgeCount, type CartBadgeCountProps } from './CartBadgeCount';
export { cartActionsLabels, type CartActionsLabels } from './actions/cartActions.labels';
export { CartToast, type CartToastProps, type CartToastMessage } from './actions/CartToast';
export {
  QuantityEditDialog,
  type QuantityEditDialogProps,
  type QuantityEditTarget,
} from './actions/QuantityEditDialog';
export { useClearCart, type UseClearCartResult } from './actions/useClearCart';
export { useRemoveSelected, type UseRemoveSelectedResult } from './actions/useRemoveSelected';
export {
  useUpdateCartQuantity,
  type UseUpdateCartQuantityResult,
  type QuantityUpdateOutcome,
  type QuantityBackorder,
} from './actions/useUpdateCartQuantity';
export {
  useBulkAddToCart,
  type UseBulkAddToCartOptions,
  type UseBulkAddToCartResult,
  type BulkAddItem,
  type BulkAddResult,
  type BulkAddAdded,
  type BulkAddFailed,
  type BulkAddProgress,
  type BulkAddCallOptions,
} from './bulk/useBulkAddToCart';
export { bulkAddLabels, type BulkAddLabels } from './bulk/bulkAdd.labels';
export { AlreadyExceededDialog, type AlreadyExceededDialogProps } from './bulk/AlreadyExceededDialog';
export { FailedIsbnList, type FailedIsbnListProps } from './bulk/FailedIsbnList';
export { QuickAddForm, type QuickAddFormProps } from './bulk/QuickAddForm';
export { parseBulkLines, type BulkLinesResult } from './bulk/parseBulkLines';
export {
  INVALID_ISBNS_KEY,
  WISH_LIST_ERROR_ISBNS_KEY,
  FAILED_ISBNS_SEPARATOR,
  storeFailedIsbns,
  readFailedIsbns,
  clearFailedIsbns,
} from './bulk/failedIsbns';
export { formatWeight, formatCartDate, productPath, CANADIAN_PUBLISHER } from './CartTable/formatCartLine';
export {
  useReplaceWithNewEdition,
  newerEditionIsbn,
  type UseReplaceWithNewEditionResult,
  type CartLineEvent,
} from './actions/useReplaceWithNewEdition';
export {
  buildCartWorkbook,
  downloadCartWorkbook,
  LOGO_ROW_HEIGHT,
  DATA_ROW_HEIGHT,
  type BuildCartWorkbookOptions,
  type CartWorkbook,
} from './export/buildCartWorkbook';
export { cartExportRows, productListMailto, type CartExportRow } from './export/cartRows';
export { escapeCellText } from './export/escapeCellText';
export { cartExportLabels, type CartExportLabels } from './export/cartExport.labels';
export { CartExportDialog, type CartExportDialogProps } from './export/CartExportDialog';
export {
  CartPrintView,
  type CartPrintViewProps,
  type CartPrintDetails,
  type CartPrintAccount,
} from './export/CartPrintView';

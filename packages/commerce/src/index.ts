export {
  ShelfmarkSiteProvider, useSiteConfig, useSiteNavigation, createSiteConfig, defaultRoutes,
  type ShelfmarkSiteProviderProps, type ShelfmarkSiteConfig, type ShelfmarkRoutes, type ShelfmarkLinkProps,
} from './site/index';
export { useSession, type UseSessionResult } from './session/index';
export {
  CartPage, cartPageLabels, CartTable, cartTableLabels, OrderSummary, orderSummaryLabels,
  useCart, useAddToCart, useRemoveCartEntry, quantityInCart, formatBadgeCount, cartLinkLabel, CartBadgeCount, type CartBadgeCountProps,
  type CartPageProps, type CartPageLabels, type CartTableProps, type CartTableLabels, type OrderSummaryProps, type OrderSummaryLabels,
  type UseCartResult, type UseAddToCartOptions, type UseAddToCartResult, type AddToCartInput, type AddToCartOutcome,
  type AddedToCart, type RemainingQuantity, type UseRemoveCartEntryResult,
  cartActionsLabels, useClearCart, useRemoveSelected, useUpdateCartQuantity, type CartActionsLabels, type UseClearCartResult,
  type UseRemoveSelectedResult, type UseUpdateCartQuantityResult, type QuantityUpdateOutcome, type QuantityBackorder,
} from './cart/index';
export {
  ProductDetail, productDetailLabels, AddToCartForm, addToCartFormLabels, useAddToCartForm, useProduct, formatAuthors, displayPrice,
  type ProductDetailProps, type ProductDetailLabels, type AddToCartFormProps, type AddToCartFormLabels,
  type UseAddToCartFormOptions, type UseAddToCartFormResult, type AddToCartMode, type UseProductResult,
} from './product/index';
export {
  SearchResults, searchResultsLabels, SearchResultCard, productHref, FacetList, useSearch,
  type SearchResultsProps, type SearchResultsLabels, type SearchResultCardProps, type FacetListProps, type SearchParams, type UseSearchResult,
} from './search/index';
export { Pagination, paginationLabels, pageWindow, type PaginationProps, type PaginationLabels } from './pagination/index';
export { MessageDialog, type MessageDialogProps } from './dialogs/MessageDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export {
  useBulkAddToCart, bulkAddLabels, AlreadyExceededDialog, FailedIsbnList, QuickAddForm, parseBulkLines,
  INVALID_ISBNS_KEY, WISH_LIST_ERROR_ISBNS_KEY, FAILED_ISBNS_SEPARATOR, storeFailedIsbns, readFailedIsbns, clearFailedIsbns,
  type UseBulkAddToCartOptions, type UseBulkAddToCartResult, type BulkAddItem, type BulkAddResult, type BulkAddAdded, type BulkAddFailed,
  type BulkAddLabels, type AlreadyExceededDialogProps, type FailedIsbnListProps, type QuickAddFormProps, type BulkLinesResult,
} from './cart/index';
export {
  MyOrders, myOrdersLabels, useMyOrders, useOrderAccounts, OrderFilterPanel, applyOrderFilters, matchesOrderSearch, parseUsDate, formatUsDate,
  DEFAULT_ORDER_FILTERS, OrderDetails, orderDetailsLabels, useOrderDetails, groupShipments, InvoiceButton, invoiceLabels, useInvoiceDownload, saveBlob,
  type MyOrdersProps, type MyOrdersLabels, type UseMyOrdersOptions, type UseMyOrdersResult, type OrdersFailure, type OrderAccounts,
  type OrderFilterPanelProps, type OrderFilters, type OrderSort, type OrderDetailsProps, type OrderDetailsLabels, type UseOrderDetailsOptions,
  type UseOrderDetailsResult, type ShipmentGroup, type InvoiceButtonProps, type InvoiceLabels, type InvoiceRef, type UseInvoiceDownloadOptions,
  type UseInvoiceDownloadResult,
} from './orders/index';
export {
  OrderTracking, orderTrackingLabels, useOrderTracking, parseCarrierLinks, carrierTrackingLink, TRACKING_SEARCH_TYPES, criterionQuery, trackingQuery,
  isFullDate, isCriterionReady, type OrderTrackingProps, type OrderTrackingLabels, type UseOrderTrackingResult, type TrackingSearchType, type TrackingCriterion,
} from './tracking/index';
export {
  AccessCodeChecker, accessCodeCheckerLabels, useAccessCodeChecker, splitAccessCodes,
  type AccessCodeCheckerProps, type AccessCodeCheckerLabels, type UseAccessCodeCheckerResult,
} from './access-codes/index';
export { FastOrderForm, fastOrderLabels, useFastOrder, type FastOrderFormProps, type FastOrderLabels, type UseFastOrderResult, type FastOrderOutcome, type FastOrderExceeded } from './fast-order/index';
export { formatWeight, formatCartDate, productPath, CANADIAN_PUBLISHER } from './cart/index';
export {
  AccountCard, ChangeAccountDialog, useShipToAccounts, accountLabels, eligibleShipToAccounts, isParentAccount, searchAccounts, formatAddress, brandTargets,
  type AccountCardProps, type ChangeAccountDialogProps, type UseShipToAccountsResult, type AccountLabels,
} from './account/index';

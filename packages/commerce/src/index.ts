'use client';

export {
  ShelfmarkSiteProvider, useSiteConfig, useSiteNavigation, createSiteConfig, defaultRoutes,
  type ShelfmarkSiteProviderProps, type ShelfmarkSiteConfig, type ShelfmarkRoutes, type ShelfmarkLinkProps,
} from './site/index';
export { useSession, type UseSessionResult } from './session/index';
export { PhoneLayoutHint, type PhoneLayoutHintProps } from './layout/PhoneLayoutHint';
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
  addToWishListLabels, type AddToWishListLabels,
} from './product/index';
export {
  ProductOffer, useProductOffer, defaultOfferPaths, productOfferLabels, productOfferKind, trialHref, isEcommerceProduct, TRIAL_QUERY_BY_TYPE,
  defaultPublicationStatusMap, formatOptions, bundleCode,
  type ProductOfferProps, type ProductOfferPaths, type ProductOfferLabels, type ProductOfferKind, type ProductOfferInput,
} from './product/index';
export { CatalogProductPage, catalogProductLabels, truncateText, slugify, type CatalogProductPageProps, type CatalogProductLabels } from './catalog/index';
export {
  InternalProductSearch, internalProductSearchLabels, useInternalProductSearch, describeLookupError,
  type InternalProductSearchProps, type InternalProductSearchLabels, type UseInternalProductSearchResult, type InternalLookupRequest,
} from './internal-search/index';
export {
  SearchResults, searchResultsLabels, SearchResultCard, productHref, FacetList, useSearch,
  type SearchResultsProps, type SearchResultsLabels, type SearchResultCardProps, type FacetListProps, type SearchParams, type UseSearchResult,
} from './search/index';
export {
  SearchExportButton, searchExportLabels, useSearchExport, formatBytes,
  type SearchExportButtonProps, type SearchExportLabels, type UseSearchExportOptions, type UseSearchExportResult, type SearchExportStatus,
} from './search/index';
export { Pagination, paginationLabels, pageWindow, type PaginationProps, type PaginationLabels } from './pagination/index';
export { MessageDialog, type MessageDialogProps } from './dialogs/MessageDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { Drawer, drawerLabels, type DrawerProps, type DrawerLabels } from './drawer/index';
export {
  useBulkAddToCart, bulkAddLabels, AlreadyExceededDialog, FailedIsbnList, QuickAddForm, parseBulkLines,
  INVALID_ISBNS_KEY, WISH_LIST_ERROR_ISBNS_KEY, FAILED_ISBNS_SEPARATOR, storeFailedIsbns, readFailedIsbns, clearFailedIsbns,
  type UseBulkAddToCartOptions, type UseBulkAddToCartResult, type BulkAddItem, type BulkAddResult, type BulkAddAdded, type BulkAddFailed,
  type BulkAddLabels, type AlreadyExceededDialogProps, type FailedIsbnListProps, type QuickAddFormProps, type BulkLinesResult,
} from './cart/index';
export {
  MyOrders, myOrdersLabels, useMyOrders, useOrderAccounts, applyOrderFilters, matchesOrderSearch, parseUsDate, formatUsDate,
  Reorder, reorderLabels, useReorder, reorderState, newerEditionOf, type ReorderProps, type ReorderLabels, type UseReorderResult, type ReorderLine, type ReorderLineState,
  DEFAULT_ORDER_FILTERS, OrderDetails, orderDetailsLabels, useOrderDetails, groupShipments, InvoiceButton, invoiceLabels, useInvoiceDownload, saveBlob,
  type MyOrdersProps, type MyOrdersLabels, type UseMyOrdersOptions, type UseMyOrdersResult, type OrdersFailure, type OrderAccounts,
  type OrderFilters, type OrderSort, type OrderDetailsProps, type OrderDetailsLabels, type UseOrderDetailsOptions,
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
export {
  PriceAvailability, priceAvailabilityLabels, usePriceAvailability, priceRowError, emptyRows, INITIAL_PRICE_ROWS, MAX_PRICE_ROWS,
  type PriceAvailabilityProps, type PriceAvailabilityLabels, type UsePriceAvailabilityResult, type PriceCheckStatus,
  type PriceRow, type PriceRowError,
} from './price-availability/index';
export { useReplaceWithNewEdition, newerEditionIsbn, type UseReplaceWithNewEditionResult, type CartLineEvent } from './cart/index';
export {
  SaveAsWishListDialog, useSaveCartAsWishList, saveAsWishListLabels, isWishListExpired, modifiedDate,
  type SaveAsWishListDialogProps, type UseSaveCartAsWishListResult, type SaveCartTarget, type SaveCartOutcome, type SaveAsWishListLabels,
} from './wishlist/index';
export {
  RegistrationForm, registrationLabels, useRegistration, validateRegistration, defaultRegistrationPatterns, REGISTRATION_FIELDS,
  type RegistrationFormProps, type RegistrationLabels, type UseRegistrationOptions, type UseRegistrationResult, type RegistrationFailure,
  type RegistrationPatterns, type RegistrationDraft, type RegistrationErrors, type RegistrationField,
} from './registration/index';
export { ProfilePage, profileLabels, useProfile, type ProfilePageProps, type ProfileLabels, type UseProfileResult } from './profile/index';
export {
  CheckoutPage, PaymentForm, useCheckout, usePaymentForm, checkoutLabels, validatePayment, validatePaymentField,
  maskExpiry, normaliseCardNumber, cardTypeOf, emptyPaymentValues, PO_MAX_LENGTH, SHIPPING_INFO_MAX_LENGTH, EXPIRY_YEARS_AHEAD,
  checkoutStorage, CHECKOUT_STORAGE_KEYS, submitHiddenForm,
  type CheckoutPageProps, type PaymentFormProps, type UseCheckoutOptions, type UseCheckoutResult,
  type CheckoutModal, type UsePaymentFormResult, type CheckoutLabels, type PaymentValues, type PaymentErrors, type PaymentField,
  type StoredConfirmation, type PendingCardPayment, type SubmitToProvider, type CardFields,
} from './checkout/index';
export { OrderConfirmation, useOrderConfirmation, withOrderNumber, confirmationLabels, type OrderConfirmationProps, type UseOrderConfirmationResult, type ConfirmationLabels } from './confirmation/index';
export {
  AnalyticsProvider, useAnalytics, cartEvent, entryEvent, purchaseEvent, dataLayerSink,
  type AnalyticsProviderProps, type UseAnalyticsResult, type AnalyticsEvent, type AnalyticsEventName, type AnalyticsItem, type AnalyticsSink,
  useCartAnalytics, productEvent, type UseCartAnalyticsResult, type AnalyticsLine,
  useTagManager, loadTagManager, gtmScriptUrl, GTM_SCRIPT_ORIGIN, GTM_ID_PATTERN,
} from './analytics/index';
export {
  WishListPage, useWishLists, wishListPageLabels, searchWishLists,
  type WishListPageProps, type UseWishListsResult, type WishListPageLabels,
} from './wishlist/index';
export {
  buildCartWorkbook, downloadCartWorkbook, LOGO_ROW_HEIGHT, DATA_ROW_HEIGHT, cartExportRows, productListMailto, escapeCellText, cartExportLabels,
  CartExportDialog, CartPrintView,
  type BuildCartWorkbookOptions, type CartWorkbook, type CartExportRow, type CartExportLabels, type CartExportDialogProps, type CartPrintViewProps, type CartPrintDetails, type CartPrintAccount,
} from './cart/index';
export {
  commerceRegistry, createCommerceRegistry, COMMERCE_EDITOR_NAMES,
  type CommerceRegistry, type CommerceRegistryOptions, type CommerceBlockDefinition, type CommerceBlock, type CommerceBlockProps, type CommerceEditorName, type CommerceLocation,
} from './registry/index';

/**
 * @shelfmark/commerce/internal — the helpers the widgets are built from (formatting, parsing, storage keys, export
 * rows, analytics event builders…), for a host that composes its own views from them. Not the supported surface:
 * names here may change in any release; the root entry exports the components, hooks, labels and types.
 */
// Each name from the module that defines it, not a folder's index: the bundle then holds the helpers alone.
export { splitAccessCodes } from './access-codes/splitAccessCodes';
export { brandTargets } from './account/brandTargets';
export { eligibleShipToAccounts, isParentAccount, searchAccounts, formatAddress } from './account/eligibleAccounts';
export { cartEvent, entryEvent, purchaseEvent, productEvent } from './analytics/analyticsEvents';
export { loadTagManager, gtmScriptUrl, GTM_SCRIPT_ORIGIN, GTM_ID_PATTERN } from './analytics/useTagManager';
export { newerEditionIsbn } from './cart/actions/useReplaceWithNewEdition';
export {
  INVALID_ISBNS_KEY,
  WISH_LIST_ERROR_ISBNS_KEY,
  FAILED_ISBNS_SEPARATOR,
  storeFailedIsbns,
  readFailedIsbns,
  clearFailedIsbns,
} from './cart/bulk/failedIsbns';
export { parseBulkLines } from './cart/bulk/parseBulkLines';
export { formatWeight, formatCartDate, productPath, CANADIAN_PUBLISHER } from './cart/CartTable/formatCartLine';
export {
  buildCartWorkbook,
  downloadCartWorkbook,
  LOGO_ROW_HEIGHT,
  DATA_ROW_HEIGHT,
} from './cart/export/buildCartWorkbook';
export { cartExportRows, productListMailto } from './cart/export/cartRows';
export { escapeCellText } from './cart/export/escapeCellText';
export { cartLinkLabel } from './cart/cartLinkLabel';
export { quantityInCart } from './cart/quantityInCart';
export { truncateText } from './catalog/CatalogProductPage';
export { slugify } from './catalog/slugify';
export { checkoutStorage, CHECKOUT_STORAGE_KEYS } from './checkout/checkoutStorage';
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
} from './checkout/paymentRules';
export { submitHiddenForm } from './checkout/submitToProvider';
export { withOrderNumber } from './confirmation/useOrderConfirmation';
export { describeLookupError } from './internal-search/useInternalProductSearch';
export { groupShipments } from './orders/groupShipments';
export {
  applyOrderFilters,
  matchesOrderSearch,
  parseUsDate,
  formatUsDate,
  DEFAULT_ORDER_FILTERS,
} from './orders/orderFilters';
export { reorderState, newerEditionOf } from './orders/reorder/useReorder';
export { saveBlob } from './orders/saveBlob';
export { pageWindow } from './pagination/pageWindow';
export { priceRowError, emptyRows, INITIAL_PRICE_ROWS, MAX_PRICE_ROWS } from './price-availability/priceRows';
export { formatOptions } from './product/FormatSelector';
export { productOfferKind, trialHref, isEcommerceProduct, TRIAL_QUERY_BY_TYPE } from './product/productOfferKind';
export { formatAuthors, displayPrice } from './product/productSummary';
export { bundleCode } from './product/ProductTabs';
export { validateRegistration, REGISTRATION_FIELDS } from './registration/registration.schema';
export { formatBytes } from './search/export/SearchExportButton';
export { facetValueName } from './search/facetValueName';
export { parseCarrierLinks, carrierTrackingLink } from './tracking/carrierLinks';
export {
  TRACKING_SEARCH_TYPES,
  criterionQuery,
  trackingQuery,
  isFullDate,
  isCriterionReady,
} from './tracking/trackingCriteria';
export { searchWishLists } from './wishlist/searchWishLists';
export { isWishListExpired, modifiedDate } from './wishlist/wishListDates';
export {
  readSpreadsheet,
  spreadsheetKind,
  MAX_UPLOAD_ROWS,
  MAX_UPLOAD_BYTES,
  parseCsv,
  detectCsvDelimiter,
  detectColumns,
  validateUploadRows,
  type UploadedFile,
  type UploadFileProblem,
  type CsvDelimiter,
  type ColumnDetection,
  type SpreadsheetColumns,
  type UploadValidation,
  type UploadValidRow,
  type UploadInvalidRow,
  type UploadEntry,
} from './cart/upload/index';

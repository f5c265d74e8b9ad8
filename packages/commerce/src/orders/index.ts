export { MyOrders, type MyOrdersProps } from './MyOrders';
export { myOrdersLabels, type MyOrdersLabels } from './myOrders.labels';
export {
  useMyOrders,
  STAFF_SHIP_TO_PARAM,
  type UseMyOrdersOptions,
  type UseMyOrdersResult,
  type OrdersFailure,
} from './useMyOrders';
export { useOrderAccounts, type OrderAccounts } from './useOrderAccounts';
export { OrderFilterPanel, type OrderFilterPanelProps } from './OrderFilterPanel';
export {
  applyOrderFilters,
  matchesOrderSearch,
  parseUsDate,
  formatUsDate,
  DEFAULT_ORDER_FILTERS,
  type OrderFilters,
  type OrderSort,
} from './orderFilters';
export { OrderDetails, type OrderDetailsProps } from './OrderDetails';
export { orderDetailsLabels, type OrderDetailsLabels } from './orderDetails.labels';
export { useOrderDetails, type UseOrderDetailsOptions, type UseOrderDetailsResult } from './useOrderDetails';
export { groupShipments, type ShipmentGroup } from './groupShipments';
export { InvoiceButton, type InvoiceButtonProps } from './InvoiceButton';
export { invoiceLabels, type InvoiceLabels } from './invoice.labels';
export {
  useInvoiceDownload,
  type InvoiceRef,
  type UseInvoiceDownloadOptions,
  type UseInvoiceDownloadResult,
} from './useInvoiceDownload';
export { saveBlob } from './saveBlob';
export { Reorder, type ReorderProps } from './reorder/Reorder';
export { reorderLabels, type ReorderLabels } from './reorder/reorder.labels';
export {
  useReorder,
  reorderState,
  newerEditionOf,
  type UseReorderResult,
  type ReorderLine,
  type ReorderLineState,
} from './reorder/useReorder';

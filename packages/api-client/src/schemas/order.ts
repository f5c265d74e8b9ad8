import { z } from 'zod';
import { moneySchema, textInput } from './common';

const account = (name: string) => textInput().min(1, `${name} is required`).max(40);

/** Order-level shipStatus (spec 001 §4): null pending, '0' confirmed, '1' shipped, '2' cancelled. */
export const shipStatusSchema = z.enum(['0', '1', '2']).nullable();

/** Order (list row), spec 001 §3. Dates are ISO dates (YYYY-MM-DD). */
export const orderRowSchema = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  shipDateRequested: z.string().nullable().optional(),
  shipDate: z.string().nullable().optional(),
  invoiceNumber: z.string().nullable().optional(),
  invoiceType: z.string().nullable().optional(),
  poNumber: z.string().nullable().optional(),
  /** Shown as the Confirmation Number. */
  internetReference: z.string().nullable().optional(),
  shipStatus: shipStatusSchema,
  backorderQuantity: z.number().int().default(0),
  isArchived: z.boolean().default(false),
  orderType: z.string().nullable().optional(),
  /** PURCHASES, RETURNS, … */
  customType: z.string().nullable().optional(),
  /** Marks a standing order. */
  activeFlag: z.boolean().nullable().optional(),
  /** Spelled as the backend spells it. */
  titileDescription: z.string().nullable().optional(),
  documentCompany: z.string().nullable().optional(),
  shipToAccountNumber: z.string().optional(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** GET /api/orders — the orders of a ship-to/bill-to pair. */
export const ordersQuerySchema = z.object({
  billToAccountNumber: account('billToAccountNumber'),
  shipToAccountNumber: account('shipToAccountNumber'),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
export const ordersResponseSchema = z.object({
  orders: z.array(orderRowSchema),
  standingOrders: z.array(orderRowSchema),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** GET /api/orders/archivedOrders — only after the archived toggle is on (ORD-03). */
export const archivedOrdersQuerySchema = ordersQuerySchema.extend({
  orgAccountNumber: account('orgAccountNumber').optional(),
});
export type ArchivedOrdersQuery = z.infer<typeof archivedOrdersQuerySchema>;
export const archivedOrdersResponseSchema = z.array(orderRowSchema);

/**
 * GET /api/orders with an orderNumber — one order's details (also GET /api/orders/archivedOrders
 * with an orderNumber for an archived one). The server tells list from detail by orderNumber.
 */
export const orderDetailQuerySchema = z.object({
  orderNumber: textInput().min(1, 'orderNumber is required').max(40),
  billToAccountNumber: account('billToAccountNumber'),
  orgAccountNumber: textInput().max(40).optional(),
  shipToAccountNumber: textInput().max(40).optional(),
  invoiceNumber: textInput().max(40).optional(),
  orderType: textInput().max(40).optional(),
  documentCompany: textInput().max(40).optional(),
});
export type OrderDetailQuery = z.infer<typeof orderDetailQuerySchema>;

/** Order line, spec 001 §3 (backend field names kept). */
export const orderLineSchema = z.object({
  isbn3Litm: z.string(),
  title: z.string(),
  author: z.string().nullable().optional(),
  edition: z.string().nullable().optional(),
  copyRightYear: z.string().nullable().optional(),
  unitPriceUprc: moneySchema,
  mediaType: z.string().nullable().optional(),
  quantityOrdered: z.number().int().optional(),
  quantityShippedSoqs: z.number().int().default(0),
  actualShipDate: z.string().nullable().optional(),
  quantityBackorderedSobk: z.number().int().default(0),
  quantityCancelledSocn: z.number().int().default(0),
  /** The fund code the cart line carried when the order was placed; null when none was set. */
  fundCode: z.string().nullable().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Shipment detail, spec 000 §3 / 001 §3. Grouped by trackingNumber for display (ORD-04). */
export const shipmentDetailSchema = z.object({
  isbn: z.string(),
  quantityShipped: z.number().int(),
  trackingNumber: z.string(),
  shipViaCode: z.string(),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

/** Order detail, spec 001 §3. */
export const orderDetailSchema = orderRowSchema.extend({
  lines: z.array(orderLineSchema),
  customSubtotal: moneySchema,
  customTaxes: moneySchema,
  customShipping: moneySchema,
  customTotal: moneySchema,
  shippingDetail: z.array(shipmentDetailSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/orders/invoices — the invoice PDF, saved as {invoiceNumber}_invoice.pdf (ORD-05). */
export const invoiceQuerySchema = z.object({ invoiceNumber: textInput().min(1, 'invoiceNumber is required').max(40) });
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;
/** GET /api/orders/archivedInvoices */
export const archivedInvoiceQuerySchema = invoiceQuerySchema.extend({
  invoiceType: textInput().min(1, 'invoiceType is required').max(10),
});
export type ArchivedInvoiceQuery = z.infer<typeof archivedInvoiceQuerySchema>;

/** Purchases listing (spec 000 §9): sort keys, order types and statuses of the filter panel. */
export const ORDER_SORTS = ['date_dsc', 'date_asc', 'PO_dsc', 'PO_asc', 'order_num_dsc', 'order_num_asc'] as const;
export const ORDER_TYPES = ['Purchases', 'Standing Orders', 'Approved Returns'] as const;
export const ORDER_STATUSES = [
  'Pending',
  'Cancelled',
  'Shipped',
  'Backorders',
  'Confirmed',
  'Deferred Ship Date',
] as const;

/** Line status rule of spec 001 §4 (ORD-02). */
export function orderLineStatus(
  line: Pick<OrderLine, 'quantityShippedSoqs' | 'actualShipDate' | 'quantityBackorderedSobk' | 'quantityCancelledSocn'>,
): 'In Process' | 'Shipped' | 'Backordered' | 'Cancelled' | 'Undefined' {
  if (line.quantityShippedSoqs >= 1) return line.actualShipDate ? 'Shipped' : 'In Process';
  if (line.quantityBackorderedSobk > 0 && line.quantityCancelledSocn === 0) return 'Backordered';
  if (line.quantityCancelledSocn > 0 && line.quantityBackorderedSobk === 0) return 'Cancelled';
  return 'Undefined';
}

/** What an 'Undefined' line means for the buyer: the spec's status stays, this says why. */
export type OrderLineNote = 'notShipped' | 'backorderedAndCancelled';

/**
 * The note beside a line the spec calls Undefined (spec 001 §4 "otherwise"): a new order's line, with nothing
 * shipped, backordered or cancelled yet, is not yet shipped; a line partly backordered and partly cancelled
 * says so. Null for every other status, which speaks for itself.
 */
export function orderLineNote(line: Parameters<typeof orderLineStatus>[0]): OrderLineNote | null {
  if (orderLineStatus(line) !== 'Undefined') return null;
  return line.quantityBackorderedSobk > 0 && line.quantityCancelledSocn > 0 ? 'backorderedAndCancelled' : 'notShipped';
}

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderTypeName = (typeof ORDER_TYPES)[number];

/**
 * Order-level status rules of spec 001 §4 (ORD-02), as the purchases filter names them: shipStatus
 * null is Pending, '0' Confirmed, '1' Shipped, '2' Cancelled; Backorders when backorderQuantity is
 * above 0 and the order is not cancelled; Deferred Ship Date when the requested ship date differs
 * from the order date. An order can carry several.
 */
export function orderStatuses(
  order: Pick<OrderRow, 'shipStatus' | 'backorderQuantity' | 'shipDateRequested' | 'orderDate'>,
): OrderStatus[] {
  const base: OrderStatus =
    order.shipStatus === null || order.shipStatus === undefined
      ? 'Pending'
      : order.shipStatus === '0'
        ? 'Confirmed'
        : order.shipStatus === '1'
          ? 'Shipped'
          : 'Cancelled';
  const statuses: OrderStatus[] = [base];
  if ((order.backorderQuantity ?? 0) > 0 && order.shipStatus !== '2') statuses.push('Backorders');
  if (order.shipDateRequested && order.shipDateRequested !== order.orderDate) statuses.push('Deferred Ship Date');
  return statuses;
}

/** The purchases filter's order type of a row: standing (activeFlag), returns (customType RETURNS) or purchases. */
export function orderTypeOf(order: Pick<OrderRow, 'activeFlag' | 'customType'>): OrderTypeName {
  if (order.activeFlag) return 'Standing Orders';
  return order.customType === 'RETURNS' ? 'Approved Returns' : 'Purchases';
}

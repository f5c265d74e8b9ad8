import type * as s from '../schemas';
import type { Http } from './http';

/** Promo codes (spec 000 §7; CHK-03). A throttled attempt fails with ApiError.timeLeft in ms. */
export function promotionsApi(http: Http) {
  return {
    /** POST /api/carts/promotions — answers the recalculated cart; a refusal is a 400 on `promoCode`. */
    apply: (body: s.ApplyPromoBody) =>
      http.call({ method: 'POST', path: '/api/carts/promotions', body, answer: (schemas) => schemas.cartSchema }),
    /** DELETE /api/carts/promotions-remove — query userId, body promoCode. */
    remove: ({ userId, promoCode }: s.RemovePromoInput) =>
      http.call({
        method: 'DELETE',
        path: '/api/carts/promotions-remove',
        query: { userId },
        body: { promoCode },
        answer: (schemas) => schemas.cartSchema,
      }),
  };
}

/** Card payment (spec 000 §7; CHK-07). */
export function paymentsApi(http: Http) {
  return {
    /** POST /api/orders/payment — the signed card-provider request to post in a hidden form. */
    request: (body: s.PaymentRequestBody) =>
      http.call({
        method: 'POST',
        path: '/api/orders/payment',
        body,
        answer: (schemas) => schemas.paymentRequestSchema,
      }),
  };
}

/** Orders: placement (spec 000 §7) and history (spec 001 §7; ORD-01..04). */
export function ordersApi(http: Http) {
  return {
    /** POST /api/orders — place the current cart, paid on account (CHK-06). `code` is the confirmation number. */
    place: (body: s.PlaceOrderBody) =>
      http.call({ method: 'POST', path: '/api/orders', body, answer: (schemas) => schemas.orderPlacementSchema }),
    /** POST /api/orders/credit-card-order-placement — after the provider's 'processed' return (CHK-07). */
    placeCreditCardOrder: (body: s.CreditCardOrderBody) =>
      http.call({
        method: 'POST',
        path: '/api/orders/credit-card-order-placement',
        body,
        answer: (schemas) => schemas.orderPlacementSchema,
      }),
    /** GET /api/orders — orders and standing orders of a ship-to/bill-to pair. */
    list: (query: s.OrdersQuery) =>
      http.call({ method: 'GET', path: '/api/orders', query, answer: (schemas) => schemas.ordersResponseSchema }),
    /** GET /api/orders with orderNumber — one order's lines, totals and shipments. */
    detail: (query: s.OrderDetailQuery) =>
      http.call({ method: 'GET', path: '/api/orders', query, answer: (schemas) => schemas.orderDetailSchema }),
    /** GET /api/orders/archivedOrders — archived orders, only after the toggle (ORD-03). */
    archived: (query: s.ArchivedOrdersQuery) =>
      http.call({
        method: 'GET',
        path: '/api/orders/archivedOrders',
        query,
        answer: (schemas) => schemas.archivedOrdersResponseSchema,
      }),
    /** GET /api/orders/archivedOrders with orderNumber — an archived order's details. */
    archivedDetail: (query: s.OrderDetailQuery) =>
      http.call({
        method: 'GET',
        path: '/api/orders/archivedOrders',
        query,
        answer: (schemas) => schemas.orderDetailSchema,
      }),
  };
}

/** Invoices as PDF blobs, saved as {invoiceNumber}_invoice.pdf (ORD-05). */
export function invoicesApi(http: Http) {
  return {
    /** GET /api/orders/invoices */
    download: (query: s.InvoiceQuery) => http.blob({ method: 'GET', path: '/api/orders/invoices', query }),
    /** GET /api/orders/archivedInvoices */
    downloadArchived: (query: s.ArchivedInvoiceQuery) =>
      http.blob({ method: 'GET', path: '/api/orders/archivedInvoices', query }),
    /** The file name the spec gives a downloaded invoice. */
    fileName: (invoiceNumber: string) => `${invoiceNumber}_invoice.pdf`,
  };
}

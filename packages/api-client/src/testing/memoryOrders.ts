import { EMPTY_CART, INVALID_PROMO_CODE, INVOICE_NOT_FOUND, ORDER_NOT_FOUND, ORDERS_FORBIDDEN, PAYMENT_NOT_AUTHORISED, PROMO_THROTTLED } from '../messages';
import { toMoney } from '../money';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { invoicePdf } from './invoicePdf';
import { fail, parseRequest, type MemoryOrder, type MemoryState, type StoredCart } from './memoryState';

/** The simulator's card number that is always declined. */
export const DECLINED_CARD_NUMBER = '4000000000000002';
/** Failed promo attempts allowed before the throttle, and its window (CHK-03). */
const PROMO_ATTEMPTS = 3;
const PROMO_WINDOW_MS = 30_000;

export function memoryPromotions(state: MemoryState): ApiClient['promotions'] {
  const handle = answering(state);
  const failures = state.promoFailures;
  return {
    apply: handle(s.cartSchema, (body: s.ApplyPromoBody) => {
      state.requireUser();
      const { userId, promoCode } = parseRequest(s.applyPromoBodySchema, body);
      state.requireSelf(userId);
      const now = Date.now();
      const recent = (failures.get(userId) ?? []).filter((t) => now - t < PROMO_WINDOW_MS);
      if (recent.length >= PROMO_ATTEMPTS) {
        const timeLeft = PROMO_WINDOW_MS - (now - (recent[0] ?? now));
        return fail(429, 'RATE_LIMITED', PROMO_THROTTLED, { timeLeft, fieldErrors: { promoCode: PROMO_THROTTLED } });
      }
      const coupon = state.coupons.get(promoCode.toUpperCase());
      if (!coupon) {
        failures.set(userId, [...recent, now]);
        return fail(400, 'VALIDATION', `promoCode: ${INVALID_PROMO_CODE}`, { fieldErrors: { promoCode: INVALID_PROMO_CODE } });
      }
      const cart = state.currentCart(userId);
      if (!cart.appliedCoupons.some((c) => c.code === coupon.code)) cart.appliedCoupons.push({ code: coupon.code, freeShipping: !!coupon.freeShipping });
      return state.recompute(cart);
    }),
    remove: handle(s.cartSchema, (input: s.RemovePromoInput) => {
      state.requireUser();
      const { userId } = parseRequest(s.removePromoQuerySchema, { userId: input.userId });
      const { promoCode } = parseRequest(s.removePromoBodySchema, { promoCode: input.promoCode });
      state.requireSelf(userId);
      const cart = state.currentCart(userId);
      cart.appliedCoupons = cart.appliedCoupons.filter((c) => c.code.toUpperCase() !== promoCode.toUpperCase());
      return state.recompute(cart);
    }),
  };
}

function assertCanOrder(state: MemoryState, userId: string) {
  const user = state.requireSelf(userId);
  if (!user.hasPurchaserRights || user.isUserInquiryOnly || user.accountStatus !== 'ACTIVE') {
    fail(403, 'FORBIDDEN', 'Your account cannot place orders.');
  }
  return user;
}

/** Turns a cart into an order in the history (pending, no shipments yet) and empties the cart. */
function placeFromCart(state: MemoryState, cart: StoredCart, userId: string, po: string, paymentType: 'ACCOUNT' | 'CARD'): s.OrderPlacement {
  if (cart.entries.length === 0) fail(400, 'VALIDATION', EMPTY_CART);
  const user = state.users.get(userId);
  const accounts = state.accounts.get(userId);
  const orderNumber = state.nextId('5');
  const code = `WEB${orderNumber}`;
  const today = new Date().toISOString().slice(0, 10);
  const currency = state.currencyIso;
  const order: MemoryOrder = {
    orderNumber, orderDate: today, shipDateRequested: today, shipDate: null, invoiceNumber: null, invoiceType: null,
    poNumber: po, internetReference: code, shipStatus: null,
    backorderQuantity: cart.entries.reduce((sum, e) => sum + e.backOrderedQty, 0), isArchived: false,
    orderType: 'SO', customType: 'PURCHASES', activeFlag: false, titileDescription: null, documentCompany: '00001',
    shipToAccountNumber: cart.shipToAccountNumber ?? accounts?.shipToAccount?.accountNumber ?? user?.defaultShipToAccount ?? '',
    billToAccountNumber: accounts?.customerDefaultBillToAccount?.uid ?? user?.defaultBillToAccount ?? '',
    lines: cart.entries.map((e) => ({
      isbn3Litm: e.product.isbn13, title: e.product.fullTitle, author: e.product.clAuthorsNames?.split('||')[0] ?? null,
      edition: e.product.edition ?? null, copyRightYear: e.product.copyrightYear ?? null, unitPriceUprc: e.basePrice,
      mediaType: e.product.mediaType ?? null, quantityOrdered: e.quantity, quantityShippedSoqs: 0, actualShipDate: null,
      quantityBackorderedSobk: e.backOrderedQty, quantityCancelledSocn: 0,
    })),
    customSubtotal: cart.subTotal, customTaxes: cart.totalTax,
    customShipping: cart.deliveryCost ?? toMoney(0, currency), customTotal: cart.totalPriceWithTax, shippingDetail: [],
  };
  state.orders.set(orderNumber, order);
  state.carts.delete(cart.code);
  return { code, entries: cart.entries, purchaseOrderNumber: po, paymentType };
}

export function memoryOrders(state: MemoryState): Pick<ApiClient, 'orders' | 'payments' | 'invoices'> {
  const handle = answering(state);
  const payments = state.payments;

  /**
   * Orders of a bill-to (or, for staff searching by ship-to, of the ship-to given as both), on the
   * ship-to unless `orgWide` (archived orders of an E1 organisation span its ship-tos).
   */
  const visible = (query: { billToAccountNumber: string; shipToAccountNumber?: string | undefined }, orgWide = false) => {
    const user = state.requireUser();
    const ship = query.shipToAccountNumber;
    if ((ship && !state.canUseAccount(user, ship)) || !state.canUseAccount(user, query.billToAccountNumber)) {
      fail(403, 'FORBIDDEN', ORDERS_FORBIDDEN);
    }
    const bill = query.billToAccountNumber;
    return [...state.orders.values()].filter((o) => (orgWide || !ship || o.shipToAccountNumber === ship)
      && (o.billToAccountNumber === bill || o.shipToAccountNumber === bill));
  };
  const row = ({ lines: _l, shippingDetail: _s, customSubtotal: _a, customTaxes: _b, customShipping: _c, customTotal: _d, billToAccountNumber: _e, ...rest }: MemoryOrder) => rest;
  const detail = (archived: boolean) => (query: s.OrderDetailQuery) => {
    const q = parseRequest(s.orderDetailQuerySchema, query);
    const order = visible(q, archived).find((o) => o.orderNumber === q.orderNumber && o.isArchived === archived);
    return order ?? fail(404, 'NOT_FOUND', ORDER_NOT_FOUND);
  };
  const invoice = (invoiceNumber: string, invoiceType?: string) => {
    const user = state.requireUser();
    const order = [...state.orders.values()].find((o) => o.invoiceNumber === invoiceNumber && (!invoiceType || o.invoiceType === invoiceType));
    if (!order || !state.canUseAccount(user, order.billToAccountNumber)) return fail(404, 'NOT_FOUND', INVOICE_NOT_FOUND);
    return invoicePdf(order);
  };

  return {
    payments: {
      request: handle(s.paymentRequestSchema, (body: s.PaymentRequestBody) => {
        state.requireUser();
        const request = parseRequest(s.paymentRequestBodySchema, body);
        assertCanOrder(state, request.userId);
        const cart = state.ownedCart(request.cartCode);
        if (cart.entries.length === 0) fail(400, 'VALIDATION', EMPTY_CART);
        const reference = state.nextId('PAY');
        payments.set(cart.code, { userId: request.userId, po: request.purchaseOrderNumber, approved: request.card_number !== DECLINED_CARD_NUMBER });
        const fields: Record<string, string> = {
          reference_number: reference, transaction_type: 'sale', amount: cart.totalPriceWithTax.value.toFixed(2),
          currency: cart.totalPriceWithTax.currencyIso ?? state.currencyIso, cart_code: cart.code,
          override_custom_receipt_page: `${request.origin}${request.origin.includes('?') ? '&' : '?'}processed=true`,
          signature: `memory-signature-${reference}`,
        };
        return { postUrl: '/card-provider/pay', parameters: Object.entries(fields).map(([key, value]) => ({ key, value })) };
      }),
    },
    orders: {
      place: handle(s.orderPlacementSchema, (body: s.PlaceOrderBody) => {
        state.requireUser();
        const request = parseRequest(s.placeOrderBodySchema, body);
        assertCanOrder(state, request.userId);
        return placeFromCart(state, state.currentCart(request.userId), request.userId, request.purchaseOrderNumber, 'ACCOUNT');
      }),
      placeCreditCardOrder: handle(s.orderPlacementSchema, (body: s.CreditCardOrderBody) => {
        state.requireUser();
        const request = parseRequest(s.creditCardOrderBodySchema, body);
        assertCanOrder(state, request.userId);
        const payment = payments.get(request.cartCode);
        if (!payment || payment.userId !== request.userId || !payment.approved) return fail(402, 'PAYMENT_FAILED', PAYMENT_NOT_AUTHORISED);
        if (payment.placed) return payment.placed; // a replayed return places nothing twice
        payment.placed = placeFromCart(state, state.ownedCart(request.cartCode), request.userId, payment.po, 'CARD');
        return payment.placed;
      }),
      list: handle(s.ordersResponseSchema, (query: s.OrdersQuery) => {
        state.requireUser();
        const orders = visible(parseRequest(s.ordersQuerySchema, query)).filter((o) => !o.isArchived);
        return { orders: orders.filter((o) => !o.activeFlag).map(row), standingOrders: orders.filter((o) => o.activeFlag).map(row) };
      }),
      detail: handle(s.orderDetailSchema, (query: s.OrderDetailQuery) => { state.requireUser(); return detail(false)(query); }),
      archived: handle(s.archivedOrdersResponseSchema, (query: s.ArchivedOrdersQuery) => {
        state.requireUser();
        const q = parseRequest(s.archivedOrdersQuerySchema, query);
        return visible(q, !!q.orgAccountNumber).filter((o) => o.isArchived).map(row);
      }),
      archivedDetail: handle(s.orderDetailSchema, (query: s.OrderDetailQuery) => { state.requireUser(); return detail(true)(query); }),
    },
    invoices: {
      download: async (query) => {
        await state.delay();
        state.requireUser();
        return invoice(parseRequest(s.invoiceQuerySchema, query).invoiceNumber);
      },
      downloadArchived: async (query) => {
        await state.delay();
        state.requireUser();
        const q = parseRequest(s.archivedInvoiceQuerySchema, query);
        return invoice(q.invoiceNumber, q.invoiceType);
      },
      fileName: (invoiceNumber: string) => `${invoiceNumber}_invoice.pdf`,
    },
  };
}

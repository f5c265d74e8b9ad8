import { ACCOUNT_NOT_FOUND, INVOICE_NOT_FOUND, ORDER_NOT_FOUND, ORDERS_FORBIDDEN } from '../messages';
import { toMoney } from '../money';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { invoicePdf } from './invoicePdf';
import { fail, parseRequest, type MemoryOrder, type MemoryState, type StoredCart } from './memoryState';

/** The simulator's card number that is always declined (the contract's TEST_CARDS.declined). */
export const DECLINED_CARD_NUMBER = s.TEST_CARDS.declined;

/**
 * The pending order a placed cart becomes in the history (no shipments yet): its lines at the
 * cart's prices, on the cart's ship-to (else the user's current one) and the user's bill-to.
 * The one order builder of the twin: checkout's placements (memoryCheckout.ts) store it.
 */
export function orderFromCart(
  state: MemoryState,
  cart: StoredCart,
  order: { orderNumber: string; code: string; po: string; instructions: string },
): MemoryOrder {
  const user = state.users.get(cart.userId);
  const accounts = state.accounts.get(cart.userId);
  const today = new Date().toISOString().slice(0, 10);
  return {
    orderNumber: order.orderNumber,
    orderDate: today,
    shipDateRequested: today,
    shipDate: null,
    invoiceNumber: null,
    invoiceType: null,
    poNumber: order.po,
    internetReference: order.code,
    shipStatus: null,
    backorderQuantity: cart.entries.reduce((sum, e) => sum + e.backOrderedQty, 0),
    isArchived: false,
    orderType: 'SO',
    customType: 'PURCHASES',
    activeFlag: false,
    titileDescription: order.instructions || null,
    documentCompany: '00001',
    shipToAccountNumber:
      cart.shipToAccountNumber ?? accounts?.shipToAccount?.accountNumber ?? user?.defaultShipToAccount ?? '',
    billToAccountNumber: accounts?.customerDefaultBillToAccount?.uid ?? user?.defaultBillToAccount ?? '',
    lines: cart.entries.map((e) => ({
      isbn3Litm: e.product.isbn13,
      title: e.product.fullTitle,
      author: e.product.clAuthorsNames?.split('||')[0] ?? null,
      edition: e.product.edition ?? null,
      copyRightYear: e.product.copyrightYear ?? null,
      unitPriceUprc: e.basePrice,
      mediaType: e.product.mediaType ?? null,
      quantityOrdered: e.quantity,
      quantityShippedSoqs: 0,
      actualShipDate: null,
      quantityBackorderedSobk: e.backOrderedQty,
      quantityCancelledSocn: 0,
      fundCode: e.fundCode ?? null,
    })),
    customSubtotal: cart.subTotal,
    customTaxes: cart.totalTax,
    customShipping: cart.deliveryCost ?? toMoney(0, state.currencyIso),
    customTotal: cart.totalPriceWithTax,
    shippingDetail: [],
  };
}

/**
 * Order history, details and invoices of the twin. Placing orders (and card payments) is checkout's:
 * memoryCheckout.ts.
 */
export function memoryOrders(state: MemoryState): {
  orders: Omit<ApiClient['orders'], 'place' | 'placeCreditCardOrder'>;
  invoices: ApiClient['invoices'];
} {
  const handle = answering(state);

  /** Some user's ship-to (or its E1 number), bill-to or organisation has this number. */
  const accountExists = (accountNumber: string) =>
    [...state.accounts.values()].some(
      (a) =>
        a.customerDefaultBillToAccount?.uid === accountNumber ||
        a.shipToAccounts.some((s) => s.accountNumber === accountNumber || s.e1AccountNumber === accountNumber),
    ) || [...state.users.values()].some((u) => u.orgUnit?.accountNumber === accountNumber);

  /**
   * Orders of a bill-to (or, for staff searching by ship-to, of the ship-to given as both), on the
   * ship-to unless `orgWide` (archived orders of an E1 organisation span its ship-tos).
   */
  const visible = (
    query: { billToAccountNumber: string; shipToAccountNumber?: string | undefined },
    orgWide = false,
  ) => {
    const user = state.requireUser();
    const ship = query.shipToAccountNumber;
    if ((ship && !state.canUseAccount(user, ship)) || !state.canUseAccount(user, query.billToAccountNumber)) {
      fail(403, 'FORBIDDEN', ORDERS_FORBIDDEN);
    }
    // Staff may use any account, but not one nobody has: a mistyped ship-to says so, as on the server.
    if ([query.billToAccountNumber, ship].some((n) => n && !accountExists(n)))
      fail(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
    const bill = query.billToAccountNumber;
    return [...state.orders.values()].filter(
      (o) =>
        (orgWide || !ship || o.shipToAccountNumber === ship) &&
        (o.billToAccountNumber === bill || o.shipToAccountNumber === bill),
    );
  };
  const row = ({
    lines: _l,
    shippingDetail: _s,
    customSubtotal: _a,
    customTaxes: _b,
    customShipping: _c,
    customTotal: _d,
    billToAccountNumber: _e,
    ...rest
  }: MemoryOrder) => rest;
  const detail = (archived: boolean) => (query: s.OrderDetailQuery) => {
    const q = parseRequest(s.orderDetailQuerySchema, query);
    const order = visible(q, archived).find((o) => o.orderNumber === q.orderNumber && o.isArchived === archived);
    return order ?? fail(404, 'NOT_FOUND', ORDER_NOT_FOUND);
  };
  const invoice = (invoiceNumber: string, invoiceType?: string) => {
    const user = state.requireUser();
    const order = [...state.orders.values()].find(
      (o) => o.invoiceNumber === invoiceNumber && (!invoiceType || o.invoiceType === invoiceType),
    );
    if (!order || !state.canUseAccount(user, order.billToAccountNumber))
      return fail(404, 'NOT_FOUND', INVOICE_NOT_FOUND);
    return invoicePdf(order);
  };

  return {
    orders: {
      list: handle(s.ordersResponseSchema, (query: s.OrdersQuery) => {
        state.requireUser();
        const orders = visible(parseRequest(s.ordersQuerySchema, query)).filter((o) => !o.isArchived);
        return {
          orders: orders.filter((o) => !o.activeFlag).map(row),
          standingOrders: orders.filter((o) => o.activeFlag).map(row),
        };
      }),
      detail: handle(s.orderDetailSchema, (query: s.OrderDetailQuery) => {
        state.requireUser();
        return detail(false)(query);
      }),
      archived: handle(s.archivedOrdersResponseSchema, (query: s.ArchivedOrdersQuery) => {
        state.requireUser();
        const q = parseRequest(s.archivedOrdersQuerySchema, query);
        return visible(q, !!q.orgAccountNumber)
          .filter((o) => o.isArchived)
          .map(row);
      }),
      archivedDetail: handle(s.orderDetailSchema, (query: s.OrderDetailQuery) => {
        state.requireUser();
        return detail(true)(query);
      }),
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

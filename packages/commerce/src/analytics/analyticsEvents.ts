import type { Cart, CartEntry, OrderPlacement } from '@shelfmark/api-client';

/** The tag-manager events of GTM-01 (GA4 ecommerce names). */
export type AnalyticsEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout' | 'purchase';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  affiliation: string;
  price: number;
  quantity: number;
}

/** One push to the tag manager's data layer. */
export interface AnalyticsEvent {
  event: AnalyticsEventName;
  ecommerce: {
    currency: string;
    value: number;
    items: AnalyticsItem[];
    /** purchase only: the confirmation number. */
    transaction_id?: string;
    shipping?: number;
    tax?: number;
    coupon?: string;
  };
}

/** Where events go: e.g. `window.dataLayer.push`. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

const itemOf = (entry: Pick<CartEntry, 'product' | 'basePrice' | 'quantity'>, affiliation: string): AnalyticsItem => ({
  item_id: entry.product.isbn13,
  item_name: entry.product.fullTitle,
  affiliation,
  price: entry.basePrice.value,
  quantity: entry.quantity,
});

/** view_cart / begin_checkout: the cart's lines and total. */
export function cartEvent(event: 'view_cart' | 'begin_checkout', cart: Cart, affiliation: string): AnalyticsEvent {
  return {
    event,
    ecommerce: {
      currency: cart.totalPriceWithTax.currencyIso ?? cart.subTotal.currencyIso ?? 'USD',
      value: cart.totalPriceWithTax.value,
      items: cart.entries.map((e) => itemOf(e, affiliation)),
      ...(cart.appliedCoupons.length > 0 ? { coupon: cart.appliedCoupons.map((c) => c.code).join(',') } : {}),
    },
  };
}

/** add_to_cart / remove_from_cart: the entries and quantities that moved. */
export function entryEvent(event: 'add_to_cart' | 'remove_from_cart', entries: Pick<CartEntry, 'product' | 'basePrice' | 'quantity'>[], affiliation: string, currency = 'USD'): AnalyticsEvent {
  const items = entries.map((e) => itemOf(e, affiliation));
  return { event, ecommerce: { currency, value: Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100, items } };
}

/** purchase: the confirmation number, the order's lines and the cart's totals. */
export function purchaseEvent(order: OrderPlacement, cart: Cart, affiliation: string): AnalyticsEvent {
  return {
    event: 'purchase',
    ecommerce: {
      ...cartEvent('begin_checkout', { ...cart, entries: order.entries }, affiliation).ecommerce,
      transaction_id: order.code,
      shipping: cart.deliveryCost?.value ?? 0,
      tax: cart.totalTax.value,
    },
  };
}

/** The tag manager's own sink: pushes onto `window.dataLayer` (created when missing). */
export function dataLayerSink(target: { dataLayer?: unknown[] } = globalThis as { dataLayer?: unknown[] }): AnalyticsSink {
  return (event) => {
    target.dataLayer ??= [];
    // GA4 asks to clear the previous ecommerce object before pushing the next one.
    target.dataLayer.push({ ecommerce: null });
    target.dataLayer.push(event);
  };
}

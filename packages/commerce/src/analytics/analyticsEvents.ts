import type { Cart, CartEntry, OrderPlacement, PriceCheckItem, Product } from '@shelfmark/api-client';

/** The tag-manager events of GTM-01 (GA4 ecommerce names). */
export type AnalyticsEventName =
  'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout' | 'purchase';

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
export function cartEvent(
  event: 'view_cart' | 'begin_checkout',
  cart: Cart,
  affiliation: string,
  currency = 'USD',
): AnalyticsEvent {
  return {
    event,
    ecommerce: {
      currency: cart.totalPriceWithTax.currencyIso ?? cart.subTotal.currencyIso ?? currency,
      value: cart.totalPriceWithTax.value,
      items: cart.entries.map((e) => itemOf(e, affiliation)),
      ...(cart.appliedCoupons.length > 0 ? { coupon: cart.appliedCoupons.map((c) => c.code).join(',') } : {}),
    },
  };
}

/** add_to_cart / remove_from_cart: the entries and quantities that moved. */
export function entryEvent(
  event: 'add_to_cart' | 'remove_from_cart',
  entries: Pick<CartEntry, 'product' | 'basePrice' | 'quantity'>[],
  affiliation: string,
  currency = 'USD',
): AnalyticsEvent {
  const items = entries.map((e) => itemOf(e, affiliation));
  return {
    event,
    ecommerce: {
      currency,
      value: Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
      items,
    },
  };
}

/** One line that moved: the product, its unit price and the units (`quantityAdded` for an add). */
export type AnalyticsLine = Pick<CartEntry, 'product' | 'basePrice' | 'quantity'>;

/**
 * view_item: one product as shown on its page (spec 002 §7, spec 001 §7). Its price is the customer's price,
 * else the list price; 0 when the viewer is not given one (a visitor, a no-price offer).
 */
export function productEvent(
  product: Product,
  affiliation: string,
  currency = 'USD',
  options: { withPrice?: boolean } = {},
): AnalyticsEvent {
  const money = options.withPrice === false ? null : (product.customPrice ?? product.price ?? null);
  const price = money?.value ?? 0;
  return {
    event: 'view_item',
    ecommerce: {
      currency: money?.currencyIso ?? currency,
      value: price,
      items: [{ item_id: product.isbn13, item_name: product.fullTitle, affiliation, price, quantity: 1 }],
    },
  };
}

/**
 * view_item for one title priced by price and availability (spec 001 §7: "a product-view analytics event
 * is sent for valid ones"): the account's unit price, one unit viewed.
 */
export function priceCheckEvent(item: PriceCheckItem, affiliation: string, currency = 'USD'): AnalyticsEvent {
  const money = item.customUnitPrice ?? null;
  const price = money?.value ?? 0;
  const name = item.fullTitle ?? item.product?.fullTitle ?? item.isbn13;
  return {
    event: 'view_item',
    ecommerce: {
      currency: money?.currencyIso ?? currency,
      value: price,
      items: [{ item_id: item.isbn13, item_name: name, affiliation, price, quantity: 1 }],
    },
  };
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
export function dataLayerSink(
  target: { dataLayer?: unknown[] } = globalThis as { dataLayer?: unknown[] },
): AnalyticsSink {
  return (event) => {
    target.dataLayer ??= [];
    // An element with id="dataLayer" can stand in for the array (DOM clobbering): skip the event, never throw.
    if (!Array.isArray(target.dataLayer)) return;
    // GA4 asks to clear the previous ecommerce object before pushing the next one.
    target.dataLayer.push({ ecommerce: null });
    target.dataLayer.push(event);
  };
}

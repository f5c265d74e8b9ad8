import { useId } from 'react';
import { Accordion } from 'radix-ui';
import { roundMoney, toMoney, type Cart } from '@shelfmark/api-client';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { usePhoneLayout } from '../../layout/usePhoneLayout';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { orderSummaryLabels, type OrderSummaryLabels } from './orderSummary.labels';

export interface OrderSummaryProps {
  /** The cart whose totals are shown. */
  cart: Cart;
  /** Whether the checkout button leads on (CART-07: purchaser rights, not inquiry-only, nothing pending, not empty). @default true */
  canCheckout?: boolean;
  /** Show the reason under a disabled checkout button. @default false */
  showCheckoutReason?: boolean;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<OrderSummaryLabels>;
  /**
   * 'panel': the summary with its checkout button; 'accordion': the mobile form, a collapsible summary with the
   * checkout button set apart below it; 'auto': the accordion below the tablet breakpoint (800 px). @default 'auto'
   */
  layout?: 'auto' | 'panel' | 'accordion';
}

/** The order summary (CART-06): subtotal, shipping '-', total, the taxes message and the checkout button. */
export function OrderSummary({
  cart,
  canCheckout = true,
  showCheckoutReason = false,
  labels,
  layout = 'auto',
}: OrderSummaryProps) {
  const text = resolveLabels(orderSummaryLabels, labels);
  const { routes } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const titleId = useId();
  const reasonId = useId();
  // The cart shows shipping as '-' (spec 000 §2, CART-06): a shipper checkout set earlier is not the cart's, so its
  // cost is neither shown nor counted in the cart's total; checkout shows and charges it.
  const shipping = text.shippingNotCalculated;
  const delivery = cart.deliveryCost?.value ?? 0;
  const total =
    delivery > 0
      ? toMoney(roundMoney(cart.totalPrice.value - delivery), cart.totalPrice.currencyIso ?? undefined).formattedValue
      : cart.totalPrice.formattedValue;
  const enabled = canCheckout && cart.totalItems > 0;
  const isMobile = usePhoneLayout();
  const rows = (
    <dl className="sm-order-summary__rows">
      <div className="sm-order-summary__row">
        <dt>{text.subtotal}</dt>
        <dd>{cart.subTotal.formattedValue}</dd>
      </div>
      <div className="sm-order-summary__row">
        <dt>{text.shipping}</dt>
        <dd>{shipping}</dd>
      </div>
      <div className="sm-order-summary__row sm-order-summary__row--total">
        <dt>{text.total}</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
  // Focus keys: a control drawn again elsewhere (the summary moves before the lines when the page narrows to a phone's,
  // as when zoomed in) keeps focus (@shelfmark/forms' focus policy).
  const checkout = enabled ? (
    <Link
      className="sm-button sm-button--primary sm-order-summary__checkout"
      href={routes.checkout}
      data-focus-key="checkout"
    >
      {text.checkout}
    </Link>
  ) : (
    <>
      <button
        type="button"
        className="sm-button sm-button--primary sm-order-summary__checkout"
        disabled
        aria-describedby={showCheckoutReason ? reasonId : undefined}
      >
        {text.checkout}
      </button>
      {showCheckoutReason ? (
        <p id={reasonId} className="sm-order-summary__reason">
          {text.checkoutUnavailable}
        </p>
      ) : null}
    </>
  );

  if (layout === 'accordion' || (layout === 'auto' && isMobile)) {
    return (
      <div className="sm-order-summary-mobile">
        <Accordion.Root type="single" collapsible className="sm-order-summary sm-order-summary--accordion">
          <Accordion.Item value="summary">
            <Accordion.Header className="sm-order-summary__title">
              <Accordion.Trigger className="sm-order-summary__trigger" data-focus-key="order-summary">
                <span>{text.summaryTitle}</span>{' '}
                <span className="sm-order-summary__trigger-total">{cart.totalPrice.formattedValue}</span>
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="sm-order-summary__content">
              {rows}
              <p className="sm-order-summary__taxes">{text.taxes}</p>
            </Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
        <div className="sm-order-summary-mobile__checkout">{checkout}</div>
      </div>
    );
  }
  return (
    <section className="sm-order-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="sm-order-summary__title">
        {text.summaryTitle}
      </h2>
      {rows}
      <p className="sm-order-summary__taxes">{text.taxes}</p>
      {checkout}
    </section>
  );
}

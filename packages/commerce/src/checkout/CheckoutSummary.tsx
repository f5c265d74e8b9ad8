import { useId, useState } from 'react';
import type { Cart } from '@shelfmark/api-client';
import { displayCode, formatLabel } from '@shelfmark/forms';
import { Pagination } from '../pagination/Pagination';
import type { CheckoutLabels } from './checkout.labels';

export interface CheckoutSummaryProps {
  cart: Cart;
  text: Pick<
    CheckoutLabels,
    | 'summaryTitle'
    | 'itemsTitle'
    | 'quantity'
    | 'isbn'
    | 'subtotal'
    | 'discounts'
    | 'shipping'
    | 'shippingNotCalculated'
    | 'shippingFree'
    | 'total'
    | 'taxes'
  >;
  /** Lines per page. @default 3 */
  pageSize?: number;
  /** The pager shows from this many pages. @default 2 */
  minPages?: number;
  /**
   * Its own "Order summary" heading; off inside an accordion, whose trigger already names it (a screen reader
   * would hear the name twice). @default true
   */
  titled?: boolean;
}

/** The order summary of checkout and confirmation (CHK-01, CONF-01): the lines, 3 a page, and the totals. */
export function CheckoutSummary({ cart, text, pageSize = 3, minPages = 2, titled = true }: CheckoutSummaryProps) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(cart.entries.length / pageSize));
  const current = Math.min(page, totalPages);
  const lines = cart.entries.slice((current - 1) * pageSize, current * pageSize);
  const delivery = cart.deliveryCost;
  const shipping = !delivery
    ? text.shippingNotCalculated
    : delivery.value === 0
      ? text.shippingFree
      : delivery.formattedValue;
  return (
    <section className="sm-checkout-summary" aria-labelledby={titled ? titleId : undefined}>
      {titled ? (
        <h2 id={titleId} className="sm-checkout__subtitle">
          {text.summaryTitle}
        </h2>
      ) : null}
      <ul className="sm-checkout-summary__lines" aria-label={text.itemsTitle}>
        {lines.map((entry) => (
          <li key={`${entry.entryNumber}-${entry.product.isbn13}`} className="sm-checkout-summary__line">
            <span className="sm-checkout-summary__title">{entry.product.fullTitle}</span>
            <span className="sm-checkout-summary__meta">
              {formatLabel(text.isbn, { isbn: displayCode(entry.product.code ?? entry.product.isbn13) })}
            </span>
            <span className="sm-checkout-summary__meta">
              {formatLabel(text.quantity, { quantity: entry.quantity })}
            </span>
            <span className="sm-checkout-summary__price">{entry.totalPrice.formattedValue}</span>
          </li>
        ))}
      </ul>
      <Pagination page={current} totalPages={totalPages} onPageChange={setPage} minPages={minPages} />
      <dl className="sm-order-summary__rows">
        <div className="sm-order-summary__row">
          <dt>{text.subtotal}</dt>
          <dd>{cart.subTotal.formattedValue}</dd>
        </div>
        {cart.totalDiscounts.value > 0 ? (
          <div className="sm-order-summary__row">
            <dt>{text.discounts}</dt>
            <dd>-{cart.totalDiscounts.formattedValue}</dd>
          </div>
        ) : null}
        <div className="sm-order-summary__row">
          <dt>{text.shipping}</dt>
          <dd>{shipping}</dd>
        </div>
        <div className="sm-order-summary__row sm-order-summary__row--total">
          <dt>{text.total}</dt>
          <dd>{cart.totalPriceWithTax.formattedValue}</dd>
        </div>
      </dl>
      <p className="sm-order-summary__taxes">{text.taxes}</p>
    </section>
  );
}

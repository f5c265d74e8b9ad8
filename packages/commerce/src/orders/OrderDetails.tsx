import { useId, useState } from 'react';
import {
  orderLineNote,
  orderLineStatus,
  orderStatuses,
  type Money,
  type OrderDetail,
  type OrderLine,
} from '@shelfmark/api-client';
import { formatIsbn, formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { groupShipments } from './groupShipments';
import { InvoiceButton } from './InvoiceButton';
import { OrderExportButton } from './export/OrderExportButton';
import type { InvoiceLabels } from './invoice.labels';
import { myOrdersLabels } from './myOrders.labels';
import { formatUsDate } from './orderFilters';
import { orderDetailsLabels, type OrderDetailsLabels } from './orderDetails.labels';
import { STAFF_SHIP_TO_PARAM } from './useMyOrders';
import { useOrderDetails, type UseOrderDetailsOptions } from './useOrderDetails';
import { Reorder } from './reorder/Reorder';
import type { ReorderLabels } from './reorder/reorder.labels';

export interface OrderDetailsProps extends UseOrderDetailsOptions {
  /** Texts; defaults from the specs. */
  labels?: LabelOverrides<OrderDetailsLabels>;
  /** Texts of the invoice button. */
  invoiceLabels?: LabelOverrides<InvoiceLabels>;
  /** Lines shown before Show more (spec 001 §9). @default 2 */
  initialLines?: number;
  /** Offer Reorder under the order's facts (beyond the specs: its lines into the cart again). @default false */
  reorder?: boolean;
  /** Texts of Reorder. */
  reorderLabels?: LabelOverrides<ReorderLabels>;
  /** Where the back link goes. @default the site's My Orders route (with `?shipTo=` for a staff user's typed ship-to); null hides it */
  backHref?: string | null;
}

/**
 * Order details (ORD-04, ORD-05): the order's facts, its lines (two, then Show more / Show less),
 * totals with FREE shipping, shipments grouped by tracking number with dashed ISBNs, and the invoice.
 */
export function OrderDetails({
  labels,
  invoiceLabels,
  initialLines = 2,
  backHref,
  reorder = false,
  reorderLabels,
  ...options
}: OrderDetailsProps) {
  const text = resolveLabels(orderDetailsLabels, labels);
  const site = useSiteConfig();
  const { Link } = useSiteNavigation();
  const { order, isLoading, isSignedIn, problem, retry } = useOrderDetails(options);
  // Staff come back to the ship-to they were looking at.
  const staffBack = options.staffShipTo
    ? `${site.routes.myOrders}?${new URLSearchParams({ [STAFF_SHIP_TO_PARAM]: options.staffShipTo })}`
    : site.routes.myOrders;
  const back = backHref === undefined ? staffBack : backHref;
  const title = formatLabel(text.title, { orderNumber: options.orderNumber });

  let body;
  if (isLoading) body = <p role="status">{text.loading}</p>;
  else if (!isSignedIn) body = <p>{text.signedOut}</p>;
  else if (problem === 'notFound')
    body = (
      <p role="alert" className="sm-alert sm-alert--danger">
        {text.notFound}
      </p>
    );
  else if (problem || !order) {
    body = (
      <div role="alert" className="sm-alert sm-alert--danger">
        {text.failed}{' '}
        <button type="button" className="sm-button sm-button--link" onClick={retry}>
          {text.retry}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <OrderBody order={order} text={text} initialLines={initialLines} invoiceLabels={invoiceLabels} />
        {reorder ? <Reorder lines={order.lines} {...(reorderLabels ? { labels: reorderLabels } : {})} /> : null}
      </>
    );
  }

  return (
    <article className="sm-order-details" aria-labelledby="sm-order-details-title">
      {back ? (
        <Link href={back} className="sm-order-details__back">
          {text.backToOrders}
        </Link>
      ) : null}
      <h1 id="sm-order-details-title">{title}</h1>
      {body}
    </article>
  );
}

const shippingText = (m: Money, text: OrderDetailsLabels) => (m.value === 0 ? text.free : m.formattedValue);

/** The spec's line status (ORD-02), with a note where it alone would not tell the buyer much ('Undefined (Not yet shipped)'). */
function lineStatusText(line: OrderLine, text: OrderDetailsLabels): string {
  const label = text as unknown as Record<string, string>;
  const status = label[`lineStatus_${orderLineStatus(line)}`] ?? orderLineStatus(line);
  const note = orderLineNote(line);
  return note ? formatLabel(text.lineStatusWithNote, { status, note: label[`lineNote_${note}`] }) : status;
}

function OrderBody({
  order,
  text,
  initialLines,
  invoiceLabels,
}: {
  order: OrderDetail;
  text: OrderDetailsLabels;
  initialLines: number;
  invoiceLabels: LabelOverrides<InvoiceLabels> | undefined;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const statusText = myOrdersLabels as unknown as Record<string, string>;
  const lines = expanded ? order.lines : order.lines.slice(0, initialLines);
  const shipments = groupShipments(order.shippingDetail);
  return (
    <>
      <dl className="sm-order-details__facts">
        <dt>{text.confirmationNumber}</dt>
        <dd>{order.internetReference ?? '—'}</dd>
        <dt>{text.poNumber}</dt>
        <dd>{order.poNumber ?? '—'}</dd>
        <dt>{text.orderDate}</dt>
        <dd>{formatUsDate(order.orderDate)}</dd>
        <dt>{text.shipDateRequested}</dt>
        <dd>{formatUsDate(order.shipDateRequested) || '—'}</dd>
        <dt>{text.shipDate}</dt>
        <dd>{formatUsDate(order.shipDate) || '—'}</dd>
        <dt>{text.status}</dt>
        <dd>
          {orderStatuses(order)
            .map((s) => statusText[`status_${s}`])
            .join(', ')}
        </dd>
      </dl>
      <InvoiceButton
        invoiceNumber={order.invoiceNumber}
        invoiceType={order.invoiceType}
        isArchived={order.isArchived}
        {...(invoiceLabels ? { labels: invoiceLabels } : {})}
      />
      <OrderExportButton order={order} />

      <section aria-labelledby={`${listId}-lines`} className="sm-order-details__lines">
        <h2 id={`${listId}-lines`}>{text.linesHeading}</h2>
        <ul id={listId} className="sm-order-details__list">
          {lines.map((l, i) => (
            <li key={`${l.isbn3Litm}-${i}`} className="sm-order-line">
              <h3 className="sm-order-line__title">{l.title}</h3>
              <dl className="sm-order-line__facts">
                <dt>{text.isbn}</dt>
                <dd>{formatIsbn(l.isbn3Litm)}</dd>
                {l.author ? (
                  <>
                    <dt>{text.author}</dt>
                    <dd>{l.author}</dd>
                  </>
                ) : null}
                {l.edition ? (
                  <>
                    <dt>{text.edition}</dt>
                    <dd>{l.edition}</dd>
                  </>
                ) : null}
                {l.copyRightYear ? (
                  <>
                    <dt>{text.copyrightYear}</dt>
                    <dd>{l.copyRightYear}</dd>
                  </>
                ) : null}
                {l.mediaType ? (
                  <>
                    <dt>{text.format}</dt>
                    <dd>{l.mediaType}</dd>
                  </>
                ) : null}
                {l.fundCode ? (
                  <>
                    <dt>{text.fundCode}</dt>
                    <dd>{l.fundCode}</dd>
                  </>
                ) : null}
                <dt>{text.unitPrice}</dt>
                <dd>{l.unitPriceUprc.formattedValue}</dd>
                {l.quantityOrdered !== undefined ? (
                  <>
                    <dt>{text.quantityOrdered}</dt>
                    <dd>{l.quantityOrdered}</dd>
                  </>
                ) : null}
                <dt>{text.quantityShipped}</dt>
                <dd>{l.quantityShippedSoqs}</dd>
                {l.quantityBackorderedSobk > 0 ? (
                  <>
                    <dt>{text.quantityBackordered}</dt>
                    <dd>{l.quantityBackorderedSobk}</dd>
                  </>
                ) : null}
                {l.quantityCancelledSocn > 0 ? (
                  <>
                    <dt>{text.quantityCancelled}</dt>
                    <dd>{l.quantityCancelledSocn}</dd>
                  </>
                ) : null}
                {l.actualShipDate ? (
                  <>
                    <dt>{text.actualShipDate}</dt>
                    <dd>{formatUsDate(l.actualShipDate)}</dd>
                  </>
                ) : null}
                <dt>{text.lineStatus}</dt>
                <dd>{lineStatusText(l, text)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        {order.lines.length > initialLines ? (
          <button
            type="button"
            className="sm-button sm-button--link"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? text.showLess : text.showMore}
          </button>
        ) : null}
      </section>

      <section aria-labelledby={`${listId}-totals`} className="sm-order-details__totals">
        <h2 id={`${listId}-totals`}>{text.totalsHeading}</h2>
        <dl>
          <dt>{text.subtotal}</dt>
          <dd>{order.customSubtotal.formattedValue}</dd>
          <dt>{text.taxes}</dt>
          <dd>{order.customTaxes.formattedValue}</dd>
          <dt>{text.shipping}</dt>
          <dd>{shippingText(order.customShipping, text)}</dd>
          <dt>{text.total}</dt>
          <dd>{order.customTotal.formattedValue}</dd>
        </dl>
      </section>

      <section aria-labelledby={`${listId}-shipments`} className="sm-order-details__shipments">
        <h2 id={`${listId}-shipments`}>{text.shipmentsHeading}</h2>
        {shipments.length === 0 ? (
          <p>{text.noShipments}</p>
        ) : (
          shipments.map((s) => (
            <section
              key={s.trackingNumber}
              aria-label={formatLabel(text.trackingNumber, { trackingNumber: s.trackingNumber })}
              className="sm-shipment"
            >
              <h3>{formatLabel(text.trackingNumber, { trackingNumber: s.trackingNumber })}</h3>
              {s.shipViaCode ? <p>{formatLabel(text.carrier, { carrier: s.shipViaCode })}</p> : null}
              <ul>
                {s.items.map((item, i) => (
                  <li key={`${item.isbn}-${i}`}>
                    {formatLabel(text.shippedQuantity, { isbn: formatIsbn(item.isbn), quantity: item.quantityShipped })}
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </>
  );
}

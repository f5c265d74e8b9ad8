import { useId } from 'react';
import { brandTargets } from '../account/brandTargets';
import { useApiClient } from '@shelfmark/api-client/react';
import { Accordion } from 'radix-ui';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { CheckoutSummary } from '../checkout/CheckoutSummary';
import { checkoutLabels } from '../checkout/checkout.labels';
import { confirmationLabels, type ConfirmationLabels } from './confirmation.labels';
import { useOrderConfirmation } from './useOrderConfirmation';

export interface OrderConfirmationProps {
  /** The query string holding `ordernumber`. @default `window.location.search` (a server passes the request's) */
  search?: string;
  /** 'panel' or the mobile 'accordion' for the order summary. @default 'panel' */
  summaryLayout?: 'panel' | 'accordion';
  /** Texts; defaults from the spec; `{ordernumber}` is replaced by the number. */
  labels?: LabelOverrides<ConfirmationLabels>;
}

/**
 * The order confirmation (CONF-01): title, the confirmation number from the query, a description,
 * contacts, and the order summary of the ordered cart (an accordion on mobile).
 */
export function OrderConfirmation({ search, summaryLayout = 'panel', labels }: OrderConfirmationProps) {
  const text = resolveLabels(confirmationLabels, labels);
  const { orderNumber, cart, status, order } = useOrderConfirmation(search);
  const config = useSiteConfig();
  const api = useApiClient();
  const { Link } = useSiteNavigation();
  const titleId = useId();
  const values = { ordernumber: orderNumber ?? '' };
  // What the buyer needs to recognise the order: its PO number, where it ships and how it is paid.
  const details: [string, string][] = [];
  if (order?.purchaseOrderNumber) details.push([text.poNumber, order.purchaseOrderNumber]);
  if (order?.shipTo)
    details.push([
      text.shipTo,
      [`${order.shipTo.name} (${order.shipTo.accountNumber})`, order.shipTo.address].filter(Boolean).join(', '),
    ]);
  if (order?.paymentType)
    details.push([text.paymentMethod, order.paymentType === 'CARD' ? text.paymentCard : text.paymentAccount]);
  if (order?.specialShippingInstructions) details.push([text.shippingInstructions, order.specialShippingInstructions]);
  const accordion = summaryLayout === 'accordion';
  const summary = cart ? (
    <CheckoutSummary cart={cart} text={{ ...checkoutLabels, summaryTitle: text.summaryTitle }} titled={!accordion} />
  ) : null;
  return (
    <div className="sm-confirmation">
      <h1 id={titleId} className="sm-confirmation__title">
        {status === 'notFound' ? text.notFoundTitle : status === 'signedOut' ? text.signedOutTitle : text.title}
      </h1>
      {status === 'checking' ? <p role="status">{formatLabel(text.checking, values)}</p> : null}
      {status === 'signedOut' ? (
        <div className="sm-confirmation__signed-out">
          <p>{formatLabel(text.signedOut, values)}</p>
          <a
            className="sm-button sm-button--primary"
            href={api.auth.signInUrl(
              `${config.routes.orderConfirmation}?ordernumber=${encodeURIComponent(orderNumber ?? '')}`,
            )}
          >
            {text.signIn}
          </a>
        </div>
      ) : null}
      {status === 'notFound' ? (
        <p role="alert" className="sm-alert sm-alert--warning">
          {formatLabel(text.notFound, values)}
        </p>
      ) : null}
      {status === 'found' ? (
        <>
          <p className="sm-confirmation__number">{formatLabel(text.confirmationNumber, values)}</p>
          <p className="sm-confirmation__description">{formatLabel(text.description, values)}</p>
          {details.length > 0 ? (
            <section aria-labelledby={`${titleId}-details`}>
              <h2 id={`${titleId}-details`} className="sm-confirmation__subtitle">
                {text.detailsTitle}
              </h2>
              <dl className="sm-confirmation__details">
                {details.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </>
      ) : orderNumber === null ? (
        <p role="alert" className="sm-alert sm-alert--warning">
          {text.missingNumber}
        </p>
      ) : null}
      <section className="sm-confirmation__contacts" aria-labelledby={`${titleId}-contacts`}>
        <h2 id={`${titleId}-contacts`} className="sm-confirmation__subtitle">
          {text.contactsTitle}
        </h2>
        <p>{config.isThorndike ? text.contactsSecondBrand : text.contacts}</p>
      </section>
      {summary && accordion ? (
        <Accordion.Root type="single" collapsible className="sm-confirmation__accordion">
          <Accordion.Item value="summary">
            <Accordion.Header className="sm-confirmation__accordion-header">
              <Accordion.Trigger className="sm-button sm-confirmation__accordion-trigger">
                {cart!.totalUnitCount === 1
                  ? text.summaryToggleOne
                  : formatLabel(text.summaryToggle, { count: cart!.totalUnitCount })}
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>{summary}</Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
      ) : (
        summary
      )}
      {/* Per brand, as the cart's (CART-01): the second brand continues in its catalogue search. */}
      <Link className="sm-button" href={brandTargets(config).continueShopping}>
        {text.continueShopping}
      </Link>
    </div>
  );
}

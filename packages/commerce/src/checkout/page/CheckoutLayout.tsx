import { type FormEvent } from 'react';
import { Accordion } from 'radix-ui';
import type { Cart } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { AccountCard } from '../../account/AccountCard';
import { brandTargets } from '../../account/brandTargets';
import type { UseShipToAccountsResult } from '../../account/useShipToAccounts';
import { useSiteConfig } from '@shelfmark/forms/site';
import type { CheckoutLabels } from '../checkout.labels';
import { CheckoutSummary } from '../CheckoutSummary';
import { PaymentForm } from '../PaymentForm';
import { PromoCode } from '../PromoCode';
import type { UseCheckoutResult } from '../useCheckout';
import type { UsePaymentFormResult } from '../usePaymentForm';

export interface CheckoutLayoutProps {
  checkout: UseCheckoutResult;
  /** The cart checked out. */
  cart: Cart;
  form: UsePaymentFormResult;
  accounts: UseShipToAccountsResult;
  text: CheckoutLabels;
  /** The page title's id: the payment heading and the purchase reason are named after it. */
  titleId: string;
  /** The summary as a collapsible accordion showing the total (a phone). */
  isPhone: boolean;
  summaryPageSize: number;
}

/** The checkout once its cart is there: account, promo code and order summary, payment and the purchase button. */
export function CheckoutLayout(props: CheckoutLayoutProps) {
  const { checkout, form, text, titleId } = props;
  const blocked = checkout.purchaseBlockedBy;
  const reason = blockedReason(blocked, text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values) checkout.purchase(values);
  };
  return (
    // Account, then promo code and order summary, then payment and Place order: on a phone the total comes
    // before the button; from the tablet breakpoint the grid puts the summary in the right column.
    <div className="sm-checkout__layout">
      <CheckoutAccount accounts={props.accounts} text={text} />
      <CheckoutAside {...props} />
      <div className="sm-checkout__main">
        <form className="sm-checkout__form" noValidate onSubmit={submit} aria-labelledby={`${titleId}-payment`}>
          <h2 id={`${titleId}-payment`} className="sm-checkout__subtitle">
            {text.paymentTitle}
          </h2>
          <PaymentForm form={form} text={text} disabled={checkout.isPurchasing} />
          <div className="sm-checkout__purchase">
            <button
              type="submit"
              className="sm-button sm-button--primary"
              disabled={blocked !== null}
              aria-describedby={reason ? `${titleId}-reason` : undefined}
            >
              {checkout.isPurchasing ? text.purchasing : text.purchase}
            </button>
            {reason ? (
              <p id={`${titleId}-reason`} className="sm-checkout__reason">
                {reason}
              </p>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}

/** Why the purchase button is disabled, in the page's words (CHK-05); none while a step is on its way. */
function blockedReason(blocked: UseCheckoutResult['purchaseBlockedBy'], text: CheckoutLabels): string | null {
  if (blocked === 'rights') return text.purchaseDisabledRights;
  if (blocked === 'inquiry') return text.purchaseDisabledInquiry;
  if (blocked === 'shipper') return text.purchaseDisabledShipper;
  if (blocked === 'empty') return text.emptyCart;
  return null;
}

/** The account block with log out (CHK-01). */
function CheckoutAccount({ accounts, text }: { accounts: UseShipToAccountsResult; text: CheckoutLabels }) {
  const api = useApiClient();
  const config = useSiteConfig();
  return (
    <div className="sm-checkout__account">
      <AccountCard />
      {/* With one eligible account the card's own button already logs out. */}
      {accounts.canChange ? (
        <a
          className="sm-button sm-button--link sm-checkout__logout"
          href={api.auth.federatedLogoutUrl(brandTargets(config).logout)}
        >
          {text.logOut}
        </a>
      ) : null}
    </div>
  );
}

/** Promo codes (CHK-03) and the order summary: open beside the form, or an accordion showing the total on a phone. */
function CheckoutAside({ checkout, cart, text, isPhone, summaryPageSize }: CheckoutLayoutProps) {
  return (
    <aside className="sm-checkout__aside">
      <PromoCode cart={cart} promo={checkout.promo} text={text} />
      {isPhone ? (
        <Accordion.Root
          type="single"
          collapsible
          className="sm-order-summary sm-order-summary--accordion sm-checkout__summary-accordion"
        >
          <Accordion.Item value="summary">
            <Accordion.Header className="sm-order-summary__title">
              <Accordion.Trigger className="sm-order-summary__trigger">
                <span>{text.summaryTitle}</span>{' '}
                <span className="sm-order-summary__trigger-total">{cart.totalPriceWithTax.formattedValue}</span>
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="sm-order-summary__content">
              <CheckoutSummary cart={cart} text={text} pageSize={summaryPageSize} titled={false} />
            </Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
      ) : (
        <CheckoutSummary cart={cart} text={text} pageSize={summaryPageSize} />
      )}
    </aside>
  );
}

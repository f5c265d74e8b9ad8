import { useEffect, useId, useState, type FormEvent } from 'react';
import { Accordion, Dialog } from 'radix-ui';
import type { Cart } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { AccountCard } from '../account/AccountCard';
import { brandTargets } from '../account/brandTargets';
import { ChangeAccountDialog } from '../account/ChangeAccountDialog';
import { useShipToAccounts, type UseShipToAccountsResult } from '../account/useShipToAccounts';
import { MessageDialog } from '../dialogs/MessageDialog';
import { usePhoneLayout } from '../layout/usePhoneLayout';
import { useSession } from '../session/useSession';
import { checkoutLabels, type CheckoutLabels } from './checkout.labels';
import { CheckoutSummary } from './CheckoutSummary';
import { checkoutStorage } from './checkoutStorage';
import type { PaymentValues } from './paymentRules';
import { PaymentForm } from './PaymentForm';
import { PromoCode } from './PromoCode';
import type { SubmitToProvider } from './submitToProvider';
import { useCheckout, type UseCheckoutResult } from './useCheckout';
import { usePaymentForm, type UsePaymentFormResult } from './usePaymentForm';

export interface CheckoutPageProps {
  /** The browser came back from the card provider: 'processed' is in the address. @default read from `location.search` */
  isProcessedReturn?: boolean;
  /** Posts the card form to the provider. @default a hidden form, full-page POST to the provider */
  submitToProvider?: SubmitToProvider;
  /** Reloads checkout after the payment-error modal. @default a full-page load of the checkout route */
  reload?: () => void;
  /** Values the payment form starts with (stories, a returning buyer). */
  initialPayment?: Partial<PaymentValues>;
  /** Order lines per page of the summary. @default 3 */
  summaryPageSize?: number;
  /**
   * 'panel': the order summary open beside the form; 'accordion': the mobile form (spec 000 §2), a collapsible summary
   * showing the total, above the payment form; 'auto': the accordion below the tablet breakpoint (800 px). @default 'auto'
   */
  summaryLayout?: 'auto' | 'panel' | 'accordion';
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<CheckoutLabels>;
}

const processedInAddress = () =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('processed');

/**
 * The checkout screen (CHK-01..08): back link to the cart, the account block (log out, change
 * account), payment by PO or card, promo codes, the order summary paged 3 a page, the purchase
 * button with its disabled rules, and the error modals of spec 000 §8. Its state is `useCheckout`'s; the filled
 * screen and the modals are views of their own below, used by this page only.
 */
export function CheckoutPage({
  isProcessedReturn,
  submitToProvider,
  reload,
  initialPayment,
  summaryPageSize = 3,
  summaryLayout = 'auto',
  labels,
}: CheckoutPageProps) {
  const text = resolveLabels(checkoutLabels, labels);
  const api = useApiClient();
  const config = useSiteConfig();
  const { Link } = useSiteNavigation();
  const titleId = useId();
  const processed = isProcessedReturn ?? processedInAddress();
  const checkout = useCheckout({
    text,
    isProcessedReturn: processed,
    ...(submitToProvider ? { submitToProvider } : {}),
    ...(reload ? { reload } : {}),
  });
  const form = usePaymentForm(text, initialPayment);
  // After the reload that follows a payment error, the PO number and shipping instructions come back;
  // read once hydrated, as a server has no session storage.
  const { restore } = form;
  useEffect(() => {
    const kept = checkoutStorage.takePaymentDraft();
    if (kept) restore(kept);
  }, [restore]);
  const accounts = useShipToAccounts();
  const session = useSession();
  const phone = usePhoneLayout();
  const isPhone = summaryLayout === 'accordion' || (summaryLayout === 'auto' && phone);

  let body;
  if (processed && !checkout.modal) {
    body = (
      <p role="status" className="sm-checkout__processing">
        {text.processingCard}
      </p>
    );
  } else if (checkout.isLoading) {
    body = <p role="status">{text.loading}</p>;
  } else if (!session.isLoading && !session.user) {
    // A visitor has no cart to load: ask them to sign in and come back here, not that the cart failed.
    body = (
      <div className="sm-checkout__signed-out">
        <p>{text.signedOut}</p>
        <a className="sm-button sm-button--primary" href={api.auth.signInUrl(config.routes.checkout)}>
          {text.signIn}
        </a>
      </div>
    );
  } else if (checkout.isError || !checkout.cart) {
    body = processed ? null : (
      <p role="alert" className="sm-alert sm-alert--danger">
        {text.loadFailed}
      </p>
    );
  } else {
    body = (
      <CheckoutLayout
        checkout={checkout}
        cart={checkout.cart}
        form={form}
        accounts={accounts}
        text={text}
        titleId={titleId}
        isPhone={isPhone}
        summaryPageSize={summaryPageSize}
      />
    );
  }

  return (
    <div className="sm-checkout">
      <Link className="sm-checkout__back" href={config.routes.cart}>
        {text.backToCart}
      </Link>
      <h1 id={titleId} className="sm-checkout__title">
        {text.title}
      </h1>
      {body}
      <CheckoutModals checkout={checkout} accounts={accounts} text={text} />
    </div>
  );
}

interface CheckoutLayoutProps {
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
function CheckoutLayout(props: CheckoutLayoutProps) {
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

interface CheckoutModalsProps {
  checkout: UseCheckoutResult;
  accounts: UseShipToAccountsResult;
  text: CheckoutLabels;
}

/**
 * The error modals of spec 000 §8 (`checkout.modal`: payment, shipper, address invalid, address unverified) and the
 * Change account dialog two of them lead to.
 */
function CheckoutModals({ checkout, accounts, text }: CheckoutModalsProps) {
  const config = useSiteConfig();
  const { Link } = useSiteNavigation();
  const [replacing, setReplacing] = useState(false);
  const { modal } = checkout;
  const closeOnDismiss = (open: boolean) => {
    if (!open) checkout.closeModal();
  };
  return (
    <>
      <MessageDialog
        open={modal?.kind === 'paymentError'}
        onOpenChange={closeOnDismiss}
        title={text.paymentErrorTitle}
        closeLabel={text.ok}
      >
        <p>{modal?.kind === 'paymentError' ? modal.message : ''}</p>
      </MessageDialog>
      <MessageDialog
        open={modal?.kind === 'shipperError'}
        onOpenChange={closeOnDismiss}
        title={text.shipperFailedTitle}
        closeLabel={text.ok}
      >
        <p>{text.shipperFailed}</p>
        {/* The ways out (CHK-04): a notice that only retries would hold a buyer whose ship-to no shipper serves. */}
        <div className="sm-checkout__notice-actions">
          {accounts.canChange ? (
            <button
              type="button"
              className="sm-button"
              onClick={() => {
                checkout.leaveShipperNotice();
                setReplacing(true);
              }}
            >
              {text.shipperChangeAccount}
            </button>
          ) : null}
          <Link className="sm-button" href={config.routes.cart} onClick={() => checkout.leaveShipperNotice()}>
            {text.backToCart}
          </Link>
        </div>
      </MessageDialog>
      <MessageDialog
        open={modal?.kind === 'addressError'}
        onOpenChange={closeOnDismiss}
        title={text.addressErrorTitle}
        closeLabel={text.ok}
      >
        <p>{text.addressErrorLead}</p>
        <p>{text.addressErrorBody}</p>
      </MessageDialog>
      <Dialog.Root open={modal?.kind === 'addressAlert'} onOpenChange={closeOnDismiss}>
        <Dialog.Portal>
          <Dialog.Overlay className="sm-dialog__overlay" />
          <Dialog.Content className="sm-dialog">
            <Dialog.Title className="sm-dialog__title">{text.addressAlertTitle}</Dialog.Title>
            <Dialog.Description className="sm-dialog__body">{text.addressAlertBody}</Dialog.Description>
            <div className="sm-dialog__actions">
              <button
                type="button"
                className="sm-button sm-button--primary"
                onClick={() => {
                  const values = modal?.kind === 'addressAlert' ? modal.values : null;
                  checkout.closeModal();
                  if (values) checkout.purchase(values, { ignoreAddressVerification: true });
                }}
              >
                {text.useMyAddress}
              </button>
              <button
                type="button"
                className="sm-button"
                onClick={() => {
                  checkout.closeModal();
                  setReplacing(true);
                }}
              >
                {text.replaceAddress}
              </button>
              <Dialog.Close className="sm-button">{text.close}</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ChangeAccountDialog
        open={replacing}
        onOpenChange={setReplacing}
        accounts={accounts.eligible}
        currentAccountNumber={accounts.currentAccountNumber}
        isParent={accounts.isParent}
        isUpdating={accounts.isUpdating}
        onSubmit={(accountNumber) => void accounts.change(accountNumber).then(() => setReplacing(false))}
      />
    </>
  );
}

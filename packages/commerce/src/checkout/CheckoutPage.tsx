import { useEffect, useId } from 'react';
import { useApiClient } from '@shelfmark/api-client/react';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useShipToAccounts } from '../account/useShipToAccounts';
import { usePhoneLayout } from '../layout/usePhoneLayout';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { checkoutLabels, type CheckoutLabels } from './checkout.labels';
import { checkoutStorage } from './checkoutStorage';
import { CheckoutLayout } from './page/CheckoutLayout';
import { CheckoutModals } from './page/CheckoutModals';
import type { PaymentValues } from './paymentRules';
import type { SubmitToProvider } from './submitToProvider';
import { useCheckout } from './useCheckout';
import { usePaymentForm } from './usePaymentForm';

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
 * screen and the modals are views of their own under `page/`.
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

import { useEffect, useRef, useState } from 'react';
import { CHECKOUT_ERROR_CODES, isApiError, type Cart } from '@shelfmark/api-client';
import { cartEvent } from '../analytics/analyticsEvents';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { useSiteConfig } from '@shelfmark/forms/site';
import type { CheckoutLabels } from './checkout.labels';
import { checkoutStorage } from './checkoutStorage';
import type { PaymentValues } from './paymentRules';
import { submitHiddenForm, type SubmitToProvider } from './submitToProvider';
import { useCardReturn } from './useCardReturn';
import { useCheckoutCart } from './useCheckoutCart';
import { useCheckoutPromo, type CheckoutPromo } from './useCheckoutPromo';
import { useCheckoutShipper } from './useCheckoutShipper';
import { useFinishOrder } from './useFinishOrder';
import { usePlaceOrder } from './usePlaceOrder';

/** The modal checkout shows after a failed step (CHK-04, CHK-08). */
export type CheckoutModal =
  | { kind: 'paymentError'; message: string }
  | { kind: 'addressError' }
  | { kind: 'addressAlert'; values: PaymentValues }
  | { kind: 'shipperError' }
  | null;

export interface UseCheckoutOptions {
  text: CheckoutLabels;
  /** The browser came back from the card provider ('processed' in the address). */
  isProcessedReturn: boolean;
  /** Posts the card form to the provider. @default a hidden form, full-page POST */
  submitToProvider?: SubmitToProvider;
  /** Reloads checkout after the payment-error modal (spec 000 §4). @default a full-page load of the checkout route */
  reload?: () => void;
}

export interface UseCheckoutResult {
  cart: Cart | undefined;
  userId: string | null;
  isLoading: boolean;
  isError: boolean;
  /** A step is on its way (cart, accounts, promo, shipper, order): the purchase button waits. */
  isBusy: boolean;
  isPurchasing: boolean;
  /** Why the purchase button is disabled, or null when it is enabled (CHK-05). */
  purchaseBlockedBy: 'busy' | 'rights' | 'inquiry' | 'shipper' | 'empty' | null;
  /** Places the order: PO directly, card through the provider (CHK-06, CHK-07). */
  purchase: (values: PaymentValues, options?: { ignoreAddressVerification?: boolean }) => void;
  modal: CheckoutModal;
  /** Closes the modal: retries the shipper after its notice, reloads after a payment error. */
  closeModal: () => void;
  /**
   * Closes the shipper notice without trying again (CHK-04): the buyer leaves for another account or the cart instead
   * of being held in a notice that fails and reopens; purchase stays blocked until a shipper is set.
   */
  leaveShipperNotice: () => void;
  /** Promo code calls (CHK-03). */
  promo: CheckoutPromo;
}

/**
 * The checkout state machine of spec 000 §4 (CHK-01..08), one job per hook: the shipper set on load unless a
 * free-shipping coupon applies (retried after its notice), promo codes, the purchase by PO or by card (a hidden form
 * to the provider, then placement on the 'processed' return), the follow-up steps (account update, recalculation,
 * confirmation in session storage, navigation), and here the error modals that tie them together.
 */
export function useCheckout({
  text,
  isProcessedReturn,
  submitToProvider = submitHiddenForm,
  reload,
}: UseCheckoutOptions): UseCheckoutResult {
  const config = useSiteConfig();
  const { session, userId, cartQuery, accountsQuery, setCart } = useCheckoutCart(isProcessedReturn);
  const cart = cartQuery.data;
  const [modal, setModal] = useState<CheckoutModal>(null);
  const refetchCart = () => void cartQuery.refetch();
  const shipper = useCheckoutShipper({
    cart,
    userId,
    isProcessedReturn,
    setCart,
    refetchCart,
    onRefused: () => setModal({ kind: 'shipperError' }),
  });
  useBeginCheckoutEvent(cart);
  const promo = useCheckoutPromo({ userId, setCart, shipper });
  const finishing = useFinishOrder({ userId, accounts: accountsQuery.data, setCart });

  const failed = (error: unknown, values?: PaymentValues) => {
    refetchCart();
    // The server refused the shipper of this ship-to: the shipper notice, which sets it again once closed.
    if (isApiError(error) && SHIPPER_CODES.has(error.code)) shipper.refused();
    else if (isApiError(error) && error.code === CHECKOUT_ERROR_CODES.addressInvalid)
      setModal({ kind: 'addressError' });
    else if (isApiError(error) && error.code === CHECKOUT_ERROR_CODES.addressUnverified && values)
      setModal({ kind: 'addressAlert', values });
    else
      setModal({
        kind: 'paymentError',
        message: (error instanceof Error && error.message) || text.paymentErrorUnknown,
      });
  };
  const placing = usePlaceOrder({ cart, userId, submitToProvider, finishing, onFailed: failed });
  const cardPlacement = useCardReturn({ isProcessedReturn, userId, finishing, onFailed: failed });

  const busy =
    cartQuery.isFetching ||
    accountsQuery.isLoading ||
    shipper.isPending ||
    promo.isPending ||
    placing.isPending ||
    cardPlacement.isPending;
  let purchaseBlockedBy: UseCheckoutResult['purchaseBlockedBy'] = null;
  if (session.user && !session.user.hasPurchaserRights) purchaseBlockedBy = 'rights';
  else if (session.isInquiryOnly) purchaseBlockedBy = 'inquiry';
  else if (busy) purchaseBlockedBy = 'busy';
  else if (shipper.hasFailed) purchaseBlockedBy = 'shipper';
  else if (!cart || cart.entries.length === 0) purchaseBlockedBy = 'empty';

  return {
    cart,
    userId,
    isLoading: session.isLoading || (userId !== null && !isProcessedReturn && cartQuery.isPending),
    isError: cartQuery.isError,
    isBusy: busy,
    isPurchasing: placing.isPending || cardPlacement.isPending,
    purchaseBlockedBy,
    purchase: (values, options) => {
      if (purchaseBlockedBy) return;
      placing.mutate({ values, ignore: options?.ignoreAddressVerification === true });
    },
    modal,
    leaveShipperNotice: () => setModal(null),
    closeModal: () => {
      const closing = modal;
      setModal(null);
      if (closing?.kind === 'shipperError') {
        shipper.retry();
      } else if (closing?.kind === 'paymentError') {
        checkoutStorage.savePendingCardPayment(null);
        // The reload keeps the PO number and shipping instructions the buyer typed.
        checkoutStorage.savePaymentDraft(finishing.lastDraft());
        (reload ?? (() => globalThis.location?.assign(config.routes.checkout)))();
      }
    },
    promo,
  };
}

/** GTM-01: begin_checkout once per cart. */
function useBeginCheckoutEvent(cart: Cart | undefined) {
  const analytics = useAnalytics();
  const trackedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || cart.entries.length === 0 || trackedFor.current === cart.code) return;
    trackedFor.current = cart.code;
    analytics.track(cartEvent('begin_checkout', cart, analytics.affiliation));
  }, [cart, analytics]);
}

/** Placement refusals about the shipper (CHK-04): answered with the shipper notice. */
const SHIPPER_CODES: ReadonlySet<string> = new Set([
  CHECKOUT_ERROR_CODES.shipperUnavailable,
  CHECKOUT_ERROR_CODES.shipperNotSet,
]);

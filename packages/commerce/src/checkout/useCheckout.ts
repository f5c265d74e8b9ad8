import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHECKOUT_ERROR_CODES,
  detectCardType,
  isApiError,
  type Cart,
  type OrderPlacement,
} from '@shelfmark/api-client';
import { accountQueries, cartQueries, useApiClient } from '@shelfmark/api-client/react';
import { formatAddress } from '../account/eligibleAccounts';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { cartEvent, purchaseEvent } from '../analytics/analyticsEvents';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import type { CheckoutLabels } from './checkout.labels';
import { checkoutStorage, type PaymentDraft } from './checkoutStorage';
import { providerExpiry, type PaymentValues } from './paymentRules';
import { submitHiddenForm, type SubmitToProvider } from './submitToProvider';

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
  promo: {
    /** A refusal carries the error for the view to say in its labels' words, and the throttle's wait in ms. */
    apply: (code: string) => Promise<{ ok: true } | { ok: false; error: unknown; timeLeft?: number | undefined }>;
    remove: (code: string) => Promise<void>;
    isPending: boolean;
  };
}

/**
 * The checkout state machine of spec 000 §4 (CHK-01..08): the shipper set on load unless a
 * free-shipping coupon applies (retried after its notice), promo codes, the purchase by PO or by
 * card (a hidden form to the provider, then placement on the 'processed' return), the follow-up
 * steps (account update, recalculation, confirmation in session storage, navigation) and the
 * error modals.
 */
export function useCheckout({
  text,
  isProcessedReturn,
  submitToProvider = submitHiddenForm,
  reload,
}: UseCheckoutOptions): UseCheckoutResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const config = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const analytics = useAnalytics();
  const userId = session.user?.uid ?? null;
  const cartQuery = useQuery({
    ...cartQueries.current(api, userId ?? ''),
    enabled: userId !== null && !isProcessedReturn,
  });
  const accountsQuery = useQuery({ ...accountQueries.forUser(api, userId ?? ''), enabled: userId !== null });
  const cart = cartQuery.data;
  const [modal, setModal] = useState<CheckoutModal>(null);
  const [shipperFailed, setShipperFailed] = useState(false);
  const setCart = useCallback(
    (next: Cart) => queryClient.setQueryData(cartQueries.current(api, userId ?? '').queryKey, next),
    [api, queryClient, userId],
  );

  // ---- shipper (CHK-04) ----
  const shipper = useMutation({
    mutationFn: () => api.carts.setShipper({ userId: userId! }),
    onSuccess: (next) => {
      setShipperFailed(false);
      setCart(next);
    },
    // The cart is read again: a refused shipper leaves it without a shipper's charge.
    onError: () => {
      setShipperFailed(true);
      setModal({ kind: 'shipperError' });
      void cartQuery.refetch();
    },
  });
  const hasFreeShipping = !!cart?.appliedCoupons.some((c) => c.freeShipping);
  // Set again whenever the ship-to changes (change account inside checkout): the shipper and its
  // charge belong to an address.
  const shipperKey =
    cart && cart.entries.length > 0 && !hasFreeShipping ? `${cart.code}:${cart.shipToAccountNumber ?? ''}` : null;
  const shipperDoneFor = useRef<string | null>(null);
  const { mutate: setShipper } = shipper; // stable for the component's life (TanStack Query)
  useEffect(() => {
    if (!shipperKey || isProcessedReturn || shipperDoneFor.current === shipperKey) return;
    shipperDoneFor.current = shipperKey;
    setShipper();
  }, [shipperKey, isProcessedReturn, setShipper]);

  // ---- begin_checkout (GTM-01), once per cart ----
  const trackedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || cart.entries.length === 0 || trackedFor.current === cart.code) return;
    trackedFor.current = cart.code;
    analytics.track(cartEvent('begin_checkout', cart, analytics.affiliation));
  }, [cart, analytics]);

  // ---- promo codes (CHK-03) ----
  const applyPromo = useMutation({
    mutationFn: (promoCode: string) => api.promotions.apply({ userId: userId!, promoCode }),
  });
  const removePromo = useMutation({
    mutationFn: (promoCode: string) => api.promotions.remove({ userId: userId!, promoCode }),
  });
  const promo: UseCheckoutResult['promo'] = {
    apply: async (code) => {
      try {
        setCart(await applyPromo.mutateAsync(code));
        return { ok: true };
      } catch (error) {
        return { ok: false, error, timeLeft: isApiError(error) ? error.timeLeft : undefined };
      }
    },
    remove: async (code) => {
      setCart(await removePromo.mutateAsync(code));
      // Removal sets the shipper again and recalculates (spec 000 §4).
      shipperDoneFor.current = null;
      try {
        setCart(await api.carts.setShipper({ userId: userId! }));
        setShipperFailed(false);
      } catch {
        setShipperFailed(true);
        setModal({ kind: 'shipperError' });
      }
      setCart(await api.carts.recalculate({ userId: userId! }));
    },
    isPending: applyPromo.isPending || removePromo.isPending,
  };

  // ---- the purchase (CHK-06, CHK-07) ----
  // The PO number, shipping instructions and option of the last purchase attempt: the confirmation shows them, and
  // they are kept across the reload after a payment error.
  const draft = useRef<PaymentDraft | null>(null);
  const finish = useCallback(
    async (order: OrderPlacement, ordered: Cart) => {
      const accounts = accountsQuery.data;
      const shipTo = ordered.shipToAccountNumber ?? accounts?.shipToAccount?.accountNumber;
      if (shipTo) {
        await api.users
          .updateDefaultAccounts({
            userId: userId!,
            shipToAccountNumber: shipTo,
            ...(accounts?.customerDefaultBillToAccount?.uid
              ? { billToAccountNumber: accounts.customerDefaultBillToAccount.uid }
              : {}),
          })
          .catch(() => undefined);
      }
      const next = await api.carts.recalculate({ userId: userId! }).catch(() => undefined);
      if (next) setCart(next);
      const shipToAccount = accounts?.shipToAccounts.find((a) => a.accountNumber === shipTo) ?? accounts?.shipToAccount;
      const attempt = draft.current;
      checkoutStorage.saveConfirmation({
        code: order.code,
        cart: { ...ordered, entries: order.entries },
        // What the confirmation shows besides the lines: the PO number, the payment method and the ship-to.
        purchaseOrderNumber: order.purchaseOrderNumber ?? attempt?.purchaseOrderNumber,
        specialShippingInstructions: attempt?.specialShippingInfo || undefined,
        paymentType:
          order.paymentType ??
          (attempt ? (attempt.checkoutOption === 'payByCreditCard' ? 'CARD' : 'ACCOUNT') : undefined),
        shipTo: shipToAccount
          ? {
              name: shipToAccount.name,
              accountNumber: shipToAccount.accountNumber,
              address: formatAddress(shipToAccount.addresses[0]),
            }
          : undefined,
      });
      checkoutStorage.savePendingCardPayment(null);
      analytics.track(purchaseEvent(order, ordered, analytics.affiliation));
      navigate(`${config.routes.orderConfirmation}?ordernumber=${encodeURIComponent(order.code)}`);
    },
    [accountsQuery.data, api, userId, setCart, analytics, navigate, config.routes.orderConfirmation],
  );

  const failed = useCallback(
    (error: unknown, values?: PaymentValues) => {
      void cartQuery.refetch();
      if (isApiError(error) && SHIPPER_CODES.has(error.code)) {
        // The server refused the shipper of this ship-to: the shipper notice, which sets it again once closed.
        setShipperFailed(true);
        setModal({ kind: 'shipperError' });
      } else if (isApiError(error) && error.code === CHECKOUT_ERROR_CODES.addressInvalid)
        setModal({ kind: 'addressError' });
      else if (isApiError(error) && error.code === CHECKOUT_ERROR_CODES.addressUnverified && values)
        setModal({ kind: 'addressAlert', values });
      else
        setModal({
          kind: 'paymentError',
          message: (error instanceof Error && error.message) || text.paymentErrorUnknown,
        });
    },
    [cartQuery, text.paymentErrorUnknown],
  );

  const order = useMutation({
    mutationFn: async ({ values, ignore }: { values: PaymentValues; ignore: boolean }) => {
      const placing = cart!;
      draft.current = {
        checkoutOption: values.checkoutOption,
        purchaseOrderNumber: values.purchaseOrderNumber,
        specialShippingInfo: values.specialShippingInfo,
      };
      if (values.checkoutOption === 'payByPO') {
        const placed = await api.orders.place({
          userId: userId!,
          paymentType: 'ACCOUNT',
          purchaseOrderNumber: values.purchaseOrderNumber,
          cartCode: placing.code,
          shippingChoice: { specialShippingInstructions: values.specialShippingInfo },
          ...(ignore ? { ignoreAddressVerification: true } : {}),
        });
        await finish(placed, placing);
        return;
      }
      const request = await api.payments.request({
        userId: userId!,
        cartCode: placing.code,
        purchaseOrderNumber: values.purchaseOrderNumber,
        origin: `${globalThis.location?.origin ?? ''}${config.routes.checkout}`,
        specialShippingInstructions: values.specialShippingInfo,
        ...(ignore ? { ignore_avs: true } : {}),
      });
      checkoutStorage.savePendingCardPayment({
        cartCode: placing.code,
        specialShippingInfo: values.specialShippingInfo,
        purchaseOrderNumber: values.purchaseOrderNumber,
      });
      submitToProvider(request, {
        card_type: detectCardType(values.cardNumber) ?? '',
        card_number: values.cardNumber,
        card_expiry_date: providerExpiry(values.expirationDate),
        card_cvn: values.securityCode,
      });
    },
    onError: (error, { values }) => failed(error, values),
  });

  // ---- the return from the provider (CHK-07) ----
  const returned = useRef(false);
  const cardPlacement = useMutation({
    mutationFn: async () => {
      const pending = checkoutStorage.pendingCardPayment();
      // The return reopened after its order was placed (Back, a reload, a bookmark): nothing is pending any more, so
      // it leads to that order's confirmation instead of placing the next cart (CHK-07).
      const done = pending ? null : checkoutStorage.confirmation();
      if (done) {
        navigate(`${config.routes.orderConfirmation}?ordernumber=${encodeURIComponent(done.code)}`);
        return;
      }
      if (pending) {
        draft.current = {
          checkoutOption: 'payByCreditCard',
          purchaseOrderNumber: pending.purchaseOrderNumber ?? '',
          specialShippingInfo: pending.specialShippingInfo,
        };
      }
      const current = pending ? null : await api.carts.get({ userId: userId! });
      const cartCode = pending?.cartCode ?? current!.code;
      const ordered =
        current ??
        (await api.wishlists
          .get({ cartId: cartCode })
          .then((r) => r.savedCartData)
          .catch(() => null));
      const placed = await api.orders.placeCreditCardOrder({
        userId: userId!,
        cartCode,
        specialShippingInstructions: pending?.specialShippingInfo ?? '',
      });
      await finish(placed, ordered ?? { ...placeholderCart(cartCode), entries: placed.entries });
    },
    onError: (error) => failed(error),
  });
  const { mutate: placeCardOrder } = cardPlacement; // stable for the component's life (TanStack Query)
  useEffect(() => {
    if (!isProcessedReturn || !userId || returned.current) return;
    returned.current = true;
    placeCardOrder();
  }, [isProcessedReturn, userId, placeCardOrder]);

  const busy =
    cartQuery.isFetching ||
    accountsQuery.isLoading ||
    shipper.isPending ||
    promo.isPending ||
    order.isPending ||
    cardPlacement.isPending;
  let purchaseBlockedBy: UseCheckoutResult['purchaseBlockedBy'] = null;
  if (session.user && !session.user.hasPurchaserRights) purchaseBlockedBy = 'rights';
  else if (session.isInquiryOnly) purchaseBlockedBy = 'inquiry';
  else if (busy) purchaseBlockedBy = 'busy';
  else if (shipperFailed) purchaseBlockedBy = 'shipper';
  else if (!cart || cart.entries.length === 0) purchaseBlockedBy = 'empty';

  return {
    cart,
    userId,
    isLoading: session.isLoading || (userId !== null && !isProcessedReturn && cartQuery.isPending),
    isError: cartQuery.isError,
    isBusy: busy,
    isPurchasing: order.isPending || cardPlacement.isPending,
    purchaseBlockedBy,
    purchase: (values, options) => {
      if (purchaseBlockedBy) return;
      order.mutate({ values, ignore: options?.ignoreAddressVerification === true });
    },
    modal,
    leaveShipperNotice: () => setModal(null),
    closeModal: () => {
      const closing = modal;
      setModal(null);
      if (closing?.kind === 'shipperError') {
        shipper.mutate();
      } else if (closing?.kind === 'paymentError') {
        checkoutStorage.savePendingCardPayment(null);
        // The reload keeps the PO number and shipping instructions the buyer typed.
        checkoutStorage.savePaymentDraft(draft.current);
        (reload ?? (() => globalThis.location?.assign(config.routes.checkout)))();
      }
    },
    promo,
  };
}

/** Placement refusals about the shipper (CHK-04): answered with the shipper notice. */
const SHIPPER_CODES: ReadonlySet<string> = new Set([
  CHECKOUT_ERROR_CODES.shipperUnavailable,
  CHECKOUT_ERROR_CODES.shipperNotSet,
]);

/** A stand-in cart for the confirmation when the ordered cart could not be read back. */
function placeholderCart(code: string): Cart {
  const zero = { value: 0, formattedValue: '-' };
  return {
    code,
    saved: false,
    entries: [],
    totalItems: 0,
    totalUnitCount: 0,
    subTotal: zero,
    totalDiscounts: zero,
    totalTax: zero,
    totalPrice: zero,
    totalPriceWithTax: zero,
    appliedCoupons: [],
  };
}

import { useRef } from 'react';
import type { AccountsResponse, Cart, OrderPlacement } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { formatAddress } from '../account/eligibleAccounts';
import { purchaseEvent } from '../analytics/analyticsEvents';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { checkoutStorage, type PaymentDraft } from './checkoutStorage';

export interface UseFinishOrderOptions {
  userId: string | null;
  accounts: AccountsResponse | undefined;
  setCart: (next: Cart) => void;
}

export interface UseFinishOrderResult {
  /** The steps after a placed order: account update, recalculation, confirmation, purchase event, navigation. */
  finish: (order: OrderPlacement, ordered: Cart) => Promise<void>;
  /** Keeps the PO number, shipping instructions and option of this purchase attempt. */
  remember: (draft: PaymentDraft) => void;
  /** The last attempt's draft, or null. */
  lastDraft: () => PaymentDraft | null;
}

/** What follows a placed order, by PO or card (CHK-06, CHK-07). */
export function useFinishOrder({ userId, accounts, setCart }: UseFinishOrderOptions): UseFinishOrderResult {
  const api = useApiClient();
  const analytics = useAnalytics();
  const config = useSiteConfig();
  const { navigate } = useSiteNavigation();
  // The PO number, shipping instructions and option of the last purchase attempt: the confirmation shows them, and
  // they are kept across the reload after a payment error.
  const draft = useRef<PaymentDraft | null>(null);

  const finish = async (order: OrderPlacement, ordered: Cart) => {
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
  };

  return {
    finish,
    remember: (next) => {
      draft.current = next;
    },
    lastDraft: () => draft.current,
  };
}

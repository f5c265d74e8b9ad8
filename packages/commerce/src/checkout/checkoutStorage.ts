import type { Cart, CheckoutOption } from '@shelfmark/api-client';

/** Session-storage keys of checkout (spec 000 §4: the confirmation number and cart are stored). */
export const CHECKOUT_STORAGE_KEYS = {
  confirmation: 'shelfmark.orderConfirmation',
  pendingCardPayment: 'shelfmark.pendingCardPayment',
  paymentDraft: 'shelfmark.paymentDraft',
} as const;

/**
 * What the payment form keeps across the reload after a payment error: the option, the PO number and the
 * shipping instructions — never a card field.
 */
export interface PaymentDraft {
  checkoutOption: CheckoutOption;
  purchaseOrderNumber: string;
  specialShippingInfo: string;
}

export interface StoredConfirmation {
  /** The confirmation number (the order's code). */
  code: string;
  /** The cart as it was ordered, for the confirmation's order summary. */
  cart: Cart;
  /** The PO number the order was placed with. */
  purchaseOrderNumber?: string | undefined;
  /** The shipping instructions the order was placed with (CONF-01). */
  specialShippingInstructions?: string | undefined;
  /** On account (a purchase order) or by card. */
  paymentType?: 'ACCOUNT' | 'CARD' | undefined;
  /** Where it ships: the ship-to's name, number and address. */
  shipTo?: { name: string; accountNumber: string; address: string } | undefined;
}

/** What the card checkout keeps while the browser is at the provider (never a card field). */
export interface PendingCardPayment {
  cartCode: string;
  specialShippingInfo: string;
  /** Kept so the form has it again if the payment fails. */
  purchaseOrderNumber?: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
function write(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or disabled; the confirmation then shows the number only.
  }
}

export const checkoutStorage = {
  confirmation: () => read<StoredConfirmation>(CHECKOUT_STORAGE_KEYS.confirmation),
  saveConfirmation: (value: StoredConfirmation) => write(CHECKOUT_STORAGE_KEYS.confirmation, value),
  pendingCardPayment: () => read<PendingCardPayment>(CHECKOUT_STORAGE_KEYS.pendingCardPayment),
  savePendingCardPayment: (value: PendingCardPayment | null) => write(CHECKOUT_STORAGE_KEYS.pendingCardPayment, value),
  savePaymentDraft: (value: PaymentDraft | null) => write(CHECKOUT_STORAGE_KEYS.paymentDraft, value),
  /** The draft kept for this load, forgotten once read. */
  takePaymentDraft: (): PaymentDraft | null => {
    const draft = read<PaymentDraft>(CHECKOUT_STORAGE_KEYS.paymentDraft);
    if (draft) write(CHECKOUT_STORAGE_KEYS.paymentDraft, null);
    return draft;
  },
};

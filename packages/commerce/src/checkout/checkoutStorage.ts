import type { Cart } from '@shelfmark/api-client';

/** Session-storage keys of checkout (spec 000 §4: the confirmation number and cart are stored). */
export const CHECKOUT_STORAGE_KEYS = {
  confirmation: 'shelfmark.orderConfirmation',
  pendingCardPayment: 'shelfmark.pendingCardPayment',
} as const;

export interface StoredConfirmation {
  /** The confirmation number (the order's code). */
  code: string;
  /** The cart as it was ordered, for the confirmation's order summary. */
  cart: Cart;
}

/** What the card checkout keeps while the browser is at the provider (never a card field). */
export interface PendingCardPayment {
  cartCode: string;
  specialShippingInfo: string;
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
};

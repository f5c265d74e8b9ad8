import { useEffect, useRef } from 'react';

/** One toast: success or failure, with its text. */
export interface CartToastMessage {
  kind: 'success' | 'danger';
  message: string;
  /** Changes for every new toast, so the same text shown twice restarts the timer. */
  id: number;
}

export interface CartToastProps {
  /** The toast shown, or null. */
  toast: CartToastMessage | null;
  /** Called when the toast is dismissed by its button or by its timer. */
  onDismiss: () => void;
  /** How long a toast stays (CART-16). @default 10000 */
  durationMs?: number;
  /** The dismiss button's accessible name. */
  dismissLabel: string;
}

/** A toast of the cart page (spec 000 §2, CART-16): announced (status for success, alert for failure), gone after 10 s. */
export function CartToast({ toast, onDismiss, durationMs = 10_000, dismissLabel }: CartToastProps) {
  // onDismiss is a fresh function on each render of the page; the timer belongs to the toast and calls the latest.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  const toastId = toast?.id;
  useEffect(() => {
    if (toastId === undefined) return;
    const timer = setTimeout(() => dismiss.current(), durationMs);
    return () => clearTimeout(timer);
  }, [toastId, durationMs]);

  if (!toast) return null;
  return (
    <div
      className={`sm-alert sm-alert--${toast.kind === 'success' ? 'success' : 'danger'} sm-cart__toast`}
      role={toast.kind === 'success' ? 'status' : 'alert'}
    >
      <span>{toast.message}</span>{' '}
      <button type="button" className="sm-button sm-button--link" onClick={onDismiss}>
        {dismissLabel}
      </button>
    </div>
  );
}

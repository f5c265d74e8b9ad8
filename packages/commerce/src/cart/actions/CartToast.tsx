import { useEffect, useRef, useState } from 'react';

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
  /** How long a success toast stays while neither hovered nor focused (CART-16). @default 10000 */
  durationMs?: number;
  /** The dismiss button's accessible name. */
  dismissLabel: string;
}

/**
 * A toast of the cart page (spec 000 §2, CART-16). A success is said by a polite status region that is on the page
 * before its text (a region inserted with its text is often not announced), and leaves after `durationMs` — a wait
 * that pauses while the pointer is over the toast or focus is in it, so nobody loses a message they are reading or
 * a button they are on. A failure is an alert and stays until dismissed.
 */
export function CartToast({ toast, onDismiss, durationMs = 10_000, dismissLabel }: CartToastProps) {
  // onDismiss is a fresh function on each render of the page; the timer belongs to the toast and calls the latest.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  // Which toast the pointer is over and which holds focus: a toast that leaves takes its pause with it.
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  // What is left of the toast's time: a pause keeps it, a new toast starts it again.
  const remaining = useRef({ id: -1, ms: durationMs });
  const toastId = toast?.id;
  const timed = toast?.kind === 'success';
  const paused = toastId !== undefined && (hovered === toastId || focused === toastId);
  useEffect(() => {
    if (toastId === undefined || !timed) return;
    if (remaining.current.id !== toastId) remaining.current = { id: toastId, ms: durationMs };
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss.current(), remaining.current.ms);
    return () => {
      clearTimeout(timer);
      remaining.current.ms = Math.max(0, remaining.current.ms - (Date.now() - started));
    };
  }, [toastId, timed, durationMs, paused]);

  const body = toast ? (
    <div
      className={`sm-alert sm-alert--${toast.kind === 'success' ? 'success' : 'danger'} sm-cart__toast`}
      data-paused={timed && paused ? 'true' : undefined}
      onMouseEnter={() => setHovered(toast.id)}
      onMouseLeave={() => setHovered(null)}
      onFocus={() => setFocused(toast.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
      }}
    >
      <span>{toast.message}</span>{' '}
      <button type="button" className="sm-button sm-button--link" onClick={onDismiss}>
        {dismissLabel}
      </button>
    </div>
  ) : null;
  return (
    <>
      <div role="status" className="sm-cart__toast-region">
        {toast?.kind === 'success' ? body : null}
      </div>
      {toast?.kind === 'danger' ? <div role="alert">{body}</div> : null}
    </>
  );
}

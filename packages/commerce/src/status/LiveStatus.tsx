import { useEffect, useState } from 'react';

/** After this long a status message leaves the page, as the cart's toasts do (spec 000 §8, CART-16). */
export const STATUS_CLEAR_AFTER_MS = 10_000;

export interface LiveStatusProps {
  /** The messages to say; empty ones are left out, the rest joined by a space. */
  messages: readonly (string | null | undefined | false)[];
  /** How long a message stays; a new message starts the wait again. @default 10 s */
  clearAfterMs?: number;
  className?: string;
}

/**
 * A polite live region (`role="status"`) for what an action did: its messages read as sentences, a space
 * between them, and clear after `clearAfterMs` instead of staying on the page for good.
 */
export function LiveStatus({ messages, clearAfterMs = STATUS_CLEAR_AFTER_MS, className }: LiveStatusProps) {
  const text = messages.filter(Boolean).join(' ');
  const [cleared, setCleared] = useState<string | null>(null);
  useEffect(() => {
    setCleared(null);
    if (!text) return undefined;
    const timer = setTimeout(() => setCleared(text), clearAfterMs);
    return () => clearTimeout(timer);
  }, [text, clearAfterMs]);
  return (
    <p className={className} role="status">
      {cleared === text ? null : text}
    </p>
  );
}

import { useEffect, useState } from 'react';

/** How long the text must stay the same before it is announced: a pause in typing, not a keystroke. */
export const SETTLE_MS = 800;

/**
 * The text once it has stopped changing for `delayMs` (an empty text at once): what a polite live region
 * reads, so a message that follows every keystroke is read once when the buyer pauses, not mid-word.
 */
export function useSettledText(text: string | null | undefined, delayMs = SETTLE_MS): string {
  const current = text ?? '';
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (!current) {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => setSettled(current), delayMs);
    return () => clearTimeout(timer);
  }, [current, delayMs]);
  return current ? settled : '';
}

export interface SettledAnnouncementProps {
  /** The message as it is now; read politely once it has settled. */
  message: string | null | undefined;
  /** @default SETTLE_MS */
  delayMs?: number;
}

/** A polite, visually hidden live region that reads a message once it stops changing (validation while typing). */
export function SettledAnnouncement({ message, delayMs }: SettledAnnouncementProps) {
  const settled = useSettledText(message, delayMs);
  return (
    <span className="sm-visually-hidden" role="status">
      {settled}
    </span>
  );
}

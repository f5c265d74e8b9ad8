import { useState, type FormEvent } from 'react';
import { normaliseFundCode } from '@shelfmark/api-client';
import { formatLabel } from '@shelfmark/forms';
import type { FundCodesLabels } from './fundCodes.labels';

/**
 * What a fund-code form does on submit, for a line's field and for the ticked lines' field alike: a malformed code is
 * named and not sent; a valid one (or an empty field: clear) is sent once at a time, then the outcome is said — the
 * server's refusal in the labels' words, or the `done` message.
 */
export function useFundCodeSubmit({
  initial,
  text,
  canSend,
  send,
  done,
}: {
  initial: string;
  text: Pick<FundCodesLabels, 'fundCodeInvalid' | 'fundCodeFailed'>;
  /** False while nothing may be sent (no ticked line). */
  canSend: boolean;
  send: (fundCode: string | null) => Promise<unknown>;
  /** The message once the server took the code. */
  done: (fundCode: string | null) => string;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || !canSend) return;
    const code = normaliseFundCode(draft);
    if (code === undefined) {
      setStatus(null);
      setError(text.fundCodeInvalid);
      return;
    }
    setError(null);
    setStatus(null);
    setSaving(true);
    const message = done(code);
    send(code).then(
      () => {
        setSaving(false);
        setStatus(message);
      },
      (failure: unknown) => {
        setSaving(false);
        setError(
          formatLabel(text.fundCodeFailed, { message: failure instanceof Error ? failure.message : String(failure) }),
        );
      },
    );
  };
  return { draft, setDraft, error, status, saving, submit };
}

/** The ship-to's funds offered to a fund-code field (a datalist: any other code may still be typed). */
export function FundSuggestions({ id, funds }: { id: string; funds: readonly string[] }) {
  if (funds.length === 0) return null;
  return (
    <datalist id={id}>
      {funds.map((fund) => (
        <option key={fund} value={fund} />
      ))}
    </datalist>
  );
}

/** Under a fund-code field: the problem that stopped it (an alert), else a status region for what it did. */
export function FundCodeOutcome({ id, error, status }: { id: string; error: string | null; status: string | null }) {
  return error ? (
    <span id={id} className="sm-fund-code__error" role="alert">
      {error}
    </span>
  ) : (
    <span className="sm-fund-code__status" role="status">
      {status}
    </span>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { normaliseFundCode } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { fundCodesLabels, type FundCodesLabels } from './fundCodes.labels';

export interface SelectedFundCodeProps {
  /** How many cart lines are ticked (the selection of Remove selected). */
  count: number;
  /** The ship-to's funds, offered as suggestions; any other code may be typed. */
  funds: readonly string[];
  /** Sets the code (null clears it) on the ticked lines; rejects with the server's message. */
  onApply: (fundCode: string | null) => Promise<unknown>;
  /** Texts; English defaults. */
  labels?: LabelOverrides<FundCodesLabels>;
}

/**
 * "Set fund code" for the ticked cart lines: one labelled field with the ship-to's funds as suggestions and a button
 * naming how many lines it sets. With nothing ticked the button is disabled and the hint says why.
 */
export function SelectedFundCode({ count, funds, onApply, labels }: SelectedFundCodeProps) {
  const text = resolveLabels(fundCodesLabels, labels);
  const ids = { field: useId(), list: useId(), hint: useId(), message: useId() };
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || count === 0) return;
    const code = normaliseFundCode(draft);
    if (code === undefined) {
      setStatus(null);
      setError(text.fundCodeInvalid);
      return;
    }
    setError(null);
    setStatus(null);
    setSaving(true);
    const applied = count;
    onApply(code).then(
      () => {
        setSaving(false);
        setStatus(applied === 1 ? text.setFundCodeDoneOne : formatLabel(text.setFundCodeDone, { count: applied }));
      },
      (failure: unknown) => {
        setSaving(false);
        setError(
          formatLabel(text.fundCodeFailed, { message: failure instanceof Error ? failure.message : String(failure) }),
        );
      },
    );
  };

  return (
    <form className="sm-fund-code sm-fund-code--selected" onSubmit={submit} noValidate>
      <label htmlFor={ids.field} className="sm-fund-code__label">
        {text.fundCodeForSelected}
      </label>
      <span className="sm-fund-code__row">
        <input
          id={ids.field}
          className="sm-fund-code__input"
          type="text"
          list={funds.length > 0 ? ids.list : undefined}
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.message}` : ids.hint}
        />
        <button type="submit" className="sm-button" disabled={count === 0} aria-busy={saving || undefined}>
          {formatLabel(text.setFundCode, { count })}
        </button>
      </span>
      {funds.length > 0 ? (
        <datalist id={ids.list}>
          {funds.map((fund) => (
            <option key={fund} value={fund} />
          ))}
        </datalist>
      ) : null}
      <span id={ids.hint} className="sm-fund-code__hint">
        {count === 0 ? text.setFundCodeNone : text.fundCodeHint}
      </span>
      {error ? (
        <span id={ids.message} className="sm-fund-code__error" role="alert">
          {error}
        </span>
      ) : (
        <span className="sm-fund-code__status" role="status">
          {status}
        </span>
      )}
    </form>
  );
}

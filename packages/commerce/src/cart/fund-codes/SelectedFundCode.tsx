import { useId } from 'react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { FundCodeOutcome, FundSuggestions, useFundCodeSubmit } from './fundCodeForm';
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
  const { draft, setDraft, error, status, saving, submit } = useFundCodeSubmit({
    initial: '',
    text,
    canSend: count > 0,
    send: onApply,
    done: () => (count === 1 ? text.setFundCodeDoneOne : formatLabel(text.setFundCodeDone, { count })),
  });

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
      <FundSuggestions id={ids.list} funds={funds} />
      <span id={ids.hint} className="sm-fund-code__hint">
        {count === 0 ? text.setFundCodeNone : text.fundCodeHint}
      </span>
      <FundCodeOutcome id={ids.message} error={error} status={status} />
    </form>
  );
}

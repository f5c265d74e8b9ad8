import { useEffect, useId } from 'react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { FundCodeOutcome, FundSuggestions, useFundCodeSubmit } from './fundCodeForm';
import { fundCodesLabels, type FundCodesLabels } from './fundCodes.labels';

export interface FundCodeFieldProps {
  /** The line's title: names the field and its button for a screen reader. */
  title: string;
  /** The line's current fund code (null: none). */
  value: string | null | undefined;
  /** The ship-to's funds, offered as suggestions; any other code may be typed. */
  funds: readonly string[];
  /** Saves the code (null clears it); rejects with the server's message. */
  onSave: (fundCode: string | null) => Promise<unknown>;
  /** Texts; English defaults. */
  labels?: LabelOverrides<FundCodesLabels>;
}

/**
 * A cart line's fund code (the library fund paying for it): a labelled text field with the ship-to's funds as
 * suggestions (a datalist, so free text stays allowed) and a Save button. A malformed code is named under the field
 * and not sent; a refusal from the server is named the same way.
 */
export function FundCodeField({ title, value, funds, onSave, labels }: FundCodeFieldProps) {
  const text = resolveLabels(fundCodesLabels, labels);
  const ids = { field: useId(), list: useId(), message: useId() };
  const { draft, setDraft, error, status, saving, submit } = useFundCodeSubmit({
    initial: value ?? '',
    text,
    canSend: true,
    send: onSave,
    done: (code) => (code === null ? text.fundCodeCleared : text.fundCodeSaved),
  });
  // The cart answered again (this line's code set from the selected lines, or by another tab): show what it holds.
  useEffect(() => setDraft(value ?? ''), [value, setDraft]);

  return (
    <form className="sm-fund-code" onSubmit={submit} noValidate>
      <label htmlFor={ids.field} className="sm-fund-code__label">
        {text.fundCode}
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
          aria-label={formatLabel(text.fundCodeOf, { title })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.message : undefined}
        />
        <button
          type="submit"
          className="sm-button sm-button--link sm-fund-code__save"
          aria-label={formatLabel(text.fundCodeSaveOf, { title })}
          aria-disabled={saving || undefined}
        >
          {saving ? text.fundCodeSaving : text.fundCodeSave}
        </button>
      </span>
      <FundSuggestions id={ids.list} funds={funds} />
      <FundCodeOutcome id={ids.message} error={error} status={status} />
    </form>
  );
}

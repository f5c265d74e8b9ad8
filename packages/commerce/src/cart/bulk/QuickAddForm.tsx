import { useId, useState, type FormEvent } from 'react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { bulkAddLabels, type BulkAddLabels } from './bulkAdd.labels';
import { parseBulkLines } from './parseBulkLines';
import type { BulkAddItem } from './useBulkAddToCart';

export interface QuickAddFormProps {
  /** maxProductQuantity: the largest quantity of one line. */
  max: number;
  /** True while the add is on its way. */
  isPending: boolean;
  /** Called with the lines read when the text is valid; resolves when the add is done. */
  onSubmit: (items: BulkAddItem[]) => Promise<unknown>;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<BulkAddLabels>;
}

/** The cart's "Add by ISBN" form (CART-13): ISBNs with quantities, one per line, added together. Bad text is named, nothing sent. */
export function QuickAddForm({ max, isPending, onSubmit, labels }: QuickAddFormProps) {
  const text = resolveLabels(bulkAddLabels, labels);
  const ids = { field: useId(), hint: useId(), error: useId(), title: useId() };
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const parsed = parseBulkLines(value, max);
    if (!parsed.ok) {
      setError(
        parsed.error === 'empty'
          ? text.quickAddEmpty
          : parsed.error === 'tooMany'
            ? formatLabel(text.quickAddTooMany, { count: parsed.count, max: parsed.max })
            : formatLabel(text.quickAddLine, { line: parsed.line, max }),
      );
      return;
    }
    setError(null);
    void onSubmit(parsed.items).then(
      () => setValue(''),
      () => undefined,
    );
  };
  return (
    <form className="sm-quick-add" onSubmit={submit} noValidate aria-labelledby={ids.title} data-focus-scope="">
      <h2 id={ids.title} className="sm-quick-add__title">
        {text.quickAddTitle}
      </h2>
      <label htmlFor={ids.field} className="sm-quick-add__label">
        {text.quickAddLabel}
      </label>
      <textarea
        id={ids.field}
        className="sm-quick-add__field"
        data-focus-key="quick-add-field"
        data-focus-fallback=""
        rows={3}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
      />
      <p id={ids.hint} className="sm-quick-add__hint">
        {text.quickAddHint}
      </p>
      {error ? (
        <p id={ids.error} className="sm-quick-add__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="sm-button"
        data-focus-key="quick-add-submit"
        aria-disabled={isPending || undefined}
        aria-busy={isPending || undefined}
      >
        {isPending ? text.quickAddPending : text.quickAddSubmit}
      </button>
    </form>
  );
}

import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import type { BulkAddResult } from '../bulk/useBulkAddToCart';
import type { PurchaseFlagsLabels } from '../../purchase-flags/purchaseFlags.labels';
import type { SpreadsheetUploadLabels } from './spreadsheetUpload.labels';
import { spreadsheetUploadShellLabels } from './spreadsheetUploadShell.labels';

// Reading the file, the column picker and the preview load when a file is chosen: the cart page carries only the
// file input (and exceljs loads later still, for an .xlsx only).
const SpreadsheetUploadPanel = lazy(() =>
  import('./SpreadsheetUploadPanel').then((m) => ({ default: m.SpreadsheetUploadPanel })),
);

/** The file input's filter: the extensions, and the types browsers report for them. */
const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export interface SpreadsheetUploadProps {
  /** Editable texts; each falls back to its English default. */
  labels?: LabelOverrides<SpreadsheetUploadLabels>;
  /** Called with the bulk add's result once the rows went to the cart (the cart page lists failed ISBNs). */
  onDone?: (result: BulkAddResult) => void;
  /**
   * A note shown beside each row to add in the preview, instead of the purchase flags a signed-in buyer sees there
   * ("Ordered 03/14/2026 · order 5000004", "In your cart (3)", "On list Spring 2027").
   */
  rowNote?: (isbn13: string) => ReactNode;
  /** Texts of the purchase flags in the preview and of the question before adding titles ordered before. */
  flagLabels?: LabelOverrides<PurchaseFlagsLabels>;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * Upload a spreadsheet into the cart: a file input for an .xlsx or .csv; once a file is chosen its ISBN and quantity
 * columns are found by their headings (or the buyer picks them), every row is checked with the fast order rules and
 * shown (rows to add with a signed-in buyer's purchase flags, rows refused with their row number and reason) before
 * anything is added; then the rows go to the cart through the bulk add, which first asks about titles ordered before
 * (add anyway / skip), in calls of at most 500 lines, with progress. A bad file is refused with its reason
 * and nothing is added.
 */
export function SpreadsheetUpload({ labels, onDone, rowNote, flagLabels, headingLevel = 2 }: SpreadsheetUploadProps) {
  const text = resolveLabels(spreadsheetUploadShellLabels, labels);
  const ids = { title: useId(), input: useId(), hint: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ file: File; key: number } | null>(null);
  const Heading = `h${headingLevel}` as const;
  const reset = () => {
    setFile(null);
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };
  return (
    <section className="sm-upload" aria-labelledby={ids.title}>
      <Heading id={ids.title} className="sm-upload__title">
        {text.uploadTitle}
      </Heading>
      <label htmlFor={ids.input} className="sm-upload__label">
        {text.uploadLabel}
      </label>
      <input
        ref={input}
        id={ids.input}
        className="sm-upload__input"
        type="file"
        accept={ACCEPT}
        aria-describedby={ids.hint}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          setFile(chosen ? { file: chosen, key: Date.now() } : null);
        }}
      />
      <p id={ids.hint} className="sm-upload__hint">
        {text.uploadHint}
      </p>
      {file ? (
        <Suspense
          fallback={
            <p className="sm-upload__status" role="status">
              {text.uploadReading}
            </p>
          }
        >
          <SpreadsheetUploadPanel
            key={file.key}
            file={file.file}
            labels={labels}
            onDone={onDone}
            rowNote={rowNote}
            flagLabels={flagLabels}
            onReset={reset}
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

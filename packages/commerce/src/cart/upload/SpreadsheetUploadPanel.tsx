import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { OrderedBeforeDialog } from '../../purchase-flags/OrderedBeforeDialog';
import { PurchaseFlags } from '../../purchase-flags/PurchaseFlags';
import type { PurchaseFlagsLabels } from '../../purchase-flags/purchaseFlags.labels';
import { usePurchaseFlags } from '../../purchase-flags/usePurchaseFlags';
import { useSession } from '../../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';
import { useBulkAddToCart, type BulkAddProgress, type BulkAddResult } from '../bulk/useBulkAddToCart';
import { MAX_UPLOAD_ROWS, readSpreadsheet, UploadFileError, type UploadFileProblem } from './readSpreadsheet';
import { detectColumns, type SpreadsheetColumns } from './spreadsheetColumns';
import { spreadsheetUploadLabels, type SpreadsheetUploadLabels } from './spreadsheetUpload.labels';
import { validateUploadRows, type UploadValidation } from './validateUploadRows';

/** The most rows each preview table lists (no list renders more than 100 rows at once); the rest are counted under it. */
export const PREVIEW_ROWS = 100;

type Checked = Extract<UploadValidation, { status: 'checked' }>;

/** Where an upload is: each state is one view. */
export type UploadPhase =
  | { kind: 'reading' }
  | { kind: 'refused'; problem: UploadFileProblem | 'noRows' }
  | { kind: 'pick'; rows: string[][]; guess: SpreadsheetColumns; headings: string[]; columnCount: number }
  | { kind: 'preview'; checked: Checked }
  | { kind: 'adding'; checked: Checked; progress: BulkAddProgress }
  | { kind: 'done'; result: BulkAddResult }
  | { kind: 'failed'; checked: Checked };

/** A spreadsheet's column letter: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The state an upload of these rows reaches with these columns: the preview, or the file refused. */
function check(rows: readonly string[][], columns: SpreadsheetColumns, maxQuantity: number): UploadPhase {
  const result = validateUploadRows(rows, columns, { maxQuantity });
  if (result.status === 'tooManyRows') return { kind: 'refused', problem: 'tooManyRows' };
  if (result.status === 'noRows') return { kind: 'refused', problem: 'noRows' };
  return { kind: 'preview', checked: result };
}

/** Reads a file to the state it opens on: refused, the column picker, or the preview. */
export async function readUpload(file: File, maxQuantity: number): Promise<UploadPhase> {
  try {
    const rows = await readSpreadsheet(file);
    const found = detectColumns(rows);
    if (found.status === 'none') return { kind: 'refused', problem: 'noIsbnColumn' };
    if (found.status === 'unsure')
      return { kind: 'pick', rows, guess: found.guess, headings: found.headings, columnCount: found.columnCount };
    return check(rows, found.columns, maxQuantity);
  } catch (error) {
    if (error instanceof UploadFileError) return { kind: 'refused', problem: error.problem };
    return { kind: 'refused', problem: 'fileCorrupt' };
  }
}

export interface SpreadsheetUploadPanelProps {
  file: File;
  labels?: LabelOverrides<SpreadsheetUploadLabels>;
  onDone?: (result: BulkAddResult) => void;
  rowNote?: (isbn13: string) => ReactNode;
  /** Texts of the purchase flags and of the question before adding titles ordered before. */
  flagLabels?: LabelOverrides<PurchaseFlagsLabels>;
  /** Back to the file input (choose another file). */
  onReset: () => void;
  headingLevel?: 3 | 4;
  /** The state to open on instead of reading the file (stories). */
  initialPhase?: UploadPhase;
}

/** The upload after a file is chosen: reading, a refused file, the column picker, the preview, progress, the result. */
export function SpreadsheetUploadPanel({
  file,
  labels,
  onDone,
  rowNote,
  flagLabels,
  onReset,
  headingLevel = 3,
  initialPhase,
}: SpreadsheetUploadPanelProps) {
  const text = resolveLabels(spreadsheetUploadLabels, labels);
  const { maxProductQuantity } = useSiteConfig();
  const [phase, setPhase] = useState<UploadPhase>(initialPhase ?? { kind: 'reading' });
  // The same add as the cart's bulk add: titles ordered before for this ship-to are asked about (add anyway / skip).
  const bulk = useBulkAddToCart({ onDone, askOrderedBefore: true });
  const { user } = useSession();
  // A signed-in buyer's rows to add carry the purchase flags shown on every other screen, unless a note is given.
  const showFlags = !rowNote && user?.accountStatus === 'ACTIVE';
  const previewed = 'checked' in phase ? phase.checked : null;
  const flagIsbns = useMemo(
    () => (showFlags && previewed ? previewed.valid.map((r) => r.isbn13) : []),
    [showFlags, previewed],
  );
  const flags = usePurchaseFlags(flagIsbns);
  const note: ((isbn13: string) => ReactNode) | undefined =
    rowNote ?? (showFlags ? (isbn13) => <PurchaseFlags flag={flags.flagOf(isbn13)} labels={flagLabels} /> : undefined);
  const heading = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const Heading = `h${headingLevel}` as const;
  const name = file.name;

  useEffect(() => {
    if (initialPhase) return;
    let live = true;
    void readUpload(file, maxProductQuantity).then((next) => {
      if (live) setPhase(next);
    });
    return () => {
      live = false;
    };
  }, [file, maxProductQuantity, initialPhase]);

  // Each new view is announced by moving focus to its heading (or message), so keyboard and screen reader users
  // land on what changed; the progress bar keeps focus where it was. Before the browser paints the view, so focus
  // never shows on the control that is gone.
  useLayoutEffect(() => {
    if (phase.kind !== 'reading' && phase.kind !== 'adding') heading.current?.focus();
  }, [phase.kind]);

  const add = (checked: Checked) => {
    setPhase({ kind: 'adding', checked, progress: { done: 0, total: checked.entries.length } });
    bulk
      .addAll(
        checked.entries.map((e) => ({ productCode: e.isbn13, quantity: e.quantity })),
        { onProgress: (progress) => setPhase({ kind: 'adding', checked, progress }) },
      )
      .then(
        (result) => setPhase({ kind: 'done', result }),
        () => setPhase({ kind: 'failed', checked }),
      );
  };

  if (phase.kind === 'reading') {
    return (
      <p className="sm-upload__status" role="status">
        {text.uploadReading}
      </p>
    );
  }

  if (phase.kind === 'refused') {
    const message = formatLabel(text[phase.problem], { name, max: MAX_UPLOAD_ROWS.toLocaleString('en-US') });
    return (
      <div className="sm-upload__panel">
        <div className="sm-alert sm-alert--danger sm-upload__refused" role="alert">
          <p ref={heading} tabIndex={-1} className="sm-upload__message">
            {message}
          </p>
          <p className="sm-upload__message">{text.nothingAdded}</p>
        </div>
        <button type="button" className="sm-button" onClick={onReset}>
          {text.chooseAnother}
        </button>
      </div>
    );
  }

  if (phase.kind === 'pick') {
    return (
      <ColumnPicker
        phase={phase}
        text={text}
        name={name}
        heading={heading}
        Heading={Heading}
        onReset={onReset}
        onPick={(columns) => setPhase(check(phase.rows, columns, maxProductQuantity))}
      />
    );
  }

  if (phase.kind === 'done') {
    const { result } = phase;
    const count = result.added.length;
    return (
      <div className="sm-upload__panel" role="status">
        <p ref={heading} tabIndex={-1} className="sm-upload__message">
          {count === 0 ? text.doneNone : count === 1 ? text.doneOne : formatLabel(text.done, { count })}
        </p>
        {result.failed.length > 0 ? (
          <>
            <p className="sm-upload__message">{formatLabel(text.doneFailed, { count: result.failed.length })}</p>
            <ul className="sm-upload__failed">
              {result.failed.map((f) => (
                <li key={f.productCode}>
                  {formatLabel(text.failedItem, {
                    isbn: f.isbn13,
                    message: f.messages.join(' ') || text.failedUnknown,
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {result.exceeded.length > 0 ? (
          <p className="sm-upload__message">
            {formatLabel(text.doneExceeded, { count: result.exceeded.length, max: maxProductQuantity })}
          </p>
        ) : null}
        <button type="button" className="sm-button" onClick={onReset}>
          {text.uploadAnother}
        </button>
      </div>
    );
  }

  const { checked } = phase;
  const adding = phase.kind === 'adding';
  const titles = checked.entries.length;
  const copies = checked.entries.reduce((sum, e) => sum + e.quantity, 0);
  return (
    <div className="sm-upload__panel">
      <Heading ref={heading} tabIndex={-1} className="sm-upload__subtitle">
        {text.previewTitle}
      </Heading>
      <ul className="sm-upload__summary">
        <li>{formatLabel(text.previewValid, { count: checked.valid.length, titles, copies })}</li>
        <li>{formatLabel(text.previewInvalid, { count: checked.invalid.length })}</li>
      </ul>
      {phase.kind === 'failed' ? (
        <p className="sm-alert sm-alert--danger" role="alert">
          {text.addFailed}
        </p>
      ) : null}
      {checked.invalid.length > 0 ? (
        <RowsTable
          caption={text.invalidTitle}
          headings={[text.cellRow, text.cellIsbn, text.cellQuantity, text.cellReason]}
          rows={checked.invalid.map((r) => [
            r.row,
            r.isbn,
            r.quantity,
            formatLabel(text[r.problem], { max: maxProductQuantity }),
          ])}
          more={text.moreRows}
          invalid
        />
      ) : null}
      {checked.valid.length > 0 ? (
        <RowsTable
          caption={text.validTitle}
          headings={[text.cellRow, text.cellIsbn, text.cellQuantity, ...(note ? [text.cellNote] : [])]}
          rows={checked.valid.map((r) => [r.row, r.isbn13, r.quantity, ...(note ? [note(r.isbn13)] : [])])}
          more={text.moreRows}
        />
      ) : (
        <p className="sm-upload__message">{text.noValidRows}</p>
      )}
      {adding ? (
        <div className="sm-upload__progress">
          <progress
            className="sm-upload__bar"
            max={phase.progress.total}
            value={phase.progress.done}
            aria-label={text.progressLabel}
          />
          <p role="status" className="sm-upload__message">
            {formatLabel(text.progress, {
              done: phase.progress.done.toLocaleString('en-US'),
              total: phase.progress.total.toLocaleString('en-US'),
            })}
          </p>
        </div>
      ) : (
        <div className="sm-upload__actions">
          {titles > 0 ? (
            <button type="button" className="sm-button sm-button--primary" onClick={() => add(checked)}>
              {titles === 1 ? text.addValidOne : formatLabel(text.addValid, { count: titles.toLocaleString('en-US') })}
            </button>
          ) : null}
          <button type="button" className="sm-button" onClick={onReset}>
            {text.chooseAnother}
          </button>
        </div>
      )}
      <OrderedBeforeDialog
        titles={bulk.orderedBefore.asking}
        onAnswer={bulk.orderedBefore.answer}
        labels={flagLabels}
      />
    </div>
  );
}

function RowsTable({
  caption,
  headings,
  rows,
  more,
  invalid = false,
}: {
  caption: string;
  headings: string[];
  rows: ReactNode[][];
  more: string;
  invalid?: boolean;
}) {
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <>
      <table className={`sm-upload__table${invalid ? ' sm-upload__table--invalid' : ''}`}>
        <caption className="sm-upload__caption">{caption}</caption>
        <thead>
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((cells) => (
            <tr key={String(cells[0])}>
              {cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > shown.length ? (
        <p className="sm-upload__more">{formatLabel(more, { count: rows.length - shown.length })}</p>
      ) : null}
    </>
  );
}

function ColumnPicker({
  phase,
  text,
  name,
  heading,
  Heading,
  onReset,
  onPick,
}: {
  phase: Extract<UploadPhase, { kind: 'pick' }>;
  text: SpreadsheetUploadLabels;
  name: string;
  heading: RefObject<(HTMLHeadingElement & HTMLParagraphElement) | null>;
  Heading: 'h3' | 'h4';
  onReset: () => void;
  onPick: (columns: SpreadsheetColumns) => void;
}) {
  const ids = { isbn: useId(), quantity: useId(), intro: useId() };
  const [isbn, setIsbn] = useState(phase.guess.isbn);
  const [quantity, setQuantity] = useState<number | null>(phase.guess.quantity);
  const columns = Array.from({ length: phase.columnCount }, (_, i) => i);
  const option = (i: number) => {
    const headingText = phase.headings[i]?.trim();
    return headingText
      ? formatLabel(text.columnOption, { letter: columnLetter(i), heading: headingText })
      : formatLabel(text.columnOptionBlank, { letter: columnLetter(i) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPick({ headerRow: phase.guess.headerRow, isbn, quantity: quantity === isbn ? null : quantity });
  };
  return (
    <form className="sm-upload__panel sm-upload__picker" onSubmit={submit} aria-describedby={ids.intro}>
      <Heading ref={heading} tabIndex={-1} className="sm-upload__subtitle">
        {text.columnsTitle}
      </Heading>
      <p id={ids.intro} className="sm-upload__message">
        {formatLabel(text.columnsIntro, { name })}
      </p>
      <div className="sm-upload__field">
        <label htmlFor={ids.isbn}>{text.isbnColumn}</label>
        <select id={ids.isbn} value={isbn} onChange={(e) => setIsbn(Number(e.target.value))}>
          {columns.map((i) => (
            <option key={i} value={i}>
              {option(i)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm-upload__field">
        <label htmlFor={ids.quantity}>{text.quantityColumn}</label>
        <select
          id={ids.quantity}
          value={quantity === null || quantity === isbn ? '' : quantity}
          onChange={(e) => setQuantity(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{text.noQuantityColumn}</option>
          {columns
            .filter((i) => i !== isbn)
            .map((i) => (
              <option key={i} value={i}>
                {option(i)}
              </option>
            ))}
        </select>
      </div>
      <div className="sm-upload__actions">
        <button type="submit" className="sm-button sm-button--primary">
          {text.columnsConfirm}
        </button>
        <button type="button" className="sm-button" onClick={onReset}>
          {text.chooseAnother}
        </button>
      </div>
    </form>
  );
}

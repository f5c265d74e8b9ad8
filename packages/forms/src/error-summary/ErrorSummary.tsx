import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { resolveLabels, type LabelOverrides } from '../labels/resolveLabels';
import { errorSummaryLabels, type ErrorSummaryLabels } from './errorSummary.labels';

/** One problem of a form: the id of the control to fix and a message that names it ("Enter the card number"). */
export interface ErrorSummaryItem {
  /** The id of the input (or first control of a group) the link focuses. */
  fieldId: string;
  /** The message; it names its field, as the summary is read apart from the form. */
  message: string;
}

export interface ErrorSummaryProps {
  /** The form's problems now, in the form's order; the summary lists those of the last failed submit still unsolved. */
  errors: readonly ErrorSummaryItem[];
  /**
   * Counts the submits: each new value with problems takes a new snapshot and moves focus to the summary.
   * 0 (nothing submitted yet) shows nothing.
   */
  submitCount: number;
  /** Texts; defaults in English. */
  labels?: LabelOverrides<ErrorSummaryLabels>;
  /** Class of the summary's box. */
  className?: string;
}

/** Focuses a field by id, its own element or the first focusable control inside it (a group of radios). */
export function focusField(fieldId: string): boolean {
  const target = document.getElementById(fieldId);
  if (!target) return false;
  const control = target.matches('input, select, textarea, button, [tabindex]')
    ? target
    : target.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [tabindex]');
  const element = control ?? target;
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
  return document.activeElement === element;
}

/**
 * The error summary (the GOV.UK pattern): after a failed submit it takes focus and is read once, as one
 * alert, heading then each problem as a link to its field; activating a link focuses the field. While
 * it lists problems the document title starts with "Error: ", and it is restored when they are solved or
 * the summary goes. A problem solved since the submit leaves the list; no text is added while the buyer
 * types (only a new submit makes a new list), so nothing is announced mid-word.
 */
export function ErrorSummary({ errors, submitCount, labels, className }: ErrorSummaryProps) {
  const text = resolveLabels(errorSummaryLabels, labels);
  const headingId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [snapshot, setSnapshot] = useState<{ count: number; items: readonly ErrorSummaryItem[] }>({
    count: 0,
    items: [],
  });
  // A new submit takes a new snapshot, during render, so the summary and its focus come in the same commit.
  if (snapshot.count !== submitCount) setSnapshot({ count: submitCount, items: submitCount > 0 ? errors : [] });
  const open = new Set(errors.map((e) => e.fieldId));
  const shown = snapshot.items.filter((item) => open.has(item.fieldId));
  const visible = shown.length > 0;

  useEffect(() => {
    if (snapshot.count > 0 && snapshot.items.length > 0) boxRef.current?.focus();
  }, [snapshot]);

  const { titlePrefix } = text;
  useEffect(() => {
    if (!visible || typeof document === 'undefined') return;
    // The title reads back with its spaces trimmed: "Error: " before an empty title reads "Error:".
    const mark = titlePrefix.trim();
    if (!document.title.startsWith(mark)) document.title = `${titlePrefix}${document.title}`;
    return () => {
      if (document.title.startsWith(mark)) document.title = document.title.slice(mark.length).trimStart();
    };
  }, [visible, titlePrefix]);

  if (!visible) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };
  return (
    <div
      ref={boxRef}
      className={['sm-error-summary', className ?? ''].filter(Boolean).join(' ')}
      tabIndex={-1}
      aria-labelledby={headingId}
      role="group"
    >
      <div role="alert">
        <h2 id={headingId} className="sm-error-summary__title">
          {text.title}
        </h2>
        <ul className="sm-error-summary__list">
          {shown.map((item) => (
            <li key={item.fieldId}>
              <a href={`#${item.fieldId}`} onClick={(event) => follow(event, item.fieldId)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

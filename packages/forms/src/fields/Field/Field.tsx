import { useId, type ReactNode } from 'react';
import { SettledAnnouncement } from './SettledAnnouncement';

export interface FieldIds {
  inputId: string;
  descriptionId: string;
  errorId: string;
}

/** Ids that tie a label, a hint and an error text to one input. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `sm-field-${generated}`;
  return { inputId, descriptionId: `${inputId}-description`, errorId: `${inputId}-error` };
}

/** The `aria-describedby` value for an input: its hint and its error, whichever are shown. */
export function describedBy(
  ids: FieldIds,
  hasDescription: boolean,
  hasError: boolean,
  extra?: string,
): string | undefined {
  const parts = [extra, hasDescription ? ids.descriptionId : undefined, hasError ? ids.errorId : undefined].filter(
    Boolean,
  );
  return parts.length ? parts.join(' ') : undefined;
}

export interface FieldFrameProps {
  /** The ids that tie label, input, description and error together (`useFieldIds`). */
  ids: FieldIds;
  /** The field's label. */
  label: ReactNode;
  /** Help text under the label, read with the input. */
  description?: ReactNode;
  /** The error message; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Marks the field required (shown beside the label). */
  required?: boolean;
  /** Visually hide the label (it still names the input). */
  hideLabel?: boolean;
  /** Classes for the field wrapper. */
  className?: string;
  /**
   * How a new error is announced. 'none': read with the input (aria-describedby) and listed by an error summary
   * after a submit; 'polite': also read once the text stops changing (validation while typing);
   * 'assertive': read at once, for the answer to an action (a refused promo code). @default 'none'
   */
  announce?: 'none' | 'polite' | 'assertive';
  children: ReactNode;
}

/** Label, input, hint and error in the package's layout; the error is read with the input, announced as `announce` says. */
export function FieldFrame({
  ids,
  label,
  description,
  error,
  required,
  hideLabel,
  className,
  announce = 'none',
  children,
}: FieldFrameProps) {
  return (
    <div className={['sm-field', error ? 'sm-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'sm-field__label sm-visually-hidden' : 'sm-field__label'} htmlFor={ids.inputId}>
        {label}
        {required ? (
          <span className="sm-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {description ? (
        <p className="sm-field__description" id={ids.descriptionId}>
          {description}
        </p>
      ) : null}
      {announce === 'assertive' ? (
        // Present before its text, so the message is announced when it comes; out of the layout while empty.
        <p className={error ? 'sm-field__error' : 'sm-visually-hidden'} id={ids.errorId} role="alert">
          {error}
        </p>
      ) : (
        <p className="sm-field__error" id={ids.errorId} hidden={!error}>
          {error}
        </p>
      )}
      {/* Comes with the error, empty, and is filled when the typing pauses: no region waits on a valid field. */}
      {announce === 'polite' && typeof error === 'string' && error ? <SettledAnnouncement message={error} /> : null}
    </div>
  );
}

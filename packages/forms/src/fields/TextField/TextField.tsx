import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '../Field/Field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label that names the input. */
  label: ReactNode;
  /** A hint shown under the input and read with it. */
  description?: ReactNode;
  /** An error text; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Visually hide the label (it still names the input). @default false */
  hideLabel?: boolean;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** Class of the field's wrapper. */
  className?: string;
  /** How a new error is announced (see FieldFrame). @default 'none' */
  announce?: 'none' | 'polite' | 'assertive';
}

/** A labelled text input with an optional hint and error, both wired with aria-describedby. Works with react-hook-form's `register`. */
export function TextField({
  label,
  description,
  error,
  hideLabel = false,
  onValueChange,
  onChange,
  className,
  announce,
  id,
  required,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const hasError = Boolean(error);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
      announce={announce}
    >
      <input
        {...inputProps}
        id={ids.inputId}
        type={type}
        required={required}
        className="sm-field__input"
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(ids, Boolean(description), hasError, inputProps['aria-describedby'])}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    </FieldFrame>
  );
}

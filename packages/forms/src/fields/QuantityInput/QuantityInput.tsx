import type { ComponentPropsWithRef } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '../Field/Field';
import { useQuantityInput, type UseQuantityInputOptions } from './useQuantityInput';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'children'
>;

export interface QuantityInputProps extends UseQuantityInputOptions, NativeInputProps {
  /** A hint shown under the input and read with it. */
  description?: string;
  /** Visually hide the label (it still names the input). @default false */
  hideLabel?: boolean;
  /** Class of the field's wrapper. */
  className?: string;
}

/**
 * A labelled number input for a quantity: accepts digits only, keeps only the digits of pasted text, checks the
 * minimum (default 1) and the maximum on every change and wires the message to the input with aria-describedby.
 */
export function QuantityInput({
  value,
  defaultValue,
  onValueChange,
  min = 1,
  max,
  labels,
  error,
  validateOnMount,
  description,
  hideLabel = false,
  className,
  id,
  ...inputProps
}: QuantityInputProps) {
  const ids = useFieldIds(id);
  const field = useQuantityInput({ value, defaultValue, onValueChange, min, max, labels, error, validateOnMount });
  const hasError = Boolean(field.errorMessage);
  return (
    <FieldFrame
      ids={ids}
      label={field.text.label}
      description={description}
      error={field.errorMessage}
      hideLabel={hideLabel}
      className={['sm-quantity', className ?? ''].filter(Boolean).join(' ')}
      // Checked on every keystroke: read politely once the buyer pauses, never as an alert mid-number.
      announce="polite"
    >
      <input
        {...inputProps}
        id={ids.inputId}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="sm-field__input sm-quantity__input"
        value={field.value}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(ids, Boolean(description), hasError, inputProps['aria-describedby'])}
        onChange={field.handlers.onChange}
        onKeyDown={(event) => {
          inputProps.onKeyDown?.(event);
          field.handlers.onKeyDown(event);
        }}
        onPaste={(event) => {
          inputProps.onPaste?.(event);
          field.handlers.onPaste(event);
        }}
      />
    </FieldFrame>
  );
}

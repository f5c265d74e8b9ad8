import { useState, type ClipboardEvent, type KeyboardEvent, type ChangeEvent } from 'react';
import { resolveLabels, type LabelOverrides } from '../../labels/resolveLabels';
import { keepDigits, keepQuantityText, parseQuantity, type QuantityParseResult } from '../../rules/quantity';
import { quantityErrorMessage } from './quantityError';
import { quantityInputLabels, type QuantityInputLabels } from './quantityInput.labels';

export interface UseQuantityInputOptions {
  /** The text of the field (controlled). */
  value?: string | undefined;
  /** The first text of the field (uncontrolled). @default '1' */
  defaultValue?: string | number | undefined;
  /** Called with the digits-only text and its parsed result on every change. */
  onValueChange?: ((value: string, result: QuantityParseResult) => void) | undefined;
  /** Smallest allowed quantity. @default 1 */
  min?: number | undefined;
  /** Largest allowed quantity (maxProductQuantity). */
  max?: number | undefined;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<QuantityInputLabels> | undefined;
  /** An error from outside (e.g. the server); shown instead of the field's own. */
  error?: string | null | undefined;
  /** Show the field's own error before the first change too. @default false */
  validateOnMount?: boolean | undefined;
}

export interface UseQuantityInputResult {
  text: QuantityInputLabels;
  value: string;
  result: QuantityParseResult;
  /** The message to show, or null. */
  errorMessage: string | null;
  setValue: (value: string) => void;
  handlers: {
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  };
}

/** State and behaviour of a quantity field: digits only (typed or pasted; a decimal is kept to be refused), validated on every change. */
export function useQuantityInput(options: UseQuantityInputOptions = {}): UseQuantityInputResult {
  const {
    value: controlled,
    defaultValue = '1',
    onValueChange,
    min = 1,
    max,
    labels,
    error,
    validateOnMount = false,
  } = options;
  const text = resolveLabels(quantityInputLabels, labels);
  const [uncontrolled, setUncontrolled] = useState(() => keepDigits(String(defaultValue)));
  const [isDirty, setDirty] = useState(false);
  const value = controlled ?? uncontrolled;
  const result = parseQuantity(value, { min, max });

  const setValue = (next: string) => {
    const digits = keepQuantityText(next);
    setDirty(true);
    if (controlled === undefined) setUncontrolled(digits);
    onValueChange?.(digits, parseQuantity(digits, { min, max }));
  };

  const ownError = isDirty || validateOnMount ? quantityErrorMessage(result, text, { min, max }) : null;
  return {
    text,
    value,
    result,
    errorMessage: error || ownError,
    setValue,
    handlers: {
      onChange: (event) => setValue(event.target.value),
      onKeyDown: (event) => {
        // Letters and other printable keys never reach a quantity; shortcuts still work. The characters of a number
        // written another way (. , e + -) do, so `1,5`, `1e3` or `-1` is refused as not a whole number (keepQuantityText)
        // rather than read as 15, 13 or 1.
        if (
          event.key.length === 1 &&
          !/[\d.,eE+-]/.test(event.key) &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          event.preventDefault();
        }
      },
      onPaste: (event) => {
        event.preventDefault();
        setValue(keepQuantityText(event.clipboardData.getData('text')));
      },
    },
  };
}

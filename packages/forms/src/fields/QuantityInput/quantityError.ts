import { formatLabel } from '../../labels/formatLabel';
import type { QuantityParseResult } from '../../rules/quantity';
import type { QuantityInputLabels } from './quantityInput.labels';

/** The message for a parsed quantity (null when it is valid), with `{min}`/`{max}` filled in. */
export function quantityErrorMessage(
  result: QuantityParseResult,
  text: QuantityInputLabels,
  limits: { min: number; max?: number | undefined },
): string | null {
  if (result.ok) return null;
  return formatLabel(text[result.error], { min: limits.min, max: limits.max });
}

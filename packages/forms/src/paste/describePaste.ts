import { formatLabel } from '../labels/formatLabel';
import type { PasteLineError, PasteParseResult } from './parsePasteLines';
import type { PasteLinesLabels } from './pasteLines.labels';

/** The message of one refused line: `Line 4: the ISBN’s check digit is wrong`. */
export function describePasteLineError(
  error: PasteLineError,
  text: PasteLinesLabels,
  limits: { maxQuantity: number },
): string {
  const reason = formatLabel(text[error.problem], { max: limits.maxQuantity });
  return formatLabel(text.lineError, { line: error.line, reason });
}

/**
 * The message for the whole field (spec 001 §5): empty (emptyField), too many lines
 * (numberOfProducts), a line refused (lineFormat, with the maximum quantity); null when every line
 * was read.
 */
export function describePasteResult(
  result: PasteParseResult,
  text: PasteLinesLabels,
  limits: { maxLines: number; maxQuantity: number },
): string | null {
  if (result.status === 'empty') return text.emptyField;
  if (result.status === 'tooManyLines') return formatLabel(text.numberOfProducts, { limit: limits.maxLines });
  if (result.errors.length > 0) return formatLabel(text.lineFormat, { max: limits.maxQuantity });
  return null;
}

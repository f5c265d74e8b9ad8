/** Why a quantity text is not a usable quantity. */
export type QuantityError = 'required' | 'invalid' | 'min' | 'max';

export type QuantityParseResult =
  { ok: true; value: number } | { ok: false; error: QuantityError; value: number | null };

export interface QuantityLimits {
  /** Smallest allowed quantity. @default 1 */
  min?: number;
  /** Largest allowed quantity (global config maxProductQuantity); no upper limit when omitted. */
  max?: number;
}

/** Keeps the digits of a text: what a quantity field accepts when text is typed or pasted. */
export function keepDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * What a quantity field keeps of typed or pasted text: its digits, except that a decimal number (`1.5`, `.5`, `2.`)
 * is kept as it is, so it reads as not a whole number instead of silently becoming another quantity (15).
 */
export function keepQuantityText(text: string): string {
  const trimmed = text.trim();
  return /^\d*\.\d*$/.test(trimmed) && trimmed !== '.' ? trimmed : keepDigits(text);
}

/**
 * Reads a quantity the way the cart and product page do (spec 000 §5, 001 §5): required, whole digits only,
 * at least `min` (default 1), at most `max`.
 */
export function parseQuantity(
  input: string | number | null | undefined,
  limits: QuantityLimits = {},
): QuantityParseResult {
  const { min = 1, max } = limits;
  const text = input === null || input === undefined ? '' : String(input).trim();
  if (text === '') return { ok: false, error: 'required', value: null };
  if (!/^\d+$/.test(text)) return { ok: false, error: 'invalid', value: null };
  const value = Number.parseInt(text, 10);
  if (value < min) return { ok: false, error: 'min', value };
  if (max !== undefined && value > max) return { ok: false, error: 'max', value };
  return { ok: true, value };
}

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
 * A number written in a way no quantity is: a decimal or thousands separator at a digit (`1.5`, `1,5`, `.5`, `2.`),
 * an exponent (`1e3`) or a sign (`-1`, `+2`).
 */
const NOT_A_WHOLE_NUMBER = /\d\s*[.,]\s*\d|[.,]\d|\d[.,](?!\d)|\d\s*[eE]\s*[-+\u2212]?\s*\d|[-+\u2212]\s*\d/;

/**
 * The one rule of every quantity field (product page, cart, price and availability, quick add), typed or pasted:
 * a number written with a comma, a decimal point, an exponent or a sign (`1,5`, `1.5`, `1e3`, `-1`) is kept as it is,
 * so it reads as not a whole number instead of silently becoming another quantity (15, 13, 1); any other text keeps
 * its digits (spec 000 §5 "Pasting keeps only digits": ` 12\n`, `12 copies` → 12).
 */
export function keepQuantityText(text: string): string {
  const trimmed = text.trim();
  return NOT_A_WHOLE_NUMBER.test(trimmed) ? trimmed : keepDigits(text);
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

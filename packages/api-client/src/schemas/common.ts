import { z } from 'zod';

// ---- Input primitives: what a request may carry is what the database can hold ----
// Every request schema builds its strings, dates and integers from these, so a value PostgreSQL would
// refuse (and answer 500) is refused here first, with a 400 naming the field — in one place.

/** The range of a PostgreSQL `integer` (int4) column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A C0 control character other than tab, line feed and carriage return (PostgreSQL text refuses NUL; XML refuses them all). */
// eslint-disable-next-line no-control-regex -- finds the control characters that PostgreSQL and XML refuse
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A UTF-16 surrogate without its pair: text columns store it as U+FFFD, jsonb refuses it. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTERS_REFUSED = 'Must not contain control characters.';
export const UNPAIRED_SURROGATE_REFUSED = 'Must be valid Unicode text (an unpaired surrogate was found).';
export const NOT_A_REAL_DATE = 'Enter a real date (YYYY-MM-DD).';
export const DATE_FORMAT_EXPECTED = 'Enter a date as YYYY-MM-DD.';
export const WHOLE_NUMBER_EXPECTED = 'Must be a whole number.';
const atLeast = (min: number) => `Must be at least ${min}.`;
const atMost = (max: number) => `Must be at most ${max}.`;

/**
 * Text a request may carry: any string without control characters (tab, line feed and carriage return
 * allowed) and without unpaired surrogates. Chain `.trim()`, `.min()`, `.max()`, `.regex()` as on z.string().
 */
export const textInput = () =>
  z
    .string()
    .refine((value) => !CONTROL_CHARACTER.test(value), CONTROL_CHARACTERS_REFUSED)
    .refine((value) => !UNPAIRED_SURROGATE.test(value), UNPAIRED_SURROGATE_REFUSED);

const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** True for a YYYY-MM-DD that names a day of the calendar a date column holds (0001-01-01 to 9999-12-31). */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * A calendar date as YYYY-MM-DD: the shape first (`formatMessage`), then a real day — 2024-02-29 passes,
 * 2023-02-29 and 2024-13-45 answer 'Enter a real date (YYYY-MM-DD).'.
 */
export const dateInput = (formatMessage = DATE_FORMAT_EXPECTED) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: formatMessage, abort: true })
    .refine(isRealIsoDate, NOT_A_REAL_DATE);

/** `[min, max]` narrowed to the int4 range. */
const int4Bounds = (min: number, max: number) => [Math.max(min, INT4_MIN), Math.min(max, INT4_MAX)] as const;

/** Messages of an integer primitive, for fields whose spec words them (e.g. 'Min quantity is 1'). */
export interface IntMessages {
  int?: string;
  min?: string;
  max?: string;
}

/** A whole number in a JSON body, from `min` to `max` (never beyond the int4 range an integer column holds). */
export const intInput = (min = INT4_MIN, max = INT4_MAX, messages: IntMessages = {}) => {
  const [low, high] = int4Bounds(min, max);
  return z
    .number()
    .int(messages.int ?? WHOLE_NUMBER_EXPECTED)
    .min(low, messages.min ?? atLeast(low))
    .max(high, messages.max ?? atMost(high));
};

/** Query-string integers arrive as strings: coerce, then bound like intInput. */
export const queryInt = (min = INT4_MIN, max = INT4_MAX, messages: IntMessages = {}) => {
  const [low, high] = int4Bounds(min, max);
  return z.coerce
    .number()
    .int(messages.int ?? WHOLE_NUMBER_EXPECTED)
    .min(low, messages.min ?? atLeast(low))
    .max(high, messages.max ?? atMost(high));
};

/** A money amount as the backend sends it: a number and its display form in the site currency. */
export const moneySchema = z.object({
  value: z.number(),
  formattedValue: z.string(),
  currencyIso: z.string().length(3).optional(),
});
export type Money = z.infer<typeof moneySchema>;

export const regionSchema = z.object({
  /** `US-XX` or `CA-XX`; mapped to a state or province name for display. */
  isocode: z.string(),
  name: z.string().optional(),
});

export const addressSchema = z.object({
  id: z.string().optional(),
  line1: z.string(),
  line2: z.string().optional().nullable(),
  town: z.string(),
  region: regionSchema.optional().nullable(),
  postalCode: z.string(),
  country: z.object({ isocode: z.string(), name: z.string().optional() }).optional().nullable(),
  cellphone: z.string().optional().nullable(),
  phone: z.string().optional().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** ISBN-13: 13 digits. The check digit is verified where a product is looked up, not in transit. */
export const isbn13Schema = z.string().regex(/^\d{13}$/, 'ISBN-13 must be exactly 13 digits');

/** Positive whole number of items. Limits beyond 1 come from global config (maxProductQuantity). */
export const quantitySchema = intInput(1, INT4_MAX, {
  int: 'Quantity must be a whole number',
  min: 'Min quantity is 1',
});

/** The id of a signed-in user: their email as uid. */
export const userIdSchema = textInput().min(1, 'userId is required').max(254);

export const idSchema = textInput().min(1).max(64);

/** A successful call with nothing to return. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

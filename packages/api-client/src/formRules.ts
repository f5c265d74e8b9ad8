import { FORM_FIELD_TYPES, type FormField, type FormSettings } from './schemas/content';

export const CAPTCHA_REQUIRED = 'Please complete the captcha to submit the form.';
/** The server's answer to a captcha token that is wrong, expired or already used (FORM-02). */
export const CAPTCHA_INVALID = 'The captcha could not be verified. Please try again.';
const RESERVED = new Set(['formId', 'formTarget', 'recaptchaToken', 'reCaptchaEnabled']);

export type FormValue = string | string[] | boolean | null | undefined;
type Value = FormValue;

const isEmpty = (v: Value) =>
  v === undefined ||
  v === null ||
  v === false ||
  (typeof v === 'string' ? v.trim() === '' : Array.isArray(v) && v.length === 0);

/** All fields of a form, every page in order. */
export const formFields = (settings: FormSettings): FormField[] => settings.pageBeans.flatMap((p) => p.fieldBeans);

/** 'hidden' or 'is-hidden' in extraCssClass: an invisible preset field (FORM-01). */
export const isPresetField = (field: FormField): boolean =>
  (field.extraCssClass ?? '').split(/\s+/).some((c) => c === 'hidden' || c === 'is-hidden');

/** A CHECKBOXGROUP without values is a single checkbox whose value is a boolean; with values it sends the ticked ones. */
export const isSingleCheckbox = (field: FormField): boolean =>
  field.type === 'CHECKBOXGROUP' && (field.values?.length ?? 0) === 0;

/** A conditional field counts only while its controlling field matches (FORM-01). */
export function isFieldActive(field: FormField, values: Record<string, Value>): boolean {
  if (!field.conditional || !field.conditionFieldName) return true;
  const controlling = values[field.conditionFieldName];
  const expected = field.conditionFieldValue ?? '';
  const matches = Array.isArray(controlling)
    ? controlling.includes(expected)
    : typeof controlling === 'boolean'
      ? String(controlling) === expected || (controlling && expected === '')
      : String(controlling ?? '') === expected;
  return field.conditionNegate ? !matches : matches;
}

/**
 * Parses a date typed in a form's `dateformat` (tokens d, dd, M, MM, yy, yyyy; anything else is a
 * literal separator). Null when the text does not fit the format or names no real day.
 */
export function parseFormDate(text: string, format = 'dd/MM/yyyy'): Date | null {
  const tokens = format.match(/yyyy|yy|dd|d|MM|M|[^dMy]+/g) ?? [];
  let pattern = '';
  const order: string[] = [];
  for (const token of tokens) {
    if (/^[dMy]+$/.test(token)) {
      order.push(token[0]!);
      pattern += token === 'yyyy' ? '(\\d{4})' : token.length === 2 ? '(\\d{2})' : '(\\d{1,2})';
    } else pattern += token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  const match = new RegExp(`^${pattern}$`).exec(text.trim());
  if (!match) return null;
  const parts: Record<string, number> = {};
  order.forEach((key, i) => {
    parts[key] = Number(match[i + 1]);
  });
  const year = (parts.y ?? 0) < 100 ? 2000 + (parts.y ?? 0) : parts.y!;
  const month = parts.M ?? 0;
  const day = parts.d ?? 0;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** The message of one field's value, or null when it is fine (spec 002 §5; the same rules on client and server). */
export function fieldError(field: FormField, value: Value): string | null {
  if (!(FORM_FIELD_TYPES as readonly string[]).includes(field.type)) return `${field.type} is not defined`;
  if (field.mandatory && isEmpty(value)) return `${field.label} is required`;
  if (isEmpty(value)) return null;
  const invalid = `Invalid ${field.label}`;
  const allowed = field.values ?? [];
  switch (field.type) {
    case 'TEXT_FIELD':
    case 'TEXTAREA':
    case 'DATE_FIELD':
      if (typeof value !== 'string') return invalid;
      if (field.type === 'DATE_FIELD' && !parseFormDate(value, field.dateformat)) return invalid;
      break;
    case 'DROPDOWN':
    case 'RADIOGROUP':
      if (typeof value !== 'string' || (allowed.length > 0 && !allowed.includes(value))) return invalid;
      break;
    case 'CHECKBOXGROUP':
      // A group of one value may also arrive as a boolean (ticked or not).
      if (
        typeof value === 'boolean'
          ? allowed.length > 1
          : !Array.isArray(value) || value.some((v) => !allowed.includes(v))
      )
        return invalid;
      break;
  }
  if (field.regExp && typeof value === 'string') {
    let pattern: RegExp;
    try {
      pattern = new RegExp(field.regExp);
    } catch {
      return invalid;
    }
    if (!pattern.test(value)) return invalid;
  }
  return null;
}

/**
 * The configurable form's rules (spec 002 §5) over a submission: '{label} is required',
 * 'Invalid {label}' (regExp, a value outside the field's options, a date not in its format),
 * unknown fields refused; inactive conditional fields are dropped. Returns the field errors
 * (empty when valid) and the values to keep.
 */
export function checkFormSubmission(
  settings: FormSettings,
  body: Record<string, unknown>,
): { fieldErrors: Record<string, string>; values: Record<string, Value> } {
  const fields = formFields(settings);
  const byName = new Map(fields.map((f) => [f.fieldName, f]));
  const raw = Object.fromEntries(Object.entries(body).filter(([k]) => !RESERVED.has(k))) as Record<string, Value>;
  const fieldErrors: Record<string, string> = {};
  for (const name of Object.keys(raw)) if (!byName.has(name)) fieldErrors[name] = `${name} is not a field of this form`;
  const values: Record<string, Value> = {};
  for (const field of fields) {
    if (!isFieldActive(field, raw)) continue;
    const value = raw[field.fieldName];
    const error = fieldError(field, value);
    if (error) {
      fieldErrors[field.fieldName] = error;
      continue;
    }
    if (value !== undefined) values[field.fieldName] = value;
  }
  return { fieldErrors, values };
}

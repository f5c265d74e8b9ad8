import type { FormField, FormSettings } from './schemas/content';

export const CAPTCHA_REQUIRED = 'Please complete the captcha to submit the form.';
const RESERVED = new Set(['formId', 'formTarget', 'recaptchaToken', 'reCaptchaEnabled']);

type Value = string | string[] | boolean | null | undefined;

const isEmpty = (v: Value) => v === undefined || v === null || v === false || (typeof v === 'string' ? v.trim() === '' : Array.isArray(v) && v.length === 0);

/** A conditional field counts only while its controlling field matches (FORM-01). */
export function isFieldActive(field: FormField, values: Record<string, Value>): boolean {
  if (!field.conditional || !field.conditionFieldName) return true;
  const controlling = values[field.conditionFieldName];
  const matches = Array.isArray(controlling) ? controlling.includes(field.conditionFieldValue ?? '') : String(controlling ?? '') === (field.conditionFieldValue ?? '');
  return field.conditionNegate ? !matches : matches;
}

/**
 * The configurable form's rules (spec 002 §5) over a submission: '{label} is required',
 * 'Invalid {label}', unknown fields refused; inactive conditional fields are ignored. Returns the
 * field errors (empty when valid) and the values to keep.
 */
export function checkFormSubmission(settings: FormSettings, body: Record<string, unknown>): { fieldErrors: Record<string, string>; values: Record<string, Value> } {
  const fields = settings.pageBeans.flatMap((p) => p.fieldBeans);
  const byName = new Map(fields.map((f) => [f.fieldName, f]));
  const raw = Object.fromEntries(Object.entries(body).filter(([k]) => !RESERVED.has(k))) as Record<string, Value>;
  const fieldErrors: Record<string, string> = {};
  for (const name of Object.keys(raw)) if (!byName.has(name)) fieldErrors[name] = `${name} is not a field of this form`;
  const values: Record<string, Value> = {};
  for (const field of fields) {
    if (!isFieldActive(field, raw)) continue;
    const value = raw[field.fieldName];
    if (field.mandatory && isEmpty(value)) { fieldErrors[field.fieldName] = `${field.label} is required`; continue; }
    if (field.regExp && typeof value === 'string' && value !== '' && !new RegExp(field.regExp).test(value)) { fieldErrors[field.fieldName] = `Invalid ${field.label}`; continue; }
    if (value !== undefined) values[field.fieldName] = value;
  }
  return { fieldErrors, values };
}

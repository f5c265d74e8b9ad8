import { z } from 'zod';
import {
  FORM_FIELD_TYPES,
  fieldError,
  formFields,
  isFieldActive,
  isPresetField,
  isSingleCheckbox,
  type FormField,
  type FormSettings,
  type FormValue,
  type SubmitFormBody,
} from '@shelfmark/api-client';
import { formatLabel } from '../labels/formatLabel';
import type { ConfigurableFormLabels } from './configurableForm.labels';

export type ConfigurableFormValues = Record<string, string | string[] | boolean>;

export const isKnownFieldType = (field: FormField): boolean =>
  (FORM_FIELD_TYPES as readonly string[]).includes(field.type);

/** The option value a field starts with: initialValue, or (initialValueOption 'text') the value whose display text is initialText. */
function initialOption(field: FormField): string {
  const values = field.values ?? [];
  const wanted =
    field.initialValueOption === 'text'
      ? values[(field.displayValues ?? []).indexOf(field.initialText ?? field.initialValue ?? '')]
      : field.initialValue;
  return wanted && values.includes(wanted) ? wanted : '';
}

/** Defaults (spec 002 §5): texts from initialValue, dropdown and radio empty unless preset, a checkbox false, a group none ticked. */
export function defaultFormValues(settings: FormSettings): ConfigurableFormValues {
  const values: ConfigurableFormValues = {};
  for (const field of formFields(settings)) {
    switch (field.type) {
      case 'CHECKBOXGROUP':
        values[field.fieldName] = isSingleCheckbox(field)
          ? field.initialValue === 'true'
          : (field.values ?? []).filter((v) => v === field.initialValue);
        break;
      case 'DROPDOWN':
      case 'RADIOGROUP':
        values[field.fieldName] = initialOption(field);
        break;
      default:
        values[field.fieldName] = field.initialValue ?? '';
    }
  }
  return values;
}

/** The longest prefilled text: an address carries a product's title, not a document. */
export const PREFILL_MAX_LENGTH = 200;

/**
 * The values an address may put into a form (e.g. the product a buyer came from, `?product=database&title=…`): by
 * field name, only for shown text fields (TEXT_FIELD, TEXTAREA; trimmed, at most PREFILL_MAX_LENGTH characters) and
 * choices (DROPDOWN, RADIOGROUP) whose options hold the value. Preset (hidden) fields, checkboxes, dates and unknown
 * names are never prefilled; the visitor sees and can change every prefilled value before sending.
 */
export function prefillValues(
  settings: FormSettings,
  prefill: Readonly<Record<string, string>> | undefined,
): ConfigurableFormValues {
  const values: ConfigurableFormValues = {};
  if (!prefill) return values;
  for (const field of formFields(settings)) {
    const wanted = prefill[field.fieldName]?.trim();
    if (!wanted || isPresetField(field)) continue;
    if (field.type === 'TEXT_FIELD' || field.type === 'TEXTAREA')
      values[field.fieldName] = wanted.slice(0, PREFILL_MAX_LENGTH);
    else if ((field.type === 'DROPDOWN' || field.type === 'RADIOGROUP') && (field.values ?? []).includes(wanted))
      values[field.fieldName] = wanted;
  }
  return values;
}

/** The message of a field in the labels' words, from the rules the server applies too. */
export function fieldMessage(field: FormField, value: FormValue, text: ConfigurableFormLabels): string | null {
  const error = fieldError(field, value);
  if (!error) return null;
  if (!isKnownFieldType(field)) return formatLabel(text.unknownType, { type: field.type });
  if (error === `${field.label} is required`) return formatLabel(text.required, { label: field.label });
  return formatLabel(text.invalid, { label: field.label });
}

/**
 * The zod schema of a form: every field that is shown (conditions hold) and known is checked on
 * every change; hidden conditional fields are neither required nor checked (FORM-01).
 */
export function buildFormSchema(settings: FormSettings, text: ConfigurableFormLabels) {
  const fields = formFields(settings).filter(isKnownFieldType);
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    const current = values as ConfigurableFormValues;
    for (const field of fields) {
      if (!isFieldActive(field, current)) continue;
      const message = fieldMessage(field, current[field.fieldName], text);
      if (message) ctx.addIssue({ code: 'custom', path: [field.fieldName], message });
    }
  });
}

/** The request body: only the form's own fields that are shown (or preset), plus formId, formTarget and the captcha (spec 002 §7). */
export function submissionBody(
  settings: FormSettings,
  values: ConfigurableFormValues,
  recaptchaToken: string | null,
): SubmitFormBody {
  const body: Record<string, string | string[] | boolean> = {};
  for (const field of formFields(settings)) {
    if (!isKnownFieldType(field) || !isFieldActive(field, values)) continue;
    const value = values[field.fieldName];
    if (value !== undefined) body[field.fieldName] = value;
  }
  return {
    ...body,
    formId: settings.formId,
    ...(settings.formTarget ? { formTarget: settings.formTarget } : {}),
    ...(settings.reCaptchaEnabled ? { reCaptchaEnabled: true, recaptchaToken } : {}),
  } as SubmitFormBody;
}

/** The visible fields, in order (preset hidden fields are sent but not shown). */
export const visibleFields = (settings: FormSettings) => formFields(settings).filter((f) => !isPresetField(f));

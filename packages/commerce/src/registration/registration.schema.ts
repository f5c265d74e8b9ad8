import { CATALOG_CHOICES, type CatalogChoice, type RegistrationFormValues } from '@shelfmark/api-client';
import type { RegistrationLabels } from './registration.labels';

/** The form's fields in screen order (spec 001 §2). */
export const REGISTRATION_FIELDS = [
  'catalogSelection',
  'accountNumber',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationDraft = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** The configurable patterns of spec 001 §5. */
export interface RegistrationPatterns {
  /** @default /^\d+$/ */
  accountNumber: RegExp;
  /** @default a local part, an @ and a domain with a dot */
  email: RegExp;
  /** Checked after spaces and dashes are removed. @default /^\+?\d{7,15}$/ */
  phone: RegExp;
}
export const defaultRegistrationPatterns: RegistrationPatterns = {
  accountNumber: /^\d+$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  phone: /^\+?\d{7,15}$/,
};

const phoneDigits = (phone: string) => phone.replace(/[\s-]+/g, '');

/**
 * Checks the trimmed values with the spec's rules and messages (spec 001 §5 "Registration");
 * answers the form values once every field is fine.
 */
export function validateRegistration(
  draft: RegistrationDraft,
  text: RegistrationLabels,
  patterns: RegistrationPatterns = defaultRegistrationPatterns,
): { errors: RegistrationErrors; values: RegistrationFormValues | null } {
  const v = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, draft[f].trim()])) as RegistrationDraft;
  const errors: RegistrationErrors = {};
  if (!(CATALOG_CHOICES as readonly string[]).includes(v.catalogSelection))
    errors.catalogSelection = text.catalogRequired;
  if (!v.accountNumber) errors.accountNumber = text.accountNumberRequired;
  else if (!patterns.accountNumber.test(v.accountNumber)) errors.accountNumber = text.accountNumberPattern;
  if (!v.firstName) errors.firstName = text.firstNameRequired;
  if (!v.lastName) errors.lastName = text.lastNameRequired;
  if (!v.email) errors.email = text.emailRequired;
  else if (!patterns.email.test(v.email)) errors.email = text.emailPattern;
  if (!v.phone) errors.phone = text.phoneRequired;
  else if (!patterns.phone.test(phoneDigits(v.phone))) errors.phone = text.phonePattern;
  if (Object.keys(errors).length > 0) return { errors, values: null };
  return {
    errors,
    values: { ...v, catalogSelection: v.catalogSelection as CatalogChoice, phone: phoneDigits(v.phone) },
  };
}

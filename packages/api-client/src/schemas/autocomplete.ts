/**
 * The HTML autofill detail tokens a form field may carry in `autocomplete` (WCAG 1.3.5 Identify Input Purpose),
 * as the HTML standard lists them: an optional `section-*`, an optional `shipping` or `billing`, an optional
 * `home`/`work`/`mobile`/`fax`/`pager` before a contact field, the field name, an optional `webauthn`; or `on`/`off`.
 */
const FIELD_NAMES = new Set([
  'name',
  'honorific-prefix',
  'given-name',
  'additional-name',
  'family-name',
  'honorific-suffix',
  'nickname',
  'username',
  'new-password',
  'current-password',
  'one-time-code',
  'organization-title',
  'organization',
  'street-address',
  'address-line1',
  'address-line2',
  'address-line3',
  'address-level4',
  'address-level3',
  'address-level2',
  'address-level1',
  'country',
  'country-name',
  'postal-code',
  'cc-name',
  'cc-given-name',
  'cc-additional-name',
  'cc-family-name',
  'cc-number',
  'cc-exp',
  'cc-exp-month',
  'cc-exp-year',
  'cc-csc',
  'cc-type',
  'transaction-currency',
  'transaction-amount',
  'language',
  'bday',
  'bday-day',
  'bday-month',
  'bday-year',
  'sex',
  'url',
  'photo',
]);
/** Field names that may follow a contact kind (`work email`, `mobile tel`). */
const CONTACT_NAMES = new Set([
  'tel',
  'tel-country-code',
  'tel-national',
  'tel-area-code',
  'tel-local',
  'tel-local-prefix',
  'tel-local-suffix',
  'tel-extension',
  'email',
  'impp',
]);
const CONTACT_KINDS = new Set(['home', 'work', 'mobile', 'fax', 'pager']);

/** True when `value` is a valid `autocomplete` attribute value (tokens compared without case, as browsers do). */
export function isAutocompleteValue(value: string): boolean {
  const tokens = value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length === 1 && (tokens[0] === 'on' || tokens[0] === 'off')) return true;
  let i = 0;
  if (tokens[i]?.startsWith('section-') && tokens[i]!.length > 'section-'.length) i += 1;
  if (tokens[i] === 'shipping' || tokens[i] === 'billing') i += 1;
  const kind = tokens[i] !== undefined && CONTACT_KINDS.has(tokens[i]!);
  if (kind) i += 1;
  const name = tokens[i];
  if (name === undefined) return false;
  if (!(kind ? CONTACT_NAMES.has(name) : FIELD_NAMES.has(name) || CONTACT_NAMES.has(name))) return false;
  i += 1;
  if (tokens[i] === 'webauthn') i += 1;
  return i === tokens.length;
}

/** The input types a text field of the configurable form may have. */
export const FORM_INPUT_TYPES = ['text', 'email', 'tel', 'url', 'number'] as const;
export type FormInputType = (typeof FORM_INPUT_TYPES)[number];

/**
 * The input type of a text field: its own `inputType`, else the one its autocomplete purpose implies (an `email`
 * field gets the email keyboard and the browser's address check), else text.
 */
export function formInputType(field: {
  inputType?: FormInputType | null;
  autocomplete?: string | null;
}): FormInputType {
  if (field.inputType) return field.inputType;
  const name = field.autocomplete?.trim().toLowerCase().split(/\s+/).at(-1);
  if (name === 'email') return 'email';
  if (name?.startsWith('tel')) return 'tel';
  if (name === 'url') return 'url';
  return 'text';
}

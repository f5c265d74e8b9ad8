export { TextField, type TextFieldProps } from './fields/TextField/TextField';
export { QuantityInput, type QuantityInputProps } from './fields/QuantityInput/QuantityInput';
export {
  useQuantityInput,
  type UseQuantityInputOptions,
  type UseQuantityInputResult,
} from './fields/QuantityInput/useQuantityInput';
export { quantityInputLabels, type QuantityInputLabels } from './fields/QuantityInput/quantityInput.labels';
export { quantityErrorMessage } from './fields/QuantityInput/quantityError';
export {
  ErrorSummary,
  focusField,
  errorSummaryLabels,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  type ErrorSummaryLabels,
} from './error-summary/index';
export {
  SettledAnnouncement,
  useSettledText,
  SETTLE_MS,
  type SettledAnnouncementProps,
} from './fields/Field/SettledAnnouncement';
export { FieldFrame, useFieldIds, describedBy, type FieldFrameProps, type FieldIds } from './fields/Field/Field';
export {
  parseQuantity,
  keepDigits,
  keepQuantityText,
  type QuantityParseResult,
  type QuantityError,
  type QuantityLimits,
} from './rules/quantity';
export { isValidIsbn13, isbn13CheckDigit, normaliseIsbn, formatIsbn } from './rules/isbn';
export { displayCode } from './rules/displayCode';
export { resolveLabels, type LabelOverrides } from './labels/resolveLabels';
export { formatLabel } from './labels/formatLabel';
export { pluralLabel, type PluralLabel } from './labels/pluralLabel';
export {
  apiErrorLabels,
  apiErrorKind,
  apiErrorText,
  isSchemaRejection,
  secondsToWait,
  type ApiErrorKind,
  type ApiErrorLabels,
} from './labels/apiErrorText';
export {
  parsePasteLines,
  canSubmitPaste,
  MAX_PASTE_LINES,
  pasteLinesLabels,
  describePasteLineError,
  describePasteResult,
  type PasteParseResult,
  type PasteEntry,
  type PasteLineError,
  type PasteLineProblem,
  type ParsePasteOptions,
  type PasteLinesLabels,
} from './paste';
export {
  ConfigurableForm,
  useConfigurableForm,
  CaptchaGate,
  configurableFormLabels,
  buildFormSchema,
  defaultFormValues,
  submissionBody,
  type ConfigurableFormProps,
  type UseConfigurableFormOptions,
  type UseConfigurableFormResult,
  type FormStatus,
  type CaptchaGateProps,
  type ConfigurableFormLabels,
  type ConfigurableFormValues,
} from './configurable-form/index';
export {
  useFocusSuccessor,
  useFocusOpener,
  focusFirst,
  firstFocusable,
  focusableAfter,
  canTakeFocus,
  headingOf,
  placeOf,
  successorsOf,
  focusWasLost,
  FOCUSABLE,
  type FocusedPlace,
} from './focus/focusSuccessor';

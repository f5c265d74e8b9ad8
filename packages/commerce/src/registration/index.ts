export { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';
export { registrationLabels, type RegistrationLabels } from './registration.labels';
export {
  useRegistration,
  type UseRegistrationOptions,
  type UseRegistrationResult,
  type RegistrationFailure,
} from './useRegistration';
export {
  validateRegistration,
  defaultRegistrationPatterns,
  REGISTRATION_FIELDS,
  type RegistrationPatterns,
  type RegistrationDraft,
  type RegistrationErrors,
  type RegistrationField,
} from './registration.schema';

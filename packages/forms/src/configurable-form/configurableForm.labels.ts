import { CAPTCHA_REQUIRED } from '@shelfmark/api-client';

/** Editable texts of the configurable form (spec 002 §5, §8, §9), with the spec's English defaults. */
export const configurableFormLabels = {
  /** Used when the form's settings carry no submit label. */
  submit: 'Submit',
  /** Used when the form's settings carry no clear label. */
  clear: 'Clear',
  submitting: 'Sending…',
  required: '{label} is required',
  invalid: 'Invalid {label}',
  unknownType: '{type} is not defined',
  captchaRequired: CAPTCHA_REQUIRED,
  submitError: 'An error occurred while submitting the form. Please try again.',
  sent: 'Thank you, your form has been sent.',
  redirecting: 'Thank you, your form has been sent. Taking you to the next page…',
  dismiss: 'Dismiss',
  /** The heading of the list of problems after a failed submit. */
  errorSummaryTitle: 'There is a problem',
  /** Put before the page title while that list is shown. */
  errorTitlePrefix: 'Error: ',
  /** Hint of a date field without its own hint; {format} is the field's date format. */
  dateHint: 'Format: {format}',
  selectPlaceholder: 'Choose…',
  captchaCheckbox: "I'm not a robot",
  captchaVerifying: 'Verifying…',
  captchaVerified: 'Verified',
  captchaFailed: 'Verification failed. Please try again.',
  captchaLoading: 'Loading the captcha…',
};
export type ConfigurableFormLabels = typeof configurableFormLabels;

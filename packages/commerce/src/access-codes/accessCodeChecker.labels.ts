/** English defaults of the access code checker (spec 001 §2, §4, §5, §8; ACC-01). */
export const accessCodeCheckerLabels = {
  title: 'Access code checker',
  inputLabel: 'Access codes',
  inputHint: 'Enter one or more codes, separated by spaces, commas or new lines.',
  /** The limits of the checker, stated under the field: codes a check ({maxCodes}) and checks a minute ({maxChecks}). */
  limits: 'Up to {maxCodes} codes a check, {maxChecks} checks a minute.',
  /** More codes than one check takes. */
  tooMany: 'Enter at most {maxCodes} codes at a time.',
  /** A visitor: the checker needs a session. */
  signedOut: 'Sign in to check access codes.',
  /** The check failed because the session had ended. */
  sessionEnded: 'Your session has ended. Sign in, then check the codes again.',
  signIn: 'Sign in',
  submit: 'Check codes',
  checking: 'Checking…',
  empty: "Input shouldn't be empty.",
  /** The empty input in the error summary, which is read apart from the field: so it names the field. */
  emptySummary: 'Enter at least one access code',
  /** The heading of the list of problems after a failed check. */
  errorSummaryTitle: 'There is a problem',
  /** Put before the page title while that list is shown. */
  errorTitlePrefix: 'Error: ',
  resultsHeading: 'Results',
  back: 'Back',
  accessCode: 'Access code',
  status: 'Status',
  productName: 'Product',
  registeredTo: 'Registered to',
  email: 'Email',
  activationDate: 'Activation date',
  returnable: 'Returnable',
  refundEligibility: 'Refund eligibility',
  yes: 'Yes',
  no: 'No',
  failed: 'The codes could not be checked. {message}',
};
export type AccessCodeCheckerLabels = typeof accessCodeCheckerLabels;

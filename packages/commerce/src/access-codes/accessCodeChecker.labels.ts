/** English defaults of the access code checker (spec 001 §2, §4, §5, §8; ACC-01). */
export const accessCodeCheckerLabels = {
  title: 'Access code checker',
  inputLabel: 'Access codes',
  inputHint: 'Enter one or more codes, separated by spaces, commas or new lines.',
  submit: 'Check codes',
  checking: 'Checking…',
  empty: "Input shouldn't be empty.",
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

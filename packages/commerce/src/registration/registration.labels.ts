/**
 * English defaults of the registration form (spec 001 §2, §5, §8; REG-01). The error texts are the
 * spec's own; the banner texts for NotFoundError and AlreadyExistsError are configurable. The
 * reference server never answers those two (they would tell anyone which emails and account numbers
 * exist: it emails the owner of the address instead); a back end that does still gets them.
 */
export const registrationLabels = {
  title: 'Create an account',
  intro:
    'Register with the customer or account number of your institution. We will confirm your account before you can order.',
  catalogSelection: 'Catalog',
  catalogShelfmark: 'Shelfmark',
  catalogThorndike: 'Thorndike',
  accountNumber: 'Customer / Account number',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  submit: 'Register',
  /** The heading of the list of problems after a failed Register. */
  errorSummaryTitle: 'There is a problem',
  /** Put before the page title while that list is shown. */
  errorTitlePrefix: 'Error: ',
  submitting: 'Registering…',
  catalogRequired: 'Catalog Selection is required',
  accountNumberRequired: 'Customer / Account number is required',
  accountNumberPattern: 'Customer / Account number must be number',
  emailRequired: 'Email is required',
  emailPattern: 'Please, provide valid email address.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phonePattern: 'Please, provide valid phone number.',
  accountNotFound: 'We could not find this customer / account number. Please check it, or contact customer service.',
  alreadyExists: 'An account with this email already exists. Please sign in, or reset your password.',
  genericError: 'Something went Wrong',
  /** Submitted without the captcha ticked (every registration solves one). */
  captchaRequired: 'Please complete the captcha to register.',
  captchaCheckbox: "I'm not a robot",
  captchaVerifying: 'Verifying…',
  captchaVerified: 'Verified',
  captchaFailed: 'Verification failed. Please try again.',
  captchaLoading: 'Loading the captcha…',
};
export type RegistrationLabels = typeof registrationLabels;

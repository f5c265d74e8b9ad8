import { z } from 'zod';
import { PRODUCT_STORE_ROLE, SECOND_BRAND_STORE_ROLE } from '../brand';
import { textInput } from './common';

const required = (message: string) => textInput().trim().min(1, message);

/**
 * Registration payload, spec 001 §3 (REG-01): the user, the roles (purchaser plus the chosen
 * catalogue's store role) and the identity-provider user with one group id.
 */
export const registrationUserSchema = z.object({
  firstName: required('First name is required').max(100),
  lastName: required('Last name is required').max(100),
  email: required('Email is required').max(254).email('Please, provide valid email address.'),
  uid: required('Email is required').max(254),
  defaultShipToAccount: required('Customer / Account number is required')
    .max(40)
    .regex(/^\d+$/, 'Customer / Account number must be number'),
  roles: z
    .array(z.enum(['purchaser', PRODUCT_STORE_ROLE, SECOND_BRAND_STORE_ROLE]))
    .min(1)
    .refine((r) => r.includes('purchaser'), 'roles must include purchaser'),
  workPhone: required('Phone number is required').max(40),
  oktaUser: z.object({
    profile: z.object({
      firstName: textInput().trim().min(1),
      lastName: textInput().trim().min(1),
      email: textInput().trim().min(1),
      login: textInput().trim().min(1),
      mobilePhone: textInput().trim().max(40).optional().nullable(),
    }),
    groupIds: z.array(textInput().min(1)).length(1, 'groupIds holds exactly one group id'),
  }),
});
export type RegistrationUser = z.infer<typeof registrationUserSchema>;

/**
 * POST /api/public/users/registration: the user, and the solved captcha's token (FORM-02's widget,
 * the same field name as the configurable form). Optional here so that a missing token gets its
 * own message (CAPTCHA_REQUIRED) rather than a schema error.
 */
export const registrationBodySchema = z.object({
  user: registrationUserSchema,
  recaptchaToken: textInput().max(4000).optional().nullable(),
});
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** The one answer (202) to every well-formed registration with a solved captcha, whatever became of it. */
export const REGISTRATION_RECEIVED = 'Thanks — if the details match, we will email you about your registration.';

/**
 * The answer to a registration: the same for a new user, a known email and an unknown account
 * number, so that a caller learns neither which emails are registered nor which account numbers
 * exist. What really happened goes to the email address given (the server logs it).
 * A new user exists as PENDING, with no access to the account, until staff confirm it; the
 * storefront goes to accountConfirmation.
 */
export const registrationResultSchema = z.object({ message: z.string() });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/**
 * Identity-provider groups chosen by email domain (spec 001 §6): test domains go to the QA group,
 * all others to the default group. The ids come from runtime configuration; these are the defaults.
 */
export interface IdentityGroups {
  defaultGroupId: string;
  qaGroupId: string;
  /** Email domains (and their subdomains) that count as test domains. */
  testDomains: readonly string[];
}
export const DEFAULT_IDENTITY_GROUPS: IdentityGroups = {
  defaultGroupId: 'shelfmark-customers',
  qaGroupId: 'shelfmark-qa',
  testDomains: ['shelfmark.test', 'thorndike.test', 'example.com', 'example.org'],
};

/** The group id of an email's domain (REG-01). */
export function identityGroupFor(email: string, groups: IdentityGroups = DEFAULT_IDENTITY_GROUPS): string {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  const isTest = groups.testDomains.some((d) => domain === d || domain.endsWith(`.${d}`));
  return isTest ? groups.qaGroupId : groups.defaultGroupId;
}

/** The two catalogues a registrant may pick (spec 001 §5: default `{product}-store`). */
export const CATALOG_CHOICES = [PRODUCT_STORE_ROLE, SECOND_BRAND_STORE_ROLE] as const;
export type CatalogChoice = (typeof CATALOG_CHOICES)[number];

/** Roles of a registration (spec 001 §6): purchaser always, plus `{product}-store` when that catalog is picked. */
export function registrationRoles(catalog: CatalogChoice): RegistrationUser['roles'] {
  return catalog === PRODUCT_STORE_ROLE ? ['purchaser', PRODUCT_STORE_ROLE] : ['purchaser'];
}

/** What the registration form collects (spec 001 §2), already trimmed and valid. */
export interface RegistrationFormValues {
  catalogSelection: CatalogChoice;
  accountNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The payload of POST /api/public/users/registration for the form's values (spec 001 §3). */
export function buildRegistrationBody(
  values: RegistrationFormValues,
  groups: IdentityGroups = DEFAULT_IDENTITY_GROUPS,
): RegistrationBody {
  const email = values.email.trim();
  return {
    user: {
      firstName: values.firstName,
      lastName: values.lastName,
      email,
      uid: email,
      defaultShipToAccount: values.accountNumber,
      roles: registrationRoles(values.catalogSelection),
      workPhone: values.phone,
      oktaUser: {
        profile: {
          firstName: values.firstName,
          lastName: values.lastName,
          email,
          login: email,
          mobilePhone: values.phone,
        },
        groupIds: [identityGroupFor(email, groups)],
      },
    },
  };
}

/**
 * Checks that a parsed registration is consistent (uid and login are the email, the group is the
 * one of the email's domain). Answers field → message for each problem; empty when it is fine.
 */
export function registrationConsistencyErrors(
  user: RegistrationUser,
  groups: IdentityGroups = DEFAULT_IDENTITY_GROUPS,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = user.email.toLowerCase();
  if (user.uid.toLowerCase() !== email) errors['user.uid'] = 'uid must be the email';
  if (user.oktaUser.profile.login.toLowerCase() !== email)
    errors['user.oktaUser.profile.login'] = 'login must be the email';
  if (user.oktaUser.profile.email.toLowerCase() !== email)
    errors['user.oktaUser.profile.email'] = 'must be the user’s email';
  const group = identityGroupFor(email, groups);
  if (user.oktaUser.groupIds[0] !== group)
    errors['user.oktaUser.groupIds'] = `the group of this email domain is ${group}`;
  return errors;
}

/** The message the storefront shows for a registration failure's errorList type (spec 001 §8). */
export const REGISTRATION_ALREADY_EXISTS = 'A user with this email already exists.';

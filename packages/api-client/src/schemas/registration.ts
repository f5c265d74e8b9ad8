import { z } from 'zod';
import { PRODUCT_STORE_ROLE, SECOND_BRAND_STORE_ROLE } from '../brand';

const required = (message: string) => z.string().trim().min(1, message);

/**
 * Registration payload, spec 001 §3 (REG-01): the user, the roles (purchaser plus the chosen
 * catalogue's store role) and the identity-provider user with one group id.
 */
export const registrationUserSchema = z.object({
  firstName: required('First name is required').max(100),
  lastName: required('Last name is required').max(100),
  email: required('Email is required').max(254).email('Please, provide valid email address.'),
  uid: required('Email is required').max(254),
  defaultShipToAccount: required('Customer / Account number is required').max(40).regex(/^\d+$/, 'Customer / Account number must be number'),
  roles: z.array(z.enum(['purchaser', PRODUCT_STORE_ROLE, SECOND_BRAND_STORE_ROLE])).min(1).refine((r) => r.includes('purchaser'), 'roles must include purchaser'),
  workPhone: required('Phone number is required').max(40),
  oktaUser: z.object({
    profile: z.object({
      firstName: z.string().trim().min(1),
      lastName: z.string().trim().min(1),
      email: z.string().trim().min(1),
      login: z.string().trim().min(1),
      mobilePhone: z.string().trim().max(40).optional().nullable(),
    }),
    groupIds: z.array(z.string().min(1)).length(1, 'groupIds holds exactly one group id'),
  }),
});
export type RegistrationUser = z.infer<typeof registrationUserSchema>;

/** POST /api/public/users/registration */
export const registrationBodySchema = z.object({ user: registrationUserSchema });
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/**
 * Success: the user exists as PENDING until the account is confirmed (the storefront then goes to
 * accountConfirmation). Failures answer errorList types NotFoundError (unknown account number) or
 * AlreadyExistsError (the email is registered).
 */
export const registrationResultSchema = z.object({ uid: z.string(), accountStatus: z.enum(['ACTIVE', 'PENDING']) });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

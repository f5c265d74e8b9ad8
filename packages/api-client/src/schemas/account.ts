import { z } from 'zod';
import { addressSchema, textInput, userIdSchema } from './common';

export const shipToAccountSchema = z.object({
  accountNumber: z.string(),
  uid: z.string().optional(),
  name: z.string(),
  active: z.boolean(),
  addresses: z.array(addressSchema),
  /** Accounts on the E1 system have archived orders (spec 000 §6). */
  isE1Account: z.boolean().optional(),
  e1AccountNumber: z.string().optional().nullable(),
  parentOrgUnit: z.object({ uid: z.string(), intermediateUnit: z.boolean() }).optional().nullable(),
  /** The ship-to's library funds (account data): the fund codes a cart line is offered; any other code is allowed. */
  funds: z.array(z.string()).optional(),
});
export type ShipToAccount = z.infer<typeof shipToAccountSchema>;

export const defaultAccountSchema = z.object({
  name: z.string(),
  uid: z.string(),
  addresses: z.array(addressSchema),
});
export type DefaultAccount = z.infer<typeof defaultAccountSchema>;

/** GET /api/users/accounts (spec 000 §3 "Accounts response"). */
export const accountsResponseSchema = z.object({
  shipToAccount: shipToAccountSchema.nullable(),
  shipToAccounts: z.array(shipToAccountSchema),
  customerDefaultShipToAccount: defaultAccountSchema.nullable(),
  customerDefaultBillToAccount: defaultAccountSchema.nullable(),
});
export type AccountsResponse = z.infer<typeof accountsResponseSchema>;

export const getAccountsQuerySchema = z.object({ userId: userIdSchema });
export type GetAccountsQuery = z.infer<typeof getAccountsQuerySchema>;

export const accountStatusSchema = z.enum(['ACTIVE', 'PENDING']);
export const marketSchema = z.enum(['NA', 'INTERNATIONAL']);

/**
 * The signed-in user as the storefront sees them (spec 000 §3 "User (context)", spec 001 §3 "User",
 * spec 002 §3 "User (profile)").
 */
export const sessionUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().optional().nullable(),
  departmentName: z.string().optional().nullable(),
  workPhone: z.string().optional().nullable(),
  storeName: z.string().optional().nullable(),
  defaultAddress: z.object({ cellphone: z.string().nullable().optional() }).optional().nullable(),
  hasPurchaserRights: z.boolean(),
  isUserInquiryOnly: z.boolean(),
  isShelfmarkUser: z.boolean(),
  isThorndikeUser: z.boolean(),
  isCengageEmployee: z.boolean(),
  isNglUser: z.boolean(),
  isInternational: z.boolean(),
  accountStatus: accountStatusSchema,
  tierLevel: z.string().optional().nullable(),
  roles: z.array(z.string()),
  orgUnit: z.object({ accountNumber: z.string(), uid: z.string() }).optional().nullable(),
  defaultShipToAccount: z.string().optional().nullable(),
  defaultBillToAccount: z.string().optional().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/session — who is signed in (null when nobody is). Not in the specs' tables. */
export const sessionSchema = z.object({
  user: sessionUserSchema.nullable(),
  /** Echo this in the `x-csrf-token` header of every mutation. */
  csrfToken: z.string().nullable(),
  /**
   * Content preview is on (CMS-01): an editor who entered it (GET /api/content/preview) and has not left it. The
   * storefront then asks for drafts (`preview=true`), shows the preview bar and the edit buttons.
   */
  preview: z.boolean().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * POST /api/auth/pending-add {id} — the "Add to cart" a visitor pressed before signing in (PDP-02): the sign-in
 * returns to the page with a one-time id, which this call answers once with the product and quantity asked.
 * Chosen here (shared decisions).
 */
export const pendingAddSchema = z.object({
  code: z.string().min(1),
  quantity: z.number().int().min(1),
});
export type PendingAdd = z.infer<typeof pendingAddSchema>;

/**
 * PATCH /api/users/accounts/default — update the user's default accounts at checkout (spec 000 §7:
 * "account update call … path not shown"; chosen here). Answers the accounts response.
 */
export const updateDefaultAccountsBodySchema = z.object({
  userId: userIdSchema,
  shipToAccountNumber: textInput().min(1, 'shipToAccountNumber is required').max(40),
  billToAccountNumber: textInput().min(1, 'billToAccountNumber is required').max(40).optional(),
});
export type UpdateDefaultAccountsBody = z.infer<typeof updateDefaultAccountsBodySchema>;

/** GET /api/users/profile — the profile page's user (spec 002 §3 "User (profile)"). */
export const profileQuerySchema = z.object({ userId: userIdSchema });
export type ProfileQuery = z.infer<typeof profileQuerySchema>;
export const userProfileSchema = sessionUserSchema.pick({
  uid: true,
  firstName: true,
  lastName: true,
  title: true,
  email: true,
  departmentName: true,
  workPhone: true,
  storeName: true,
  defaultAddress: true,
  defaultShipToAccount: true,
  defaultBillToAccount: true,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

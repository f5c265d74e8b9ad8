import { z } from 'zod';
import { ACCESS_CODES_PER_CHECK } from '../accessCodeLimits';
import { textInput } from './common';

export { ACCESS_CODE_CHECKS_PER_MINUTE, ACCESS_CODES_PER_CHECK } from '../accessCodeLimits';

/** POST /api/access-code-checker (ACC-01). The form splits the input on whitespace or commas. */
export const accessCodeCheckBodySchema = z.object({
  accessCodes: z
    .array(textInput().trim().min(1).max(64))
    .min(1, "Input shouldn't be empty.")
    .max(ACCESS_CODES_PER_CHECK, `Up to ${ACCESS_CODES_PER_CHECK} codes can be checked at a time.`),
});
export type AccessCodeCheckBody = z.infer<typeof accessCodeCheckBodySchema>;

/**
 * Access code result, spec 001 §3: one per code, `error` set when the code is unknown.
 * Only `accessCode` is always there: a code held outside the caller's accounts answers its status
 * only (see accessCodeResultFor), so every other field is optional.
 */
export const accessCodeResultSchema = z.object({
  accessCode: z.string(),
  returnable: z.boolean().nullable().optional(),
  status: z.string().nullable().optional(),
  productName: z.string().nullable().optional(),
  /** The holder's organisation: only for a code the caller's own accounts hold. */
  registeredTo: z.string().nullable().optional(),
  /** The holder's email: only for a code the caller's own accounts hold. */
  email: z.string().nullable().optional(),
  activationDate: z.string().nullable().optional(),
  refundEligibility: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
});
export type AccessCodeResult = z.infer<typeof accessCodeResultSchema>;
export const accessCodeResultsSchema = z.array(accessCodeResultSchema);

/** A code someone holds: it names an organisation or an email. */
export function isAccessCodeHeld(code: Pick<AccessCodeResult, 'registeredTo' | 'email'>): boolean {
  return Boolean(code.registeredTo || code.email);
}

/**
 * What the checker shows of a known code (ACC-01) — the one place this rule lives; the
 * server and the memory twin both answer through it. A code nobody holds yet, or one held within
 * the caller's own accounts (`heldByCallersAccounts`: the holder's email is an active user who
 * shares an account with the active caller, or the caller; staff, who act for every account, pass
 * true), shows everything of spec 001 §3. A code held by anyone else shows its status only: no
 * organisation, email, product, dates or refund terms.
 */
export function accessCodeResultFor(code: AccessCodeResult, heldByCallersAccounts: boolean): AccessCodeResult {
  if (!isAccessCodeHeld(code) || heldByCallersAccounts) return { ...code, error: null };
  return { accessCode: code.accessCode, status: code.status ?? null, error: null };
}

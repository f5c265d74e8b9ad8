import { z } from 'zod';
import { textInput } from './common';

/** POST /api/access-code-checker (ACC-01). The form splits the input on whitespace or commas. */
export const accessCodeCheckBodySchema = z.object({
  accessCodes: z.array(textInput().trim().min(1).max(64)).min(1, "Input shouldn't be empty.").max(200),
});
export type AccessCodeCheckBody = z.infer<typeof accessCodeCheckBodySchema>;

/** Access code result, spec 001 §3: one per code, `error` set when the code is unknown. */
export const accessCodeResultSchema = z.object({
  accessCode: z.string(),
  returnable: z.boolean().nullable().optional(),
  status: z.string().nullable().optional(),
  productName: z.string().nullable().optional(),
  registeredTo: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  activationDate: z.string().nullable().optional(),
  refundEligibility: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
});
export type AccessCodeResult = z.infer<typeof accessCodeResultSchema>;
export const accessCodeResultsSchema = z.array(accessCodeResultSchema);

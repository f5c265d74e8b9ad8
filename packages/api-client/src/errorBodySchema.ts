import { z } from 'zod';

/**
 * The body every failing /api call answers with, as a zod schema (the server answers with it; a page reads it with
 * `readApiErrorBody`, which checks the same shape without zod, so turning an answer into an ApiError never loads zod).
 */
export const apiErrorBodySchema = z.object({
  status: z.number().int(),
  /** A stable machine code: VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, INTERNAL… */
  code: z.string(),
  message: z.string(),
  errorList: z
    .object({
      errors: z.array(z.object({ message: z.string(), type: z.string().optional(), subject: z.string().optional() })),
    })
    .optional(),
  /** Field path → message, for forms to show next to the field. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Promo code throttling (spec 000 §4): ms until the next try is allowed. */
  timeLeft: z.number().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

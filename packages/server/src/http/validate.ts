import { validationErrorBody } from '@shelfmark/api-client/schemas';
import type { z } from 'zod';
import { HttpError } from './HttpError';

/**
 * Parses a query or body with a shared contract schema, or throws 400 VALIDATION whose fieldErrors
 * name each failing field (`orderEntries.0.quantity`) and whose message joins `field: problem`
 * pairs — the same answer the memory twin gives.
 */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const body = validationErrorBody(result.error.issues);
  throw new HttpError(400, body.code, body.message, { fieldErrors: body.fieldErrors, errorList: body.errorList });
}

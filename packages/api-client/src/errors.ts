import { z } from 'zod';
import { CART_NOT_FOUND } from './messages';

export const apiErrorBodySchema = z.object({
  status: z.number().int(),
  /** A stable machine code: VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, INTERNAL… */
  code: z.string(),
  message: z.string(),
  errorList: z.object({ errors: z.array(z.object({ message: z.string(), type: z.string().optional(), subject: z.string().optional() })) }).optional(),
  /** Field path → message, for forms to show next to the field. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Promo code throttling (spec 000 §4): ms until the next try is allowed. */
  timeLeft: z.number().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export { CART_NOT_FOUND };

/**
 * Every failed call becomes one ApiError, whatever the server or the network said:
 * a status (0 for network failures), a code, a human message, the backend's errorList and
 * per-field messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errorList: { message: string; type?: string; subject?: string }[];
  readonly fieldErrors: Record<string, string>;
  readonly timeLeft: number | undefined;
  /** The server's Retry-After (429, 503) in milliseconds, when it sent one. */
  retryAfterMs: number | undefined;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.status = body.status;
    this.code = body.code;
    this.errorList = body.errorList?.errors ?? [];
    this.fieldErrors = body.fieldErrors ?? {};
    this.timeLeft = body.timeLeft;
  }

  /** The spec's 'Cart not found.' answer that aborts a bulk add (spec 000 §4). */
  get isCartNotFound(): boolean {
    return this.message === CART_NOT_FOUND || this.errorList.some((e) => e.message === CART_NOT_FOUND);
  }

  toJSON(): ApiErrorBody {
    return {
      status: this.status, code: this.code, message: this.message,
      errorList: { errors: this.errorList }, fieldErrors: this.fieldErrors,
      ...(this.timeLeft !== undefined ? { timeLeft: this.timeLeft } : {}),
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const codeForStatus: Record<number, string> = {
  400: 'VALIDATION', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 429: 'RATE_LIMITED',
};

/**
 * Normalises whatever a failed response carried — our own error body, a backend `errorList`,
 * `{ errors: [...] }`, plain text — into an ApiError.
 */
export function toApiError(status: number, payload: unknown): ApiError {
  const own = apiErrorBodySchema.safeParse(payload);
  if (own.success) return new ApiError(own.data);
  const code = codeForStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'ERROR');
  const p = (payload ?? {}) as Record<string, unknown>;
  const list = (p.errorList as { errors?: unknown } | undefined)?.errors ?? p.errors;
  const errors = Array.isArray(list)
    ? list.map((e) => ({ message: String((e as { message?: unknown }).message ?? e), ...(typeof (e as { type?: unknown }).type === 'string' ? { type: (e as { type: string }).type } : {}) }))
    : [];
  const message = typeof p.message === 'string' ? p.message
    : typeof payload === 'string' && payload.length > 0 ? payload
    : errors[0]?.message ?? `Request failed with status ${status}`;
  return new ApiError({ status, code, message, errorList: { errors }, fieldErrors: (p.fieldErrors as Record<string, string> | undefined) ?? {} });
}

/** One error body, in the shape every failing /api call answers with. */
export function errorBody(status: number, code: string, message: string, extra: Partial<Omit<ApiErrorBody, 'status' | 'code' | 'message'>> = {}): ApiErrorBody {
  return { status, code, message, ...extra };
}

/**
 * The 400 answer for a request that failed its schema: every field path in `fieldErrors` (dotted,
 * e.g. `orderEntries.0.quantity`) and in the message (`quantity: Min quantity is 1`).
 */
export function validationErrorBody(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): ApiErrorBody {
  const fieldErrors: Record<string, string> = {};
  const parts: string[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
    parts.push(`${field}: ${issue.message}`);
  }
  return errorBody(400, 'VALIDATION', parts.join('; ') || 'Invalid request', {
    fieldErrors,
    errorList: { errors: parts.map((message) => ({ message, type: 'ValidationError' })) },
  });
}

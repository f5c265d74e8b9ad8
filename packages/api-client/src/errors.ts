import type { ApiErrorBody } from './errorBodySchema';
import { CART_NOT_FOUND } from './messages';

export { apiErrorBodySchema, type ApiErrorBody } from './errorBodySchema';

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
      status: this.status,
      code: this.code,
      message: this.message,
      errorList: { errors: this.errorList },
      fieldErrors: this.fieldErrors,
      ...(this.timeLeft !== undefined ? { timeLeft: this.timeLeft } : {}),
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPlainObject = (value: unknown): value is Fields =>
  isObject(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

function readErrorList(value: unknown): { errors: { message: string; type?: string; subject?: string }[] } | null {
  if (!isObject(value) || !Array.isArray(value.errors)) return null;
  const errors: { message: string; type?: string; subject?: string }[] = [];
  for (const item of value.errors as unknown[]) {
    if (
      !isObject(item) ||
      typeof item.message !== 'string' ||
      !isOptionalString(item.type) ||
      !isOptionalString(item.subject)
    )
      return null;
    errors.push({
      message: item.message,
      ...(item.type !== undefined ? { type: item.type as string } : {}),
      ...(item.subject !== undefined ? { subject: item.subject as string } : {}),
    });
  }
  return { errors };
}

/**
 * The error body of a failed call when `payload` has its shape, else null: exactly what
 * `apiErrorBodySchema.safeParse(payload)` accepts of a JSON value (unknown keys dropped), checked without zod, so turning a
 * failed answer into an ApiError needs no schema to be loaded (`errors.test.ts` compares the two).
 */
export function readApiErrorBody(payload: unknown): ApiErrorBody | null {
  if (!isObject(payload)) return null;
  const { status, code, message, errorList, fieldErrors, timeLeft } = payload;
  if (!Number.isSafeInteger(status) || typeof code !== 'string' || typeof message !== 'string') return null;
  const body: ApiErrorBody = { status: status as number, code, message };
  if (errorList !== undefined) {
    const list = readErrorList(errorList);
    if (!list) return null;
    body.errorList = list;
  }
  if (fieldErrors !== undefined) {
    if (!isPlainObject(fieldErrors) || !Object.values(fieldErrors).every((text) => typeof text === 'string'))
      return null;
    body.fieldErrors = { ...(fieldErrors as Record<string, string>) };
  }
  if (timeLeft !== undefined) {
    if (!isNumber(timeLeft)) return null;
    body.timeLeft = timeLeft;
  }
  return body;
}

const codeForStatus: Record<number, string> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * Normalises whatever a failed response carried — our own error body, a backend `errorList`,
 * `{ errors: [...] }`, plain text — into an ApiError.
 */
export function toApiError(status: number, payload: unknown): ApiError {
  const own = readApiErrorBody(payload);
  if (own) return new ApiError(own);
  const code = codeForStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'ERROR');
  const p = (payload ?? {}) as Record<string, unknown>;
  const list = (p.errorList as { errors?: unknown } | undefined)?.errors ?? p.errors;
  const errors = Array.isArray(list)
    ? list.map((e) => ({
        message: String((e as { message?: unknown }).message ?? e),
        ...(typeof (e as { type?: unknown }).type === 'string' ? { type: (e as { type: string }).type } : {}),
      }))
    : [];
  const message =
    typeof p.message === 'string'
      ? p.message
      : typeof payload === 'string' && payload.length > 0
        ? payload
        : (errors[0]?.message ?? `Request failed with status ${status}`);
  return new ApiError({
    status,
    code,
    message,
    errorList: { errors },
    fieldErrors: (p.fieldErrors as Record<string, string> | undefined) ?? {},
  });
}

/** One error body, in the shape every failing /api call answers with. */
export function errorBody(
  status: number,
  code: string,
  message: string,
  extra: Partial<Omit<ApiErrorBody, 'status' | 'code' | 'message'>> = {},
): ApiErrorBody {
  return { status, code, message, ...extra };
}

/**
 * The 400 answer for a request that failed its schema: every field path in `fieldErrors` (dotted,
 * e.g. `orderEntries.0.quantity`) and in the message (`quantity: Min quantity is 1`).
 */
export function validationErrorBody(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): ApiErrorBody {
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

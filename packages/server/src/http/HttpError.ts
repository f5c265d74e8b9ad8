import { CART_NOT_FOUND, ERROR_TYPES, USER_MISMATCH, type ApiErrorBody } from '@shelfmark/api-client/schemas';

/**
 * An error a route throws on purpose; the error handler answers it as the ApiError body
 * `{ status, code, message, errorList?, fieldErrors? }`.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Pick<ApiErrorBody, 'errorList' | 'fieldErrors'> = {},
  ) {
    super(message);
  }

  toApiError(): ApiErrorBody {
    return { status: this.statusCode, code: this.code, message: this.message, ...this.details };
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, 'VALIDATION', message, fieldErrors ? { fieldErrors } : {});

/** A request whose userId is not the signed-in user. */
export const userMismatch = () => new HttpError(403, 'FORBIDDEN', USER_MISMATCH);

export const notFound = (message: string, type?: string) =>
  new HttpError(404, 'NOT_FOUND', message, type ? { errorList: { errors: [{ message, type }] } } : {});

/** The specs' answer for an unknown cart and, so nothing is revealed, for another user's cart. */
export const cartNotFound = () => notFound(CART_NOT_FOUND, ERROR_TYPES.cartNotFound);

import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './errors';

describe('toApiError', () => {
  it('keeps our own error body as it is', () => {
    const err = toApiError(400, { status: 400, code: 'VALIDATION', message: 'quantity: Min quantity is 1', fieldErrors: { quantity: 'Min quantity is 1' } });
    expect(err).toBeInstanceOf(ApiError);
    expect(err.fieldErrors).toEqual({ quantity: 'Min quantity is 1' });
  });

  it("recognises the backend's 'Cart not found.' in an errorList", () => {
    const err = toApiError(400, { errorList: { errors: [{ message: 'Cart not found.', type: 'CartError' }] } });
    expect(err.isCartNotFound).toBe(true);
    expect(err.message).toBe('Cart not found.');
    expect(err.code).toBe('VALIDATION');
  });

  it('turns a plain-text 502 into an INTERNAL error that says what happened', () => {
    const err = toApiError(502, 'Bad gateway');
    expect(err.code).toBe('INTERNAL');
    expect(err.message).toBe('Bad gateway');
  });
});

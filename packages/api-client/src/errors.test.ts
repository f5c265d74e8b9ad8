import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorBodySchema, readApiErrorBody, toApiError } from './errors';

describe('toApiError', () => {
  it('keeps our own error body as it is', () => {
    const err = toApiError(400, {
      status: 400,
      code: 'VALIDATION',
      message: 'quantity: Min quantity is 1',
      fieldErrors: { quantity: 'Min quantity is 1' },
    });
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

describe('readApiErrorBody (toApiError without zod)', () => {
  const corpus: unknown[] = [
    { status: 400, code: 'VALIDATION', message: 'bad' },
    {
      status: 400,
      code: 'VALIDATION',
      message: 'bad',
      fieldErrors: { 'a.b': 'Required' },
      errorList: { errors: [{ message: 'x', type: 'ValidationError', subject: 's' }] },
      timeLeft: 3000,
      extra: 1,
    },
    {
      status: 400,
      code: 'VALIDATION',
      message: 'bad',
      errorList: { errors: [{ message: 'x', other: true }], more: 1 },
    },
    { status: 400.5, code: 'X', message: 'm' },
    { status: 2 ** 53, code: 'X', message: 'm' },
    { status: '400', code: 'X', message: 'm' },
    { status: 400, code: 1, message: 'm' },
    { status: 400, code: 'X' },
    { status: 400, code: 'X', message: 'm', fieldErrors: { a: 1 } },
    { status: 400, code: 'X', message: 'm', fieldErrors: [] },
    { status: 400, code: 'X', message: 'm', errorList: { errors: [{ type: 'T' }] } },
    { status: 400, code: 'X', message: 'm', errorList: { errors: 'x' } },
    { status: 400, code: 'X', message: 'm', errorList: [] },
    { status: 400, code: 'X', message: 'm', errorList: { errors: [{ message: 'x', type: 3 }] } },
    { status: 400, code: 'X', message: 'm', timeLeft: '3' },
    { status: 400, code: 'X', message: 'm', errorList: null },
    [],
    null,
    'text',
    42,
    undefined,
    {},
  ];

  it.each(corpus.map((payload) => [JSON.stringify(payload) ?? 'undefined', payload]))(
    'accepts exactly what apiErrorBodySchema accepts, with the same result: %s',
    (_, payload) => {
      const parsed = apiErrorBodySchema.safeParse(payload);
      expect(readApiErrorBody(payload)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});

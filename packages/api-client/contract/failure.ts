import { expect } from 'vitest';
import { ApiError } from '../src/errors';

/** Awaits a call that must fail and returns its ApiError; fails the test if it answered or threw something else. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if ('value' in outcome)
    throw new Error(`expected the call to fail, it answered ${JSON.stringify(outcome.value).slice(0, 200)}`);
  expect(outcome.error).toBeInstanceOf(ApiError);
  return outcome.error as ApiError;
}

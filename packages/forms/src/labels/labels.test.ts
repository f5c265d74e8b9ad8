import { describe, expect, it } from 'vitest';
import { ApiError, errorBody, validationErrorBody } from '@shelfmark/api-client';
import { apiErrorLabels, apiErrorText, isSchemaRejection } from './apiErrorText';
import { formatLabel } from './formatLabel';
import { pluralLabel } from './pluralLabel';
import { resolveLabels } from './resolveLabels';

describe('resolveLabels', () => {
  const defaults = { submit: 'Add to cart', max: 'Max quantity is {max}' };

  it('keeps the English defaults when nothing is overridden', () => {
    expect(resolveLabels(defaults)).toEqual(defaults);
    expect(resolveLabels(defaults, null)).toEqual(defaults);
  });

  it('takes an editor’s text over the default, key by key', () => {
    expect(resolveLabels(defaults, { submit: 'Order now' })).toEqual({
      submit: 'Order now',
      max: 'Max quantity is {max}',
    });
  });

  it('ignores empty CMS fields (null or undefined) and keys the component does not know', () => {
    const overrides = { submit: null, max: undefined, unknown: 'x' } as unknown as Parameters<
      typeof resolveLabels<typeof defaults>
    >[1];
    expect(resolveLabels(defaults, overrides)).toEqual(defaults);
  });
});

describe('formatLabel', () => {
  it('CART-08 replaces the {max} placeholder with the maximum', () => {
    expect(formatLabel('Max quantity is {max}', { max: 999 })).toBe('Max quantity is 999');
  });

  it('fills every placeholder, repeated ones too', () => {
    expect(formatLabel('{n} of {n} ({title})', { n: 2, title: 'Atlas' })).toBe('2 of 2 (Atlas)');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatLabel('Hello {name}, {missing}', { name: 'Ada' })).toBe('Hello Ada, {missing}');
  });
});

describe('pluralLabel', () => {
  const wait = { one: 'in {count} second', other: 'in {count} seconds' };

  it('says 1 in the singular and every other count in the plural', () => {
    expect([0, 1, 2, 30].map((n) => pluralLabel(n, wait))).toEqual([
      'in 0 seconds',
      'in 1 second',
      'in 2 seconds',
      'in 30 seconds',
    ]);
  });

  it('fills other placeholders as formatLabel does, keeping unknown ones visible', () => {
    expect(pluralLabel(1, { one: '{count} title for {isbn} {x}', other: '{count} titles' }, { isbn: '978' })).toBe(
      '1 title for 978 {x}',
    );
  });
});

describe('apiErrorText', () => {
  const validation = new ApiError(
    validationErrorBody([{ path: ['promoCode'], message: 'Too big: expected string to have <=64 characters' }]),
  );

  it("never shows a validator's own words: a refused request reads as the invalid label", () => {
    expect(isSchemaRejection(validation)).toBe(true);
    expect(apiErrorText(validation)).toBe(apiErrorLabels.invalid);
    expect(apiErrorText(validation)).not.toContain('Too big');
  });

  it('counts the wait of a throttled call in whole seconds, 1 second in the singular', () => {
    const throttled = (timeLeft?: number) =>
      new ApiError(
        errorBody(
          429,
          'RATE_LIMITED',
          'Too many requests. Please wait 1 seconds and try again.',
          timeLeft === undefined ? {} : { timeLeft },
        ),
      );
    expect(apiErrorText(throttled(400))).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(apiErrorText(throttled(1_200))).toBe('Too many attempts. Please wait 2 seconds and try again.');
    expect(apiErrorText(throttled())).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it("names a missing network, a missing session and a server failure in the labels' words", () => {
    expect(apiErrorText(new ApiError(errorBody(0, 'NETWORK', 'Failed to fetch')))).toBe(apiErrorLabels.network);
    expect(apiErrorText(new ApiError(errorBody(401, 'UNAUTHENTICATED', 'Sign in to continue.')))).toBe(
      apiErrorLabels.signIn,
    );
    expect(apiErrorText(new ApiError(errorBody(500, 'INTERNAL', 'relation "carts" does not exist')))).toBe(
      apiErrorLabels.failed,
    );
    expect(apiErrorText(new TypeError('x is undefined'), { ...apiErrorLabels, failed: 'Oops.' })).toBe('Oops.');
  });
});

describe("apiErrorText for the cart's refusals", () => {
  it("says a refusal by its type in the labels' words, not the answer's", () => {
    const refused = (type: string, message: string) =>
      new ApiError(errorBody(400, 'VALIDATION', message, { errorList: { errors: [{ message, type }] } }));
    expect(apiErrorText(refused('MaxQuantityExceededError', 'Max quantity exceeded (999)'))).toBe(
      'Max quantity exceeded',
    );
    expect(
      apiErrorText(refused('NotPurchasableError', 'x'), {
        ...apiErrorLabels,
        notPurchasable: 'Nicht online bestellbar.',
      }),
    ).toBe('Nicht online bestellbar.');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure } from '../../contract/failure';
import { validationErrorBody } from '../errors';
import { createMemoryApiClient } from '../testing/createMemoryApiClient';
import { DEMO_UIDS } from '../testing/demoSeed';
import {
  CONTROL_CHARACTERS_REFUSED,
  dateInput,
  INT4_MAX,
  INT4_MIN,
  intInput,
  isRealIsoDate,
  NOT_A_REAL_DATE,
  queryInt,
  textInput,
  UNPAIRED_SURROGATE_REFUSED,
} from './common';
import { removeCartEntryQuerySchema } from './cart';
import { searchQuerySchema } from './search';
import { trackingQuerySchema } from './tracking';

/** The 400 body a server or the twin would answer for `value` under `field`. */
const refusal = (schema: z.ZodType, field: string, value: unknown) => {
  const result = z.object({ [field]: schema }).safeParse({ [field]: value });
  return result.success ? null : validationErrorBody(result.error.issues);
};

describe('textInput: text a request may carry is text PostgreSQL can hold', () => {
  it.each([
    ['a NUL byte', 'war\u0000peace'],
    ['a lone NUL', '\u0000'],
    ['a vertical tab', 'a\u000bb'],
    ['an escape character', '\u001b[31m'],
  ])('refuses %s, naming the field', (_name, value) => {
    expect(refusal(textInput(), 'q', value)?.fieldErrors).toEqual({ q: CONTROL_CHARACTERS_REFUSED });
    expect(refusal(textInput(), 'q', value)?.message).toBe(`q: ${CONTROL_CHARACTERS_REFUSED}`);
  });

  it.each([
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udfff'],
    ['a high surrogate at the end', 'abc\ud83d'],
    ['two surrogates in the wrong order', '\ude00\ud83d'],
  ])('refuses %s (jsonb refuses it, a text column would store U+FFFD instead)', (_name, value) => {
    expect(refusal(textInput(), 'firstName', value)?.fieldErrors).toEqual({ firstName: UNPAIRED_SURROGATE_REFUSED });
  });

  it.each([
    ['plain text', 'Pride and Prejudice'],
    ['the empty string', ''],
    ['tab, line feed and carriage return', 'line one\r\n\tline two'],
    ['accents and combining marks', 'Café e\u0301\u0301'],
    ['a right-to-left override', '\u202eevil'],
    ['astral characters in pairs', 'ℌ𝔢𝔩𝔩𝔬 👩‍👩‍👧‍👦'],
    ['DEL and C1 controls (PostgreSQL stores them)', 'a\u007f\u0085b'],
  ])('accepts %s', (_name, value) => {
    expect(textInput().safeParse(value).success).toBe(true);
  });

  it('chains like z.string(): trim, min and max still apply and still describe the schema', () => {
    const schema = textInput().trim().min(1, 'name is required').max(4);
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('name is required');
    expect(z.toJSONSchema(schema)).toMatchObject({ type: 'string', minLength: 1, maxLength: 4 });
  });
});

describe('dateInput: a real day of the calendar, as YYYY-MM-DD', () => {
  it.each(['2024-02-29', '2000-02-29', '2023-12-31', '0001-01-01', '9999-12-31', '2024-04-30'])(
    'accepts %s',
    (value) => {
      expect(dateInput().safeParse(value).success).toBe(true);
    },
  );

  it.each([
    '2024-13-45',
    '2023-02-29',
    '1900-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-00-10',
    '2024-01-00',
    '0000-01-01',
  ])("refuses %s with 'Enter a real date (YYYY-MM-DD).'", (value) => {
    expect(refusal(dateInput(), 'orderDateFrom', value)?.fieldErrors).toEqual({ orderDateFrom: NOT_A_REAL_DATE });
  });

  it('refuses another shape with its own message only', () => {
    expect(refusal(dateInput('Please input full date'), 'orderDateTo', '2024-2-3')?.message).toBe(
      'orderDateTo: Please input full date',
    );
    expect(isRealIsoDate('2024-02-29T00:00:00Z')).toBe(false);
  });
});

describe('intInput and queryInt: never beyond the int4 column', () => {
  it('accepts the int4 range and refuses one past either end', () => {
    expect(intInput().safeParse(INT4_MAX).success).toBe(true);
    expect(intInput().safeParse(INT4_MIN).success).toBe(true);
    expect(refusal(intInput(), 'quantity', INT4_MAX + 1)?.fieldErrors).toEqual({
      quantity: 'Must be at most 2147483647.',
    });
    expect(refusal(intInput(), 'quantity', INT4_MIN - 1)?.fieldErrors).toEqual({
      quantity: 'Must be at least -2147483648.',
    });
  });

  it('narrows wider bounds to int4, keeps narrower ones, and words them as given', () => {
    expect(z.toJSONSchema(queryInt(0), { io: 'input' })).toMatchObject({ minimum: 0, maximum: INT4_MAX });
    expect(z.toJSONSchema(intInput(-1e12, 1e12))).toMatchObject({ minimum: INT4_MIN, maximum: INT4_MAX });
    expect(refusal(intInput(1, 100, { min: 'Min quantity is 1' }), 'quantity', 0)?.fieldErrors).toEqual({
      quantity: 'Min quantity is 1',
    });
    expect(refusal(intInput(), 'quantity', 1.5)?.fieldErrors).toEqual({ quantity: 'Must be a whole number.' });
  });

  it("CART-09 removeCartEntryQuerySchema takes entryNumber 2147483647 and refuses '2147483648' from a query string", () => {
    const query = { userId: DEMO_UIDS.buyer, cartId: 'c1' };
    expect(removeCartEntryQuerySchema.safeParse({ ...query, entryNumber: '2147483647' }).success).toBe(true);
    const result = removeCartEntryQuerySchema.safeParse({ ...query, entryNumber: '2147483648' });
    expect(validationErrorBody(result.error!.issues).fieldErrors).toEqual({
      entryNumber: 'Must be at most 2147483647.',
    });
  });
});

describe('the memory twin refuses what the server refuses (same schemas)', () => {
  it('SRCH-01 a NUL in the search q answers 400 naming q', async () => {
    const error = await failure(createMemoryApiClient().products.search({ q: 'war\u0000peace' }));
    expect([error.status, error.fieldErrors]).toEqual([400, { q: CONTROL_CHARACTERS_REFUSED }]);
    expect(searchQuerySchema.safeParse({ q: 'war and peace' }).success).toBe(true);
  });

  it('TRK-01 tracking with 2024-13-45 answers 400 naming the date; a leap day is a date', async () => {
    const api = createMemoryApiClient();
    const error = await failure(
      api.tracking.search({ orderNumber: '7000001', reference1: 'PO-1', orderDateFrom: '2024-13-45' }),
    );
    expect([error.status, error.fieldErrors.orderDateFrom]).toEqual([400, NOT_A_REAL_DATE]);
    expect(
      trackingQuerySchema.safeParse({ orderNumber: '7000001', reference1: 'PO-1', orderDateFrom: '2024-02-29' })
        .success,
    ).toBe(true);
  });
});

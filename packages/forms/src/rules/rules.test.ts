import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayCode } from './displayCode';
import { formatIsbn, isbn13CheckDigit, isValidIsbn13, normaliseIsbn } from './isbn';
import { keepDigits, keepQuantityText, parseQuantity } from './quantity';

describe('parseQuantity (CART-08, PDP-02)', () => {
  it('accepts whole numbers between the minimum and the maximum', () => {
    expect(parseQuantity('1', { max: 999 })).toEqual({ ok: true, value: 1 });
    expect(parseQuantity('999', { max: 999 })).toEqual({ ok: true, value: 999 });
    expect(parseQuantity(12)).toEqual({ ok: true, value: 12 });
  });

  it('asks for a quantity when the field is empty', () => {
    expect(parseQuantity('')).toMatchObject({ ok: false, error: 'required' });
    expect(parseQuantity('   ')).toMatchObject({ ok: false, error: 'required' });
    expect(parseQuantity(undefined)).toMatchObject({ ok: false, error: 'required' });
  });

  it('rejects anything that is not whole digits', () => {
    for (const text of ['1.5', '-2', '2e3', 'ten', '1 0'])
      expect(parseQuantity(text)).toMatchObject({ ok: false, error: 'invalid' });
  });

  it('CART-08 rejects zero as below the minimum of 1', () => {
    expect(parseQuantity('0')).toEqual({ ok: false, error: 'min', value: 0 });
  });

  it('CART-08 rejects a quantity above the maximum and says which value was read', () => {
    expect(parseQuantity('1000', { max: 999 })).toEqual({ ok: false, error: 'max', value: 1000 });
  });

  it('honours a configured minimum', () => {
    expect(parseQuantity('2', { min: 3 })).toMatchObject({ ok: false, error: 'min' });
  });

  it('accepts every whole number in range and nothing outside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 2000 }), (n) => {
        const result = parseQuantity(String(n), { max: 999 });
        expect(result.ok).toBe(n >= 1 && n <= 999);
      }),
    );
  });
});

describe('keepQuantityText (one rule for every quantity field)', () => {
  it('CART-08 PDP-02 PNA-01 keeps a comma, decimal, exponent or sign as written, so it is refused; other text keeps its digits', () => {
    for (const written of ['1,5', '1.5', '.5', '2.', '1e3', '1E-2', '-1', '+2', '\u22121', '1 , 5'])
      expect([written, parseQuantity(keepQuantityText(written)).ok]).toEqual([written, false]);
    expect(keepQuantityText(' 12\t')).toBe('12');
    expect(keepQuantityText('12 copies')).toBe('12');
    expect(keepQuantityText('1\n')).toBe('1');
    expect(parseQuantity(keepQuantityText('1,000'))).toMatchObject({ ok: false, error: 'invalid' });
  });
});

describe('keepDigits', () => {
  it('CART-08 keeps only the digits of pasted text', () => {
    expect(keepDigits(' 1,2a3-\t4 ')).toBe('1234');
    expect(keepDigits('abc')).toBe('');
  });
});

describe('ISBN rules', () => {
  it('removes dashes of any kind and surrounding spaces', () => {
    expect(normaliseIsbn(' 978-0-00-000000-2 ')).toBe('9780000000002');
    expect(normaliseIsbn('978–0‐00−000000-2')).toBe('9780000000002');
  });

  it('computes the ISBN-13 check digit', () => {
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(isbn13CheckDigit('978000000000')).toBe(2);
    expect(() => isbn13CheckDigit('97803064061')).toThrow(/exactly 12 digits/);
  });

  it('accepts a valid ISBN-13 and rejects a wrong check digit or length', () => {
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('978030640615')).toBe(false);
    expect(isValidIsbn13('978-0306406157')).toBe(false);
  });

  it('finds every single-digit typo in a valid ISBN-13', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, position, delta) => {
          const first12 = digits.join('');
          const isbn = first12 + isbn13CheckDigit(first12);
          expect(isValidIsbn13(isbn)).toBe(true);
          const typo = isbn.slice(0, position) + ((Number(isbn[position]) + delta) % 10) + isbn.slice(position + 1);
          expect(isValidIsbn13(typo)).toBe(false);
        },
      ),
    );
  });

  it('ORD-04 shows an ISBN-13 dashed 3-1-2-6-1', () => {
    expect(formatIsbn('9780306406157')).toBe('978-0-30-640615-7');
    expect(formatIsbn('978-0306406157')).toBe('978-0-30-640615-7');
  });

  it('leaves what is not an ISBN-13 as it was', () => {
    expect(formatIsbn('030640615X')).toBe('030640615X');
  });

  it('CART-05 shows a product code without its @ suffix', () => {
    expect(displayCode('9780306406157@PRINT')).toBe('9780306406157');
    expect(displayCode('9780306406157')).toBe('9780306406157');
  });
});

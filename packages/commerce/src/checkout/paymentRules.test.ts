import { describe, expect, it } from 'vitest';
import { checkoutLabels as text } from './checkout.labels';
import {
  cardTypeOf,
  emptyPaymentValues,
  maskExpiry,
  normaliseSecurityCode,
  normalisePurchaseOrder,
  validatePayment,
  validatePaymentField,
  type PaymentValues,
} from './paymentRules';

const NOW = new Date(2026, 10, 22);
const card = (overrides: Partial<PaymentValues>): PaymentValues => ({
  ...emptyPaymentValues,
  checkoutOption: 'payByCreditCard',
  cardNumber: '4111 1111 1111 1111',
  expirationDate: '12/2030',
  securityCode: '123',
  purchaseOrderNumber: 'PO-1',
  ...overrides,
});

describe('CHK-02 payment form rules (spec 000 §5)', () => {
  it('asks for no card field when paying by purchase order, only the PO number', () => {
    expect(validatePayment({ ...emptyPaymentValues }, text, NOW)).toEqual({
      purchaseOrderNumber: 'Enter the purchase order number',
    });
    expect(validatePayment({ ...emptyPaymentValues, purchaseOrderNumber: 'PO-9' }, text, NOW)).toEqual({});
  });

  it.each([
    ['4111 1111 1111 1111', undefined],
    ['378282246310005', undefined],
    ['5555555555554444', undefined],
    ['6011111111111117', undefined],
    ['4222222222222', undefined],
    ['', 'Enter the card number'],
    ['411111111111', text.cardNumberInvalid],
    ['41111111111111', text.cardNumberInvalid],
    ['9111111111111111', text.cardTypeUnknown],
  ])('card number %j → %s', (cardNumber, message) => {
    expect(validatePaymentField('cardNumber', card({ cardNumber }), text, NOW)).toBe(message);
  });

  it('detects the card type from the number', () => {
    expect(['4111', '5555 5555', '3782', '6011 11'].map(cardTypeOf)).toEqual([
      'visa',
      'mastercard',
      'american-express',
      'discover',
    ]);
    expect(cardTypeOf('9')).toBeNull();
  });

  it('masks the expiry as MM/YYYY', () => {
    expect(['1', '4', '12', '122', '12/2030', 'ab12c2030x', '1220301'].map((v) => maskExpiry(v))).toEqual([
      '1',
      '04/',
      '12/',
      '12/2',
      '12/2030',
      '12/2030',
      '12/2030',
    ]);
  });

  it('CHK-02 lets Backspace past the slash: 04/ → 04 → 0, and 12/2 → 12/ → 12 → 1', () => {
    let value = '';
    const typeOrDelete = (next: string) => (value = maskExpiry(next, value));
    expect(typeOrDelete('4')).toBe('04/');
    expect(typeOrDelete('04')).toBe('04');
    expect(typeOrDelete('0')).toBe('0');
    expect(typeOrDelete('')).toBe('');
    value = '12/2';
    expect(['12/', '12', '1'].map(typeOrDelete)).toEqual(['12/', '12', '1']);
    expect(typeOrDelete('12')).toBe('12/');
  });

  it.each([
    ['12/2030', undefined],
    ['MM/', 'Enter the expiration date'],
    ['', 'Enter the expiration date'],
    ['13/2030', text.expirationInvalid],
    ['12/30', text.expirationInvalid],
    ['10/2026', text.expirationPast],
    ['11/2026', undefined],
    ['11/2056', undefined],
    ['12/2056', text.expirationTooFar],
  ])('expiry %j → %s (latest date 30 years ahead)', (expirationDate, message) => {
    expect(validatePaymentField('expirationDate', card({ expirationDate }), text, NOW)).toBe(message);
  });

  it('keeps 3 or 4 digits of the security code', () => {
    expect(normaliseSecurityCode('1a2-3 45')).toBe('1234');
    expect(validatePaymentField('securityCode', card({ securityCode: '12' }), text, NOW)).toBe(
      text.securityCodeInvalid,
    );
    expect(
      validatePaymentField('securityCode', card({ cardNumber: '', securityCode: '1234' }), text, NOW),
    ).toBeUndefined();
  });

  it('CHK-02 checks the security code against the card type before the provider does: 4 digits for American Express, 3 for the others', () => {
    const amex = (securityCode: string) =>
      validatePaymentField('securityCode', card({ cardNumber: '3782 822463 10005', securityCode }), text, NOW);
    const visa = (securityCode: string) => validatePaymentField('securityCode', card({ securityCode }), text, NOW);
    expect(amex('123')).toBe('The security code of this American Express card has 4 digits.');
    expect(amex('1234')).toBeUndefined();
    expect(visa('1234')).toBe('The security code of this Visa card has 3 digits.');
    expect(visa('123')).toBeUndefined();
  });

  it('cuts the PO number to 25 characters and refuses one of spaces; shipping info at most 255', () => {
    expect(normalisePurchaseOrder('P'.repeat(30))).toHaveLength(25);
    expect(validatePaymentField('purchaseOrderNumber', card({ purchaseOrderNumber: '   ' }), text, NOW)).toBe(
      'Enter the purchase order number',
    );
    expect(
      validatePaymentField('specialShippingInfo', card({ specialShippingInfo: 'x'.repeat(255) }), text, NOW),
    ).toBeUndefined();
    expect(validatePaymentField('specialShippingInfo', card({ specialShippingInfo: 'x'.repeat(256) }), text, NOW)).toBe(
      text.specialShippingInfoTooLong,
    );
  });
});

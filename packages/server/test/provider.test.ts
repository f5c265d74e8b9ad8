import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shelfmark/api-client';
import { decideCard } from '../src/provider/decideCard';
import { isFresh, signFields, verifySignature, withSignature } from '../src/payments/signing';

const NOW = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12-2030', cvn = '123') =>
  decideCard({ card_number: number, card_expiry_date: expiry, card_cvn: cvn }, NOW);

describe('card-provider simulator: the card decision (CHK-07)', () => {
  it.each([
    ['Visa', TEST_CARDS.visa, '123'],
    ['Mastercard', TEST_CARDS.mastercard, '123'],
    ['American Express', TEST_CARDS.americanExpress, '1234'],
    ['Discover', TEST_CARDS.discover, '123'],
  ])('approves the %s test card', (_name, number, cvn) => {
    expect(card(number, '12-2030', cvn).decision).toBe('ACCEPT');
  });

  it('declines the declined test card with reason 203', () => {
    expect(card(TEST_CARDS.declined)).toMatchObject({ decision: 'DECLINE', reasonCode: '203' });
  });

  it.each([
    ['a number failing Luhn', '4111111111111112', '12-2030', '123'],
    ['a number of no known type', '9111111111111111', '12-2030', '123'],
    ['a Visa of 15 digits', '411111111111111', '12-2030', '123'],
    ['an expiry more than 30 years ahead', TEST_CARDS.visa, '12-2057', '123'],
    ['an expiry not in MM-YYYY', TEST_CARDS.visa, '13-2030', '123'],
    ['a 4-digit code on a Visa', TEST_CARDS.visa, '12-2030', '1234'],
    ['a 3-digit code on an American Express', TEST_CARDS.americanExpress, '12-2030', '123'],
  ])('refuses %s as an invalid field (102)', (_case, number, expiry, cvn) => {
    expect(card(number, expiry, cvn)).toMatchObject({ decision: 'ERROR', reasonCode: '102' });
  });

  it('declines an expired card (202); this month is still valid', () => {
    expect(card(TEST_CARDS.visa, '10-2026').reasonCode).toBe('202');
    expect(card(TEST_CARDS.visa, '11-2026').decision).toBe('ACCEPT');
  });
});

describe('silent-order-post signatures', () => {
  const secret = 'profile-secret';
  const signed = withSignature(
    { transaction_uuid: 'u-1', amount: '10.00', signed_date_time: '2026-11-22T12:00:00Z' },
    secret,
  );

  it('signs every field it lists, itself included, with HMAC-SHA256', () => {
    expect(signed.signed_field_names).toBe('transaction_uuid,amount,signed_date_time,signed_field_names');
    expect(signed.signature).toBe(signFields(signed, secret));
    expect(verifySignature(signed, secret, ['amount'])).toBe(true);
  });

  it('refuses a changed field, another secret, or a required field left unsigned', () => {
    expect(verifySignature({ ...signed, amount: '1.00' }, secret)).toBe(false);
    expect(verifySignature(signed, 'other-secret')).toBe(false);
    expect(verifySignature(signed, secret, ['reference_number'])).toBe(false);
  });

  it('accepts a signed_date_time up to 15 minutes old and at most a minute ahead', () => {
    const at = Date.parse('2026-11-22T12:00:00Z');
    expect(isFresh('2026-11-22T11:46:00Z', 15 * 60_000, at)).toBe(true);
    expect(isFresh('2026-11-22T11:44:00Z', 15 * 60_000, at)).toBe(false);
    expect(isFresh('2026-11-22T12:02:00Z', 15 * 60_000, at)).toBe(false);
    expect(isFresh('yesterday', 15 * 60_000, at)).toBe(false);
  });
});

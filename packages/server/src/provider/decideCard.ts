import { CARD_LENGTHS, TEST_CARDS, detectCardType, passesLuhn } from '@shelfmark/api-client/schemas';

export interface CardDecision {
  decision: 'ACCEPT' | 'DECLINE' | 'ERROR';
  /** CyberSource-style reason codes: 100 accepted, 102 invalid field, 202 expired card, 203 declined. */
  reasonCode: '100' | '102' | '202' | '203';
  message: string;
  cardType: string | null;
}

/**
 * What the simulated issuer says about the posted card fields: a number of a known type and length
 * passing Luhn, an expiry MM-YYYY not in the past and at most 30 years ahead, a security code of 3
 * digits (4 for American Express). `TEST_CARDS.declined` is always declined; other valid numbers
 * are approved.
 */
export function decideCard(
  fields: { card_number?: string | undefined; card_expiry_date?: string | undefined; card_cvn?: string | undefined },
  now = new Date(),
): CardDecision {
  const number = (fields.card_number ?? '').replace(/[\s-]/g, '');
  const type = /^\d+$/.test(number) ? detectCardType(number) : null;
  if (!type || !CARD_LENGTHS[type].includes(number.length) || !passesLuhn(number)) {
    return { decision: 'ERROR', reasonCode: '102', message: 'The card number is not valid.', cardType: type };
  }
  const expiry = /^(0[1-9]|1[0-2])-(\d{4})$/.exec(fields.card_expiry_date ?? '');
  if (!expiry)
    return { decision: 'ERROR', reasonCode: '102', message: 'The expiry date is not valid.', cardType: type };
  const month = Number(expiry[1]);
  const year = Number(expiry[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonth = year * 12 + (month - 1);
  if (cardMonth < thisMonth)
    return { decision: 'DECLINE', reasonCode: '202', message: 'The card has expired.', cardType: type };
  if (cardMonth > thisMonth + 30 * 12)
    return { decision: 'ERROR', reasonCode: '102', message: 'The expiry date is not valid.', cardType: type };
  const cvnLength = type === 'american-express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvnLength}}$`).test(fields.card_cvn ?? '')) {
    return { decision: 'ERROR', reasonCode: '102', message: 'The security code is not valid.', cardType: type };
  }
  if (number === TEST_CARDS.declined)
    return {
      decision: 'DECLINE',
      reasonCode: '203',
      message: 'The card was declined by the issuing bank.',
      cardType: type,
    };
  return { decision: 'ACCEPT', reasonCode: '100', message: 'Request was processed successfully.', cardType: type };
}

import {
  CARD_LENGTHS,
  CARD_TYPE_NAMES,
  detectCardType,
  type CardType,
  type CheckoutOption,
} from '@shelfmark/api-client';
import { formatLabel } from '@shelfmark/forms';
import type { CheckoutLabels } from './checkout.labels';

/** The payment form's values (spec 000 §3 "Payment form"). */
export interface PaymentValues {
  checkoutOption: CheckoutOption;
  cardNumber: string;
  /** MM/YYYY as typed through the mask. */
  expirationDate: string;
  securityCode: string;
  purchaseOrderNumber: string;
  specialShippingInfo: string;
}
export type PaymentField = Exclude<keyof PaymentValues, 'checkoutOption'>;
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export const PO_MAX_LENGTH = 25;
export const SHIPPING_INFO_MAX_LENGTH = 255;
export const EXPIRY_YEARS_AHEAD = 30;

export const emptyPaymentValues: PaymentValues = {
  checkoutOption: 'payByPO',
  cardNumber: '',
  expirationDate: '',
  securityCode: '',
  purchaseOrderNumber: '',
  specialShippingInfo: '',
};

/** The card number as stored: spaces removed (spec 000 §5). */
export const normaliseCardNumber = (value: string) => value.replace(/\s+/g, '');

/** The security code as typed: digits only, cut to 4. */
export const normaliseSecurityCode = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/** The PO number as typed: cut to 25 characters (trimmed on submit). */
export const normalisePurchaseOrder = (value: string) => value.slice(0, PO_MAX_LENGTH);

/**
 * The MM/YYYY mask: digits only, a slash after the month, at most 6 digits. A single digit above 1
 * becomes 0N/ ('4' → '04/'). Deleting (the text got shorter than `previous`) never puts the slash back, so
 * Backspace goes from '04/' to '04' to '0'.
 */
export function maskExpiry(value: string, previous = ''): string {
  const deleting = value.length < previous.length;
  let digits = value.replace(/\D/g, '').slice(0, 6);
  if (!deleting && digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  // Deleting up to the month leaves the slash where it was: '12/2' → '12/' → '12'.
  if (deleting && digits.length === 2) return value.trim().endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The digits of a card type's security code: 4 on the front of an American Express card, 3 on the back of others. */
export const securityCodeLength = (type: CardType): number => (type === 'american-express' ? 4 : 3);

/** The card type of a (partly) typed number, once it is recognised. */
export const cardTypeOf = (cardNumber: string): CardType | null => detectCardType(normaliseCardNumber(cardNumber));

/** One field's message, or undefined when it is valid (spec 000 §5 checkout form table). */
export function validatePaymentField(
  field: PaymentField,
  values: PaymentValues,
  text: CheckoutLabels,
  now = new Date(),
): string | undefined {
  const card = values.checkoutOption === 'payByCreditCard';
  switch (field) {
    case 'cardNumber': {
      if (!card) return undefined;
      const digits = normaliseCardNumber(values.cardNumber);
      if (!digits) return text.cardNumberRequired;
      if (!/^(\d{13}|\d{15}|\d{16})$/.test(digits)) return text.cardNumberInvalid;
      const type = detectCardType(digits);
      if (!type) return text.cardTypeUnknown;
      if (!CARD_LENGTHS[type].includes(digits.length)) return text.cardNumberInvalid;
      return undefined;
    }
    case 'expirationDate': {
      if (!card) return undefined;
      const value = values.expirationDate.trim();
      if (!value || value === 'MM/') return text.expirationDateRequired;
      const match = /^(0[1-9]|1[0-2])\/(\d{4})$/.exec(value);
      if (!match) return text.expirationInvalid;
      const months = Number(match[2]) * 12 + Number(match[1]) - 1;
      const thisMonth = now.getFullYear() * 12 + now.getMonth();
      if (months < thisMonth) return text.expirationPast;
      if (months > thisMonth + EXPIRY_YEARS_AHEAD * 12) return text.expirationTooFar;
      return undefined;
    }
    case 'securityCode': {
      if (!card) return undefined;
      if (!values.securityCode) return text.securityCodeRequired;
      if (!/^\d{3,4}$/.test(values.securityCode)) return text.securityCodeInvalid;
      // Checked against the card type here, before the provider's round trip would refuse it.
      const type = cardTypeOf(values.cardNumber);
      if (type && values.securityCode.length !== securityCodeLength(type)) {
        return formatLabel(text.securityCodeLength, { card: CARD_TYPE_NAMES[type], digits: securityCodeLength(type) });
      }
      return undefined;
    }
    case 'purchaseOrderNumber':
      return values.purchaseOrderNumber.trim() ? undefined : text.purchaseOrderNumberRequired;
    case 'specialShippingInfo':
      return values.specialShippingInfo.length > SHIPPING_INFO_MAX_LENGTH ? text.specialShippingInfoTooLong : undefined;
    default:
      return undefined;
  }
}

const FIELDS: PaymentField[] = [
  'cardNumber',
  'expirationDate',
  'securityCode',
  'purchaseOrderNumber',
  'specialShippingInfo',
];

/** Every field's message; empty when the form may be submitted. */
export function validatePayment(values: PaymentValues, text: CheckoutLabels, now = new Date()): PaymentErrors {
  const errors: PaymentErrors = {};
  for (const field of FIELDS) {
    const message = validatePaymentField(field, values, text, now);
    if (message) errors[field] = message;
  }
  return errors;
}

/** MM/YYYY → MM-YYYY, the provider's card_expiry_date. */
export const providerExpiry = (value: string) => value.replace('/', '-');

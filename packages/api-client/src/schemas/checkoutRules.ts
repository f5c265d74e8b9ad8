// Plain values of checkout (no zod): error codes, messages and card rules. A page that only needs these loads no schema.
import type { CardType } from './checkout';

/**
 * Stable `code` values of checkout failures (CHK-03, CHK-04, CHK-07, CHK-08), so the storefront
 * opens the right modal whatever the message says.
 */
export const CHECKOUT_ERROR_CODES = {
  /** 422: the ship-to address is incomplete or malformed — 'select another one'. */
  addressInvalid: 'ADDRESS_INVALID',
  /** 422: the address verification service could not find the address; retry with the ignore flag. */
  addressUnverified: 'ADDRESS_UNVERIFIED',
  /** 422: no shipper serves the ship-to address. */
  shipperUnavailable: 'SHIPPER_UNAVAILABLE',
  /** 402: the provider declined the card, or no verified result exists for the cart. */
  paymentFailed: 'PAYMENT_FAILED',
  /** 409: the cart changed after it was paid for. */
  cartChanged: 'CART_CHANGED',
  /** 409: the shipper's charge on the cart was set for another ship-to address: set the shipper again. */
  shipperNotSet: 'SHIPPER_NOT_SET',
  /**
   * 409: the cart was already placed as an order — a repeated placement with other values than the
   * first (named in the message and fieldErrors), or a promo code or shipper for a cart just placed.
   */
  cartPlaced: 'CART_PLACED',
} as const;

/** 409 SHIPPER_NOT_SET. */
export const SHIPPER_NOT_SET =
  "The shipper's charge was set for another ship-to address. Set the shipper again and review the total.";
/** 409 SHIPPER_NOT_SET for a cart no shipper was ever set on (and no free-shipping coupon makes delivery free). */
export const SHIPPER_MISSING =
  "No shipper has been set for this cart's ship-to address. Set the shipper and review the total.";

/** 409 CART_PLACED: the order the cart became, and the values a repeated placement sent differently. */
export function cartPlacedAs(orderCode: string, differing: readonly string[] = []): string {
  if (differing.length === 0) return `The cart was placed as order ${orderCode}.`;
  return (
    `The cart was already placed as order ${orderCode} with a different ${differing.join(' and ')}. ` +
    'A repeated placement must send the same values; it then answers that order.'
  );
}

/** Display names of the card types the checkout detects (spec 000 §5). */
export const CARD_TYPE_NAMES: Record<CardType, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  discover: 'Discover',
};

/**
 * The card type a number belongs to, from its leading digits (IIN ranges of the four networks),
 * or null. Spaces and dashes are ignored.
 */
export function detectCardType(cardNumber: string): CardType | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'american-express';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9]|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/.test(digits)) return 'discover';
  return null;
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The lengths each card type issues (spec 000 §5 allows 13, 15 or 16 digits). */
export const CARD_LENGTHS: Record<CardType, readonly number[]> = {
  visa: [13, 16],
  mastercard: [16],
  'american-express': [15],
  discover: [16],
};

/**
 * Test cards of the card-provider simulator (packages/server/README.md): each approves, except
 * `declined`, which the provider always declines.
 */
export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  americanExpress: '378282246310005',
  discover: '6011111111111117',
  declined: '4000000000000002',
} as const;

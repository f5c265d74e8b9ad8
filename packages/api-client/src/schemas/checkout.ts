import { z } from 'zod';
import { idSchema, textInput, userIdSchema } from './common';
import { cartEntrySchema } from './cart';

const accountNumberSchema = textInput().min(1, 'shipToAccountNumber is required').max(40);

/** PATCH /api/carts/accounts — change the cart's ship-to account (ACCT-02). */
export const changeCartAccountBodySchema = z.object({ userId: userIdSchema, shipToAccountNumber: accountNumberSchema });
export type ChangeCartAccountBody = z.infer<typeof changeCartAccountBodySchema>;

/** PUT /api/carts/shippers — set the shipper (and the delivery cost) of the current cart (CHK-04). */
export const setShipperBodySchema = z.object({ userId: userIdSchema });
export type SetShipperBody = z.infer<typeof setShipperBodySchema>;

/** POST /api/carts/promotions — apply a promo code (CHK-03). */
export const applyPromoBodySchema = z.object({
  userId: userIdSchema,
  promoCode: textInput().trim().min(1, 'promoCode is required').max(64),
});
export type ApplyPromoBody = z.input<typeof applyPromoBodySchema>;

/** DELETE /api/carts/promotions-remove — query userId, body promoCode. */
export const removePromoQuerySchema = z.object({ userId: userIdSchema });
export const removePromoBodySchema = z.object({
  promoCode: textInput().trim().min(1, 'promoCode is required').max(64),
});
export type RemovePromoInput = z.input<typeof removePromoQuerySchema> & z.input<typeof removePromoBodySchema>;

/** Checkout payment form (spec 000 §3, §5; CHK-02). Validation of the card fields is the form's. */
export const checkoutOptionSchema = z.enum(['payByPO', 'payByCreditCard']);
export type CheckoutOption = z.infer<typeof checkoutOptionSchema>;

/**
 * Payment form values (spec 000 §3). The form (CHK-02) owns the field rules and messages; this is
 * the shape it hands to the checkout hook.
 */
export const paymentFormSchema = z.object({
  checkoutOption: checkoutOptionSchema,
  cardNumber: z.string().optional(),
  /** MM/YYYY as typed; sent to the provider as MM-YYYY. */
  expirationDate: z.string().optional(),
  securityCode: z.string().optional(),
  purchaseOrderNumber: z.string(),
  specialShippingInfo: z.string().optional(),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;

export const purchaseOrderNumberSchema = textInput()
  .trim()
  .min(1, 'purchaseOrderNumber is required')
  .max(25, 'purchaseOrderNumber is at most 25 characters');
export const specialShippingInfoSchema = textInput().max(255, 'specialShippingInstructions is at most 255 characters');

export const cardTypeSchema = z.enum(['visa', 'mastercard', 'american-express', 'discover']);

/**
 * POST /api/orders/payment — ask the server for a signed card-provider request (CHK-07). The card
 * fields are optional: the browser may post them straight to the provider in the hidden form.
 */
export const paymentRequestBodySchema = z.object({
  userId: userIdSchema,
  cartCode: idSchema,
  purchaseOrderNumber: purchaseOrderNumberSchema,
  /** Site origin plus the checkout route; the provider returns there with the 'processed' marker. */
  origin: textInput().min(1, 'origin is required').max(500),
  specialShippingInstructions: specialShippingInfoSchema.optional(),
  card_type: cardTypeSchema.optional(),
  card_number: z
    .string()
    .regex(/^(\d{13}|\d{15}|\d{16})$/, 'card_number must be 13, 15 or 16 digits')
    .optional(),
  card_expiry_date: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-\d{4}$/, 'card_expiry_date must be MM-YYYY')
    .optional(),
  card_cvn: z
    .string()
    .regex(/^\d{3,4}$/, 'card_cvn must be 3 or 4 digits')
    .optional(),
  /** Ask the provider to ignore the address verification result. */
  ignore_avs: z.boolean().optional(),
});
export type PaymentRequestBody = z.input<typeof paymentRequestBodySchema>;

/** Card-provider request (spec 000 §3): a target URL and the key/value fields of the hidden form. */
export const paymentRequestSchema = z.object({
  postUrl: z.string(),
  parameters: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** POST /api/orders — place the current cart as an order paid on account (CHK-06). */
export const placeOrderBodySchema = z.object({
  userId: userIdSchema,
  paymentType: z.literal('ACCOUNT'),
  purchaseOrderNumber: purchaseOrderNumberSchema,
  shippingChoice: z
    .object({ specialShippingInstructions: specialShippingInfoSchema.optional().default('') })
    .default({ specialShippingInstructions: '' }),
  /**
   * The cart being placed (chosen; the spec places the current cart). With it, placing the same cart
   * again (double click, reload) answers the order already placed instead of a second one.
   */
  cartCode: idSchema.optional(),
  /** The buyer chose USE MY ADDRESS after the address verification alert (CHK-08). */
  ignoreAddressVerification: z.boolean().optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/**
 * POST /api/orders/credit-card-order-placement — after the provider returned with 'processed',
 * place the order from the provider's signed result. Placing twice answers the same order.
 */
export const creditCardOrderBodySchema = z.object({
  userId: userIdSchema,
  cartCode: idSchema,
  specialShippingInstructions: specialShippingInfoSchema.optional().default(''),
});
export type CreditCardOrderBody = z.input<typeof creditCardOrderBodySchema>;

/** Order (placement result), spec 000 §3: `code` is the confirmation number. */
export const orderPlacementSchema = z.object({
  code: z.string(),
  entries: z.array(cartEntrySchema),
  purchaseOrderNumber: z.string().optional(),
  paymentType: z.enum(['ACCOUNT', 'CARD']).optional(),
});
export type OrderPlacement = z.infer<typeof orderPlacementSchema>;

export * from './checkoutRules';

export type CardType = z.infer<typeof cardTypeSchema>;

export type AddressVerdict = 'ok' | 'invalid' | 'unverified';

const POSTAL_CODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
};

type CheckedAddress = {
  line1?: string | null;
  town?: string | null;
  postalCode?: string | null;
  region?: { isocode: string } | null;
  country?: { isocode: string } | null;
};

/**
 * What checkout makes of a ship-to address (CHK-08), on the server and in the memory twin alike.
 * 'invalid': a line, the town or the postal code is missing, or the postal code does not fit the
 * country — the buyer must pick another account. 'unverified': well-formed, but the address
 * verification (simulated) cannot place it: in the US and Canada a street address needs a house
 * number (a PO box passes) — the buyer may still choose to use it.
 */
export function checkShipToAddress(address: CheckedAddress | undefined | null): AddressVerdict {
  if (!address || !address.line1?.trim() || !address.town?.trim() || !address.postalCode?.trim()) return 'invalid';
  const country = address.country?.isocode ?? address.region?.isocode?.slice(0, 2) ?? '';
  const pattern = POSTAL_CODES[country];
  if (pattern && !pattern.test(address.postalCode.trim())) return 'invalid';
  if (pattern && !/^\s*(\d|P\.?\s?O\.?\s+Box)/i.test(address.line1)) return 'unverified';
  return 'ok';
}

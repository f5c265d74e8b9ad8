import { z } from 'zod';
import { idSchema, isbn13Schema, moneySchema, quantitySchema, queryInt, textInput, userIdSchema } from './common';
import { productSchema } from './product';
import { MAX_CART_ENTRIES_PER_CALL } from '../cartLimits';
import { FUND_CODE_INVALID, FUND_CODE_MAX_LENGTH, FUND_CODE_PATTERN } from '../fundCodes';

export const errorItemSchema = z.object({
  message: z.string(),
  type: z.string().optional(),
  /** For a refused add: the selling rule's reason (EntitlementReason), so a widget can offer what it says. */
  reason: z.string().optional(),
  subject: z.string().optional(),
});
export const errorListSchema = z.object({ errors: z.array(errorItemSchema) });
export const refusedEntrySchema = z.object({
  productCode: z.string(),
  quantity: z.number().int(),
  errorList: errorListSchema,
});

export const cartEntrySchema = z.object({
  entryNumber: z.number().int().min(0),
  quantity: z.number().int(),
  backOrderedQty: z.number().int().min(0).default(0),
  weight: z.number().optional().nullable(),
  basePrice: moneySchema,
  totalPrice: moneySchema,
  discount: moneySchema.optional().nullable(),
  product: productSchema,
  /** The library fund paying for the line (acquisitions' fund or cost-centre code); null when none is set. */
  fundCode: z.string().nullable().optional(),
  /**
   * The accepted quote the line comes from: it is priced at the quoted unit price, may be bought although the title
   * is otherwise sold through a rep, and holds at most the quoted quantity. Null for any other line.
   */
  quoteNumber: z.string().nullable().optional(),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

export const appliedCouponSchema = z.object({ code: z.string(), freeShipping: z.boolean() });

export const cartSchema = z.object({
  code: z.string(),
  /** The owner; every cart call checks it against the session. */
  userId: z.string().optional(),
  name: z.string().optional().nullable(),
  /** True for a wish list (a saved cart). */
  saved: z.boolean().default(false),
  entries: z.array(cartEntrySchema),
  totalItems: z.number().int(),
  totalUnitCount: z.number().int(),
  subTotal: moneySchema,
  totalDiscounts: moneySchema,
  totalTax: moneySchema,
  totalPrice: moneySchema,
  totalPriceWithTax: moneySchema,
  deliveryCost: moneySchema.optional().nullable(),
  appliedCoupons: z.array(appliedCouponSchema).default([]),
  shipToAccountNumber: z.string().optional().nullable(),
  modifiedTime: z.string().optional().nullable(),
  expirationTime: z.string().optional().nullable(),
  /**
   * Restore only: the wish list's lines the cart refused (the caller may not buy them now, spec 001 §6), each with
   * its reason; they stay on the wish list and are not in the restored cart.
   */
  refusedEntries: z.array(refusedEntrySchema).optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export type ErrorList = z.infer<typeof errorListSchema>;

/** Cart modification result (spec 000 §3). */
export const cartModificationSchema = z.object({
  entry: cartEntrySchema.optional().nullable(),
  quantity: z.number().int(),
  quantityAdded: z.number().int(),
  statusCode: z.string().optional(),
  errorList: errorListSchema.optional().nullable(),
  productCode: z.string().optional(),
});
export type CartModification = z.infer<typeof cartModificationSchema>;

// ---- GET /api/carts ----
export const getCartQuerySchema = z.object({ userId: userIdSchema });
export type GetCartQuery = z.infer<typeof getCartQuerySchema>;

// ---- POST /api/carts ----
export const createCartBodySchema = z.object({ userId: userIdSchema });
export type CreateCartBody = z.infer<typeof createCartBodySchema>;

// ---- DELETE /api/carts ----
export const deleteCartQuerySchema = z.object({ cartId: idSchema });
export type DeleteCartQuery = z.infer<typeof deleteCartQuerySchema>;

// ---- POST / PUT /api/carts/entries ----
export const orderEntryInputSchema = z.object({
  product: z.object({ code: textInput().min(1, 'product.code is required').max(40) }),
  quantity: quantitySchema,
});
export type OrderEntryInput = z.infer<typeof orderEntryInputSchema>;

// Kept in a module without zod, so a view that checks a paste's length does not load the schemas.
export { MAX_CART_ENTRIES_PER_CALL };

export const cartEntriesBodySchema = z.object({
  userId: userIdSchema,
  cartId: idSchema,
  orderEntries: z
    .array(orderEntryInputSchema)
    .min(1, 'orderEntries needs at least one entry')
    .max(MAX_CART_ENTRIES_PER_CALL, `At most ${MAX_CART_ENTRIES_PER_CALL} entries`),
});
export type CartEntriesBody = z.infer<typeof cartEntriesBodySchema>;

export const bulkCartModificationSchema = z.object({
  cartModification: cartModificationSchema.optional().nullable(),
  errorList: errorListSchema.optional().nullable(),
  productCode: z.string(),
});
export const addCartEntriesResultSchema = z.object({
  bulkCartModificationList: z.array(bulkCartModificationSchema),
});
export type AddCartEntriesResult = z.infer<typeof addCartEntriesResultSchema>;

export const updateCartEntriesResultSchema = z.object({
  cartModifications: z.array(cartModificationSchema),
});
export type UpdateCartEntriesResult = z.infer<typeof updateCartEntriesResultSchema>;

// ---- DELETE /api/carts/entries ----
export const removeCartEntryQuerySchema = z.object({
  userId: userIdSchema,
  cartId: idSchema,
  entryNumber: queryInt(0),
});
export type RemoveCartEntryQuery = z.infer<typeof removeCartEntryQuerySchema>;

// ---- POST /api/carts/recalculate ----
export const recalculateCartBodySchema = z.object({ userId: userIdSchema });
export type RecalculateCartBody = z.infer<typeof recalculateCartBodySchema>;

/** An item of the fast-order exceeded modal and of parsed fast-order text (spec 001 §3, FOE-01). */
export const fastOrderItemSchema = z.object({ isbn: isbn13Schema, quantity: z.number().int() });
export type FastOrderItem = z.infer<typeof fastOrderItemSchema>;

/**
 * A fund code as a buyer types it: trimmed; 1 to FUND_CODE_MAX_LENGTH letters, digits, '-', '_', '.' or '/' (what
 * acquisitions systems accept as a fund or cost-centre code). An empty value clears the line's code (null).
 */
export const fundCodeInputSchema = textInput()
  .transform((value) => value.trim())
  .pipe(
    z.union([
      z.literal('').transform(() => null),
      z.string().max(FUND_CODE_MAX_LENGTH, FUND_CODE_INVALID).regex(FUND_CODE_PATTERN, FUND_CODE_INVALID),
    ]),
  );

// ---- PUT /api/carts/entries/fund-codes ----
/**
 * Sets one fund code (or none: null or '') on the cart lines of the listed products. Lines are named by product
 * code, not entry number: removing a line renumbers the lines after it, so a number read before a removal may name
 * another title.
 */
export const setFundCodesBodySchema = z.object({
  userId: userIdSchema,
  cartId: idSchema,
  productCodes: z
    .array(textInput().min(1, 'productCodes needs a product code').max(40))
    .min(1, 'productCodes needs at least one product code')
    .max(MAX_CART_ENTRIES_PER_CALL, `At most ${MAX_CART_ENTRIES_PER_CALL} product codes`),
  fundCode: z.union([z.null(), fundCodeInputSchema]),
});
export type SetFundCodesBody = z.input<typeof setFundCodesBodySchema>;

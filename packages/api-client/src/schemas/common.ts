import { z } from 'zod';

/** A money amount as the backend sends it: a number and its display form in the site currency. */
export const moneySchema = z.object({
  value: z.number(),
  formattedValue: z.string(),
  currencyIso: z.string().length(3).optional(),
});
export type Money = z.infer<typeof moneySchema>;

export const regionSchema = z.object({
  /** `US-XX` or `CA-XX`; mapped to a state or province name for display. */
  isocode: z.string(),
  name: z.string().optional(),
});

export const addressSchema = z.object({
  id: z.string().optional(),
  line1: z.string(),
  line2: z.string().optional().nullable(),
  town: z.string(),
  region: regionSchema.optional().nullable(),
  postalCode: z.string(),
  country: z.object({ isocode: z.string(), name: z.string().optional() }).optional().nullable(),
  cellphone: z.string().optional().nullable(),
  phone: z.string().optional().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** ISBN-13: 13 digits. The check digit is verified where a product is looked up, not in transit. */
export const isbn13Schema = z.string().regex(/^\d{13}$/, 'ISBN-13 must be exactly 13 digits');

/** Positive whole number of items. Limits beyond 1 come from global config (maxProductQuantity). */
export const quantitySchema = z.number().int('Quantity must be a whole number').min(1, 'Min quantity is 1');

/** The id of a signed-in user: their email as uid. */
export const userIdSchema = z.string().min(1, 'userId is required').max(254);

export const idSchema = z.string().min(1).max(64);

/** Query-string integers arrive as strings: coerce, then bound. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A successful call with nothing to return. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

import { z } from 'zod';
import { idSchema, textInput, userIdSchema } from './common';
import { cartSchema } from './cart';

/** A wish list is a saved cart with a name (spec 000 §3, spec 001 §3 "Wish list (saved cart)"). */
export const wishListSchema = cartSchema;
export type WishList = z.infer<typeof wishListSchema>;

const cartNameSchema = textInput().trim().min(1, 'cartName is required').max(255, 'cartName is at most 255 characters');

/** PATCH /api/carts/wishlist — name a cart, which saves it as a wish list. */
export const nameCartBodySchema = z.object({ cartId: idSchema, cartName: cartNameSchema });
export type NameCartBody = z.input<typeof nameCartBodySchema>;

/** POST /api/carts/wishlist — clone a wish list as a new cart under `cartName` (first step of restore). */
export const cloneWishListBodySchema = z.object({ cartId: idSchema, cartName: cartNameSchema });
export type CloneWishListBody = z.input<typeof cloneWishListBodySchema>;

/** GET /api/carts/wishlist — one wish list's content. */
export const wishListQuerySchema = z.object({ cartId: idSchema });
export type WishListQuery = z.infer<typeof wishListQuerySchema>;
export const savedCartResponseSchema = z.object({ savedCartData: wishListSchema });
export type SavedCartResponse = z.infer<typeof savedCartResponseSchema>;

/** GET /api/carts/all-carts — the user's carts; `savedCartsOnly=true` lists wish lists only. */
export const allCartsQuerySchema = z.object({
  userId: userIdSchema,
  savedCartsOnly: z.stringbool().or(z.boolean()).default(true),
  fieldsFullness: z.enum(['BASIC', 'DEFAULT', 'FULL']).default('FULL'),
});
export type AllCartsQuery = z.input<typeof allCartsQuerySchema>;
export const cartListSchema = z.object({ carts: z.array(wishListSchema) });
export type CartList = z.infer<typeof cartListSchema>;

/** PATCH /api/carts/restore-cart — makes a (cloned) wish list the current cart, replacing it. */
export const restoreCartBodySchema = z.object({ cartId: idSchema });
export type RestoreCartBody = z.infer<typeof restoreCartBodySchema>;

/** Client convenience `wishlists.create`: POST /api/carts then PATCH /api/carts/wishlist. */
export const createWishListInputSchema = z.object({ userId: userIdSchema, name: cartNameSchema });
export type CreateWishListInput = z.input<typeof createWishListInputSchema>;

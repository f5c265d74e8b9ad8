import type * as s from '../schemas';
import type { Http } from './http';

/** Wish lists are saved carts (spec 000 §7; WISH-01..03, CART-15). */
export function wishlistsApi(http: Http) {
  const api = {
    /** GET /api/carts/all-carts — the user's wish lists (savedCartsOnly=true, fieldsFullness=FULL). */
    list: (query: s.AllCartsQuery) =>
      http.call({
        method: 'GET',
        path: '/api/carts/all-carts',
        query: { savedCartsOnly: true, fieldsFullness: 'FULL', ...query },
        answer: (schemas) => schemas.cartListSchema,
      }),
    /** GET /api/carts/wishlist — one wish list's content, as `savedCartData`. */
    get: (query: s.WishListQuery) =>
      http.call({
        method: 'GET',
        path: '/api/carts/wishlist',
        query,
        answer: (schemas) => schemas.savedCartResponseSchema,
      }),
    /** PATCH /api/carts/wishlist — name a cart, saving it as a wish list. */
    name: (body: s.NameCartBody) =>
      http.call({ method: 'PATCH', path: '/api/carts/wishlist', body, answer: (schemas) => schemas.wishListSchema }),
    /** POST /api/carts/wishlist — clone a wish list as a cart under `cartName` (restore, step 1). */
    clone: (body: s.CloneWishListBody) =>
      http.call({ method: 'POST', path: '/api/carts/wishlist', body, answer: (schemas) => schemas.cartSchema }),
    /** PATCH /api/carts/restore-cart — make the clone the current cart (restore, step 2). */
    restore: (body: s.RestoreCartBody) =>
      http.call({ method: 'PATCH', path: '/api/carts/restore-cart', body, answer: (schemas) => schemas.cartSchema }),
    /** Create = POST /api/carts, then PATCH /api/carts/wishlist with the name (WISH-02). */
    create: async (input: s.CreateWishListInput) => {
      const cart = await http.call({
        method: 'POST',
        path: '/api/carts',
        body: { userId: input.userId },
        answer: (schemas) => schemas.cartSchema,
      });
      return api.name({ cartId: cart.code, cartName: input.name });
    },
    /** Delete = DELETE /api/carts?cartId (WISH-02). */
    delete: (query: s.DeleteCartQuery) =>
      http.call({ method: 'DELETE', path: '/api/carts', query, answer: (schemas) => schemas.okSchema }),
  };
  return api;
}

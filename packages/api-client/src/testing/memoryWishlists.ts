import { WISH_LIST_EXPIRED } from '../messages';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { fail, parseRequest, type MemoryState, type StoredCart } from './memoryState';
import { refusalOf } from './memoryCarts';

/** How long a named wish list lives before it expires (WISH-03). */
export const WISH_LIST_LIFETIME_DAYS = 180;

function isExpired(cart: StoredCart): boolean {
  return !!cart.expirationTime && Date.parse(cart.expirationTime) < Date.now();
}

export function memoryWishlists(state: MemoryState, carts: ApiClient['carts']): ApiClient['wishlists'] {
  const handle = answering(state);
  const api: ApiClient['wishlists'] = {
    list: handle(s.cartListSchema, (query: s.AllCartsQuery) => {
      state.requireUser();
      const { userId, savedCartsOnly } = parseRequest(s.allCartsQuerySchema, query);
      state.requireSelf(userId);
      return { carts: [...state.carts.values()].filter((c) => c.userId === userId && (!savedCartsOnly || c.saved)) };
    }),
    get: handle(s.savedCartResponseSchema, (query: s.WishListQuery) => {
      state.requireUser();
      const { cartId } = parseRequest(s.wishListQuerySchema, query);
      return { savedCartData: state.ownedCart(cartId) };
    }),
    name: handle(s.wishListSchema, (body: s.NameCartBody) => {
      state.requireUser();
      const { cartId, cartName } = parseRequest(s.nameCartBodySchema, body);
      const cart = state.ownedCart(cartId);
      const now = new Date();
      cart.name = cartName;
      cart.saved = true;
      cart.modifiedTime = now.toISOString();
      cart.expirationTime = new Date(now.getTime() + WISH_LIST_LIFETIME_DAYS * 86_400_000).toISOString();
      return cart;
    }),
    clone: handle(s.cartSchema, (body: s.CloneWishListBody) => {
      state.requireUser();
      const { cartId, cartName } = parseRequest(s.cloneWishListBodySchema, body);
      const source = state.ownedCart(cartId);
      if (isExpired(source)) fail(400, 'EXPIRED', WISH_LIST_EXPIRED);
      const clone: StoredCart = { ...structuredClone(source), code: state.nextId(''), name: cartName, saved: true };
      // A quote's price belongs to the one cart its accept filled: a copy's lines are bought like any other.
      clone.entries = clone.entries.map((entry) => ({ ...entry, quoteNumber: null }));
      state.carts.set(clone.code, clone);
      return clone;
    }),
    restore: handle(s.cartSchema, (body: s.RestoreCartBody) => {
      const user = state.requireUser();
      const { cartId } = parseRequest(s.restoreCartBodySchema, body);
      const cart = state.ownedCart(cartId);
      if (isExpired(cart)) fail(400, 'EXPIRED', WISH_LIST_EXPIRED);
      // The restored cart replaces the current one and becomes the newest unsaved cart.
      for (const other of [...state.carts.values()])
        if (other.userId === user.uid && !other.saved && other.code !== cartId) state.carts.delete(other.code);
      state.carts.delete(cartId);
      cart.saved = false;
      cart.expirationTime = null;
      state.carts.set(cartId, cart);
      // The lines go into the cart like any add: the ones the owner may not buy now stay out, with their reason.
      const refusedEntries: NonNullable<s.Cart['refusedEntries']> = [];
      cart.entries = cart.entries.filter((entry) => {
        const product = state.findProduct(entry.product.isbn13) ?? entry.product;
        const refused = state.quotedLine(cart, entry) ? null : refusalOf(state, cart, product);
        if (refused) refusedEntries.push({ productCode: product.code, quantity: entry.quantity, errorList: refused });
        return !refused;
      });
      const restored = state.recompute(cart);
      return refusedEntries.length > 0 ? { ...restored, refusedEntries } : restored;
    }),
    create: async (input) => {
      const { userId, name } = parseRequest(s.createWishListInputSchema, input);
      const cart = await carts.create({ userId });
      return api.name({ cartId: cart.code, cartName: name });
    },
    delete: (query) => carts.delete(query),
  };
  return api;
}

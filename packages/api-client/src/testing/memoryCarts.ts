import {
  ACCOUNT_NOT_FOUND,
  ENTRY_NOT_FOUND,
  ERROR_TYPES,
  NOT_PURCHASABLE,
  PRODUCT_NOT_FOUND,
  maxQuantityExceeded,
  quoteQuantityExceeded,
} from '../messages';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { buildCartEntry } from './fixtures';
import { toMoney } from '../money';
import { fail, parseRequest, type MemoryState, type StoredCart } from './memoryState';

type CartModification = s.CartModification;

const errorList = (message: string, type: string) => ({ errors: [{ message, type }] });

/** The quantity rules of one line: max per product, stock → backorder (spec 000 §4-5). */
function setQuantity(state: MemoryState, cart: StoredCart, product: s.Product, quantity: number): s.CartEntry {
  const index = cart.entries.findIndex((e) => e.product.isbn13 === product.isbn13);
  const entryNumber = index === -1 ? cart.entries.length : index;
  // A line keeps its fund code, and the quote it comes from, when its quantity changes.
  const entry = {
    ...buildCartEntry(product, quantity, entryNumber),
    fundCode: cart.entries[index]?.fundCode ?? null,
    quoteNumber: cart.entries[index]?.quoteNumber ?? null,
  };
  if (index === -1) cart.entries.push(entry);
  else cart.entries[index] = entry;
  return entry;
}

/**
 * The selling rule's refusal of a product for the cart's owner on its ship-to (the server's cartService), or null
 * when they may buy it.
 */
export function refusalOf(state: MemoryState, cart: StoredCart, product: s.Product): s.ErrorList | null {
  const verdict = state.verdict(product, state.caller(cart.userId, cart.shipToAccountNumber));
  if (verdict.purchasable) return null;
  return {
    errors: [
      {
        message: verdict.message ?? NOT_PURCHASABLE,
        type: ERROR_TYPES.notPurchasable,
        reason: verdict.reason ?? undefined,
      },
    ],
  };
}

export function memoryCarts(state: MemoryState): ApiClient['carts'] {
  const handle = answering(state);
  const refusal = (cart: StoredCart, product: s.Product) => refusalOf(state, cart, product);
  /** A line from an accepted quote: bought up to the quoted quantity whatever the selling rule says of the title. */
  const quotedLimit = (cart: StoredCart, entry: s.CartEntry | undefined) => {
    const quoted = entry ? state.quotedLine(cart, entry) : null;
    return (
      quoted && {
        quantity: quoted.quantity,
        list: errorList(quoteQuantityExceeded(quoted.number, quoted.quantity), ERROR_TYPES.quoteQuantityExceeded),
      }
    );
  };

  const addOne = (cart: StoredCart, input: s.OrderEntryInput) => {
    const product = state.findProduct(input.product.code);
    const productCode = input.product.code;
    if (!product)
      return {
        productCode,
        cartModification: null,
        errorList: errorList(PRODUCT_NOT_FOUND, ERROR_TYPES.productNotFound),
      };
    const existing = cart.entries.find((e) => e.product.isbn13 === product.isbn13);
    const already = existing?.quantity ?? 0;
    const quoted = quotedLimit(cart, existing);
    if (quoted && already + input.quantity > quoted.quantity)
      return { productCode, cartModification: null, errorList: quoted.list };
    const refused = quoted ? null : refusal(cart, product);
    if (refused) return { productCode, cartModification: null, errorList: refused };
    if (!quoted && already + input.quantity > state.maxProductQuantity) {
      return {
        productCode,
        cartModification: null,
        errorList: errorList(maxQuantityExceeded(state.maxProductQuantity), ERROR_TYPES.maxQuantityExceeded),
      };
    }
    const entry = setQuantity(state, cart, product, already + input.quantity);
    const cartModification: CartModification = {
      entry,
      quantity: entry.quantity,
      quantityAdded: input.quantity,
      statusCode: entry.backOrderedQty > 0 ? 'lowStock' : 'success',
      errorList: null,
      productCode: product.code,
    };
    return { productCode, cartModification, errorList: null };
  };

  const updateOne = (cart: StoredCart, input: s.OrderEntryInput): CartModification => {
    const product = state.findProduct(input.product.code);
    const existing = product && cart.entries.find((e) => e.product.isbn13 === product.isbn13);
    const productCode = input.product.code;
    if (!product || !existing)
      return {
        quantity: 0,
        quantityAdded: 0,
        statusCode: 'unavailable',
        errorList: errorList(ENTRY_NOT_FOUND, ERROR_TYPES.entryNotFound),
        productCode,
      };
    const quoted = quotedLimit(cart, existing);
    if (quoted && input.quantity > quoted.quantity)
      return {
        entry: existing,
        quantity: existing.quantity,
        quantityAdded: 0,
        statusCode: 'quoteQuantityExceeded',
        errorList: quoted.list,
        productCode,
      };
    if (!quoted && input.quantity > state.maxProductQuantity) {
      return {
        entry: existing,
        quantity: existing.quantity,
        quantityAdded: 0,
        statusCode: 'maxQuantityExceeded',
        errorList: errorList(maxQuantityExceeded(state.maxProductQuantity), ERROR_TYPES.maxQuantityExceeded),
        productCode,
      };
    }
    // Raising a line is an add: refused like one when the owner may not buy the title (lowering stays allowed).
    const refused = !quoted && input.quantity > existing.quantity ? refusal(cart, product) : null;
    if (refused)
      return {
        entry: existing,
        quantity: existing.quantity,
        quantityAdded: 0,
        statusCode: 'notPurchasable',
        errorList: refused,
        productCode,
      };
    const before = existing.quantity;
    const entry = setQuantity(state, cart, product, input.quantity);
    return {
      entry,
      quantity: entry.quantity,
      quantityAdded: entry.quantity - before,
      statusCode: entry.backOrderedQty > 0 ? 'lowStock' : 'success',
      errorList: null,
      productCode,
    };
  };

  return {
    get: handle(s.cartSchema, (query: s.GetCartQuery) => {
      state.requireUser();
      const { userId } = parseRequest(s.getCartQuerySchema, query);
      state.requireSelf(userId);
      return state.currentCart(userId);
    }),
    create: handle(s.cartSchema, (body: s.CreateCartBody) => {
      state.requireUser();
      const { userId } = parseRequest(s.createCartBodySchema, body);
      state.requireSelf(userId);
      return state.createCart(userId);
    }),
    delete: handle(s.okSchema, (query: s.DeleteCartQuery) => {
      state.requireUser();
      const { cartId } = parseRequest(s.deleteCartQuerySchema, query);
      state.ownedCart(cartId);
      state.carts.delete(cartId);
      return { ok: true as const };
    }),
    addEntries: handle(s.addCartEntriesResultSchema, (body: s.CartEntriesBody) => {
      state.requireUser();
      const request = parseRequest(s.cartEntriesBodySchema, body);
      state.requireSelf(request.userId);
      const cart = state.ownedCart(request.cartId);
      const bulkCartModificationList = request.orderEntries.map((entry) => addOne(cart, entry));
      state.recompute(cart);
      // Entries answered after recompute carry the final prices.
      for (const result of bulkCartModificationList) {
        const mod = result.cartModification;
        if (mod?.entry)
          mod.entry = cart.entries.find((e) => e.product.isbn13 === mod.entry?.product.isbn13) ?? mod.entry;
      }
      return { bulkCartModificationList };
    }),
    updateEntries: handle(s.updateCartEntriesResultSchema, (body: s.CartEntriesBody) => {
      state.requireUser();
      const request = parseRequest(s.cartEntriesBodySchema, body);
      state.requireSelf(request.userId);
      const cart = state.ownedCart(request.cartId);
      const cartModifications = request.orderEntries.map((entry) => updateOne(cart, entry));
      state.recompute(cart);
      // As for adds: the entries answered carry the prices of the cart's ship-to account.
      for (const mod of cartModifications) {
        if (mod.entry)
          mod.entry = cart.entries.find((e) => e.product.isbn13 === mod.entry?.product.isbn13) ?? mod.entry;
      }
      return { cartModifications };
    }),
    removeEntry: handle(s.okSchema, (query: s.RemoveCartEntryQuery) => {
      state.requireUser();
      const request = parseRequest(s.removeCartEntryQuerySchema, query);
      state.requireSelf(request.userId);
      const cart = state.ownedCart(request.cartId);
      const index = cart.entries.findIndex((e) => e.entryNumber === request.entryNumber);
      if (index === -1)
        fail(404, 'NOT_FOUND', ENTRY_NOT_FOUND, { errorList: errorList(ENTRY_NOT_FOUND, ERROR_TYPES.entryNotFound) });
      cart.entries.splice(index, 1);
      state.recompute(cart); // renumbers the entries from 0, as the backend does
      return { ok: true as const };
    }),
    setFundCodes: handle(s.cartSchema, (body: s.SetFundCodesBody) => {
      state.requireUser();
      const request = parseRequest(s.setFundCodesBodySchema, body);
      state.requireSelf(request.userId);
      const cart = state.ownedCart(request.cartId);
      const lines = request.productCodes.map((code) => {
        const product = state.findProduct(code);
        return product && cart.entries.find((e) => e.product.isbn13 === product.isbn13);
      });
      // All or nothing, as the server's transaction: a product not in the cart changes no line.
      if (lines.some((line) => !line))
        fail(404, 'NOT_FOUND', ENTRY_NOT_FOUND, { errorList: errorList(ENTRY_NOT_FOUND, ERROR_TYPES.entryNotFound) });
      for (const line of lines) line!.fundCode = request.fundCode;
      return state.recompute(cart);
    }),
    recalculate: handle(s.cartSchema, (body: s.RecalculateCartBody) => {
      state.requireUser();
      const { userId } = parseRequest(s.recalculateCartBodySchema, body);
      state.requireSelf(userId);
      return state.recompute(state.currentCart(userId));
    }),
    changeAccount: handle(s.cartSchema, (body: s.ChangeCartAccountBody) => {
      state.requireUser();
      const { userId, shipToAccountNumber } = parseRequest(s.changeCartAccountBodySchema, body);
      state.requireSelf(userId);
      const accounts = state.accounts.get(userId);
      const account = accounts?.shipToAccounts.find((a) => a.accountNumber === shipToAccountNumber && a.active);
      if (!accounts || !account)
        return fail(400, 'VALIDATION', `shipToAccountNumber: ${ACCOUNT_NOT_FOUND}`, {
          fieldErrors: { shipToAccountNumber: ACCOUNT_NOT_FOUND },
        });
      accounts.shipToAccount = account;
      // The session names the current ship-to (as the server's), which prices the catalogue.
      const user = state.users.get(userId);
      if (user) user.defaultShipToAccount = account.accountNumber;
      const cart = state.currentCart(userId);
      cart.shipToAccountNumber = account.accountNumber;
      return state.recompute(cart);
    }),
    setShipper: handle(s.cartSchema, (body: s.SetShipperBody) => {
      state.requireUser();
      const { userId } = parseRequest(s.setShipperBodySchema, body);
      state.requireSelf(userId);
      const cart = state.currentCart(userId);
      cart.deliveryCost = toMoney(state.deliveryCost(cart), state.currencyIso);
      return state.recompute(cart);
    }),
  };
}

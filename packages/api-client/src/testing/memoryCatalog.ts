import { ACCOUNT_NOT_FOUND, PRODUCT_NOT_FOUND } from '../messages';
import { toMoney } from '../money';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { fail, parseRequest, type MemoryState } from './memoryState';
import { exportCatalogue, searchCatalogue } from './memorySearch';
import { withEntitlement } from '../schemas/entitlement';
import { memoryPurchaseHistory } from './memoryPurchaseHistory';

const INVALID_ISBN = 'ISBN must be 13 digits';

export function memoryProducts(state: MemoryState): ApiClient['products'] {
  const handle = answering(state);

  /**
   * The account prices are asked for (PNA-01): the one named, when it is one of the signed-in user's
   * own accounts (else 404, as for an unknown one), or the user's current ship-to.
   */
  const pricingAccount = (user: s.SessionUser, accountNumber: string | undefined): string | null => {
    const accounts = state.accounts.get(user.uid);
    if (!accountNumber) return accounts?.shipToAccount?.accountNumber ?? user.defaultShipToAccount ?? null;
    const own =
      !!accounts &&
      (accounts.shipToAccounts.some((a) => a.accountNumber === accountNumber) ||
        accounts.customerDefaultBillToAccount?.uid === accountNumber);
    return own ? accountNumber : fail(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
  };

  /** The product priced for an account: unit price after its agreed discount (as the cart), price × quantity, stock. */
  const priced = (product: s.Product, quantity: number, account: string | null): s.PricedProduct => {
    const unit = state.accountUnitPrice(product, account);
    return {
      ...product,
      customUnitPrice: unit === undefined ? null : toMoney(unit, state.currencyIso),
      customPrice: unit === undefined ? null : toMoney(unit * quantity, state.currencyIso),
      customListPrice: product.customListPrice ?? product.price ?? null,
      quantityAvailable: product.stock?.stockLevel ?? 0,
      desiredQuantity: quantity,
    };
  };
  const found = (code: string) => state.findProduct(code) ?? fail(404, 'NOT_FOUND', PRODUCT_NOT_FOUND);

  return {
    byCode: handle(s.productSchema, (query: s.ProductCodeQuery) => {
      const q = parseRequest(s.productCodeQuerySchema, query);
      const account = state.catalogueAccount(q);
      return state.entitled(
        state.withAccountPrice(found(q.productCode), account),
        state.caller(state.signedIn, q.shipToAccountNumber),
      );
    }),
    search: handle(s.searchResponseSchema, (query: s.SearchQuery) => {
      const q = parseRequest(s.searchQuerySchema, query);
      const answer = searchCatalogue(state, q);
      // The verdict on each card: a price the caller may not see is not in the answer (spec 001 §6).
      const caller = state.caller(state.signedIn, q.shipToAccountNumber);
      return { ...answer, products: answer.products.map((p) => state.entitled(p, caller)) };
    }),
    exportSearch: (query, options) => exportCatalogue(state, query, options),
    lookup: handle(s.pricedProductSchema, (query: s.ProductLookupQuery) => {
      const user = state.requireUser();
      const q = parseRequest(s.productLookupQuerySchema, query);
      const account = q.shipToAccountNumber ?? q.accountNumber;
      if (account && !state.canUseAccount(user, account)) fail(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
      const pricing = account ?? pricingAccount(user, undefined);
      return state.entitled(priced(found(q.productCode), q.quantity ?? 1, pricing), state.caller(user.uid, pricing));
    }),
    priceAndAvailability: handle(s.priceAndAvailabilitySchema, (query: s.PriceAndAvailabilityQuery) => {
      const user = state.requireUser();
      const q = parseRequest(s.priceAndAvailabilityQuerySchema, query);
      const account = pricingAccount(user, q.accountNumber);
      const p = priced(found(q.productCode), q.quantity, account);
      const verdict = state.verdict(p, state.caller(user.uid, account));
      const shown = verdict.priceShown;
      return {
        isbn13: p.isbn13,
        productCode: p.code,
        desiredQuantity: q.quantity,
        quantityAvailable: p.quantityAvailable ?? 0,
        customUnitPrice: shown ? (p.customUnitPrice ?? null) : null,
        customPrice: shown ? (p.customPrice ?? null) : null,
        customListPrice: shown ? (p.customListPrice ?? null) : null,
        entitlement: verdict,
      };
    }),
    checkPrices: handle(s.priceCheckResultSchema, (body: s.PriceCheckBody) => {
      const user = state.requireUser();
      const { rows, accountNumber } = parseRequest(s.priceCheckBodySchema, body);
      const account = pricingAccount(user, accountNumber);
      const caller = state.caller(user.uid, account);
      const quantities = new Map<string, number>();
      for (const row of rows) {
        const isbn = row.isbn.replace(/-/g, '');
        quantities.set(isbn, (quantities.get(isbn) ?? 0) + row.quantity);
      }
      const invalid: s.PriceCheckItem[] = [];
      const valid: s.PriceCheckItem[] = [];
      for (const [isbn13, quantity] of quantities) {
        const product = /^\d{13}$/.test(isbn13) ? state.findProduct(isbn13) : undefined;
        if (!product) {
          invalid.push({
            isbn13,
            invalidIsbn: /^\d{13}$/.test(isbn13) ? PRODUCT_NOT_FOUND : INVALID_ISBN,
            desiredQuantity: quantity,
          });
          continue;
        }
        const p = priced(product, quantity, account);
        const verdict = state.verdict(p, caller);
        valid.push(
          withEntitlement(
            {
              isbn13,
              product: withEntitlement(p, verdict),
              fullTitle: p.fullTitle,
              imagesDAM: p.imagesDAM ?? null,
              desiredQuantity: quantity,
              quantityAvailable: p.quantityAvailable,
              customUnitPrice: p.customUnitPrice,
              customPrice: p.customPrice,
              customListPrice: p.customListPrice,
            },
            verdict,
          ),
        );
      }
      return { items: [...invalid, ...valid] };
    }),
    purchaseHistory: memoryPurchaseHistory(state),
  };
}

import { eq } from 'drizzle-orm';
import { roundMoney, toMoney } from '@shelfmark/api-client/schemas';
import {
  ACCOUNT_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  type PriceCheckItem,
  type PricedProduct,
  type Product,
} from '@shelfmark/api-client/schemas';
import { userAccounts } from '../db/schema';
import { accountPricing } from '../db/schema/selfService';
import type { Db } from '../db/types';
import { notFound } from '../http/HttpError';
import { loadProducts } from '../products/productRepo';
import { currentShipTo } from '../users/userRepo';

/** The invalidIsbn message of a row that is not 13 digits once dashes are removed (the memory twin's wording). */
const INVALID_ISBN_13 = 'ISBN must be 13 digits';

/**
 * The account prices are asked for: the one named, when it is one of the user's own accounts
 * (else null: the route answers 404 as for an unknown account), or the user's current ship-to.
 */
export async function resolvePricingAccount(
  db: Db,
  uid: string,
  accountNumber: string | undefined,
): Promise<string | null> {
  if (!accountNumber) return currentShipTo(db, uid);
  const linked = await db
    .select({ accountNumber: userAccounts.accountNumber })
    .from(userAccounts)
    .where(eq(userAccounts.userUid, uid));
  return linked.some((a) => a.accountNumber === accountNumber) ? accountNumber : null;
}

/** The account's agreed discount on the catalogue price, in percent (0 without an agreement or an account). */
export async function agreedDiscount(db: Db, accountNumber: string | null | undefined): Promise<number> {
  if (!accountNumber) return 0;
  const [row] = await db.select().from(accountPricing).where(eq(accountPricing.accountNumber, accountNumber)).limit(1);
  return row ? Number(row.discountPercent) : 0;
}

/**
 * A product's unit price for an account with `discount` percent agreed, rounded to the cent; undefined
 * for a product without a price. Price and availability and the cart both price with it, so the
 * two agree for the same account.
 */
export function accountUnitPrice(product: Product, discount: number): number | undefined {
  const base = product.customPrice?.value ?? product.price?.value;
  return base === undefined ? undefined : discounted(base, discount);
}

/** The account numbers a catalogue call (search, product page, export) may name (spec 001 §7). */
export interface CatalogueAccounts {
  orgAccountNumber?: string | undefined;
  billToAccountNumber?: string | undefined;
  shipToAccountNumber?: string | undefined;
}

/**
 * The discount the catalogue's prices are shown with (search results, the product page, the search
 * workbook): none for a visitor (the catalogue price, whatever the address names); for a
 * signed-in user, that of the ship-to named — else the current one, as the cart — where every account
 * named must be one of the user's own (else 404 'Account not found.', as for price and availability).
 */
export async function catalogueDiscount(db: Db, uid: string | undefined, named: CatalogueAccounts): Promise<number> {
  if (!uid) return 0;
  const asked = [named.orgAccountNumber, named.billToAccountNumber, named.shipToAccountNumber].filter(
    (a): a is string => !!a,
  );
  if (asked.length > 0) {
    const linked = await db
      .select({ accountNumber: userAccounts.accountNumber })
      .from(userAccounts)
      .where(eq(userAccounts.userUid, uid));
    const own = new Set(linked.map((a) => a.accountNumber));
    if (asked.some((a) => !own.has(a))) throw notFound(ACCOUNT_NOT_FOUND);
  }
  return agreedDiscount(db, named.shipToAccountNumber ?? (await currentShipTo(db, uid)));
}

/** An account's unit price of a catalogue price, rounded to the cent (the same sum as accountUnitPrice). */
export function discounted(price: number, discount: number): number {
  return roundMoney(price * (1 - discount / 100));
}

/**
 * A catalogue product as an account with `discount` percent sees it: its price (and customPrice) is
 * the account's unit price, the one its cart and price and availability show. Applied to each answer
 * after what search keeps per catalogue version, so nothing kept is one account's price.
 */
export function withAccountPrice(product: Product, discount: number, currency: string): Product {
  const unit = discount === 0 ? undefined : accountUnitPrice(product, discount);
  if (unit === undefined) return product;
  const money = toMoney(unit, currency);
  return { ...product, price: money, customPrice: money };
}

/** Prices a product for an account: unit price after the account's discount, × quantity, list price, stock. */
function priced(product: Product, quantity: number, discount: number, currency: string): PricedProduct {
  const unit = accountUnitPrice(product, discount);
  return {
    ...product,
    customUnitPrice: unit === undefined ? null : toMoney(unit, currency),
    customPrice: unit === undefined ? null : toMoney(roundMoney(unit * quantity), currency),
    customListPrice: product.customListPrice ?? product.price ?? null,
    quantityAvailable: product.stock?.stockLevel ?? 0,
    desiredQuantity: quantity,
  };
}

/** One ISBN priced for an account (GET /api/products/priceAndAvailability), or null when unknown. */
export async function priceOne(
  db: Db,
  isbn13: string,
  quantity: number,
  accountNumber: string | null,
  currency: string,
): Promise<PricedProduct | null> {
  const product = (await loadProducts(db, [isbn13], currency)).get(isbn13);
  return product ? priced(product, quantity, await agreedDiscount(db, accountNumber), currency) : null;
}

/**
 * A price check of rows (POST /api/products/priceAndAvailability; PNA-01): dashes removed,
 * duplicate ISBNs summed, one lookup per ISBN; invalid ISBNs first, each with its message.
 */
export async function priceRows(
  db: Db,
  rows: { isbn: string; quantity: number }[],
  accountNumber: string | null,
  currency: string,
): Promise<PriceCheckItem[]> {
  const quantities = new Map<string, number>();
  for (const row of rows) {
    const isbn = row.isbn.replace(/-/g, '');
    quantities.set(isbn, (quantities.get(isbn) ?? 0) + row.quantity);
  }
  const wellFormed = [...quantities.keys()].filter((isbn) => /^\d{13}$/.test(isbn));
  const found = await loadProducts(db, wellFormed, currency);
  const discount = await agreedDiscount(db, accountNumber);
  const invalid: PriceCheckItem[] = [];
  const valid: PriceCheckItem[] = [];
  for (const [isbn13, quantity] of quantities) {
    const product = found.get(isbn13);
    if (!product) {
      invalid.push({
        isbn13,
        invalidIsbn: /^\d{13}$/.test(isbn13) ? PRODUCT_NOT_FOUND : INVALID_ISBN_13,
        desiredQuantity: quantity,
      });
      continue;
    }
    const p = priced(product, quantity, discount, currency);
    valid.push({
      isbn13,
      product: p,
      fullTitle: p.fullTitle,
      imagesDAM: p.imagesDAM ?? null,
      desiredQuantity: quantity,
      quantityAvailable: p.quantityAvailable,
      customUnitPrice: p.customUnitPrice,
      customPrice: p.customPrice,
      customListPrice: p.customListPrice,
    });
  }
  return [...invalid, ...valid];
}

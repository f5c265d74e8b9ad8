import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_NOT_FOUND,
  ENTRY_NOT_FOUND,
  WISH_LIST_EXPIRED,
  ERROR_TYPES,
  maxQuantityExceeded,
  NOT_PURCHASABLE,
  PRODUCT_NOT_FOUND,
  QUOTE_ERROR_CODES,
  QUOTE_OTHER_SHIP_TO,
  quoteQuantityExceeded,
  quoteTitleInCart,
  roundMoney,
  withQuotedLine,
  toMoney,
  type AddCartEntriesResult,
  type Cart,
  type CartEntry,
  type CartModification,
  type OrderEntryInput,
  type EntitlementCaller,
  type Product,
  type UpdateCartEntriesResult,
} from '@shelfmark/api-client/schemas';
import { entitled, loadCaller, verdictForRecord, type EntitlementSite } from '../entitlement/entitlement';
import { accounts, cartEntries, carts, quoteLines, quotes, userAccounts, users } from '../db/schema';
import type { Db } from '../db/types';
import { badRequest, cartNotFound, HttpError, notFound } from '../http/HttpError';
import { findRecordsByCodes, loadProducts, type ProductRecord } from '../products/productRepo';
import { currentShipTo } from '../users/userRepo';
import { toIsoTimestamp } from '../db/timestamps';
import { loadCheckoutCharges, withCheckoutCharges, type CheckoutCharges } from '../checkout/cartCharges';
import { reshipForShipTo } from '../checkout/shipperService';
import { accountUnitPrice, agreedDiscount } from '../pricing/priceForAccount';

type CartRecord = typeof carts.$inferSelect;
type EntryRecord = typeof cartEntries.$inferSelect;

export interface CartServiceOptions {
  currency: string;
  maxProductQuantity: number;
  /** The site's market and brand, which the selling rule reads (spec 001 §6). */
  site: EntitlementSite;
}

const errorList = (message: string, type: string) => ({ errors: [{ message, type }] });

/** The accepted quote line that prices a cart line: its quote, ship-to, quoted quantity and unit price. */
interface QuotedLine {
  number: string;
  shipTo: string;
  quantity: number;
  unitPrice: number;
}
/** Quoted lines by `quoteNumber|isbn13`. */
type QuotedLines = Map<string, QuotedLine>;

/**
 * The accepted quotes' lines the cart lines `rows` name, in one query: a line names its quote (cart_entries.quote_number)
 * when it came from accepting it.
 */
async function loadQuotedLines(tx: Db, rows: Pick<EntryRecord, 'quoteNumber'>[]): Promise<QuotedLines> {
  const numbers = [...new Set(rows.map((r) => r.quoteNumber).filter((n): n is string => !!n))];
  if (numbers.length === 0) return new Map();
  const found = await tx
    .select({
      number: quotes.number,
      shipTo: quotes.shipToAccount,
      isbn13: quoteLines.isbn13,
      quantity: quoteLines.quantity,
      unitPrice: quoteLines.unitPrice,
    })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.number, quoteLines.quoteNumber))
    .where(and(inArray(quotes.number, numbers), eq(quotes.status, 'accepted')));
  return new Map(
    found
      .filter((r) => r.unitPrice !== null)
      .map((r) => [
        `${r.number}|${r.isbn13}`,
        { number: r.number, shipTo: r.shipTo, quantity: r.quantity, unitPrice: Number(r.unitPrice) },
      ]),
  );
}

/**
 * The quote that prices a cart line, when it still does: the line names an accepted quote of the cart's ship-to. A
 * cart moved to another ship-to prices the line from the catalogue again (and back when it returns).
 */
function quotedLineOf(
  quoted: QuotedLines,
  cart: Pick<CartRecord, 'shipToAccount'>,
  row: Pick<EntryRecord, 'quoteNumber' | 'isbn13'>,
): QuotedLine | null {
  const line = row.quoteNumber ? quoted.get(`${row.quoteNumber}|${row.isbn13}`) : undefined;
  return line && line.shipTo === cart.shipToAccount ? line : null;
}

/** The refusal of more copies of a quoted line than its quote covers. */
const quoteLimit = (line: QuotedLine) =>
  errorList(quoteQuantityExceeded(line.number, line.quantity), ERROR_TYPES.quoteQuantityExceeded);

/** How long a named wish list lives before it expires (WISH-03); the memory twin uses the same. */
export const WISH_LIST_LIFETIME_DAYS = 180;

const isExpired = (cart: CartRecord) => !!cart.expiresAt && Date.parse(toIsoTimestamp(cart.expiresAt)) < Date.now();
const expired = () => new HttpError(400, 'EXPIRED', WISH_LIST_EXPIRED);
const unknownAccount = () =>
  badRequest(`shipToAccountNumber: ${ACCOUNT_NOT_FOUND}`, { shipToAccountNumber: ACCOUNT_NOT_FOUND });

/**
 * Carts over the database. Every method takes the signed-in uid: a cart of another user is
 * answered exactly like an unknown one (404 'Cart not found.'). Totals are always recomputed from
 * current catalogue prices, less the agreed discount of the cart's ship-to account (account_pricing),
 * when a cart is read — so switching the ship-to re-prices the cart.
 */
export function createCartService(db: Db, { currency, maxProductQuantity, site }: CartServiceOptions) {
  const money = (value: number) => toMoney(value, currency);

  /** The cart owner acting for the cart's ship-to, as the selling rule reads them. */
  const ownerOf = (tx: Db, cart: CartRecord) => loadCaller(tx, cart.userUid, site, cart.shipToAccount);

  /**
   * The selling rule's refusal of a product for `caller` (spec 001 §6), or null when they may buy it: every add to a
   * cart (bulk add, fast order, reorder, a quantity raised, a wish list restored) goes through it.
   */
  const refusal = (record: ProductRecord, caller: EntitlementCaller) => {
    const verdict = verdictForRecord(record, caller);
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
  };

  /**
   * A cart line priced for the cart's ship-to account (`discount`: its agreed discount, as price and availability
   * uses), or at its quote's unit price when an accepted quote prices it.
   */
  function buildEntry(entry: EntryRecord, product: Product, discount: number, quoted: QuotedLine | null): CartEntry {
    const unit = quoted ? quoted.unitPrice : (accountUnitPrice(product, discount) ?? 0);
    const stock = product.stock?.stockLevel ?? Number.POSITIVE_INFINITY;
    return {
      entryNumber: entry.entryNumber,
      quantity: entry.quantity,
      backOrderedQty: Math.max(0, entry.quantity - Math.max(0, stock)),
      weight: product.weight ?? null,
      basePrice: money(unit),
      totalPrice: money(unit * entry.quantity),
      discount: money(0),
      product,
      fundCode: entry.fundCode,
      quoteNumber: entry.quoteNumber,
    };
  }

  async function toCart(tx: Db, cart: CartRecord): Promise<Cart> {
    return (await toCarts(tx, [cart]))[0]!;
  }

  /**
   * Prices carts together: their lines, products and checkout charges in one query each however many
   * carts there are, the discount and the owner's verdict once per ship-to account.
   */
  async function toCarts(tx: Db, records: CartRecord[]): Promise<Cart[]> {
    if (records.length === 0) return [];
    const codes = records.map((cart) => cart.code);
    const rows = await tx
      .select()
      .from(cartEntries)
      .where(inArray(cartEntries.cartCode, codes))
      .orderBy(asc(cartEntries.entryNumber));
    const products = await loadProducts(
      tx,
      rows.map((r) => r.isbn13),
      currency,
    );
    const charges = await loadCheckoutCharges(tx, codes);
    const quoted = await loadQuotedLines(tx, rows);
    const perAccount = new Map<string, Promise<[number, Awaited<ReturnType<typeof ownerOf>>]>>();
    const out: Cart[] = [];
    for (const cart of records) {
      const key = `${cart.userUid}\u0000${cart.shipToAccount ?? ''}`;
      if (!perAccount.has(key))
        perAccount.set(key, (async () => [await agreedDiscount(tx, cart.shipToAccount), await ownerOf(tx, cart)])());
      const [discount, caller] = await perAccount.get(key)!;
      out.push(
        priced(
          cart,
          rows.filter((row) => row.cartCode === cart.code),
          products,
          discount,
          caller,
          charges.get(cart.code),
          quoted,
        ),
      );
    }
    return out;
  }

  function priced(
    cart: CartRecord,
    rows: EntryRecord[],
    products: Map<string, Product>,
    discount: number,
    caller: Awaited<ReturnType<typeof ownerOf>>,
    charges: CheckoutCharges | undefined,
    quoted: QuotedLines,
  ): Cart {
    // Each line's product carries its owner's verdict, as every answer carrying a product does; a line an accepted
    // quote prices is bought at the rep's price although the title is otherwise sold through a rep.
    const entries = rows.map((row) => {
      const quote = quotedLineOf(quoted, cart, row);
      const entry = buildEntry(row, products.get(row.isbn13)!, discount, quote);
      return {
        ...entry,
        product: quote ? withQuotedLine(entry.product, caller, entry.basePrice) : entitled(entry.product, caller),
      };
    });
    const subTotal = roundMoney(entries.reduce((sum, e) => sum + e.totalPrice.value, 0));
    // Promo codes and the shipper's cost (checkout, CHK-03/04) adjust the totals.
    return withCheckoutCharges(
      {
        code: cart.code,
        userId: cart.userUid,
        name: cart.name,
        saved: cart.saved,
        entries,
        totalItems: entries.length,
        totalUnitCount: entries.reduce((sum, e) => sum + e.quantity, 0),
        subTotal: money(subTotal),
        totalDiscounts: money(0),
        totalTax: money(0),
        totalPrice: money(subTotal),
        totalPriceWithTax: money(subTotal),
        deliveryCost: null,
        appliedCoupons: [],
        shipToAccountNumber: cart.shipToAccount,
        modifiedTime: toIsoTimestamp(cart.modifiedAt),
        expirationTime: cart.expiresAt ? toIsoTimestamp(cart.expiresAt) : null,
      },
      charges,
    );
  }

  async function insertCart(tx: Db, uid: string): Promise<CartRecord> {
    const shipTo = await currentShipTo(tx, uid);
    const [row] = await tx
      .insert(carts)
      .values({ code: sql`lpad(nextval('cart_code_seq')::text, 8, '0')`, userUid: uid, shipToAccount: shipTo })
      .returning();
    return row!;
  }

  /** The user's cart `code`, locked for this transaction; 404 'Cart not found.' for unknown or foreign carts. */
  async function ownedCart(tx: Db, uid: string, code: string): Promise<CartRecord> {
    const [row] = await tx.select().from(carts).where(eq(carts.code, code)).for('update').limit(1);
    if (!row || row.userUid !== uid) throw cartNotFound();
    return row;
  }

  /** Numbers a cart's entries 0, 1, 2… in their order again, after lines left it. */
  async function renumber(tx: Db, code: string): Promise<void> {
    const rows = await tx
      .select({ n: cartEntries.entryNumber })
      .from(cartEntries)
      .where(eq(cartEntries.cartCode, code))
      .orderBy(asc(cartEntries.entryNumber));
    // Two steps, so no intermediate state repeats an entry number (the primary key).
    await tx
      .update(cartEntries)
      .set({ entryNumber: sql`-${cartEntries.entryNumber} - 1` })
      .where(eq(cartEntries.cartCode, code));
    for (const [index, row] of rows.entries())
      await tx
        .update(cartEntries)
        .set({ entryNumber: index })
        .where(and(eq(cartEntries.cartCode, code), eq(cartEntries.entryNumber, -row.n - 1)));
  }

  const touch = (tx: Db, code: string) =>
    tx
      .update(carts)
      .set({ modifiedAt: sql`now()` })
      .where(eq(carts.code, code));

  async function currentRecord(tx: Db, uid: string): Promise<CartRecord | undefined> {
    const [row] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.userUid, uid), eq(carts.saved, false)))
      .orderBy(desc(carts.createdAt), desc(carts.code))
      .limit(1);
    return row;
  }

  /** Product rows for the request's codes, and the quantities already in the cart by ISBN. */
  async function prepare(tx: Db, cart: CartRecord, inputs: OrderEntryInput[]) {
    const records = await findRecordsByCodes(
      tx,
      inputs.map((i) => i.product.code),
    );
    const entries = await tx
      .select()
      .from(cartEntries)
      .where(eq(cartEntries.cartCode, cart.code))
      .orderBy(asc(cartEntries.entryNumber));
    const quoted = await loadQuotedLines(tx, entries);
    /** The accepted quote that prices the cart's line of this title, if any. */
    const quoteOf = (isbn13: string) => {
      const row = entries.find((e) => e.isbn13 === isbn13);
      return row ? quotedLineOf(quoted, cart, row) : null;
    };
    return { records, entries, quoteOf };
  }

  return {
    /** The newest unsaved cart of the user; a user without one gets a new empty cart. */
    async current(uid: string): Promise<Cart> {
      return db.transaction(async (tx) => {
        // First visits can race (PostgreSQL runs them in parallel): one creator per user at a time.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`current-cart:${uid}`}))`);
        return toCart(tx, (await currentRecord(tx, uid)) ?? (await insertCart(tx, uid)));
      });
    },

    /** A new empty cart, which becomes the current one. */
    async create(uid: string): Promise<Cart> {
      return db.transaction(async (tx) => toCart(tx, await insertCart(tx, uid)));
    },

    /** Deletes a cart or wish list of the user, with its entries. */
    async remove(uid: string, code: string): Promise<void> {
      await db.transaction(async (tx) => {
        await ownedCart(tx, uid, code);
        await tx.delete(carts).where(eq(carts.code, code));
      });
    },

    /**
     * Bulk add (spec 000 §4): one result per requested entry, in order. Unknown ISBNs, products that
     * cannot be bought and quantities that would pass maxProductQuantity (counting what the cart
     * already holds) are refused in the entry's errorList; the rest are added, a product already in
     * the cart gaining quantity on its line.
     */
    async addEntries(uid: string, code: string, inputs: OrderEntryInput[]): Promise<AddCartEntriesResult> {
      return db.transaction(async (tx) => {
        const cart = await ownedCart(tx, uid, code);
        const { records, entries, quoteOf } = await prepare(tx, cart, inputs);
        const caller = await ownerOf(tx, cart);
        const lines = new Map(entries.map((e) => [e.isbn13, { ...e }]));
        let nextNumber = entries.length;
        const planned: {
          productCode: string;
          record?: ProductRecord;
          error?: ReturnType<typeof errorList>;
          added?: number;
        }[] = [];
        for (const input of inputs) {
          const productCode = input.product.code;
          const record = records.get(productCode);
          if (!record) {
            planned.push({ productCode, error: errorList(PRODUCT_NOT_FOUND, ERROR_TYPES.productNotFound) });
            continue;
          }
          const line = lines.get(record.isbn13);
          const already = line?.quantity ?? 0;
          // A title on a line from an accepted quote is bought there, up to the quoted quantity.
          const quote = quoteOf(record.isbn13);
          if (quote && already + input.quantity > quote.quantity) {
            planned.push({ productCode, error: quoteLimit(quote) });
            continue;
          }
          const refused = quote ? null : refusal(record, caller);
          if (refused) {
            planned.push({ productCode, error: refused });
            continue;
          }
          if (!quote && already + input.quantity > maxProductQuantity) {
            planned.push({
              productCode,
              error: errorList(maxQuantityExceeded(maxProductQuantity), ERROR_TYPES.maxQuantityExceeded),
            });
            continue;
          }
          if (line) line.quantity += input.quantity;
          else
            lines.set(record.isbn13, {
              cartCode: code,
              entryNumber: nextNumber++,
              isbn13: record.isbn13,
              quantity: input.quantity,
              addedAt: '',
              fundCode: null,
              quoteNumber: null,
            });
          planned.push({ productCode, record, added: input.quantity });
        }
        for (const line of lines.values()) {
          const before = entries.find((e) => e.isbn13 === line.isbn13);
          if (!before)
            await tx
              .insert(cartEntries)
              .values({ cartCode: code, entryNumber: line.entryNumber, isbn13: line.isbn13, quantity: line.quantity });
          else if (before.quantity !== line.quantity) {
            await tx
              .update(cartEntries)
              .set({ quantity: line.quantity })
              .where(and(eq(cartEntries.cartCode, code), eq(cartEntries.entryNumber, line.entryNumber)));
          }
        }
        if (planned.some((p) => p.record)) await touch(tx, code);
        const full = await toCart(tx, cart);
        let runningQuantity = new Map(entries.map((e) => [e.isbn13, e.quantity]));
        return {
          bulkCartModificationList: planned.map((p) => {
            if (!p.record) return { productCode: p.productCode, cartModification: null, errorList: p.error ?? null };
            const entry = full.entries.find((e) => e.product.isbn13 === p.record!.isbn13)!;
            const quantity = (runningQuantity.get(p.record.isbn13) ?? 0) + p.added!;
            runningQuantity = runningQuantity.set(p.record.isbn13, quantity);
            const cartModification: CartModification = {
              entry,
              quantity,
              quantityAdded: p.added!,
              statusCode: entry.backOrderedQty > 0 ? 'lowStock' : 'success',
              errorList: null,
              productCode: entry.product.code,
            };
            return { productCode: p.productCode, cartModification, errorList: null };
          }),
        };
      });
    },

    /** Quantity update: sets each listed product's quantity; products not in the cart are refused. */
    async updateEntries(uid: string, code: string, inputs: OrderEntryInput[]): Promise<UpdateCartEntriesResult> {
      return db.transaction(async (tx) => {
        const cart = await ownedCart(tx, uid, code);
        const { records, entries, quoteOf } = await prepare(tx, cart, inputs);
        const caller = await ownerOf(tx, cart);
        const results: { productCode: string; isbn13?: string; before?: number; error?: CartModification }[] = [];
        for (const input of inputs) {
          const productCode = input.product.code;
          const record = records.get(productCode);
          const existing = record && entries.find((e) => e.isbn13 === record.isbn13);
          if (!record || !existing) {
            results.push({
              productCode,
              error: {
                quantity: 0,
                quantityAdded: 0,
                statusCode: 'unavailable',
                errorList: errorList(ENTRY_NOT_FOUND, ERROR_TYPES.entryNotFound),
                productCode,
              },
            });
            continue;
          }
          // A line from an accepted quote holds at most the quoted quantity, at the quoted price.
          const quote = quoteOf(record.isbn13);
          if (quote && input.quantity > quote.quantity) {
            results.push({
              productCode,
              isbn13: record.isbn13,
              error: {
                entry: null,
                quantity: existing.quantity,
                quantityAdded: 0,
                statusCode: 'quoteQuantityExceeded',
                errorList: quoteLimit(quote),
                productCode,
              },
            });
            continue;
          }
          if (!quote && input.quantity > maxProductQuantity) {
            results.push({
              productCode,
              isbn13: record.isbn13,
              error: {
                entry: null,
                quantity: existing.quantity,
                quantityAdded: 0,
                statusCode: 'maxQuantityExceeded',
                errorList: errorList(maxQuantityExceeded(maxProductQuantity), ERROR_TYPES.maxQuantityExceeded),
                productCode,
              },
            });
            continue;
          }
          // Raising a line is an add: refused like one when the caller may not buy the title (lowering stays allowed).
          const refused = !quote && input.quantity > existing.quantity ? refusal(record, caller) : null;
          if (refused) {
            results.push({
              productCode,
              isbn13: record.isbn13,
              error: {
                entry: null,
                quantity: existing.quantity,
                quantityAdded: 0,
                statusCode: 'notPurchasable',
                errorList: refused,
                productCode,
              },
            });
            continue;
          }
          results.push({ productCode, isbn13: record.isbn13, before: existing.quantity });
          existing.quantity = input.quantity;
          await tx
            .update(cartEntries)
            .set({ quantity: input.quantity })
            .where(and(eq(cartEntries.cartCode, code), eq(cartEntries.entryNumber, existing.entryNumber)));
        }
        if (results.some((r) => !r.error)) await touch(tx, code);
        const full = await toCart(tx, cart);
        const entryOf = (isbn13: string | undefined) => full.entries.find((e) => e.product.isbn13 === isbn13) ?? null;
        return {
          cartModifications: results.map((r): CartModification => {
            if (r.error)
              return ['maxQuantityExceeded', 'notPurchasable', 'quoteQuantityExceeded'].includes(
                r.error.statusCode ?? '',
              )
                ? { ...r.error, entry: entryOf(r.isbn13) }
                : r.error;
            const entry = entryOf(r.isbn13)!;
            return {
              entry,
              quantity: entry.quantity,
              quantityAdded: entry.quantity - r.before!,
              statusCode: entry.backOrderedQty > 0 ? 'lowStock' : 'success',
              errorList: null,
              productCode: r.productCode,
            };
          }),
        };
      });
    },

    /** Removes one entry; later entries are renumbered down by one, as the backend does. */
    async removeEntry(uid: string, code: string, entryNumber: number): Promise<void> {
      await db.transaction(async (tx) => {
        await ownedCart(tx, uid, code);
        const removed = await tx
          .delete(cartEntries)
          .where(and(eq(cartEntries.cartCode, code), eq(cartEntries.entryNumber, entryNumber)))
          .returning({ n: cartEntries.entryNumber });
        if (removed.length === 0) throw notFound(ENTRY_NOT_FOUND, ERROR_TYPES.entryNotFound);
        // Two steps, so no intermediate state repeats an entry number (the primary key).
        await tx
          .update(cartEntries)
          .set({ entryNumber: sql`-${cartEntries.entryNumber}` })
          .where(and(eq(cartEntries.cartCode, code), gt(cartEntries.entryNumber, entryNumber)));
        await tx
          .update(cartEntries)
          .set({ entryNumber: sql`-${cartEntries.entryNumber} - 1` })
          .where(and(eq(cartEntries.cartCode, code), lt(cartEntries.entryNumber, 0)));
        await touch(tx, code);
      });
    },

    /**
     * Sets one fund code (null: none) on the lines of the listed products, all or nothing: a product that is not on
     * the cart answers 404 'Cart entry not found.' and changes no line.
     */
    async setFundCodes(uid: string, code: string, productCodes: string[], fundCode: string | null): Promise<Cart> {
      return db.transaction(async (tx) => {
        const cart = await ownedCart(tx, uid, code);
        const records = await findRecordsByCodes(tx, productCodes);
        const isbns = [...new Set(productCodes.map((c) => records.get(c)?.isbn13))];
        if (isbns.some((isbn) => !isbn)) throw notFound(ENTRY_NOT_FOUND, ERROR_TYPES.entryNotFound);
        const updated = await tx
          .update(cartEntries)
          .set({ fundCode })
          .where(and(eq(cartEntries.cartCode, code), inArray(cartEntries.isbn13, isbns as string[])))
          .returning({ isbn13: cartEntries.isbn13 });
        if (updated.length !== isbns.length) throw notFound(ENTRY_NOT_FOUND, ERROR_TYPES.entryNotFound);
        await touch(tx, code);
        return toCart(tx, cart);
      });
    },

    /** The user's carts, oldest first; with `savedOnly` just the wish lists (GET /api/carts/all-carts). */
    async list(uid: string, savedOnly: boolean): Promise<Cart[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(carts)
          .where(savedOnly ? and(eq(carts.userUid, uid), eq(carts.saved, true)) : eq(carts.userUid, uid))
          .orderBy(asc(carts.createdAt), asc(carts.code));
        return toCarts(tx, rows);
      });
    },

    /** One cart or wish list of the user (GET /api/carts/wishlist). */
    async get(uid: string, code: string): Promise<Cart> {
      return db.transaction(async (tx) => toCart(tx, await ownedCart(tx, uid, code)));
    },

    /** Names a cart, which saves it as a wish list living WISH_LIST_LIFETIME_DAYS from now. */
    async name(uid: string, code: string, name: string): Promise<Cart> {
      return db.transaction(async (tx) => {
        await ownedCart(tx, uid, code);
        const [row] = await tx
          .update(carts)
          .set({
            name,
            saved: true,
            modifiedAt: sql`now()`,
            expiresAt: sql`now() + make_interval(days => ${WISH_LIST_LIFETIME_DAYS})`,
          })
          .where(eq(carts.code, code))
          .returning();
        return toCart(tx, row!);
      });
    },

    /** Copies a wish list, entries and quantities, as a new saved cart named `name` (restore, step 1). */
    async clone(uid: string, code: string, name: string): Promise<Cart> {
      return db.transaction(async (tx) => {
        const source = await ownedCart(tx, uid, code);
        if (isExpired(source)) throw expired();
        const [row] = await tx
          .insert(carts)
          .values({
            code: sql`lpad(nextval('cart_code_seq')::text, 8, '0')`,
            userUid: uid,
            name,
            saved: true,
            shipToAccount: source.shipToAccount,
            expiresAt: source.expiresAt,
          })
          .returning();
        const entries = await tx.select().from(cartEntries).where(eq(cartEntries.cartCode, code));
        if (entries.length > 0) {
          await tx.insert(cartEntries).values(
            entries.map((e) => ({
              cartCode: row!.code,
              entryNumber: e.entryNumber,
              isbn13: e.isbn13,
              quantity: e.quantity,
              fundCode: e.fundCode,
              // A quote's price belongs to the one cart its accept filled: a copy's lines are bought like any other.
              quoteNumber: null,
            })),
          );
        }
        return toCart(tx, row!);
      });
    },

    /**
     * Makes a (cloned) wish list the current cart (restore, step 2): it replaces the user's other
     * unsaved carts, loses its expiry and is re-priced on the user's current ship-to account.
     */
    async restore(uid: string, code: string): Promise<Cart> {
      return db.transaction(async (tx) => {
        const cart = await ownedCart(tx, uid, code);
        if (isExpired(cart)) throw expired();
        await tx.delete(carts).where(and(eq(carts.userUid, uid), eq(carts.saved, false), ne(carts.code, code)));
        const [row] = await tx
          .update(carts)
          .set({
            saved: false,
            expiresAt: null,
            createdAt: sql`now()`,
            modifiedAt: sql`now()`,
            shipToAccount: (await currentShipTo(tx, uid)) ?? cart.shipToAccount,
          })
          .where(eq(carts.code, code))
          .returning();
        // The wish list's lines go into the cart like any add: the ones the owner may not buy now stay out, each
        // answered with its reason (the wish list itself keeps them).
        const caller = await ownerOf(tx, row!);
        const lines = await tx.select().from(cartEntries).where(eq(cartEntries.cartCode, code));
        const records = await findRecordsByCodes(
          tx,
          lines.map((l) => l.isbn13),
        );
        const quoted = await loadQuotedLines(tx, lines);
        const refusedEntries: NonNullable<Cart['refusedEntries']> = [];
        for (const line of lines) {
          const record = records.get(line.isbn13);
          const refused = record && !quotedLineOf(quoted, row!, line) ? refusal(record, caller) : null;
          if (!refused) continue;
          refusedEntries.push({ productCode: record!.code, quantity: line.quantity, errorList: refused });
          await tx
            .delete(cartEntries)
            .where(and(eq(cartEntries.cartCode, code), eq(cartEntries.entryNumber, line.entryNumber)));
        }
        if (refusedEntries.length > 0) await renumber(tx, code);
        await reshipForShipTo(tx, uid, code, row!.shipToAccount);
        const restored = await toCart(tx, row!);
        return refusedEntries.length > 0 ? { ...restored, refusedEntries } : restored;
      });
    },

    /**
     * Ship-to switch (spec 000 "Change account"): only one of the user's own active ship-to
     * accounts (else 400 naming shipToAccountNumber, nothing changed). The user's current ship-to
     * and the current cart's account change; a shipper set on the cart is set again for the new
     * address, or taken off when none serves it; the cart is answered re-priced.
     */
    async changeAccount(uid: string, accountNumber: string): Promise<Cart> {
      return db.transaction(async (tx) => {
        const [linked] = await tx
          .select({ account: accounts })
          .from(userAccounts)
          .innerJoin(accounts, eq(accounts.accountNumber, userAccounts.accountNumber))
          .where(and(eq(userAccounts.userUid, uid), eq(userAccounts.accountNumber, accountNumber)))
          .limit(1);
        if (!linked || linked.account.kind !== 'SHIP_TO' || !linked.account.active) throw unknownAccount();
        await tx.update(users).set({ currentShipToAccount: accountNumber }).where(eq(users.uid, uid));
        const cart = (await currentRecord(tx, uid)) ?? (await insertCart(tx, uid));
        const [row] = await tx
          .update(carts)
          .set({ shipToAccount: accountNumber, modifiedAt: sql`now()` })
          .where(eq(carts.code, cart.code))
          .returning();
        await reshipForShipTo(tx, uid, cart.code, accountNumber);
        return toCart(tx, row!);
      });
    },

    /**
     * Puts an accepted quote's lines into the user's current cart, inside the accept's transaction `tx`, each line
     * naming its quote so it is priced at the quoted price (and capped at the quoted quantity). 409 and nothing added
     * when the cart is on another ship-to than the quote's, or already holds one of its titles (that line's price and
     * quantity would change under the buyer).
     */
    async addQuoteLines(
      tx: Db,
      uid: string,
      quote: { number: string; shipTo: string; lines: { isbn13: string; title: string; quantity: number }[] },
    ): Promise<Cart> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`current-cart:${uid}`}))`);
      const current = (await currentRecord(tx, uid)) ?? (await insertCart(tx, uid));
      const cart = await ownedCart(tx, uid, current.code);
      if (cart.shipToAccount !== quote.shipTo)
        throw new HttpError(409, QUOTE_ERROR_CODES.otherShipTo, QUOTE_OTHER_SHIP_TO);
      const entries = await tx
        .select({ isbn13: cartEntries.isbn13 })
        .from(cartEntries)
        .where(eq(cartEntries.cartCode, cart.code));
      const held = quote.lines.find((line) => entries.some((e) => e.isbn13 === line.isbn13));
      if (held) throw new HttpError(409, QUOTE_ERROR_CODES.titleInCart, quoteTitleInCart(held.title));
      await tx.insert(cartEntries).values(
        quote.lines.map((line, i) => ({
          cartCode: cart.code,
          entryNumber: entries.length + i,
          isbn13: line.isbn13,
          quantity: line.quantity,
          quoteNumber: quote.number,
        })),
      );
      await touch(tx, cart.code);
      return toCart(tx, cart);
    },

    /**
     * The cart an order is placed from, read inside the placement's transaction `tx` with its row
     * locked: the named cart (404 'Cart not found.' for an unknown, foreign or saved one) or the
     * current cart; null when the user has no current cart.
     */
    async forPlacement(tx: Db, uid: string, code: string | undefined): Promise<Cart | null> {
      const record = code ? await ownedCart(tx, uid, code) : await currentRecord(tx, uid);
      if (!record) return null;
      const locked = code ? record : await ownedCart(tx, uid, record.code);
      if (locked.saved) throw cartNotFound();
      return toCart(tx, locked);
    },

    /**
     * The user's unsaved cart `code` read inside `tx` with its row locked (checkout calls that write
     * beside a cart: promo codes, the shipper); null when it is gone (placed, deleted), foreign or saved.
     */
    async lockedCart(tx: Db, uid: string, code: string): Promise<Cart | null> {
      const [row] = await tx.select().from(carts).where(eq(carts.code, code)).for('update').limit(1);
      if (!row || row.userUid !== uid || row.saved) return null;
      return toCart(tx, row);
    },

    /** Recalculation: re-prices the current cart from the catalogue and stamps it modified. */
    async recalculate(uid: string): Promise<Cart> {
      return db.transaction(async (tx) => {
        const cart = (await currentRecord(tx, uid)) ?? (await insertCart(tx, uid));
        const [touched] = await tx
          .update(carts)
          .set({ modifiedAt: sql`now()` })
          .where(eq(carts.code, cart.code))
          .returning();
        return toCart(tx, touched!);
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_NOT_FOUND,
  NOT_PURCHASABLE,
  PRODUCT_NOT_FOUND,
  QUOTE_ALREADY_ACCEPTED,
  QUOTE_DUPLICATE_TITLE,
  QUOTE_ERROR_CODES,
  QUOTE_EXPIRED,
  QUOTE_EXPIRY_PAST,
  QUOTE_NOT_ANSWERED,
  QUOTE_NOT_FOUND,
  QUOTE_PRICE_EVERY_LINE,
  QUOTE_SOLD_ONLINE,
  STAFF_ONLY,
  quoteStatusOn,
  roundMoney,
  toMoney,
  utcToday,
  type AnswerQuoteBody,
  type Cart,
  type Quote,
  type QuoteStatus,
  type RequestQuoteBody,
} from '@shelfmark/api-client/schemas';
import type { CartService } from '../carts/cartService';
import { products, quoteLines, quotes, users } from '../db/schema';
import { toIsoTimestamp } from '../db/timestamps';
import type { Db } from '../db/types';
import { loadCaller, verdictForRecord, type EntitlementSite } from '../entitlement/entitlement';
import { HttpError, notFound } from '../http/HttpError';
import { validationError } from '../http/validate';
import { accountExists, canUseAccount } from '../orders/orderRepo';
import { findRecordsByCodes } from '../products/productRepo';

type QuoteRecord = typeof quotes.$inferSelect;

export interface QuoteServiceOptions {
  currency: string;
  site: EntitlementSite;
  carts: CartService;
}

const quoteNotFound = () => notFound(QUOTE_NOT_FOUND);
const conflict = (code: string, message: string) => new HttpError(409, code, message);

/**
 * Quotes over the database (docs/api.md "Quotes"). A quote is read and accepted by the users who may use its ship-to
 * and by staff (orderRepo's canUseAccount, the rule My Orders uses); anyone else gets 404 'Quote not found.', as for an
 * unknown number. Its status is `expired` when read after its last day (`quoteStatusOn`), so no job changes it.
 */
export function createQuoteService(db: Db, { currency, site, carts }: QuoteServiceOptions) {
  const money = (value: number) => toMoney(value, currency);

  /** The quotes `records` as answered, their lines and titles read in one query. */
  async function toQuotes(tx: Db, records: QuoteRecord[]): Promise<Quote[]> {
    if (records.length === 0) return [];
    const lines = await tx
      .select({
        quoteNumber: quoteLines.quoteNumber,
        isbn13: quoteLines.isbn13,
        quantity: quoteLines.quantity,
        unitPrice: quoteLines.unitPrice,
        productCode: products.code,
        title: products.fullTitle,
      })
      .from(quoteLines)
      .innerJoin(products, eq(products.isbn13, quoteLines.isbn13))
      .where(
        inArray(
          quoteLines.quoteNumber,
          records.map((r) => r.number),
        ),
      )
      .orderBy(asc(quoteLines.quoteNumber), asc(quoteLines.lineNumber));
    const today = utcToday();
    return records.map((record) => {
      const own = lines.filter((l) => l.quoteNumber === record.number);
      const priced = record.status !== 'requested' && own.every((l) => l.unitPrice !== null);
      return {
        number: record.number,
        shipTo: record.shipToAccount,
        status: quoteStatusOn(record, today),
        note: record.note,
        requestedBy: record.requestedBy,
        requestedAt: toIsoTimestamp(record.requestedAt),
        quotedAt: record.quotedAt ? toIsoTimestamp(record.quotedAt) : null,
        expiresOn: record.expiresOn,
        acceptedAt: record.acceptedAt ? toIsoTimestamp(record.acceptedAt) : null,
        total: priced ? money(roundMoney(own.reduce((sum, l) => sum + l.quantity * Number(l.unitPrice), 0))) : null,
        lines: own.map((l) => ({
          productCode: l.productCode,
          isbn13: l.isbn13,
          title: l.title,
          quantity: l.quantity,
          unitPrice: l.unitPrice === null ? null : money(Number(l.unitPrice)),
        })),
      };
    });
  }

  /** A quote `uid` may read, locked for the transaction when `lock`; 404 for an unknown one or another buyer's. */
  async function readable(tx: Db, uid: string, number: string, lock = false): Promise<QuoteRecord> {
    const query = tx.select().from(quotes).where(eq(quotes.number, number.toUpperCase())).limit(1);
    const [record] = lock ? await query.for('update') : await query;
    if (!record || !(await canUseAccount(tx, uid, record.shipToAccount))) throw quoteNotFound();
    return record;
  }

  async function requireStaff(tx: Db, uid: string): Promise<void> {
    const [user] = await tx.select({ staff: users.isCengageEmployee }).from(users).where(eq(users.uid, uid)).limit(1);
    if (!user?.staff) throw new HttpError(403, 'FORBIDDEN', STAFF_ONLY);
  }

  /** A ship-to `uid` may act for and that exists (staff may name any, but not one nobody has); else 404. */
  async function requireShipTo(tx: Db, uid: string, shipTo: string): Promise<void> {
    if (!(await canUseAccount(tx, uid, shipTo)) || !(await accountExists(tx, shipTo)))
      throw notFound(ACCOUNT_NOT_FOUND);
  }

  return {
    /** 403 'Only staff can do this.' unless `uid` is staff (isCengageEmployee). */
    requireStaff: (uid: string) => requireStaff(db, uid),

    /**
     * A new quote request of `uid` on a ship-to they may use. Every title must be one the selling rule offers them
     * only through a rep on that ship-to; any other line is 400 naming it (`lines.N.productCode`), nothing stored.
     */
    async request(uid: string, body: RequestQuoteBody & { note?: string | null }): Promise<Quote> {
      return db.transaction(async (tx) => {
        await requireShipTo(tx, uid, body.shipTo);
        const caller = await loadCaller(tx, uid, site, body.shipTo);
        const records = await findRecordsByCodes(
          tx,
          body.lines.map((l) => l.productCode),
        );
        const issues: { path: (string | number)[]; message: string }[] = [];
        const seen = new Set<string>();
        body.lines.forEach((line, i) => {
          const path = ['lines', i, 'productCode'];
          const record = records.get(line.productCode);
          if (!record) return void issues.push({ path, message: PRODUCT_NOT_FOUND });
          const verdict = verdictForRecord(record, caller);
          if (verdict.offer !== 'contact-rep')
            issues.push({
              path,
              message: verdict.purchasable ? QUOTE_SOLD_ONLINE : (verdict.message ?? NOT_PURCHASABLE),
            });
          else if (seen.has(record.isbn13)) issues.push({ path, message: QUOTE_DUPLICATE_TITLE });
          seen.add(record.isbn13);
        });
        if (issues.length > 0) throw validationError(issues);
        const [record] = await tx
          .insert(quotes)
          .values({
            number: sql`'Q' || nextval('quote_number_seq')::text`,
            shipToAccount: body.shipTo,
            requestedBy: uid,
            note: body.note ? body.note : null,
          })
          .returning();
        await tx.insert(quoteLines).values(
          body.lines.map((line, i) => ({
            quoteNumber: record!.number,
            lineNumber: i,
            isbn13: records.get(line.productCode)!.isbn13,
            quantity: line.quantity,
          })),
        );
        return (await toQuotes(tx, [record!]))[0]!;
      });
    },

    /** The quotes of a ship-to `uid` may use, newest first. */
    async list(uid: string, shipTo: string): Promise<Quote[]> {
      return db.transaction(async (tx) => {
        await requireShipTo(tx, uid, shipTo);
        const records = await tx
          .select()
          .from(quotes)
          .where(eq(quotes.shipToAccount, shipTo))
          .orderBy(desc(quotes.requestedAt), desc(quotes.number));
        return toQuotes(tx, records);
      });
    },

    async get(uid: string, number: string): Promise<Quote> {
      return db.transaction(async (tx) => (await toQuotes(tx, [await readable(tx, uid, number)]))[0]!);
    },

    /**
     * Accepts a quoted, unexpired quote: it becomes accepted and its lines go into the current cart at the quoted
     * prices (cartService.addQuoteLines), in one transaction — a refusal (409) changes neither.
     */
    async accept(uid: string, number: string): Promise<Cart> {
      return db.transaction(async (tx) => {
        const record = await readable(tx, uid, number, true);
        const status = quoteStatusOn(record, utcToday());
        if (status === 'requested') throw conflict(QUOTE_ERROR_CODES.notAnswered, QUOTE_NOT_ANSWERED);
        if (status === 'accepted') throw conflict(QUOTE_ERROR_CODES.alreadyAccepted, QUOTE_ALREADY_ACCEPTED);
        if (status === 'expired') throw conflict(QUOTE_ERROR_CODES.expired, QUOTE_EXPIRED);
        // Accepted first, so the cart answered below prices the new lines at the quote.
        await tx
          .update(quotes)
          .set({ status: 'accepted', acceptedAt: sql`now()` })
          .where(eq(quotes.number, record.number));
        const [quote] = await toQuotes(tx, [record]);
        return carts.addQuoteLines(tx, uid, {
          number: record.number,
          shipTo: record.shipToAccount,
          lines: quote!.lines,
        });
      });
    },

    /** Staff: every quote, newest first, or those of one status (as read today) and of one ship-to. */
    async staffList(uid: string, status?: QuoteStatus, shipTo?: string): Promise<Quote[]> {
      return db.transaction(async (tx) => {
        await requireStaff(tx, uid);
        const stored = status === 'expired' ? 'quoted' : status;
        const records = await tx
          .select()
          .from(quotes)
          .where(
            and(stored ? eq(quotes.status, stored) : undefined, shipTo ? eq(quotes.shipToAccount, shipTo) : undefined),
          )
          .orderBy(desc(quotes.requestedAt), desc(quotes.number));
        const all = await toQuotes(tx, records);
        return status ? all.filter((q) => q.status === status) : all;
      });
    },

    /**
     * Staff: prices every title of a quote (each once, no other) and sets its last day, today or later; the quote is
     * quoted. Answering again replaces the prices; an accepted quote is 409.
     */
    async answer(uid: string, body: AnswerQuoteBody): Promise<Quote> {
      return db.transaction(async (tx) => {
        await requireStaff(tx, uid);
        const [record] = await tx
          .select()
          .from(quotes)
          .where(eq(quotes.number, body.number.toUpperCase()))
          .for('update')
          .limit(1);
        if (!record) throw quoteNotFound();
        if (body.expiresOn < utcToday()) throw validationError([{ path: ['expiresOn'], message: QUOTE_EXPIRY_PAST }]);
        const records = await findRecordsByCodes(
          tx,
          body.lines.map((l) => l.productCode),
        );
        const prices = new Map<string, number>();
        const everyLine = () => validationError([{ path: ['lines'], message: QUOTE_PRICE_EVERY_LINE }]);
        for (const line of body.lines) {
          const isbn = records.get(line.productCode)?.isbn13;
          if (!isbn || prices.has(isbn)) throw everyLine();
          prices.set(isbn, line.unitPrice);
        }
        const own = await tx.select().from(quoteLines).where(eq(quoteLines.quoteNumber, record.number));
        if (prices.size !== own.length || own.some((l) => !prices.has(l.isbn13))) throw everyLine();
        if (record.status === 'accepted') throw conflict(QUOTE_ERROR_CODES.alreadyAccepted, QUOTE_ALREADY_ACCEPTED);
        for (const line of own)
          await tx
            .update(quoteLines)
            .set({ unitPrice: prices.get(line.isbn13)!.toFixed(2) })
            .where(and(eq(quoteLines.quoteNumber, record.number), eq(quoteLines.lineNumber, line.lineNumber)));
        const [updated] = await tx
          .update(quotes)
          .set({ status: 'quoted', quotedAt: sql`now()`, expiresOn: body.expiresOn })
          .where(eq(quotes.number, record.number))
          .returning();
        return (await toQuotes(tx, [updated!]))[0]!;
      });
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

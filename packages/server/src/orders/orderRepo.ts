import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { toMoney, type OrderDetail, type OrderLine, type OrderRow } from '@shelfmark/api-client/schemas';
import { accounts, orderLines, orders, userAccounts, users } from '../db/schema';
import type { Db } from '../db/types';

type OrderRecord = typeof orders.$inferSelect;
type LineRecord = typeof orderLines.$inferSelect;

/** Staff (isCengageEmployee) may act for any account; others for the accounts linked to them. */
export async function canUseAccount(db: Db, uid: string, accountNumber: string): Promise<boolean> {
  const [user] = await db.select({ staff: users.isCengageEmployee }).from(users).where(eq(users.uid, uid)).limit(1);
  if (!user) return false;
  if (user.staff) return true;
  const [linked] = await db
    .select({ n: sql<number>`1` })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.accountNumber, userAccounts.accountNumber))
    .where(
      and(
        eq(userAccounts.userUid, uid),
        or(eq(accounts.accountNumber, accountNumber), eq(accounts.e1AccountNumber, accountNumber)),
      ),
    )
    .limit(1);
  return !!linked;
}

/** An account (or an E1 number) of that number exists: staff may act for any account, but not for one nobody has. */
export async function accountExists(db: Db, accountNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(accounts)
    .where(or(eq(accounts.accountNumber, accountNumber), eq(accounts.e1AccountNumber, accountNumber)))
    .limit(1);
  return !!row;
}

/** The account numbers an E1 number or an account number stands for. */
async function accountAliases(db: Db, accountNumber: string): Promise<string[]> {
  const rows = await db
    .select({ n: accounts.accountNumber })
    .from(accounts)
    .where(or(eq(accounts.accountNumber, accountNumber), eq(accounts.e1AccountNumber, accountNumber)));
  return [...new Set([accountNumber, ...rows.map((r) => r.n)])];
}

export function toOrderRow(o: OrderRecord): OrderRow {
  return {
    orderNumber: o.orderNumber,
    orderDate: o.orderDate,
    shipDateRequested: o.shipDateRequested,
    shipDate: o.shipDate,
    invoiceNumber: o.invoiceNumber,
    invoiceType: o.invoiceType,
    poNumber: o.poNumber,
    internetReference: o.internetReference,
    shipStatus: (o.shipStatus as OrderRow['shipStatus']) ?? null,
    backorderQuantity: o.backorderQuantity,
    isArchived: o.isArchived,
    orderType: o.orderType,
    customType: o.customType,
    activeFlag: o.activeFlag,
    titileDescription: null,
    documentCompany: o.documentCompany,
    shipToAccountNumber: o.shipToAccount,
  };
}

function toLine(l: LineRecord, currency: string): OrderLine {
  return {
    isbn3Litm: l.isbn13,
    title: l.title,
    author: l.author,
    edition: l.edition,
    copyRightYear: l.copyrightYear,
    unitPriceUprc: toMoney(Number(l.unitPrice), currency),
    mediaType: l.mediaType,
    quantityOrdered: l.quantityOrdered,
    quantityShippedSoqs: l.quantityShipped,
    actualShipDate: l.actualShipDate,
    quantityBackorderedSobk: l.quantityBackordered,
    quantityCancelledSocn: l.quantityCancelled,
    fundCode: l.fundCode,
  };
}

export interface OrderFilter {
  billToAccountNumber: string;
  shipToAccountNumber?: string | undefined;
  archived: boolean;
  /** Archived orders of an E1 organisation span all its ship-tos. */
  orgWide?: boolean;
  orderNumber?: string;
}

/**
 * Orders of a bill-to; a bill-to equal to the order's ship-to also matches (staff search by
 * ship-to sends the typed ship-to as both). Newest first.
 */
export async function findOrders(db: Db, filter: OrderFilter): Promise<OrderRecord[]> {
  const bill = await accountAliases(db, filter.billToAccountNumber);
  const ship =
    filter.shipToAccountNumber && !filter.orgWide ? await accountAliases(db, filter.shipToAccountNumber) : null;
  return db
    .select()
    .from(orders)
    .where(
      and(
        or(inArray(orders.billToAccount, bill), inArray(orders.shipToAccount, bill)),
        ship ? inArray(orders.shipToAccount, ship) : undefined,
        eq(orders.isArchived, filter.archived),
        filter.orderNumber ? eq(orders.orderNumber, filter.orderNumber) : undefined,
      ),
    )
    .orderBy(sql`${orders.orderDate} DESC`, sql`${orders.orderNumber} DESC`);
}

export async function loadLines(db: Db, orderNumber: string): Promise<LineRecord[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderNumber, orderNumber))
    .orderBy(asc(orderLines.lineNumber));
}

/** An order with its lines, custom totals and one shipping-detail row per shipped line (ORD-04). */
export async function toOrderDetail(db: Db, o: OrderRecord, currency: string): Promise<OrderDetail> {
  const lines = await loadLines(db, o.orderNumber);
  const money = (v: string) => toMoney(Number(v), currency);
  return {
    ...toOrderRow(o),
    lines: lines.map((l) => toLine(l, currency)),
    customSubtotal: money(o.subtotal),
    customTaxes: money(o.taxes),
    customShipping: money(o.shipping),
    customTotal: money(o.total),
    shippingDetail: lines
      .filter((l) => l.trackingNumber && l.quantityShipped > 0)
      .map((l) => ({
        isbn: l.isbn13,
        quantityShipped: l.quantityShipped,
        trackingNumber: l.trackingNumber!,
        shipViaCode: l.shipViaCode ?? '',
      })),
  };
}

/** The order an invoice belongs to, or undefined. */
export async function findByInvoice(
  db: Db,
  invoiceNumber: string,
  invoiceType?: string,
): Promise<OrderRecord | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.invoiceNumber, invoiceNumber), invoiceType ? eq(orders.invoiceType, invoiceType) : undefined))
    .limit(1);
  return row;
}

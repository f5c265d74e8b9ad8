import { and, eq, sql } from 'drizzle-orm';
import {
  CANNOT_ORDER, CART_CHANGED, CHECKOUT_ERROR_CODES, EMPTY_CART, type Cart, type OrderPlacement,
} from '@shelfmark/api-client/schemas';
import { carts, orderLines, orderPlacements, orders, users } from '../db/schema';
import type { Db } from '../db/types';
import type { ServerContext } from '../context';
import { badRequest, cartNotFound, HttpError } from '../http/HttpError';
import { toIsoTimestamp } from '../db/timestamps';
import { loadSessionUser } from '../users/userRepo';

export interface PlacementInput {
  uid: string;
  /** The cart to place; the current cart when absent. */
  cartCode?: string | undefined;
  purchaseOrderNumber: string;
  specialShippingInstructions: string;
  paymentType: 'ACCOUNT' | 'CARD';
  /** Card orders: the verified payment the order is placed from. */
  transactionUuid?: string;
  /** Card orders: the amount the provider authorised; the cart must still cost exactly that. */
  authorisedAmount?: number;
  /** Checks the cart before a new order is made from it (e.g. its ship-to address); throws to refuse. */
  beforePlacing?: (cart: Cart) => Promise<void>;
}

/** 403 unless the user may buy: purchaser rights, not inquiry-only, an active account (spec 000 §6). */
export async function assertCanOrder(db: Db, uid: string): Promise<void> {
  const user = await loadSessionUser(db, uid);
  if (!user || !user.hasPurchaserRights || user.isUserInquiryOnly || user.accountStatus !== 'ACTIVE') {
    throw new HttpError(403, 'FORBIDDEN', CANNOT_ORDER);
  }
}

/** The answer of an earlier placement of the cart, if there was one. */
export async function placedOrder(db: Db, uid: string, cartCode: string): Promise<OrderPlacement | null> {
  const [row] = await db.select({ answer: orderPlacements.answer }).from(orderPlacements)
    .where(and(eq(orderPlacements.cartCode, cartCode), eq(orderPlacements.userUid, uid))).limit(1);
  return row?.answer ?? null;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Places a cart as an order, in one transaction: the order and its lines go into `orders` /
 * `order_lines` (pending, for My Orders), the answer is kept in `order_placements` — whose primary
 * key is the cart code, so a cart becomes at most one order — and the cart is deleted. Placing a
 * cart again (double click, reload, replayed provider return) answers the first order. Concurrent
 * placements of one user are serialised on the user's row.
 */
export async function placeOrder(ctx: Pick<ServerContext, 'carts' | 'database'>, input: PlacementInput): Promise<OrderPlacement> {
  const { db } = ctx.database;
  const { uid } = input;
  if (input.cartCode) {
    const earlier = await placedOrder(db, uid, input.cartCode);
    if (earlier) return earlier;
  }
  let cart: Cart;
  try {
    cart = input.cartCode ? await ctx.carts.get(uid, input.cartCode) : await ctx.carts.current(uid);
  } catch (error) {
    // The cart may have just been placed (and deleted) by a concurrent request.
    const earlier = input.cartCode ? await placedOrder(db, uid, input.cartCode) : null;
    if (earlier) return earlier;
    throw error;
  }
  if (cart.saved) throw cartNotFound();
  if (cart.entries.length > 0 && input.beforePlacing) await input.beforePlacing(cart);

  return db.transaction(async (tx) => {
    await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for('update');
    const [earlier] = await tx.select({ answer: orderPlacements.answer, userUid: orderPlacements.userUid })
      .from(orderPlacements).where(eq(orderPlacements.cartCode, cart.code)).limit(1);
    if (earlier) {
      if (earlier.userUid !== uid) throw cartNotFound();
      return earlier.answer;
    }
    if (cart.entries.length === 0) throw badRequest(EMPTY_CART);
    const [row] = await tx.select().from(carts).where(eq(carts.code, cart.code)).for('update').limit(1);
    if (!row || row.userUid !== uid) throw cartNotFound();
    if (toIsoTimestamp(row.modifiedAt) !== cart.modifiedTime
      || (input.authorisedAmount !== undefined && Math.abs(input.authorisedAmount - cart.totalPriceWithTax.value) > 0.004)) {
      throw new HttpError(409, CHECKOUT_ERROR_CODES.cartChanged, CART_CHANGED);
    }
    const [user] = await tx.select().from(users).where(eq(users.uid, uid)).limit(1);
    const date = today();
    const [placed] = await tx.insert(orders).values({
      orderNumber: sql`nextval('web_order_number_seq')::text`,
      // The confirmation number, as the seeded history forms it from the order number.
      internetReference: sql`'W' || lpad((currval('web_order_number_seq') - 4000000)::text, 8, '0')`,
      userUid: uid,
      shipToAccount: cart.shipToAccountNumber ?? user?.currentShipToAccount ?? user?.defaultShipToAccount ?? '',
      billToAccount: user?.defaultBillToAccount ?? '',
      poNumber: input.purchaseOrderNumber, orderDate: date, shipDateRequested: date, shipStatus: null,
      backorderQuantity: cart.entries.reduce((sum, e) => sum + e.backOrderedQty, 0),
      documentCompany: '00001', paymentType: input.paymentType, specialShippingInstructions: input.specialShippingInstructions,
      subtotal: cart.subTotal.value.toFixed(2), taxes: cart.totalTax.value.toFixed(2),
      shipping: (cart.deliveryCost?.value ?? 0).toFixed(2), total: cart.totalPriceWithTax.value.toFixed(2),
    }).returning({ orderNumber: orders.orderNumber, internetReference: orders.internetReference });
    const orderNumber = placed!.orderNumber;
    const internetReference = placed!.internetReference!;
    await tx.insert(orderLines).values(cart.entries.map((e, index) => ({
      orderNumber, lineNumber: index + 1, isbn13: e.product.isbn13, title: e.product.fullTitle,
      author: e.product.clAuthorsNames?.split('||')[0] ?? null, edition: e.product.edition ?? null,
      copyrightYear: e.product.copyrightYear ?? null, mediaType: e.product.mediaType ?? null,
      unitPrice: e.basePrice.value.toFixed(2), quantityOrdered: e.quantity, quantityBackordered: e.backOrderedQty,
    })));
    const answer: OrderPlacement = {
      code: internetReference, entries: cart.entries, purchaseOrderNumber: input.purchaseOrderNumber, paymentType: input.paymentType,
    };
    await tx.insert(orderPlacements).values({
      cartCode: cart.code, orderNumber, userUid: uid, paymentType: input.paymentType, transactionUuid: input.transactionUuid ?? null, answer,
    });
    await tx.delete(carts).where(eq(carts.code, cart.code));
    return answer;
  });
}

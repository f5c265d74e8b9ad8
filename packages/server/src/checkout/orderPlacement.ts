import { eq, sql } from 'drizzle-orm';
import {
  CANNOT_ORDER,
  CART_CHANGED,
  CHECKOUT_ERROR_CODES,
  EMPTY_CART,
  type Cart,
  type OrderPlacement,
} from '@shelfmark/api-client/schemas';
import { carts, orderLines, orderPlacements, orders, users } from '../db/schema';
import type { Db } from '../db/types';
import type { ServerContext } from '../context';
import { badRequest, cartNotFound, HttpError } from '../http/HttpError';
import { loadSessionUser } from '../users/userRepo';
import { cartPlaced, differingValues, placementOfCart, recentPlacement, type RepeatedValues } from './placedCart';
import { assertShipperForShipTo } from './shipperService';

/** What an order is placed with, once its cart may be ordered. */
export interface PlacementTerms {
  purchaseOrderNumber: string;
  specialShippingInstructions: string;
  /** Card orders: the verified payment the order is placed from. */
  transactionUuid?: string;
  /** Card orders: the amount the provider authorised; the cart must still cost exactly that (else 409). */
  authorisedAmount?: number;
}

export interface PlacementInput {
  uid: string;
  /** The cart to place; the current cart when absent. */
  cartCode?: string | undefined;
  paymentType: 'ACCOUNT' | 'CARD';
  /**
   * PO orders: the PO number and shipping instructions the caller sent. A repeated placement of a
   * placed cart must send the same (else 409 CART_PLACED naming what differs); card orders take them
   * from the verified payment, so only the payment type is compared.
   */
  sent?: Pick<RepeatedValues, 'purchaseOrderNumber' | 'specialShippingInstructions'>;
  /**
   * Called under the placement's locks once the cart is known to be the user's own and not empty:
   * checks what else the order needs (its ship-to address; for a card order the verified payment)
   * and answers the order's terms. Throws to refuse; nothing is changed then.
   */
  terms: (tx: Db, cart: Cart) => Promise<PlacementTerms>;
}

/** 403 unless the user may buy: purchaser rights, not inquiry-only, an active account (spec 000 §6). */
export async function assertCanOrder(db: Db, uid: string): Promise<void> {
  const user = await loadSessionUser(db, uid);
  if (!user || !user.hasPurchaserRights || user.isUserInquiryOnly || user.accountStatus !== 'ACTIVE') {
    throw new HttpError(403, 'FORBIDDEN', CANNOT_ORDER);
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Places a cart as an order, in one transaction serialised per user on the user's row. First, under
 * that lock, the idempotency check: a cart placed before (double click, reload, replayed provider
 * return) answers its first order without the cart being read when the repeat sends the same values
 * — 409 CART_PLACED naming the order and what differs otherwise, 404 'Cart not found.'
 * when it was another user's. Then the cart, locked (404 for an unknown, foreign or saved cart). An
 * empty or missing current cart (no cartCode) answers the user's order of the last
 * PLACEMENT_REPLAY_WINDOW_MS when the submission repeats its values (a double submit), else 400
 * 'The cart is empty.'. Then the caller's terms, the shipper for the cart's ship-to (CHK-04),
 * and the order: its lines go into `orders` / `order_lines` (pending, for My Orders), the answer
 * into `order_placements` — whose primary key is the cart code, so a cart becomes at most one
 * order — and the cart is deleted.
 */
export async function placeOrder(
  ctx: Pick<ServerContext, 'carts' | 'database'>,
  input: PlacementInput,
): Promise<OrderPlacement> {
  const { db } = ctx.database;
  const { uid } = input;
  const repeated: RepeatedValues = { paymentType: input.paymentType, ...input.sent };
  return db.transaction(async (tx) => {
    await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for('update');
    if (input.cartCode) {
      const earlier = await placementOfCart(tx, input.cartCode);
      if (earlier) {
        if (earlier.userUid !== uid) throw cartNotFound();
        const differing = differingValues(earlier, repeated);
        if (differing.length > 0) throw cartPlaced(earlier.answer.code, differing);
        return earlier.answer;
      }
    }
    const cart = await ctx.carts.forPlacement(tx, uid, input.cartCode);
    if (!cart || cart.entries.length === 0) {
      const recent = input.cartCode ? undefined : await recentPlacement(tx, uid);
      if (recent && differingValues(recent, repeated).length === 0) return recent.answer;
      throw badRequest(EMPTY_CART);
    }
    const terms = await input.terms(tx, cart);
    await assertShipperForShipTo(tx, uid, cart);
    if (
      terms.authorisedAmount !== undefined &&
      Math.abs(terms.authorisedAmount - cart.totalPriceWithTax.value) > 0.004
    ) {
      throw new HttpError(409, CHECKOUT_ERROR_CODES.cartChanged, CART_CHANGED);
    }
    const [user] = await tx.select().from(users).where(eq(users.uid, uid)).limit(1);
    const date = today();
    const [placed] = await tx
      .insert(orders)
      .values({
        orderNumber: sql`nextval('web_order_number_seq')::text`,
        // The confirmation number, as the seeded history forms it from the order number.
        internetReference: sql`'W' || lpad((currval('web_order_number_seq') - 4000000)::text, 8, '0')`,
        userUid: uid,
        shipToAccount: cart.shipToAccountNumber ?? user?.currentShipToAccount ?? user?.defaultShipToAccount ?? '',
        billToAccount: user?.defaultBillToAccount ?? '',
        poNumber: terms.purchaseOrderNumber,
        orderDate: date,
        shipDateRequested: date,
        shipStatus: null,
        backorderQuantity: cart.entries.reduce((sum, e) => sum + e.backOrderedQty, 0),
        documentCompany: '00001',
        paymentType: input.paymentType,
        specialShippingInstructions: terms.specialShippingInstructions,
        subtotal: cart.subTotal.value.toFixed(2),
        taxes: cart.totalTax.value.toFixed(2),
        shipping: (cart.deliveryCost?.value ?? 0).toFixed(2),
        total: cart.totalPriceWithTax.value.toFixed(2),
      })
      .returning({ orderNumber: orders.orderNumber, internetReference: orders.internetReference });
    const orderNumber = placed!.orderNumber;
    const internetReference = placed!.internetReference!;
    await tx.insert(orderLines).values(
      cart.entries.map((e, index) => ({
        orderNumber,
        lineNumber: index + 1,
        isbn13: e.product.isbn13,
        title: e.product.fullTitle,
        author: e.product.clAuthorsNames?.split('||')[0] ?? null,
        edition: e.product.edition ?? null,
        copyrightYear: e.product.copyrightYear ?? null,
        mediaType: e.product.mediaType ?? null,
        unitPrice: e.basePrice.value.toFixed(2),
        quantityOrdered: e.quantity,
        quantityBackordered: e.backOrderedQty,
        fundCode: e.fundCode ?? null,
      })),
    );
    const answer: OrderPlacement = {
      code: internetReference,
      entries: cart.entries,
      purchaseOrderNumber: terms.purchaseOrderNumber,
      paymentType: input.paymentType,
    };
    await tx.insert(orderPlacements).values({
      cartCode: cart.code,
      orderNumber,
      userUid: uid,
      paymentType: input.paymentType,
      transactionUuid: terms.transactionUuid ?? null,
      answer,
    });
    await tx.delete(carts).where(eq(carts.code, cart.code));
    return answer;
  });
}

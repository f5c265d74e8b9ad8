import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { CHECKOUT_ERROR_CODES, cartPlacedAs, type OrderPlacement } from '@shelfmark/api-client/schemas';
import { orderPlacements, orders } from '../db/schema';
import type { Db } from '../db/types';
import { cartNotFound, HttpError } from '../http/HttpError';

/**
 * How long after an order a submission without cartCode that finds the cart empty, or a promo code
 * for that empty cart, is taken for a repeat of the order (a double submit).
 */
export const PLACEMENT_REPLAY_WINDOW_MS = 10 * 60_000;

/** An order placement, with the values it was placed with. */
export interface EarlierPlacement {
  cartCode: string;
  userUid: string;
  answer: OrderPlacement;
  paymentType: 'ACCOUNT' | 'CARD';
  purchaseOrderNumber: string;
  specialShippingInstructions: string;
}

/** What a repeated placement sent: compared with the first placement's values. */
export interface RepeatedValues {
  paymentType: 'ACCOUNT' | 'CARD';
  /** PO orders: the caller's PO number and instructions. Card orders take them from the payment. */
  purchaseOrderNumber?: string;
  specialShippingInstructions?: string;
}

const placementColumns = {
  cartCode: orderPlacements.cartCode,
  userUid: orderPlacements.userUid,
  answer: orderPlacements.answer,
  paymentType: orderPlacements.paymentType,
  purchaseOrderNumber: orders.poNumber,
  specialShippingInstructions: orders.specialShippingInstructions,
};

const complete = (
  row: { purchaseOrderNumber: string | null; specialShippingInstructions: string | null } & Omit<
    EarlierPlacement,
    'purchaseOrderNumber' | 'specialShippingInstructions'
  >,
): EarlierPlacement => ({
  ...row,
  purchaseOrderNumber: row.purchaseOrderNumber ?? '',
  specialShippingInstructions: row.specialShippingInstructions ?? '',
});

/** The placement of cart `cartCode`, if it was placed. */
export async function placementOfCart(tx: Db, cartCode: string): Promise<EarlierPlacement | undefined> {
  const [row] = await tx
    .select(placementColumns)
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.orderNumber, orderPlacements.orderNumber))
    .where(eq(orderPlacements.cartCode, cartCode))
    .limit(1);
  return row ? complete(row) : undefined;
}

/** The user's newest placement within PLACEMENT_REPLAY_WINDOW_MS, if any. */
export async function recentPlacement(tx: Db, uid: string): Promise<EarlierPlacement | undefined> {
  const since = sql`now() - make_interval(secs => ${PLACEMENT_REPLAY_WINDOW_MS / 1000})`;
  const [row] = await tx
    .select(placementColumns)
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.orderNumber, orderPlacements.orderNumber))
    .where(and(eq(orderPlacements.userUid, uid), gt(orderPlacements.placedAt, since)))
    .orderBy(desc(orderPlacements.placedAt))
    .limit(1);
  return row ? complete(row) : undefined;
}

/** The names of the values a repeated placement sent differently from the first one. */
export function differingValues(earlier: EarlierPlacement, repeated: RepeatedValues): string[] {
  const differing: string[] = [];
  if (earlier.paymentType !== repeated.paymentType) differing.push('paymentType');
  if (repeated.purchaseOrderNumber !== undefined && repeated.purchaseOrderNumber !== earlier.purchaseOrderNumber)
    differing.push('purchaseOrderNumber');
  if (
    repeated.specialShippingInstructions !== undefined &&
    repeated.specialShippingInstructions !== earlier.specialShippingInstructions
  ) {
    differing.push('specialShippingInstructions');
  }
  return differing;
}

/**
 * 409 CART_PLACED naming the order, and the values sent differently (each also a fieldError); or
 * with `onField`, the message on that field (a promo code for a cart just placed).
 */
export function cartPlaced(orderCode: string, differing: readonly string[] = [], onField?: string): HttpError {
  const message = cartPlacedAs(orderCode, differing);
  const fieldErrors: Record<string, string> = Object.fromEntries(
    differing.map((field) => [field, `Order ${orderCode} was placed with another ${field}.`]),
  );
  if (onField) fieldErrors[onField] = message;
  return new HttpError(
    409,
    CHECKOUT_ERROR_CODES.cartPlaced,
    message,
    Object.keys(fieldErrors).length ? { fieldErrors } : {},
  );
}

/**
 * The answer for a cart of `uid` that is gone by the time a request locks it: 409 CART_PLACED naming
 * the order it became, or 404 'Cart not found.' when it was deleted otherwise.
 */
export async function cartGone(tx: Db, uid: string, cartCode: string, field?: string): Promise<HttpError> {
  const placed = await placementOfCart(tx, cartCode);
  return placed && placed.userUid === uid ? cartPlaced(placed.answer.code, [], field) : cartNotFound();
}

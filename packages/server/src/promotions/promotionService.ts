import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  INVALID_PROMO_CODE,
  PROMO_EXPIRED,
  PROMO_THROTTLED,
  type ApiErrorBody,
  type Cart,
} from '@shelfmark/api-client/schemas';
import { cartCoupons, promoAttempts, promoCodes, users } from '../db/schema';
import type { Db } from '../db/types';
import { toIsoTimestamp } from '../db/timestamps';
import { badRequest, HttpError } from '../http/HttpError';
import type { ServerContext } from '../context';
import { cartGone, cartPlaced, recentPlacement } from '../checkout/placedCart';

/** Failed attempts allowed in the window before the throttle answers 429 with timeLeft (CHK-03). */
export const PROMO_MAX_FAILURES = 3;
export const PROMO_WINDOW_MS = 30_000;

/** 429 RATE_LIMITED with `timeLeft` (ms until the next attempt is allowed) and the message on promoCode. */
export class PromoThrottledError extends HttpError {
  constructor(readonly timeLeft: number) {
    super(429, 'RATE_LIMITED', PROMO_THROTTLED, { fieldErrors: { promoCode: PROMO_THROTTLED } });
  }

  override toApiError(): ApiErrorBody {
    return { ...super.toApiError(), timeLeft: this.timeLeft };
  }
}

type Outcome = { ok: true; cart: Cart } | { ok: false; error: HttpError };

/**
 * Promo codes on the user's current cart. Codes are matched case-insensitively; an unknown or an
 * expired code counts as a failed attempt, and after PROMO_MAX_FAILURES within PROMO_WINDOW_MS
 * every attempt answers 429 with timeLeft until the oldest failure leaves the window.
 *
 * A code is applied under the user's lock — the one order placement takes — with the cart's row
 * locked, and the cart is answered from the same transaction: an order placed meanwhile
 * either includes the code or the code is refused with 409 CART_PLACED naming the order, also when
 * the order left the user an empty cart moments ago (PLACEMENT_REPLAY_WINDOW_MS).
 */
export function createPromotionService(db: Db, ctx: Pick<ServerContext, 'carts'>) {
  return {
    async apply(uid: string, promoCode: string): Promise<Cart> {
      const { code } = await ctx.carts.current(uid);
      // The failure is recorded in a committed transaction, then answered.
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for('update');
        const windowStart = new Date(Date.now() - PROMO_WINDOW_MS).toISOString();
        const failures = await tx
          .select({ at: promoAttempts.attemptedAt })
          .from(promoAttempts)
          .where(and(eq(promoAttempts.userUid, uid), gt(promoAttempts.attemptedAt, windowStart)))
          .orderBy(asc(promoAttempts.attemptedAt));
        if (failures.length >= PROMO_MAX_FAILURES) {
          const oldest = Date.parse(toIsoTimestamp(failures[0]!.at));
          return { ok: false, error: new PromoThrottledError(Math.max(1, PROMO_WINDOW_MS - (Date.now() - oldest))) };
        }
        const [promo] = await tx
          .select()
          .from(promoCodes)
          .where(eq(sql`upper(${promoCodes.code})`, promoCode.trim().toUpperCase()))
          .limit(1);
        const expired = promo?.expiresAt && Date.parse(toIsoTimestamp(promo.expiresAt)) < Date.now();
        if (!promo || expired) {
          await tx.insert(promoAttempts).values({ userUid: uid });
          const message = promo ? PROMO_EXPIRED : INVALID_PROMO_CODE;
          return { ok: false, error: badRequest(`promoCode: ${message}`, { promoCode: message }) };
        }
        const cart = await ctx.carts.lockedCart(tx, uid, code);
        if (!cart) return { ok: false, error: await cartGone(tx, uid, code, 'promoCode') };
        if (cart.entries.length === 0) {
          const recent = await recentPlacement(tx, uid);
          if (recent) return { ok: false, error: cartPlaced(recent.answer.code, [], 'promoCode') };
        }
        await tx.insert(cartCoupons).values({ cartCode: cart.code, code: promo.code }).onConflictDoNothing();
        return { ok: true, cart: (await ctx.carts.lockedCart(tx, uid, code))! };
      });
      if (!outcome.ok) throw outcome.error;
      return outcome.cart;
    },

    async remove(uid: string, promoCode: string): Promise<Cart> {
      const cart = await ctx.carts.current(uid);
      await db
        .delete(cartCoupons)
        .where(
          and(eq(cartCoupons.cartCode, cart.code), eq(sql`upper(${cartCoupons.code})`, promoCode.trim().toUpperCase())),
        );
      return ctx.carts.get(uid, cart.code);
    },
  };
}

import {
  ADDRESS_INVALID,
  ADDRESS_UNVERIFIED,
  CANNOT_ORDER,
  CART_CHANGED,
  EMPTY_CART,
  INVALID_PROMO_CODE,
  PAYMENT_NOT_AUTHORISED,
  PAYMENT_NOT_VERIFIED,
  PROMO_EXPIRED,
  PROMO_THROTTLED,
  SHIPPER_UNAVAILABLE,
} from '../messages';
import { toMoney } from '../money';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { fail, parseRequest, type MemoryState, type StoredCart } from './memoryState';
import { orderFromCart } from './memoryOrders';

/** Failed promo attempts allowed in the window before the countdown (the server's numbers, CHK-03). */
export const PROMO_MAX_FAILURES = 3;
export const PROMO_WINDOW_MS = 30_000;

/** Regions no shipper of the demo serves (the server's seeded shippers, CHK-04). */
const UNSERVED_REGIONS = new Set(['US-AK', 'US-HI']);

/** How long after an order a repeat without cartCode finds it (the server's PLACEMENT_REPLAY_WINDOW_MS). */
const PLACEMENT_REPLAY_WINDOW_MS = 10 * 60_000;

interface MemoryPayment {
  transactionUuid: string;
  userId: string;
  cartCode: string;
  po: string;
  specialShippingInstructions: string;
  amount: string;
  decision: 'ACCEPT' | 'DECLINE' | 'ERROR' | null;
  message?: string;
}

/** Checkout state of one twin (shared by every `forUser` view), kept beside MemoryState. */
interface CheckoutLedger {
  payments: Map<string, MemoryPayment>;
  /** Order answers by the cart code they were placed from: one order per cart. */
  placements: Map<string, MemoryPlacement>;
}

interface MemoryPlacement {
  userId: string;
  answer: s.OrderPlacement;
  instructions: string;
  placedAt: number;
}

/** What a repeated placement sent (PO orders send PO number and instructions; card orders only their type). */
interface Repeat {
  paymentType: 'ACCOUNT' | 'CARD';
  po?: string;
  instructions?: string;
}

/** The names of the values a repeat sent differently from the placement (the server's differingValues). */
function differing(earlier: MemoryPlacement, repeat: Repeat): string[] {
  const fields: string[] = [];
  if (earlier.answer.paymentType !== repeat.paymentType) fields.push('paymentType');
  if (repeat.po !== undefined && repeat.po !== earlier.answer.purchaseOrderNumber) fields.push('purchaseOrderNumber');
  if (repeat.instructions !== undefined && repeat.instructions !== earlier.instructions)
    fields.push('specialShippingInstructions');
  return fields;
}

/** A placed cart's order for a repeat with the same values; 409 CART_PLACED naming what differs otherwise. */
function replay(earlier: MemoryPlacement, repeat: Repeat): s.OrderPlacement {
  const fields = differing(earlier, repeat);
  if (fields.length === 0) return earlier.answer;
  const code = earlier.answer.code;
  return fail(409, s.CHECKOUT_ERROR_CODES.cartPlaced, s.cartPlacedAs(code, fields), {
    fieldErrors: Object.fromEntries(fields.map((f) => [f, `Order ${code} was placed with another ${f}.`])),
  });
}

/** The user's newest placement within the replay window. */
function recentPlacement(ledger: CheckoutLedger, userId: string): MemoryPlacement | undefined {
  let recent: MemoryPlacement | undefined;
  for (const p of ledger.placements.values()) {
    if (
      p.userId === userId &&
      Date.now() - p.placedAt < PLACEMENT_REPLAY_WINDOW_MS &&
      (!recent || p.placedAt >= recent.placedAt)
    )
      recent = p;
  }
  return recent;
}
const ledgers = new WeakMap<object, CheckoutLedger>();
function ledgerOf(state: MemoryState): CheckoutLedger {
  let ledger = ledgers.get(state.carts);
  if (!ledger) ledgers.set(state.carts, (ledger = { payments: new Map(), placements: new Map() }));
  return ledger;
}

function assertCanOrder(state: MemoryState, userId: string) {
  const user = state.requireSelf(userId);
  if (!user.hasPurchaserRights || user.isUserInquiryOnly || user.accountStatus !== 'ACTIVE')
    fail(403, 'FORBIDDEN', CANNOT_ORDER);
  return user;
}

function shipToAddress(state: MemoryState, cart: StoredCart) {
  const accounts = state.accounts.get(cart.userId);
  const account =
    accounts?.shipToAccounts.find((a) => a.accountNumber === cart.shipToAccountNumber) ?? accounts?.shipToAccount;
  return account?.addresses?.[0] ?? null;
}

function assertShippable(state: MemoryState, cart: StoredCart, ignoreVerification: boolean) {
  const verdict = s.checkShipToAddress(shipToAddress(state, cart));
  if (verdict === 'invalid') fail(422, s.CHECKOUT_ERROR_CODES.addressInvalid, ADDRESS_INVALID);
  if (verdict === 'unverified' && !ignoreVerification)
    fail(422, s.CHECKOUT_ERROR_CODES.addressUnverified, ADDRESS_UNVERIFIED);
  // No order to a ship-to no shipper serves, whatever charge the cart still carries.
  if (!isServed(state, cart)) fail(422, s.CHECKOUT_ERROR_CODES.shipperUnavailable, SHIPPER_UNAVAILABLE);
  // Nor without a shipper, unless a free-shipping coupon makes delivery free (the server's rule, CHK-04).
  if (!cart.deliveryCost && !cart.appliedCoupons.some((c) => c.freeShipping))
    fail(409, s.CHECKOUT_ERROR_CODES.shipperNotSet, s.SHIPPER_MISSING);
}

const isServed = (state: MemoryState, cart: StoredCart) =>
  !UNSERVED_REGIONS.has(shipToAddress(state, cart)?.region?.isocode ?? '');

/** Turns a cart into a pending order of the history and deletes the cart (once per cart). */
function placeFromCart(
  state: MemoryState,
  cart: StoredCart,
  po: string,
  instructions: string,
  paymentType: 'ACCOUNT' | 'CARD',
): s.OrderPlacement {
  const ledger = ledgerOf(state);
  const earlier = ledger.placements.get(cart.code);
  if (earlier) return replay(earlier, { paymentType });
  if (cart.entries.length === 0) fail(400, 'VALIDATION', EMPTY_CART);
  const orderNumber = state.nextId('6');
  const code = `W${orderNumber.slice(-8)}`;
  state.orders.set(orderNumber, orderFromCart(state, cart, { orderNumber, code, po, instructions }));
  const answer: s.OrderPlacement = { code, entries: cart.entries, purchaseOrderNumber: po, paymentType };
  ledger.placements.set(cart.code, { userId: cart.userId, answer, instructions, placedAt: Date.now() });
  state.carts.delete(cart.code);
  return answer;
}

/**
 * The checkout calls of the twin (CHK-03..08), with the server's rules: promo codes with a
 * failed-attempt countdown, shippers by region, address checks, PO orders placed once per cart,
 * card payments placed only from a provider result (see `postToMemoryProvider`).
 */
export function memoryCheckout(state: MemoryState) {
  const handle = answering(state);
  const ledger = ledgerOf(state);
  const failures = state.promoFailures;

  const promotions: ApiClient['promotions'] = {
    apply: handle(s.cartSchema, (body: s.ApplyPromoBody) => {
      state.requireUser();
      const { userId, promoCode } = parseRequest(s.applyPromoBodySchema, body);
      state.requireSelf(userId);
      const now = Date.now();
      const recent = (failures.get(userId) ?? []).filter((t) => now - t < PROMO_WINDOW_MS);
      if (recent.length >= PROMO_MAX_FAILURES) {
        const timeLeft = PROMO_WINDOW_MS - (now - (recent[0] ?? now));
        return fail(429, 'RATE_LIMITED', PROMO_THROTTLED, { timeLeft, fieldErrors: { promoCode: PROMO_THROTTLED } });
      }
      const coupon = state.coupons.get(promoCode.toUpperCase());
      const expired = !!coupon?.expiresAt && Date.parse(coupon.expiresAt) < now;
      if (!coupon || expired) {
        failures.set(userId, [...recent, now]);
        const message = coupon ? PROMO_EXPIRED : INVALID_PROMO_CODE;
        return fail(400, 'VALIDATION', `promoCode: ${message}`, { fieldErrors: { promoCode: message } });
      }
      const cart = state.currentCart(userId);
      const placed = cart.entries.length === 0 ? recentPlacement(ledger, userId) : undefined;
      // The cart just became an order: the code is refused naming it (the server's rule).
      if (placed)
        return fail(409, s.CHECKOUT_ERROR_CODES.cartPlaced, s.cartPlacedAs(placed.answer.code), {
          fieldErrors: { promoCode: s.cartPlacedAs(placed.answer.code) },
        });
      if (!cart.appliedCoupons.some((c) => c.code === coupon.code))
        cart.appliedCoupons.push({ code: coupon.code, freeShipping: !!coupon.freeShipping });
      return state.recompute(cart);
    }),
    remove: handle(s.cartSchema, (input: s.RemovePromoInput) => {
      state.requireUser();
      const { userId } = parseRequest(s.removePromoQuerySchema, { userId: input.userId });
      const { promoCode } = parseRequest(s.removePromoBodySchema, { promoCode: input.promoCode });
      state.requireSelf(userId);
      const cart = state.currentCart(userId);
      cart.appliedCoupons = cart.appliedCoupons.filter((c) => c.code.toUpperCase() !== promoCode.toUpperCase());
      return state.recompute(cart);
    }),
  };

  const setShipper: ApiClient['carts']['setShipper'] = handle(s.cartSchema, (body: s.SetShipperBody) => {
    state.requireUser();
    const { userId } = parseRequest(s.setShipperBodySchema, body);
    state.requireSelf(userId);
    const cart = state.currentCart(userId);
    if (!isServed(state, cart)) {
      // No shipper for the address: the cart keeps no shipper's charge (the server's setShipper).
      cart.deliveryCost = null;
      state.recompute(cart);
      fail(422, s.CHECKOUT_ERROR_CODES.shipperUnavailable, SHIPPER_UNAVAILABLE);
    }
    cart.deliveryCost = toMoney(state.deliveryCost(cart), state.currencyIso);
    return state.recompute(cart);
  });

  const payments: ApiClient['payments'] = {
    request: handle(s.paymentRequestSchema, (body: s.PaymentRequestBody) => {
      state.requireUser();
      const request = parseRequest(s.paymentRequestBodySchema, body);
      assertCanOrder(state, request.userId);
      const cart = state.ownedCart(request.cartCode);
      if (cart.entries.length === 0) fail(400, 'VALIDATION', EMPTY_CART);
      assertShippable(state, cart, request.ignore_avs === true);
      const transactionUuid = `${state.nextId('tx-')}-memory`;
      const amount = cart.totalPriceWithTax.value.toFixed(2);
      const payment: MemoryPayment = {
        transactionUuid,
        userId: request.userId,
        cartCode: cart.code,
        po: request.purchaseOrderNumber,
        specialShippingInstructions: request.specialShippingInstructions ?? '',
        amount,
        decision: null,
      };
      // The twin has no browser round trip: a request is approved unless a declined card comes along
      // (the spec allows card fields here) or is posted later through postToMemoryProvider.
      payment.decision = request.card_number === s.TEST_CARDS.declined ? 'DECLINE' : 'ACCEPT';
      ledger.payments.set(transactionUuid, payment);
      const receipt = `${request.origin}${request.origin.includes('?') ? '&' : '?'}processed=true`;
      const fields: Record<string, string> = {
        access_key: 'memory',
        profile_id: 'MEMORY',
        transaction_uuid: transactionUuid,
        unsigned_field_names: 'card_type,card_number,card_expiry_date,card_cvn',
        signed_date_time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        locale: 'en-us',
        transaction_type: 'sale',
        reference_number: cart.code,
        amount,
        currency: cart.totalPriceWithTax.currencyIso ?? state.currencyIso,
        payment_method: 'card',
        ignore_avs: request.ignore_avs ? 'true' : 'false',
        override_custom_receipt_page: receipt,
      };
      fields.signed_field_names = [...Object.keys(fields), 'signed_field_names'].join(',');
      fields.signature = `memory-signature-${transactionUuid}`;
      return {
        postUrl: '/provider/silent/pay',
        parameters: Object.entries(fields).map(([key, value]) => ({ key, value })),
      };
    }),
  };

  const place: ApiClient['orders']['place'] = handle(s.orderPlacementSchema, (body: s.PlaceOrderBody) => {
    state.requireUser();
    const request = parseRequest(s.placeOrderBodySchema, body);
    assertCanOrder(state, request.userId);
    const repeat: Repeat = {
      paymentType: 'ACCOUNT',
      po: request.purchaseOrderNumber,
      instructions: request.shippingChoice.specialShippingInstructions ?? '',
    };
    const earlier = request.cartCode ? ledger.placements.get(request.cartCode) : undefined;
    if (earlier && earlier.userId === request.userId) return replay(earlier, repeat);
    const cart = request.cartCode ? state.ownedCart(request.cartCode) : state.currentCart(request.userId);
    if (cart.entries.length === 0 && !request.cartCode) {
      // A double submit without cartCode: the order just placed with the same values (the server's rule).
      const recent = recentPlacement(ledger, request.userId);
      if (recent && differing(recent, repeat).length === 0) return recent.answer;
    }
    if (cart.entries.length > 0) assertShippable(state, cart, request.ignoreAddressVerification === true);
    return placeFromCart(state, cart, repeat.po!, repeat.instructions!, 'ACCOUNT');
  });

  const placeCreditCardOrder: ApiClient['orders']['placeCreditCardOrder'] = handle(
    s.orderPlacementSchema,
    (body: s.CreditCardOrderBody) => {
      state.requireUser();
      const request = parseRequest(s.creditCardOrderBodySchema, body);
      assertCanOrder(state, request.userId);
      const earlier = ledger.placements.get(request.cartCode);
      if (earlier && earlier.userId === request.userId) return replay(earlier, { paymentType: 'CARD' }); // a replayed return places nothing twice
      // Another user's (or an unknown) cart: 404 'Cart not found.' like every cart call, before any payment is looked at.
      const cart = state.ownedCart(request.cartCode);
      const payment = [...ledger.payments.values()]
        .reverse()
        .find((p) => p.cartCode === request.cartCode && p.userId === request.userId);
      if (!payment || payment.decision === null)
        return fail(402, s.CHECKOUT_ERROR_CODES.paymentFailed, PAYMENT_NOT_VERIFIED);
      if (payment.decision !== 'ACCEPT')
        return fail(
          402,
          s.CHECKOUT_ERROR_CODES.paymentFailed,
          payment.message ? `${PAYMENT_NOT_AUTHORISED} ${payment.message}` : PAYMENT_NOT_AUTHORISED,
        );
      if (cart.totalPriceWithTax.value.toFixed(2) !== payment.amount)
        fail(409, s.CHECKOUT_ERROR_CODES.cartChanged, CART_CHANGED);
      return placeFromCart(
        state,
        cart,
        payment.po,
        request.specialShippingInstructions || payment.specialShippingInstructions,
        'CARD',
      );
    },
  );

  return { promotions, payments, setShipper, place, placeCreditCardOrder };
}

/**
 * The twin's stand-in for the browser posting the hidden form to the card provider (stories and
 * tests): records the provider's decision for the request's transaction — declined for
 * `TEST_CARDS.declined` or a number failing Luhn, approved otherwise.
 */
export function postToMemoryProvider(
  api: { __memory: { state: MemoryState } },
  request: s.PaymentRequest,
  card: { cardNumber: string },
): 'ACCEPT' | 'DECLINE' {
  const ledger = ledgerOf(api.__memory.state);
  const uuid = request.parameters.find((p) => p.key === 'transaction_uuid')?.value ?? '';
  const payment = ledger.payments.get(uuid);
  if (!payment) throw new Error(`postToMemoryProvider: no payment request ${uuid} in this twin`);
  const number = card.cardNumber.replace(/\D/g, '');
  const declined = number === s.TEST_CARDS.declined || !s.passesLuhn(number);
  payment.decision = declined ? 'DECLINE' : 'ACCEPT';
  if (declined) payment.message = 'The card was declined by the issuing bank.';
  return payment.decision;
}

import type { z } from 'zod';
import { ApiError, errorBody, validationErrorBody, type ApiErrorBody } from '../errors';
import { isbn10To13, isbnFromProductCode } from '../isbn';
import { CART_NOT_FOUND, SIGN_IN_REQUIRED, USER_MISMATCH } from '../messages';
import { toMoney } from '../money';
import type { AccountsResponse, Cart, Product, SessionUser } from '../schemas';
import { buildCartEntry, withTotals } from './fixtures';

/** Everything the twin starts from. Only products, users and accounts are required. */
export interface MemorySeed {
  products: Product[];
  users: SessionUser[];
  /** The accounts answer of each user, by uid. */
  accounts: Record<string, AccountsResponse>;
  /** Carts and wish lists, each with its owner's uid in `userId`. */
  carts?: Cart[];
}

export interface MemoryApiClientOptions {
  /** The data the twin starts from. @default demoSeed() */
  seed?: MemorySeed;
  /** The uid signed in at the start, or null for a visitor. @default null */
  user?: string | null;
  /** Global config maxProductQuantity (spec 000 §5). @default 999 */
  maxProductQuantity?: number;
  /** Delay before every answer, in ms, to show loading states in stories. @default 0 */
  latencyMs?: number;
  /** Site currency used for computed totals. @default 'USD' */
  currencyIso?: string;
}

export type StoredCart = Cart & { userId: string };

/** Throws the ApiError the real server would answer with. */
export function fail(status: number, code: string, message: string, extra: Partial<Omit<ApiErrorBody, 'status' | 'code' | 'message'>> = {}): never {
  throw new ApiError(errorBody(status, code, message, extra));
}

/** Validates a request with the contract schema, as the server does; 400 naming the field otherwise. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(validationErrorBody(result.error.issues));
  return result.data;
}

/** The twin's data and the rules every domain shares: who is signed in, ownership, totals. */
export class MemoryState {
  readonly products = new Map<string, Product>();
  readonly users = new Map<string, SessionUser>();
  readonly accounts = new Map<string, AccountsResponse>();
  readonly carts = new Map<string, StoredCart>();
  signedIn: string | null;
  readonly maxProductQuantity: number;
  readonly currencyIso: string;
  readonly latencyMs: number;
  private sequence = 0;

  constructor(seed: MemorySeed, options: MemoryApiClientOptions) {
    for (const p of seed.products) this.products.set(p.isbn13, structuredClone(p));
    for (const u of seed.users) this.users.set(u.uid, structuredClone(u));
    for (const [uid, a] of Object.entries(seed.accounts)) this.accounts.set(uid, structuredClone(a));
    for (const c of seed.carts ?? []) {
      if (!c.userId) throw new Error(`seed cart ${c.code} needs a userId`);
      this.carts.set(c.code, { ...structuredClone(c), userId: c.userId });
    }
    this.signedIn = options.user ?? null;
    if (this.signedIn && !this.users.has(this.signedIn)) throw new Error(`createMemoryApiClient: no user '${this.signedIn}' in the seed`);
    this.maxProductQuantity = options.maxProductQuantity ?? 999;
    this.currencyIso = options.currencyIso ?? 'USD';
    this.latencyMs = options.latencyMs ?? 0;
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}${String(this.sequence).padStart(8, '0')}`;
  }

  /** The signed-in user, or 401. */
  requireUser(): SessionUser {
    const user = this.signedIn ? this.users.get(this.signedIn) : undefined;
    if (!user) return fail(401, 'UNAUTHENTICATED', SIGN_IN_REQUIRED);
    return user;
  }

  /** The signed-in user, who must be the `userId` of the request (403 otherwise). */
  requireSelf(userId: string): SessionUser {
    const user = this.requireUser();
    if (userId !== user.uid) fail(403, 'FORBIDDEN', USER_MISMATCH);
    return user;
  }

  /** A cart of the signed-in user; someone else's or an unknown cart is 404 'Cart not found.'. */
  ownedCart(cartId: string): StoredCart {
    const user = this.requireUser();
    const cart = this.carts.get(cartId);
    if (!cart || cart.userId !== user.uid) return fail(404, 'NOT_FOUND', CART_NOT_FOUND, { errorList: { errors: [{ message: CART_NOT_FOUND, type: 'CartNotFoundError' }] } });
    return cart;
  }

  findProduct(code: string): Product | undefined {
    const bare = isbnFromProductCode(code);
    if (/^\d{9}[\dX]$/i.test(bare)) return this.products.get(isbn10To13(bare));
    return this.products.get(bare);
  }

  emptyCart(userId: string): StoredCart {
    const zero = toMoney(0, this.currencyIso);
    const account = this.accounts.get(userId)?.shipToAccount?.accountNumber ?? null;
    const now = new Date().toISOString();
    return {
      code: this.nextId(''), userId, name: null, saved: false, entries: [],
      totalItems: 0, totalUnitCount: 0, subTotal: zero, totalDiscounts: zero, totalTax: zero, totalPrice: zero, totalPriceWithTax: zero,
      deliveryCost: null, appliedCoupons: [], shipToAccountNumber: account, modifiedTime: now, expirationTime: null,
    };
  }

  createCart(userId: string): StoredCart {
    const cart = this.emptyCart(userId);
    this.carts.set(cart.code, cart);
    return cart;
  }

  /** The current cart is the newest unsaved one; a user without one gets a new empty cart. */
  currentCart(userId: string): StoredCart {
    let current: StoredCart | undefined;
    for (const cart of this.carts.values()) if (cart.userId === userId && !cart.saved) current = cart;
    return current ?? this.createCart(userId);
  }

  /** Order-level discount of the cart's coupons. Overridden by the promotions domain. */
  orderDiscount: (cart: StoredCart) => number = () => 0;

  /** Re-prices every line from the catalogue and recomputes totals, as recalculation does. */
  recompute(cart: StoredCart): StoredCart {
    cart.entries = cart.entries.map((entry, i) => {
      const product = this.products.get(entry.product.isbn13) ?? entry.product;
      return buildCartEntry(product, entry.quantity, i, { discount: entry.discount ?? toMoney(0, this.currencyIso) });
    });
    Object.assign(cart, withTotals(cart, { currencyIso: this.currencyIso, orderDiscount: this.orderDiscount(cart) }));
    cart.modifiedTime = new Date().toISOString();
    return cart;
  }

  async delay(): Promise<void> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }
}

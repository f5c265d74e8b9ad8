import type { z } from 'zod';
import { ApiError, errorBody, validationErrorBody, type ApiErrorBody } from '../errors';
import { isbn10To13, isbnFromProductCode } from '../isbn';
import { ACCOUNT_NOT_FOUND, CART_NOT_FOUND, ERROR_TYPES, SIGN_IN_REQUIRED, USER_MISMATCH } from '../messages';
import { roundMoney, toMoney } from '../money';
import type {
  AccessCodeResult,
  AccountsResponse,
  Cart,
  FormSettings,
  Menu,
  OrderDetail,
  PageDocument,
  Product,
  SessionUser,
  SiteConfig,
  EntitlementCaller,
  Entitlement,
} from '../schemas';
import { decideEntitlement, withEntitlement, withQuotedLine } from '../schemas/entitlement';
import { PRODUCT } from '../brand';
import { createSiteConfig, DEMO_MAX_PRODUCT_QUANTITY } from '../site';
import { buildCartEntry, withTotals } from './fixtures';

/** Everything the twin starts from. Only products, users and accounts are required. */
export interface MemorySeed {
  products: Product[];
  users: SessionUser[];
  /** The accounts answer of each user, by uid. */
  accounts: Record<string, AccountsResponse>;
  /** Carts and wish lists, each with its owner's uid in `userId`. */
  carts?: Cart[];
  /** Order history, each order on a ship-to / bill-to pair. */
  orders?: MemoryOrder[];
  /** Promo codes the twin accepts. */
  coupons?: MemoryCoupon[];
  accessCodes?: AccessCodeResult[];
  pages?: PageDocument[];
  menus?: Menu[];
  /** Configurable forms by formId (the same settings a Form block's document carries). */
  forms?: FormSettings[];
  /** @default a first-brand North American site built from the options */
  siteConfig?: SiteConfig;
  /**
   * Agreed discounts on the catalogue price, in percent by account number (PNA-01): the
   * cart and price and availability price with the discount of the account. Others pay the catalogue price.
   */
  accountPricing?: Record<string, number>;
  /** Quotes, each on a ship-to of its requester. */
  quotes?: MemoryQuote[];
}

/** A quote as the twin keeps it: prices as numbers; `expired` is computed when read (quoteStatusOn). */
export interface MemoryQuote {
  number: string;
  shipTo: string;
  requestedBy: string;
  status: 'requested' | 'quoted' | 'accepted';
  note: string | null;
  requestedAt: string;
  quotedAt: string | null;
  expiresOn: string | null;
  acceptedAt: string | null;
  lines: { productCode: string; isbn13: string; title: string; quantity: number; unitPrice: number | null }[];
}

/** An order as the twin keeps it: the detail plus the accounts it belongs to. */
export type MemoryOrder = OrderDetail & { billToAccountNumber: string; shipToAccountNumber: string };

export interface MemoryCoupon {
  code: string;
  /** Percentage taken off the subtotal. */
  percentOff?: number;
  freeShipping?: boolean;
  /** ISO time after which the code answers 'This promo code has expired.' (CHK-03). */
  expiresAt?: string;
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
  /** This browser entered content preview (the server's preview cookie, CMS-01); drafts still need an editor. @default false */
  preview?: boolean;
  /**
   * The market and brand the twin serves, as the server's site (the selling rule reads them, spec 001 §6).
   * @default the seed's site configuration, else a first-brand North American site
   */
  site?: Partial<Pick<SiteConfig, 'market' | 'brand'>>;
}

export type StoredCart = Cart & { userId: string };

/** Throws the ApiError the real server would answer with. */
export function fail(
  status: number,
  code: string,
  message: string,
  extra: Partial<Omit<ApiErrorBody, 'status' | 'code' | 'message'>> = {},
): never {
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
  readonly orders = new Map<string, MemoryOrder>();
  readonly coupons = new Map<string, MemoryCoupon>();
  readonly accessCodes = new Map<string, AccessCodeResult>();
  readonly pages = new Map<string, PageDocument>();
  readonly menus = new Map<string, Menu>();
  readonly forms = new Map<string, FormSettings>();
  /** Agreed discount in percent by account number (MemorySeed.accountPricing). */
  readonly accountPricing = new Map<string, number>();
  readonly quotes = new Map<string, MemoryQuote>();
  readonly formSubmissions: { submissionId: string; formId: string; values: Record<string, unknown> }[] = [];
  /** The local captcha's HMAC secret (one per twin) and the challenges already used. */
  readonly captchaSecret = `memory-captcha-${Math.random().toString(36).slice(2)}`;
  readonly spentCaptchas = new Set<string>();
  siteConfig: SiteConfig;
  /** Times of failed promo attempts, by user (CHK-03 throttle). */
  readonly promoFailures = new Map<string, number[]>();
  /** Per client: each client made by `forUser` has its own, over the same data. */
  signedIn: string | null;
  /** Per client, like the preview cookie of one browser (CMS-01). */
  inPreview: boolean;
  maxProductQuantity: number;
  readonly currencyIso: string;
  readonly latencyMs: number;
  private readonly counter = { value: 0 };

  constructor(seed: MemorySeed, options: MemoryApiClientOptions) {
    for (const p of seed.products) this.products.set(p.isbn13, structuredClone(p));
    for (const u of seed.users) this.users.set(u.uid, structuredClone(u));
    for (const [uid, a] of Object.entries(seed.accounts)) this.accounts.set(uid, structuredClone(a));
    for (const c of seed.carts ?? []) {
      if (!c.userId) throw new Error(`seed cart ${c.code} needs a userId`);
      this.carts.set(c.code, { ...structuredClone(c), userId: c.userId });
    }
    for (const o of seed.orders ?? []) this.orders.set(o.orderNumber, structuredClone(o));
    for (const c of seed.coupons ?? []) this.coupons.set(c.code.toUpperCase(), { ...c });
    for (const a of seed.accessCodes ?? []) this.accessCodes.set(a.accessCode.toUpperCase(), { ...a });
    for (const p of seed.pages ?? []) this.pages.set(p.path, structuredClone(p));
    for (const m of seed.menus ?? []) this.menus.set(m.name, structuredClone(m));
    for (const f of seed.forms ?? []) this.forms.set(f.formId, structuredClone(f));
    for (const [account, percent] of Object.entries(seed.accountPricing ?? {}))
      this.accountPricing.set(account, percent);
    for (const q of seed.quotes ?? []) this.quotes.set(q.number, structuredClone(q));
    this.signedIn = options.user ?? null;
    this.inPreview = options.preview ?? false;
    if (this.signedIn && !this.users.has(this.signedIn))
      throw new Error(`createMemoryApiClient: no user '${this.signedIn}' in the seed`);
    this.maxProductQuantity = options.maxProductQuantity ?? 999;
    this.currencyIso = options.currencyIso ?? 'USD';
    this.latencyMs = options.latencyMs ?? 0;
    this.siteConfig = seed.siteConfig
      ? structuredClone(seed.siteConfig)
      : defaultSiteConfig(this.maxProductQuantity, this.currencyIso);
    this.maxProductQuantity = options.maxProductQuantity ?? seed.siteConfig?.maxProductQuantity ?? 999;
    this.siteConfig.maxProductQuantity = this.maxProductQuantity;
    if (options.site?.market) this.siteConfig.market = options.site.market;
    if (options.site?.brand) this.siteConfig.brand = options.site.brand;
  }

  /** Ship-to accounts the signed-in user may act for; staff may act for any (ORD-03). */
  canUseAccount(user: SessionUser, accountNumber: string): boolean {
    if (user.isCengageEmployee) return true;
    const accounts = this.accounts.get(user.uid);
    return (
      !!accounts &&
      (accounts.shipToAccounts.some((a) => a.accountNumber === accountNumber || a.e1AccountNumber === accountNumber) ||
        accounts.customerDefaultBillToAccount?.uid === accountNumber ||
        user.orgUnit?.accountNumber === accountNumber)
    );
  }

  nextId(prefix: string): string {
    this.counter.value += 1;
    return `${prefix}${String(this.counter.value).padStart(8, '0')}`;
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
    if (!cart || cart.userId !== user.uid)
      return fail(404, 'NOT_FOUND', CART_NOT_FOUND, {
        errorList: { errors: [{ message: CART_NOT_FOUND, type: ERROR_TYPES.cartNotFound }] },
      });
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
      code: this.nextId(''),
      userId,
      name: null,
      saved: false,
      entries: [],
      totalItems: 0,
      totalUnitCount: 0,
      subTotal: zero,
      totalDiscounts: zero,
      totalTax: zero,
      totalPrice: zero,
      totalPriceWithTax: zero,
      deliveryCost: null,
      appliedCoupons: [],
      shipToAccountNumber: account,
      modifiedTime: now,
      expirationTime: null,
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

  /** Order-level discount of the cart's coupons (percentage of the subtotal). */
  orderDiscount(cart: StoredCart): number {
    const subTotal = cart.entries.reduce((sum, e) => sum + e.totalPrice.value, 0);
    const percent = cart.appliedCoupons.reduce(
      (sum, c) => sum + (this.coupons.get(c.code.toUpperCase())?.percentOff ?? 0),
      0,
    );
    return (subTotal * Math.min(100, percent)) / 100;
  }

  /** Standard shipping: free with a free-shipping coupon or an empty cart, else 9.95. */
  deliveryCost(cart: StoredCart): number {
    if (cart.entries.length === 0 || cart.appliedCoupons.some((c) => c.freeShipping)) return 0;
    return 9.95;
  }

  /**
   * A product's unit price for an account: the catalogue price less the account's agreed discount,
   * rounded to the cent (the server's pricing/priceForAccount.ts); undefined without a price.
   */
  accountUnitPrice(product: Product, accountNumber: string | null | undefined): number | undefined {
    const base = product.customPrice?.value ?? product.price?.value;
    const discount = accountNumber ? (this.accountPricing.get(accountNumber) ?? 0) : 0;
    return base === undefined ? undefined : roundMoney(base * (1 - discount / 100));
  }

  /**
   * The accepted quote line a cart line comes from, when it still prices the line: the line names the quote, the quote
   * is accepted, of the cart's owner's ship-to and the cart is on that ship-to. Null for any other line.
   */
  quotedLine(
    cart: Pick<StoredCart, 'userId' | 'shipToAccountNumber'>,
    entry: Pick<Cart['entries'][number], 'quoteNumber' | 'product'>,
  ): { number: string; quantity: number; unitPrice: number } | null {
    const quote = entry.quoteNumber ? this.quotes.get(entry.quoteNumber) : undefined;
    const owner = this.users.get(cart.userId);
    if (!quote || quote.status !== 'accepted' || quote.shipTo !== cart.shipToAccountNumber) return null;
    if (!owner || !this.canUseAccount(owner, quote.shipTo)) return null;
    const line = quote.lines.find((l) => l.isbn13 === entry.product.isbn13);
    return line && line.unitPrice !== null
      ? { number: quote.number, quantity: line.quantity, unitPrice: line.unitPrice }
      : null;
  }

  /**
   * Re-prices every line from the catalogue (a line from an accepted quote at its quoted price) for the cart's ship-to
   * account and recomputes totals,
   * as recalculation does: switching the ship-to re-prices the cart.
   */
  recompute(cart: StoredCart): StoredCart {
    if (cart.deliveryCost) cart.deliveryCost = toMoney(this.deliveryCost(cart), this.currencyIso);
    cart.entries = cart.entries.map((entry, i) => {
      const product = this.products.get(entry.product.isbn13) ?? entry.product;
      const quoted = this.quotedLine(cart, entry);
      const unit = quoted ? quoted.unitPrice : (this.accountUnitPrice(product, cart.shipToAccountNumber) ?? 0);
      const built = buildCartEntry(product, entry.quantity, i, {
        discount: entry.discount ?? toMoney(0, this.currencyIso),
        basePrice: toMoney(unit, this.currencyIso),
        totalPrice: toMoney(unit * entry.quantity, this.currencyIso),
      });
      // Each line's product carries its owner's verdict, as the server's cart answers do.
      const caller = this.caller(cart.userId, cart.shipToAccountNumber);
      return {
        ...built,
        product: quoted
          ? withQuotedLine(built.product, caller, toMoney(quoted.unitPrice, this.currencyIso))
          : this.entitled(built.product, caller),
        fundCode: entry.fundCode ?? null,
        quoteNumber: entry.quoteNumber ?? null,
      };
    });
    Object.assign(cart, withTotals(cart, { currencyIso: this.currencyIso, orderDiscount: this.orderDiscount(cart) }));
    cart.modifiedTime = new Date().toISOString();
    return cart;
  }

  /**
   * The account a catalogue answer (search, product, workbook) is priced for, as the server's catalogueDiscount:
   * none for a visitor; every account named must be the signed-in user's own (else 404); the named ship-to, else
   * the current one of an active user.
   */
  catalogueAccount(named: {
    orgAccountNumber?: string | undefined;
    billToAccountNumber?: string | undefined;
    shipToAccountNumber?: string | undefined;
  }): string | null {
    const user = this.signedIn ? this.users.get(this.signedIn) : undefined;
    if (!user) return null;
    const accounts = this.accounts.get(user.uid);
    const own = (n: string) =>
      !!accounts &&
      (accounts.shipToAccounts.some((a) => a.accountNumber === n) ||
        accounts.customerDefaultBillToAccount?.uid === n ||
        user.orgUnit?.accountNumber === n);
    const asked = [named.orgAccountNumber, named.billToAccountNumber, named.shipToAccountNumber].filter(
      (a): a is string => !!a,
    );
    if (asked.some((a) => !own(a))) fail(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
    if (named.shipToAccountNumber) return named.shipToAccountNumber;
    return user.accountStatus === 'ACTIVE'
      ? (accounts?.shipToAccount?.accountNumber ?? user.defaultShipToAccount ?? null)
      : null;
  }

  /** A catalogue product as `accountNumber` sees it: price and customPrice are its unit price, as in its cart. */
  withAccountPrice(product: Product, accountNumber: string | null): Product {
    const unit = this.accountUnitPrice(product, accountNumber);
    if (unit === undefined || unit === (product.customPrice?.value ?? product.price?.value)) return product;
    const money = toMoney(unit, this.currencyIso);
    return { ...product, price: money, customPrice: money };
  }

  /**
   * The caller as the selling rule reads them (the server's entitlement/loadCaller): the user (null: a visitor), the
   * site, and the country of `shipToAccount` — else of the user's current ship-to.
   */
  caller(uid: string | null, shipToAccount?: string | null): EntitlementCaller {
    const user = uid ? this.users.get(uid) : undefined;
    const accounts = uid ? this.accounts.get(uid) : undefined;
    const number = shipToAccount ?? accounts?.shipToAccount?.accountNumber ?? user?.defaultShipToAccount ?? null;
    let country: string | null = null;
    for (const a of this.accounts.values()) {
      const found = a.shipToAccounts.find((s) => s.accountNumber === number);
      if (found) {
        country = found.addresses[0]?.country?.isocode ?? null;
        break;
      }
    }
    return {
      user: user
        ? {
            isInternational: user.isInternational,
            isUserInquiryOnly: user.isUserInquiryOnly,
            accountStatus: user.accountStatus,
          }
        : null,
      site: { market: this.siteConfig.market, brand: this.siteConfig.brand },
      shipToCountry: country,
    };
  }

  /** The signed-in caller's verdict on a product, as the server decides it. */
  verdict(product: Product, caller: EntitlementCaller = this.caller(this.signedIn)): Entitlement {
    return decideEntitlement(product, caller);
  }

  /** A product-carrying item with the verdict, its prices left out when the caller may not see them. */
  entitled<T extends Product>(product: T, caller: EntitlementCaller = this.caller(this.signedIn)): T {
    return withEntitlement(product, decideEntitlement(product, caller));
  }

  /** A view of the same data with its own signed-in user (another browser on the same server). */
  withSession(uid: string | null): MemoryState {
    if (uid && !this.users.has(uid)) throw new Error(`no user '${uid}' in the memory seed`);
    const view = Object.create(this) as MemoryState;
    view.signedIn = uid;
    view.inPreview = false;
    return view;
  }

  async delay(): Promise<void> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }
}

/** The demo site configuration (shared decisions: maxProductQuantity 999 in the demo). */
export function defaultSiteConfig(maxProductQuantity = DEMO_MAX_PRODUCT_QUANTITY, currency = 'USD'): SiteConfig {
  return createSiteConfig(PRODUCT, { maxProductQuantity, currency });
}
